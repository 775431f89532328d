import { ErrorCode, type MySchedule, type ScheduleEntryDetails } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/document-factories';
import { demo, successData } from '../../testing/rest-client';
import { expectDomainError, useDemoCallers } from '../../testing/test-caller';
import {
  addScheduleEmployee,
  createSchedule,
  createScheduleEntry,
  createSchedulePeriod,
  createShift,
  createShiftGroup,
} from '../../testing/work-time-factories';

// The employee's own schedule (spec 1 §3 "My schedule", §7 my-schedule): their entries of a month across
// the schedules they are in, with times, colours and totals; an entry's dialog; nobody else's entries.
// The test's own schedules work in March 2030, far from what the demo seed plans.
const api = useDemoCallers();
const ids = { day: 0, night: 0, plain: 0, production: 0, warehouse: 0, archived: 0, dayEntry: 0, nightEntry: 0, colleaguesEntry: 0 };

beforeAll(async () => {
  const { db } = api.harness;
  // The demo seed keeps the employee in its schedule GAM-01 with no end: the month lists only the test's schedules.
  await db.deleteFrom('schedule_employees').where('employee_no', '=', demo.employee).execute();
  const plannerId = await userIdOf(db, 'planner');
  const group = await createShiftGroup(db, { code: 'MS-TEST', name: 'My schedule test shifts' });
  ids.day = await createShift(db, {
    shiftGroupId: group,
    code: 'D',
    name: 'Dieninė',
    startTime: '08:00',
    endTime: '16:30',
    workMinutes: 480,
    backgroundColor: '#FFF3BF',
  });
  ids.night = await createShift(db, {
    shiftGroupId: group,
    code: 'N',
    name: 'Naktinė',
    startTime: '22:00',
    endTime: '06:00',
    workMinutes: 480,
    backgroundColor: '#1864AB',
    fontColor: '#FFFFFF',
  });
  ids.plain = await createShift(db, { shiftGroupId: group, code: 'P', name: 'Paprasta diena', startTime: '08:00', endTime: '17:00' });
  await db
    .insertInto('shift_rest_entries')
    .values({ shift_id: ids.day, start_time: '12:00', end_time: '12:30', minutes: 30, counted_in_work_time: false })
    .execute();
  ids.production = await createSchedule(db, { code: 'MS-PROD', name: 'Gamyba (test)', shiftGroupId: group });
  ids.warehouse = await createSchedule(db, { code: 'MS-WH', name: 'Sandėlis (test)', shiftGroupId: group });
  ids.archived = await createSchedule(db, { code: 'MS-OLD', name: 'Senas (test)', shiftGroupId: group, archived: true });
  for (const scheduleId of [ids.production, ids.warehouse, ids.archived]) {
    await addScheduleEmployee(db, { scheduleId, employeeNo: demo.employee, validFrom: '2030-01-01' });
  }
  await createSchedulePeriod(db, { scheduleId: ids.production, year: 2030, month: 3, status: 2 });
  ids.dayEntry = await createScheduleEntry(db, {
    scheduleId: ids.production,
    employeeNo: demo.employee,
    date: '2030-03-04',
    shiftId: ids.day,
    workMinutes: 480,
    source: 'manual',
    description: 'Pamaina už kolegą',
    createdBy: plannerId,
  });
  ids.nightEntry = await createScheduleEntry(db, {
    scheduleId: ids.warehouse,
    employeeNo: demo.employee,
    date: '2030-03-04',
    shiftId: ids.night,
    startTime: '21:00',
    endTime: '05:00',
    workMinutes: 480,
  });
  await createScheduleEntry(db, { scheduleId: ids.production, employeeNo: demo.employee, date: '2030-03-05', shiftId: ids.plain });
  await createScheduleEntry(db, {
    scheduleId: ids.production,
    employeeNo: demo.employee,
    date: '2030-03-06',
    activityCode: 'A',
    source: 'erp',
    absenceMinutes: 480,
  });
  // Neither shows: an archived schedule's entry, another month's, a colleague's.
  await createScheduleEntry(db, {
    scheduleId: ids.archived,
    employeeNo: demo.employee,
    date: '2030-03-07',
    shiftId: ids.day,
    workMinutes: 480,
  });
  await createScheduleEntry(db, {
    scheduleId: ids.production,
    employeeNo: demo.employee,
    date: '2030-04-01',
    shiftId: ids.day,
    workMinutes: 480,
  });
  ids.colleaguesEntry = await createScheduleEntry(db, {
    scheduleId: ids.production,
    employeeNo: demo.colleague,
    date: '2030-03-04',
    shiftId: ids.day,
    workMinutes: 480,
  });
});

describe('mySchedule.month', () => {
  it('lists the month’s days with the entries of every schedule the employee is in, earliest first, and the totals', async () => {
    const month = await api.as.employee.mySchedule.month({ year: 2030, month: 3 });
    expect(month.myScheduleDays).toHaveLength(31);
    const fourth = month.myScheduleDays.find((day) => day.date === '2030-03-04')!;
    expect(fourth.entries.map((entry) => [entry.code, entry.startTime, entry.endTime, entry.scheduleName])).toEqual([
      ['D', '08:00', '16:30', 'Gamyba (test)'],
      ['N', '21:00', '05:00', 'Sandėlis (test)'],
    ]);
    expect(fourth.entries[1]).toMatchObject({ backgroundColor: '#1864AB', fontColor: '#FFFFFF', workHours: 8 });
    expect(month.totals).toEqual({ workHours: 16, absenceHours: 8, shifts: 2 });
    expect(month.myScheduleDays.flatMap((day) => day.entries).map((entry) => entry.date)).not.toContain('2030-03-07');
    expect(month.schedules).toEqual([
      { scheduleId: ids.production, scheduleName: 'Gamyba (test)', status: 2 },
      { scheduleId: ids.warehouse, scheduleName: 'Sandėlis (test)', status: null },
    ]);
  });

  it('shows a plain day without times, and an absence from the ERP in its activity’s colour with a readable text colour', async () => {
    const month = await api.as.employee.mySchedule.month({ year: 2030, month: 3 });
    const [plain] = month.myScheduleDays.find((day) => day.date === '2030-03-05')!.entries;
    expect(plain).toMatchObject({ code: 'P', startTime: null, endTime: null });
    const [absence] = month.myScheduleDays.find((day) => day.date === '2030-03-06')!.entries;
    expect(absence).toMatchObject({ type: 'integration_activity', code: 'A', name: 'Kasmetinės atostogos', backgroundColor: '#4CAF50' });
    expect(absence!.fontColor).toBe('#000000');
  });

  it('marks weekends and public holidays and names the holidays in both languages', async () => {
    const month = await api.as.employee.mySchedule.month({ year: 2030, month: 3 });
    const dayType = (date: string) => month.myScheduleDays.find((day) => day.date === date)!.dayType;
    expect(dayType('2030-03-09')).toBe('weekend');
    expect(dayType('2030-03-11')).toBe('holiday');
    expect(dayType('2030-03-12')).toBe('weekday');
    expect(month.myScheduleHolidays).toEqual([
      expect.objectContaining({ date: '2030-03-11', nameEn: expect.stringMatching(/independence/i) }),
    ]);
  });

  it('answers an empty month to a user without schedules, and each user only their own entries', async () => {
    const managers = await api.as.manager.mySchedule.month({ year: 2030, month: 3 });
    expect(managers.myScheduleDays.flatMap((day) => day.entries)).toEqual([]);
    expect(managers.totals).toEqual({ workHours: 0, absenceHours: 0, shifts: 0 });
  });

  it('refuses a month outside the calendar', async () => {
    await expect(api.as.employee.mySchedule.month({ year: 2030, month: 13 })).rejects.toThrow();
  });
});

describe('mySchedule.entryDetails', () => {
  it('opens the dialog of an own entry: schedule, period, rests, source and who wrote it', async () => {
    const details = await api.as.employee.mySchedule.entryDetails({ entryId: ids.dayEntry });
    expect(details).toMatchObject({
      id: ids.dayEntry,
      schedule: { id: ids.production, name: 'Gamyba (test)' },
      date: '2030-03-04',
      code: 'D',
      name: 'Dieninė',
      description: 'Pamaina už kolegą',
      startTime: '08:00',
      endTime: '16:30',
      workHours: 8,
      period: { year: 2030, month: 3, status: 2 },
      restEntries: [{ startTime: '12:00', endTime: '12:30', minutes: 30, countedInWorkTime: false }],
      source: 'manual',
    });
    expect(details.createdBy).toMatch(/\S/);
    expect(details.employeeName).toMatch(/\S+ \S+/);
  });

  it('answers "not found" for a colleague’s entry and for one that does not exist', async () => {
    await expectDomainError(api.as.employee.mySchedule.entryDetails({ entryId: ids.colleaguesEntry }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.manager.mySchedule.entryDetails({ entryId: ids.dayEntry }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.employee.mySchedule.entryDetails({ entryId: 2_000_000_000 }), ErrorCode.recordNotFound);
  });
});

describe('REST rows', () => {
  it('GET /api/my-schedule/my-schedule/{year}/{month} reads the month from the path, in the envelope', async () => {
    const response = await api.client.get('/api/my-schedule/my-schedule/2030/3', api.tokens.employee);
    const month = successData<MySchedule>(response);
    expect(month).toMatchObject({ year: 2030, month: 3 });
    expect(month.myScheduleDays.find((day) => day.date === '2030-03-04')!.entries).toHaveLength(2);
    const bad = await api.client.get('/api/my-schedule/my-schedule/2030/0', api.tokens.employee);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'validation_error', validationErrors: { month: expect.any(Array) } });
  });

  it('GET /api/my-schedule/entry-details/{entryId} answers the dialog, or not found for someone else’s', async () => {
    const details = successData<ScheduleEntryDetails>(
      await api.client.get(`/api/my-schedule/entry-details/${ids.nightEntry}`, api.tokens.employee),
    );
    expect(details).toMatchObject({ code: 'N', startTime: '21:00', endTime: '05:00', source: 'formula' });
    const foreign = await api.client.get(`/api/my-schedule/entry-details/${ids.colleaguesEntry}`, api.tokens.employee);
    expect(foreign.statusCode).toBe(404);
    const anonymous = await api.client.get('/api/my-schedule/my-schedule/2030/3');
    expect(anonymous.statusCode).toBe(401);
  });
});
