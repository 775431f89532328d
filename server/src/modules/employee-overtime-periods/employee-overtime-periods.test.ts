import {
  decodeScheduleTable,
  ErrorCode,
  LaborCodeRule,
  type OvertimePeriod,
  type OvertimePeriodInput,
  type OvertimePeriodListInput,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { createEmployees, createTimedShift } from '../../testing/schedule-period-factories';
import {
  type AppCaller,
  callerAs,
  expectDomainError,
  expectFieldError,
  expectPageBoundsRefused,
  openSession,
  useDemoCallers,
} from '../../testing/test-caller';
import {
  addScheduleEmployee,
  createSchedule,
  createScheduleEntry,
  createShiftGroup,
  grantWorkTime,
} from '../../testing/work-time-factories';

// Overtime agreements (spec 2 §2 employee-overtime-periods, §5, §8; issue #14): the company-wide grant
// reads and changes them, one employee's periods never overlap nor end before they start, another
// company's agreement is not found, and a consent period covering a month lifts the Labor Code's
// 48-hour average for that month's table.
const api = useDemoCallers();
const as = {} as Record<'writer' | 'viewer' | 'scheduleOnly' | 'outsider', AppCaller>;
const tokens = { writer: '', viewer: '' };
const ids = { schedule: 0, nlPeriod: 0 };
const BASE = '/api/wtc-area/employee-overtime-periods';

const agreement = (values: Partial<OvertimePeriodInput> = {}): OvertimePeriodInput => ({
  employeeNo: 'OT001',
  validFrom: '2027-01-01',
  validTo: '2027-06-30',
  weeklyHoursConsent: true,
  maxOvertimeHoursWeek: 8,
  maxOvertimeHoursYear: 180,
  note: 'Susitarimas dėl viršvalandžių',
  ...values,
});

beforeAll(async () => {
  const { harness } = api;
  const { db } = harness;
  await db.insertInto('departments').values({ company_code: 'SV', code: 'OT-DEP', name: 'Viršvalandžių skyrius' }).execute();
  await createEmployees(db, [
    { employeeNo: 'OT001', firstName: 'Ona', lastName: 'Overtaitė', departmentCode: 'OT-DEP' },
    { employeeNo: 'OT002', firstName: 'Petras', lastName: 'Petraitis', departmentCode: 'OT-DEP' },
    { employeeNo: 'OT003', firstName: 'Jonas', lastName: 'Jonaitis' },
    { employeeNo: 'OT-LC', firstName: 'Laima', lastName: 'Kodeksaitė', appointmentFrom: '2020-01-01' },
    { companyCode: 'NL', employeeNo: 'OT-NL', firstName: 'Anna', lastName: 'Jansen' },
  ]);
  const group = await createShiftGroup(db, { code: 'OT-G' });
  ids.schedule = await createSchedule(db, { code: 'OT-SCHEDULE', shiftGroupId: group });
  const users = await Promise.all(
    ['ot.writer', 'ot.viewer', 'ot.schedule', 'ot.outsider'].map((username) =>
      createUser(db, { username, workTimeCompanies: ['SV'], firstName: 'Rasa', lastName: username }),
    ),
  );
  const [writer, viewer, scheduleOnly, outsider] = users as [
    (typeof users)[number],
    (typeof users)[number],
    (typeof users)[number],
    (typeof users)[number],
  ];
  await grantWorkTime(db, { userId: writer.id, actions: ['create', 'edit', 'delete'] });
  await grantWorkTime(db, { userId: viewer.id, actions: ['view'] });
  // A grant on one schedule is not the company-wide grant.
  await grantWorkTime(db, { userId: scheduleOnly.id, objectId: ids.schedule, actions: ['administer'] });
  as.writer = await callerAs(harness, writer.username);
  as.viewer = await callerAs(harness, viewer.username);
  as.scheduleOnly = await callerAs(harness, scheduleOnly.username);
  as.outsider = await callerAs(harness, outsider.username);
  tokens.writer = await openSession(harness, writer.username);
  tokens.viewer = await openSession(harness, viewer.username);
  const nl = await db
    .insertInto('employee_overtime_periods')
    .values({ company_code: 'NL', employee_no: 'OT-NL', valid_from: '2027-01-01', weekly_hours_consent: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.nlPeriod = nl.id;
});

describe('employeeOvertimePeriods', () => {
  it('creates an agreement, reads it back and lists it by employee, department and day in force', async () => {
    const created = await as.writer.employeeOvertimePeriods.create(agreement());
    expect(created).toMatchObject({
      employeeNo: 'OT001',
      employeeName: 'Ona Overtaitė',
      departmentCode: 'OT-DEP',
      departmentName: 'Viršvalandžių skyrius',
      validFrom: '2027-01-01',
      validTo: '2027-06-30',
      weeklyHoursConsent: true,
      maxOvertimeHoursWeek: 8,
      maxOvertimeHoursYear: 180,
      note: 'Susitarimas dėl viršvalandžių',
      createdBy: 'Rasa ot.writer',
    });
    expect(await as.viewer.employeeOvertimePeriods.get({ id: created.id })).toEqual(created);
    const open = await as.writer.employeeOvertimePeriods.create(
      agreement({ employeeNo: 'OT002', validFrom: '2027-03-01', validTo: null, weeklyHoursConsent: false, note: null }),
    );
    expect(open).toMatchObject({ validTo: null, weeklyHoursConsent: false, note: null, maxOvertimeHoursWeek: 8 });
    await as.writer.employeeOvertimePeriods.create(agreement({ employeeNo: 'OT003', validFrom: '2027-02-01', validTo: '2027-02-28' }));

    const byDepartment = await as.viewer.employeeOvertimePeriods.list({ departmentCode: 'OT-DEP' });
    // The latest start first.
    expect(byDepartment.items.map((period) => period.employeeNo)).toEqual(['OT002', 'OT001']);
    expect(byDepartment.pagination).toMatchObject({ totalRecords: 2 });
    expect((await as.viewer.employeeOvertimePeriods.list({ employeeNo: 'OT001' })).items.map((period) => period.id)).toEqual([created.id]);
    const inForce = await as.viewer.employeeOvertimePeriods.list({ date: '2027-07-15' });
    expect(inForce.items.map((period) => period.employeeNo)).toEqual(['OT002']);
    const paged = await as.viewer.employeeOvertimePeriods.list({ date: '2027-03-01', rowsPerPage: 1, page: 2 });
    expect(paged.items).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ totalRecords: 2 });
    // Another company's agreement is not on the list.
    expect((await as.viewer.employeeOvertimePeriods.list({ rowsPerPage: 100 })).items.map((period) => period.id)).not.toContain(
      ids.nlPeriod,
    );
    await expectPageBoundsRefused<OvertimePeriodListInput>((input) => as.viewer.employeeOvertimePeriods.list(input));
  });

  it('refuses a period of one employee that overlaps another, or ends before it starts, with the spec 2 §8 messages', async () => {
    await expectFieldError(
      as.writer.employeeOvertimePeriods.create(agreement({ validFrom: '2027-06-30', validTo: '2027-12-31' })),
      'validFrom',
      ErrorCode.dateRangesOverlap,
    );
    // An open-ended period overlaps every later one.
    await expectFieldError(
      as.writer.employeeOvertimePeriods.create(agreement({ employeeNo: 'OT002', validFrom: '2030-01-01', validTo: '2030-01-31' })),
      'validFrom',
      ErrorCode.dateRangesOverlap,
    );
    await expectFieldError(
      as.writer.employeeOvertimePeriods.create(agreement({ validFrom: '2027-09-01', validTo: '2027-08-31' })),
      'validTo',
      ErrorCode.endEarlierThanStart,
    );
    // The day after the end does not overlap.
    const next = await as.writer.employeeOvertimePeriods.create(agreement({ validFrom: '2027-07-01', validTo: '2027-07-31' }));
    // Moving it over the first one is refused too, and nothing is written.
    await expectFieldError(
      as.writer.employeeOvertimePeriods.update({ ...agreement({ validFrom: '2027-06-01', validTo: '2027-07-31' }), id: next.id }),
      'validFrom',
      ErrorCode.dateRangesOverlap,
    );
    expect(await as.writer.employeeOvertimePeriods.get({ id: next.id })).toMatchObject({ validFrom: '2027-07-01' });
    // An employee the company does not have.
    await expectFieldError(
      as.writer.employeeOvertimePeriods.create(agreement({ employeeNo: 'OT-NL' })),
      'employeeNo',
      ErrorCode.invalidValue,
    );
    await expectFieldError(as.writer.employeeOvertimePeriods.create(agreement({ maxOvertimeHoursWeek: 169 })), 'maxOvertimeHoursWeek');
  });

  it('lets one of two overlapping saves of the same employee win; the database refuses an overlap by itself too', async () => {
    const results = await Promise.allSettled([
      as.writer.employeeOvertimePeriods.create(agreement({ employeeNo: 'OT003', validFrom: '2028-01-01', validTo: '2028-03-31' })),
      as.writer.employeeOvertimePeriods.create(agreement({ employeeNo: 'OT003', validFrom: '2028-02-01', validTo: '2028-04-30' })),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((result) => result.status === 'rejected');
    await expectFieldError(Promise.reject(lost!.reason), 'validFrom', ErrorCode.dateRangesOverlap);
    await expect(
      api.harness.db
        .insertInto('employee_overtime_periods')
        .values({ company_code: 'SV', employee_no: 'OT003', valid_from: '2028-03-31', valid_to: '2028-05-01' })
        .execute(),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('changes and deletes an agreement', async () => {
    const created = await as.writer.employeeOvertimePeriods.create(
      agreement({ employeeNo: 'OT003', validFrom: '2029-01-01', validTo: null }),
    );
    const updated = await as.writer.employeeOvertimePeriods.update({
      ...agreement({ employeeNo: 'OT003', validFrom: '2029-02-01', validTo: '2029-12-31', weeklyHoursConsent: false, note: 'Pakeista' }),
      id: created.id,
    });
    expect(updated).toMatchObject({
      id: created.id,
      validFrom: '2029-02-01',
      validTo: '2029-12-31',
      weeklyHoursConsent: false,
      note: 'Pakeista',
    });
    expect(await as.writer.employeeOvertimePeriods.delete({ id: created.id })).toEqual({ id: created.id });
    await expectDomainError(as.writer.employeeOvertimePeriods.get({ id: created.id }), ErrorCode.recordNotFound);
    await expectDomainError(as.writer.employeeOvertimePeriods.delete({ id: created.id }), ErrorCode.recordNotFound);
  });

  it('refuses callers without the company-wide grant, and answers another company’s agreement as not found', async () => {
    const [first] = (await as.viewer.employeeOvertimePeriods.list({ employeeNo: 'OT001' })).items;
    await expectDomainError(
      as.viewer.employeeOvertimePeriods.create(agreement({ validFrom: '2031-01-01', validTo: null })),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(as.viewer.employeeOvertimePeriods.update({ ...agreement(), id: first!.id }), ErrorCode.permissionDenied);
    await expectDomainError(as.viewer.employeeOvertimePeriods.delete({ id: first!.id }), ErrorCode.permissionDenied);
    for (const caller of [as.scheduleOnly, as.outsider]) {
      await expectDomainError(caller.employeeOvertimePeriods.list({}), ErrorCode.permissionDenied);
      await expectDomainError(caller.employeeOvertimePeriods.get({ id: first!.id }), ErrorCode.permissionDenied);
    }
    await expectDomainError(api.as.employee.employeeOvertimePeriods.list({}), ErrorCode.permissionDenied);
    expect(await as.viewer.employeeOvertimePeriods.permissions()).toEqual({
      canView: true,
      canCreate: false,
      canEdit: false,
      canDelete: false,
    });
    expect(await as.writer.employeeOvertimePeriods.permissions()).toEqual({
      canView: true,
      canCreate: true,
      canEdit: true,
      canDelete: true,
    });
    expect(await as.outsider.employeeOvertimePeriods.permissions()).toEqual({
      canView: false,
      canCreate: false,
      canEdit: false,
      canDelete: false,
    });

    await expectDomainError(as.writer.employeeOvertimePeriods.get({ id: ids.nlPeriod }), ErrorCode.recordNotFound);
    await expectDomainError(
      as.writer.employeeOvertimePeriods.update({ ...agreement({ validFrom: '2040-01-01', validTo: null }), id: ids.nlPeriod }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(as.writer.employeeOvertimePeriods.delete({ id: ids.nlPeriod }), ErrorCode.recordNotFound);
    const nl = await api.harness.db.selectFrom('employee_overtime_periods').select('id').where('id', '=', ids.nlPeriod).execute();
    expect(nl).toHaveLength(1);
  });
});

describe('the Labor Code with overtime agreements', () => {
  it('gives a line the longer weekly limit in a month a consent period covers', async () => {
    const { db } = api.harness;
    const shift = await createTimedShift(db, {
      shiftGroupId: (await db.selectFrom('schedules').select('shift_group_id').where('id', '=', ids.schedule).executeTakeFirstOrThrow())
        .shift_group_id,
      code: 'L',
      startTime: '08:00',
      endTime: '18:30',
      workMinutes: 600,
      rests: [{ startTime: '12:00', endTime: '12:30', minutes: 30 }],
    });
    await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo: 'OT-LC', validFrom: '2027-01-01' });
    // February 2027: four Monday–Sunday weeks of five 10-hour days, 50 hours a week — under the 60
    // hours of any week, over the 48-hour average.
    const days: string[] = [];
    for (let day = 1; day <= 28; day += 1) {
      const date = `2027-02-${String(day).padStart(2, '0')}`;
      if ((day - 1) % 7 < 5) days.push(date);
    }
    for (const date of days)
      await createScheduleEntry(db, { scheduleId: ids.schedule, employeeNo: 'OT-LC', date, shiftId: shift, workMinutes: 600 });
    const averageFlags = async () =>
      decodeScheduleTable(
        await as.scheduleOnly.schedulePeriods.table({ scheduleId: ids.schedule, year: 2027, month: 2 }),
      ).violations.filter((violation) => violation.rule === LaborCodeRule.averageWeeklyHours && violation.employeeNo === 'OT-LC');
    expect(await averageFlags()).toHaveLength(1);

    // A period without consent, or one covering only part of the month, changes nothing.
    const partial = await as.writer.employeeOvertimePeriods.create(
      agreement({ employeeNo: 'OT-LC', validFrom: '2027-02-02', validTo: '2027-02-28', weeklyHoursConsent: true }),
    );
    expect(await averageFlags()).toHaveLength(1);
    await as.writer.employeeOvertimePeriods.update({
      ...agreement({ employeeNo: 'OT-LC', validFrom: '2027-01-01', validTo: null, weeklyHoursConsent: false }),
      id: partial.id,
    });
    expect(await averageFlags()).toHaveLength(1);

    // Consent over the whole month: not flagged.
    await as.writer.employeeOvertimePeriods.update({
      ...agreement({ employeeNo: 'OT-LC', validFrom: '2027-01-01', validTo: null, weeklyHoursConsent: true }),
      id: partial.id,
    });
    expect(await averageFlags()).toEqual([]);
  });
});

describe('REST rows', () => {
  it('maps the generic model calls of wtc-area/employee-overtime-periods', async () => {
    const { client } = api;
    const created = successData<OvertimePeriod>(
      await client.post(BASE, tokens.writer, agreement({ employeeNo: 'OT002', validFrom: '2026-01-01', validTo: '2026-12-31' })),
    );
    expect(created).toMatchObject({ employeeNo: 'OT002', validFrom: '2026-01-01' });
    const listed = await client.get(`${BASE}?employeeNo=OT002&date=2026-05-01&rowsPerPage=5`, tokens.viewer);
    expect(successData<OvertimePeriod[]>(listed).map((period) => period.id)).toEqual([created.id]);
    expect(listed.json().pagination).toMatchObject({ totalRecords: 1, rowsPerPage: 5 });
    expect(successData<OvertimePeriod>(await client.get(`${BASE}/${created.id}`, tokens.viewer)).id).toBe(created.id);
    const moved = await client.put(`${BASE}/${created.id}`, tokens.writer, {
      ...agreement({ employeeNo: 'OT002', validFrom: '2026-02-01', validTo: '2026-12-31' }),
      id: 999999,
    });
    expect(successData<OvertimePeriod>(moved)).toMatchObject({ id: created.id, validFrom: '2026-02-01' });
    expectValidationError(
      await client.post(BASE, tokens.writer, agreement({ employeeNo: 'OT002', validFrom: '2026-06-01', validTo: '2026-06-30' })),
      'validFrom',
      ErrorCode.dateRangesOverlap,
    );
    expectPermissionDenied(await client.delete(`${BASE}/${created.id}`, tokens.viewer));
    expect(successData(await client.delete(`${BASE}/${created.id}`, tokens.writer))).toEqual({ id: created.id });
    expect(successData(await client.get(`${BASE}/permissions`, tokens.viewer))).toMatchObject({ canView: true, canCreate: false });
  });
});
