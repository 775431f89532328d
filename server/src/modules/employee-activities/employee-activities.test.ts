import {
  type EmployeeActivity,
  type EmployeeActivityInput,
  type EmployeeActivityListInput,
  ErrorCode,
  type GenerateTimesheetResult,
} from '@portal/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { createEmployees } from '../../testing/schedule-period-factories';
import {
  type AppCaller,
  callerAs,
  expectDomainError,
  expectFieldError,
  expectPageBoundsRefused,
  openSession,
  useDemoCallers,
} from '../../testing/test-caller';
import { addScheduleEmployee, createSchedule, createShiftGroup, grantWorkTime } from '../../testing/work-time-factories';

// Planner-kept employee activities (spec 2 §2 employee-activities and activity setup entries, §5, §8;
// issue #14) and the timesheet's generate-activity-entries. February 2027: the 16th (a Tuesday) is a
// public holiday, so Monday the 15th is one hour shorter. `writer` holds the planners' company-wide
// grant and edits the timesheet; `viewer` only views both; `scheduleOnly` has a grant on one schedule.
const api = useDemoCallers();
const as = {} as Record<'writer' | 'viewer' | 'scheduleOnly' | 'outsider', AppCaller>;
const tokens = { writer: '', viewer: '' };
const ids = { schedule: 0, timesheet: 0, nlTimesheet: 0, nlActivity: 0 };
const BASE = '/api/wtc-area/employee-activities';
const FEBRUARY = { year: 2027, month: 2 };

const training = (values: Partial<EmployeeActivityInput> = {}): EmployeeActivityInput => ({
  employeeNo: 'EA001',
  activityCode: 'M',
  dateFrom: '2027-02-01',
  dateTo: '2027-06-30',
  description: 'Mokymai antradieniais',
  setupEntries: [{ weekdays: [2], hoursType: 'hours', minutes: 240, excludeHolidays: true }],
  ...values,
});

async function activityFigures(employeeNo?: string) {
  let query = api.harness.db
    .selectFrom('timesheet_entries')
    .select(['employee_no', 'activity_code', 'minutes', 'hours_type', 'source'])
    .select((eb) => eb.fn<string>('to_char', [eb.ref('date'), eb.val('YYYY-MM-DD')]).as('date'))
    .where('timesheet_id', '=', ids.timesheet)
    .where('source', '=', 'activity')
    .orderBy('employee_no')
    .orderBy('date');
  if (employeeNo) query = query.where('employee_no', '=', employeeNo);
  return query.execute();
}

beforeAll(async () => {
  const { harness } = api;
  const { db } = harness;
  await createEmployees(db, [
    { employeeNo: 'EA001', firstName: 'Ona', lastName: 'Mokytaitė', appointmentFrom: '2020-01-01' },
    { employeeNo: 'EA002', firstName: 'Jonas', lastName: 'Budėtojas', appointmentFrom: '2020-01-01' },
    { employeeNo: 'EA003', firstName: 'Rūta', lastName: 'Naujokė', appointmentFrom: '2020-01-01' },
    { employeeNo: 'EA004', firstName: 'Petras', lastName: 'Kitas', appointmentFrom: '2020-01-01' },
    { companyCode: 'NL', employeeNo: 'EA-NL', firstName: 'Anna', lastName: 'Jansen' },
  ]);
  const group = await createShiftGroup(db, { code: 'EA-G' });
  ids.schedule = await createSchedule(db, { code: 'EA-SCHEDULE', shiftGroupId: group });
  for (const employeeNo of ['EA001', 'EA002'])
    await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo, validFrom: '2027-01-01' });
  // Rūta joins the schedule in the middle of February; Petras is on no line of it.
  await addScheduleEmployee(db, { scheduleId: ids.schedule, employeeNo: 'EA003', validFrom: '2027-02-15' });
  const timesheet = await db
    .insertInto('timesheets')
    .values({ company_code: 'SV', code: 'EA-TS', name: 'Veiklų žiniaraštis', schedule_id: ids.schedule })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.timesheet = timesheet.id;

  const users = await Promise.all(
    ['ea.writer', 'ea.viewer', 'ea.schedule', 'ea.outsider'].map((username) =>
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
  await grantWorkTime(db, { userId: scheduleOnly.id, objectId: ids.schedule, actions: ['administer'] });
  await db
    .insertInto('work_time_grants')
    .values([
      ...(['view', 'edit'] as const).map((action) => ({
        company_code: 'SV',
        object_type: 'timesheet' as const,
        object_id: ids.timesheet,
        user_id: writer.id,
        action,
      })),
      { company_code: 'SV', object_type: 'timesheet' as const, object_id: ids.timesheet, user_id: viewer.id, action: 'view' as const },
    ])
    .execute();
  as.writer = await callerAs(harness, writer.username);
  as.viewer = await callerAs(harness, viewer.username);
  as.scheduleOnly = await callerAs(harness, scheduleOnly.username);
  as.outsider = await callerAs(harness, outsider.username);
  tokens.writer = await openSession(harness, writer.username);
  tokens.viewer = await openSession(harness, viewer.username);

  const nl = await db
    .insertInto('planned_employee_activities')
    .values({ company_code: 'NL', employee_no: 'EA-NL', activity_code: 'M', date_from: '2027-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.nlActivity = nl.id;
  const nlGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'EA-NL' });
  const nlSchedule = await createSchedule(db, { companyCode: 'NL', code: 'EA-NL', shiftGroupId: nlGroup });
  const nlTimesheet = await db
    .insertInto('timesheets')
    .values({ company_code: 'NL', code: 'EA-NL', name: 'NL', schedule_id: nlSchedule })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.nlTimesheet = nlTimesheet.id;
});

describe('employeeActivities', () => {
  it('creates an activity with its setup entries, reads it back and lists it by employee, code and dates', async () => {
    const created = await as.writer.employeeActivities.create(training());
    expect(created).toMatchObject({
      employeeNo: 'EA001',
      employeeName: 'Ona Mokytaitė',
      activityCode: 'M',
      activityName: 'Mokymosi atostogos',
      dateFrom: '2027-02-01',
      dateTo: '2027-06-30',
      description: 'Mokymai antradieniais',
      setupEntries: [{ weekdays: [2], hoursType: 'hours', minutes: 240, excludeHolidays: true }],
      version: 0,
      createdBy: 'Rasa ea.writer',
    });
    expect(await as.viewer.employeeActivities.get({ id: created.id })).toEqual(created);
    const duty = await as.writer.employeeActivities.create(
      training({
        employeeNo: 'EA002',
        activityCode: 'K',
        dateFrom: '2027-02-10',
        dateTo: null,
        description: null,
        setupEntries: [{ weekdays: [5, 1], hoursType: 'all_day', minutes: null, excludeHolidays: true }],
      }),
    );
    // Weekdays are kept in order; a whole day keeps no minutes.
    expect(duty.setupEntries).toMatchObject([{ weekdays: [1, 5], hoursType: 'all_day', minutes: null }]);
    await as.writer.employeeActivities.create(
      training({
        employeeNo: 'EA003',
        activityCode: 'K',
        dateFrom: '2027-02-01',
        dateTo: '2027-02-28',
        setupEntries: [{ weekdays: [1, 2, 3, 4, 5], hoursType: 'hours', minutes: 60, excludeHolidays: true }],
      }),
    );

    // From 2027: the demo's activities (the template's 2026) stay out.
    const byCode = await as.viewer.employeeActivities.list({ activityCode: 'K', from: '2027-01-01' });
    // The latest start first.
    expect(byCode.items.map((activity) => activity.employeeNo)).toEqual(['EA002', 'EA003']);
    expect(byCode.pagination).toMatchObject({ totalRecords: 2 });
    expect((await as.viewer.employeeActivities.list({ employeeNo: 'EA001' })).items.map((activity) => activity.id)).toEqual([created.id]);
    const march = await as.viewer.employeeActivities.list({ from: '2027-03-01', to: '2027-03-31' });
    expect(march.items.map((activity) => activity.employeeNo)).toEqual(['EA002', 'EA001']);
    const paged = await as.viewer.employeeActivities.list({ from: '2027-03-01', rowsPerPage: 1, page: 2 });
    expect(paged.items.map((activity) => activity.employeeNo)).toEqual(['EA001']);
    expect(paged.pagination).toMatchObject({ totalRecords: 2 });
    expect((await as.viewer.employeeActivities.list({ rowsPerPage: 100 })).items.map((activity) => activity.id)).not.toContain(
      ids.nlActivity,
    );
    await expectPageBoundsRefused<EmployeeActivityListInput>((input) => as.viewer.employeeActivities.list(input));
  });

  it('refuses an overlap with the same code, an end before the start, and codes or employees the company lacks', async () => {
    await expectFieldError(
      as.writer.employeeActivities.create(training({ dateFrom: '2027-06-30', dateTo: '2027-12-31' })),
      'dateFrom',
      ErrorCode.dateRangesOverlap,
    );
    // An open-ended activity overlaps every later one of its code.
    await expectFieldError(
      as.writer.employeeActivities.create(training({ employeeNo: 'EA002', activityCode: 'K', dateFrom: '2030-01-01', dateTo: null })),
      'dateFrom',
      ErrorCode.dateRangesOverlap,
    );
    // Another code on the same days is no overlap.
    const other = await as.writer.employeeActivities.create(training({ activityCode: 'K', dateFrom: '2027-04-01', dateTo: '2027-04-30' }));
    await as.writer.employeeActivities.delete({ id: other.id });
    await expectFieldError(
      as.writer.employeeActivities.create(training({ dateFrom: '2027-09-01', dateTo: '2027-08-31' })),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
    await expectFieldError(
      as.writer.employeeActivities.create(
        training({
          dateFrom: '2028-01-01',
          dateTo: null,
          setupEntries: [
            { weekdays: [1, 2], hoursType: 'all_day', minutes: null, excludeHolidays: true },
            { weekdays: [2], hoursType: 'hours', minutes: 30, excludeHolidays: true },
          ],
        }),
      ),
      'setupEntries.1.weekdays',
      ErrorCode.activityWeekdayRepeated,
    );
    await expectFieldError(
      as.writer.employeeActivities.create(training({ employeeNo: 'EA-NL', dateFrom: '2028-01-01', dateTo: null })),
      'employeeNo',
      ErrorCode.invalidValue,
    );
    await expectFieldError(
      as.writer.employeeActivities.create(training({ activityCode: 'NOPE', dateFrom: '2028-01-01', dateTo: null })),
      'activityCode',
      ErrorCode.invalidValue,
    );
    const count = await api.harness.db
      .selectFrom('planned_employee_activities')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('employee_no', '=', 'EA001')
      .executeTakeFirstOrThrow();
    expect(Number(count.total)).toBe(1);
  });

  it('lets one of two overlapping saves win; the database refuses an overlap by itself too', async () => {
    const results = await Promise.allSettled([
      as.writer.employeeActivities.create(training({ employeeNo: 'EA004', dateFrom: '2028-01-01', dateTo: '2028-03-31' })),
      as.writer.employeeActivities.create(training({ employeeNo: 'EA004', dateFrom: '2028-02-01', dateTo: '2028-04-30' })),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((result) => result.status === 'rejected');
    await expectFieldError(Promise.reject(lost!.reason), 'dateFrom', ErrorCode.dateRangesOverlap);
    await expect(
      api.harness.db
        .insertInto('planned_employee_activities')
        .values({ company_code: 'SV', employee_no: 'EA004', activity_code: 'M', date_from: '2028-03-31', date_to: '2028-05-01' })
        .execute(),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('changes an activity and its setup entries, refusing a change from an older version', async () => {
    const created = await as.writer.employeeActivities.create(training({ employeeNo: 'EA004', dateFrom: '2029-01-01', dateTo: null }));
    const updated = await as.writer.employeeActivities.update({
      ...training({
        employeeNo: 'EA004',
        dateFrom: '2029-02-01',
        dateTo: '2029-12-31',
        description: 'Pakeista',
        setupEntries: [
          { weekdays: [3], hoursType: 'hours', minutes: 90, excludeHolidays: false },
          { weekdays: [6, 7], hoursType: 'all_day', minutes: null, excludeHolidays: true },
        ],
      }),
      id: created.id,
      version: created.version,
    });
    expect(updated).toMatchObject({
      id: created.id,
      dateFrom: '2029-02-01',
      dateTo: '2029-12-31',
      description: 'Pakeista',
      version: 1,
      setupEntries: [
        { weekdays: [3], hoursType: 'hours', minutes: 90, excludeHolidays: false },
        { weekdays: [6, 7], hoursType: 'all_day', minutes: null, excludeHolidays: true },
      ],
    });
    // A planner who read version 0 saves after the change: refused, nothing written.
    await expectDomainError(
      as.writer.employeeActivities.update({
        ...training({ employeeNo: 'EA004', dateFrom: '2029-05-01', dateTo: null }),
        id: created.id,
        version: 0,
      }),
      ErrorCode.employeeActivityChanged,
    );
    expect(await as.writer.employeeActivities.get({ id: created.id })).toEqual(updated);
    // Two planners saving the same version at once: one wins, the other is told to reload.
    const results = await Promise.allSettled(
      ['Pirmas', 'Antras'].map((description) =>
        as.writer.employeeActivities.update({
          ...training({ employeeNo: 'EA004', dateFrom: '2029-02-01', dateTo: '2029-12-31', description }),
          id: created.id,
          version: updated.version,
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    await expectDomainError(
      Promise.reject(results.find((result) => result.status === 'rejected')!.reason),
      ErrorCode.employeeActivityChanged,
    );
    expect((await as.writer.employeeActivities.get({ id: created.id })).version).toBe(2);
    expect(await as.writer.employeeActivities.delete({ id: created.id })).toEqual({ id: created.id });
    await expectDomainError(as.writer.employeeActivities.get({ id: created.id }), ErrorCode.recordNotFound);
    const orphans = await api.harness.db.selectFrom('activity_setup_entries').select('id').where('activity_id', '=', created.id).execute();
    expect(orphans).toEqual([]);
  });

  it('refuses callers without the company-wide grant, and answers another company’s activity as not found', async () => {
    const [first] = (await as.viewer.employeeActivities.list({ employeeNo: 'EA001' })).items;
    await expectDomainError(
      as.viewer.employeeActivities.create(training({ dateFrom: '2031-01-01', dateTo: null })),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(
      as.viewer.employeeActivities.update({ ...training(), id: first!.id, version: first!.version }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(as.viewer.employeeActivities.delete({ id: first!.id }), ErrorCode.permissionDenied);
    for (const caller of [as.scheduleOnly, as.outsider]) {
      await expectDomainError(caller.employeeActivities.list({}), ErrorCode.permissionDenied);
      await expectDomainError(caller.employeeActivities.get({ id: first!.id }), ErrorCode.permissionDenied);
    }
    await expectDomainError(api.as.employee.employeeActivities.list({}), ErrorCode.permissionDenied);
    expect(await as.viewer.employeeActivities.permissions()).toEqual({ canView: true, canCreate: false, canEdit: false, canDelete: false });
    expect(await as.outsider.employeeActivities.permissions()).toEqual({
      canView: false,
      canCreate: false,
      canEdit: false,
      canDelete: false,
    });

    await expectDomainError(as.writer.employeeActivities.get({ id: ids.nlActivity }), ErrorCode.recordNotFound);
    await expectDomainError(
      as.writer.employeeActivities.update({ ...training({ dateFrom: '2040-01-01', dateTo: null }), id: ids.nlActivity, version: 0 }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(as.writer.employeeActivities.delete({ id: ids.nlActivity }), ErrorCode.recordNotFound);
    const nl = await api.harness.db.selectFrom('planned_employee_activities').select('id').where('id', '=', ids.nlActivity).execute();
    expect(nl).toHaveLength(1);
  });
});

describe('the demo', () => {
  it('has a planner’s activities: Tuesday studies and a week’s business trip', async () => {
    const demo = await api.harness.db
      .selectFrom('planned_employee_activities as activity')
      .innerJoin('activity_setup_entries as entry', 'entry.activity_id', 'activity.id')
      .select(['activity.activity_code', 'entry.weekdays', 'entry.hours_type', 'entry.minutes'])
      .where('activity.company_code', '=', 'SV')
      .where('activity.employee_no', 'not like', 'EA%')
      .orderBy('activity.activity_code')
      .execute();
    expect(demo).toEqual([
      { activity_code: 'K', weekdays: [1, 2, 3, 4, 5], hours_type: 'all_day', minutes: null },
      { activity_code: 'M', weekdays: [2], hours_type: 'hours', minutes: 240 },
    ]);
  });
});

describe('timesheets.generateActivityEntries', () => {
  const month = () => ({ timesheetId: ids.timesheet, ...FEBRUARY });

  beforeEach(async () => {
    await api.harness.db
      .updateTable('timesheet_periods')
      .set({ status: 0, manual_lock: false })
      .where('timesheet_id', '=', ids.timesheet)
      .execute();
  });

  it('writes the month’s activity entries on the schedule’s days, keeps a keeper’s figure, and writes nothing on a rerun', async () => {
    // A keeper's own figure of the same code on Ona's Tuesday the 9th stays hers.
    await api.harness.db
      .insertInto('timesheet_entries')
      .values({
        timesheet_id: ids.timesheet,
        company_code: 'SV',
        employee_no: 'EA001',
        date: '2027-02-09',
        activity_code: 'M',
        hours_type: 'absence',
        minutes: 120,
        source: 'manual',
      })
      .execute();
    const first = await as.writer.timesheets.generateActivityEntries(month());
    expect(first).toMatchObject({ written: 16, removed: 0, flaggedDays: 0 });
    expect((await activityFigures('EA001')).map((figure) => [figure.date, figure.minutes])).toEqual([
      ['2027-02-02', 240],
      // The 9th is the keeper's; the 16th is a public holiday.
      ['2027-02-23', 240],
    ]);
    expect((await activityFigures('EA002')).map((figure) => [figure.date, figure.minutes, figure.hours_type])).toEqual([
      ['2027-02-12', 480, 'absence'],
      // The day before the holiday is one hour shorter.
      ['2027-02-15', 420, 'absence'],
      ['2027-02-19', 480, 'absence'],
      ['2027-02-22', 480, 'absence'],
      ['2027-02-26', 480, 'absence'],
    ]);
    // Rūta's activity runs from the 1st; she is on the schedule from the 15th (the 16th a holiday).
    expect((await activityFigures('EA003')).map((figure) => figure.date)).toEqual([
      '2027-02-15',
      '2027-02-17',
      '2027-02-18',
      '2027-02-19',
      '2027-02-22',
      '2027-02-23',
      '2027-02-24',
      '2027-02-25',
      '2027-02-26',
    ]);
    const manual = await api.harness.db
      .selectFrom('timesheet_entries')
      .select(['minutes', 'source'])
      .where('timesheet_id', '=', ids.timesheet)
      .where('employee_no', '=', 'EA001')
      .where('date', '=', '2027-02-09')
      .execute();
    expect(manual).toEqual([{ minutes: 120, source: 'manual' }]);

    const rerun = await as.writer.timesheets.generateActivityEntries(month());
    expect(rerun).toEqual({ written: 0, removed: 0, flaggedDays: 0, version: first.version });
  });

  it('replaces a changed activity’s entries, removes a deleted one’s, flags a confirmed day and leaves the schedule’s generation apart', async () => {
    const { db } = api.harness;
    const [ona] = (await as.writer.employeeActivities.list({ employeeNo: 'EA001' })).items;
    const [jonas] = (await as.writer.employeeActivities.list({ employeeNo: 'EA002' })).items;
    await db
      .insertInto('timesheet_day_confirmations')
      .values({ timesheet_id: ids.timesheet, employee_no: 'EA001', date: '2027-02-23' })
      .execute();
    await as.writer.employeeActivities.update({
      ...training({ setupEntries: [{ weekdays: [2, 4], hoursType: 'hours', minutes: 180, excludeHolidays: true }] }),
      id: ona!.id,
      version: ona!.version,
    });
    await as.writer.employeeActivities.delete({ id: jonas!.id });
    const result = await as.writer.timesheets.generateActivityEntries(month());
    // Ona: the 2nd changed, Thursdays 4, 11, 18, 25 new (the 23rd is confirmed: kept, flagged); Jonas's five go.
    expect(result).toMatchObject({ written: 5, removed: 5, flaggedDays: 1 });
    expect((await activityFigures('EA001')).map((figure) => [figure.date, figure.minutes])).toEqual([
      ['2027-02-02', 180],
      ['2027-02-04', 180],
      ['2027-02-11', 180],
      ['2027-02-18', 180],
      ['2027-02-23', 240],
      ['2027-02-25', 180],
    ]);
    expect(await activityFigures('EA002')).toEqual([]);
    const flagged = await db
      .selectFrom('timesheet_day_confirmations')
      .select('recalculation_required')
      .where('timesheet_id', '=', ids.timesheet)
      .where('employee_no', '=', 'EA001')
      .executeTakeFirstOrThrow();
    expect(flagged.recalculation_required).toBe(true);

    // The schedule's generation keeps the activities' figures.
    const before = await activityFigures();
    await as.writer.timesheets.generate(month());
    expect(await activityFigures()).toEqual(before);
    // One line only: the others' figures stay.
    await db.deleteFrom('timesheet_entries').where('timesheet_id', '=', ids.timesheet).where('employee_no', '=', 'EA003').execute();
    const onlyOna = await as.writer.timesheets.generateActivityEntries({ ...month(), employeeNos: ['EA001'] });
    expect(onlyOna).toMatchObject({ written: 0, removed: 0 });
    expect(await activityFigures('EA003')).toEqual([]);
  });

  it('refuses a prepared or locked month, a line off the schedule, a caller without the edit grant and another company’s timesheet', async () => {
    const { db } = api.harness;
    await db.updateTable('timesheet_periods').set({ status: 1 }).where('timesheet_id', '=', ids.timesheet).execute();
    await expectDomainError(as.writer.timesheets.generateActivityEntries(month()), ErrorCode.periodNotEditable);
    await db.updateTable('timesheet_periods').set({ status: 0, manual_lock: true }).where('timesheet_id', '=', ids.timesheet).execute();
    await expectDomainError(as.writer.timesheets.generateActivityEntries(month()), ErrorCode.periodNotEditable);
    await db.updateTable('timesheet_periods').set({ manual_lock: false }).where('timesheet_id', '=', ids.timesheet).execute();
    await expectFieldError(
      as.writer.timesheets.generateActivityEntries({ ...month(), employeeNos: ['EA004'] }),
      'employeeNos',
      ErrorCode.cellOutsideSchedule,
    );
    await expectDomainError(as.viewer.timesheets.generateActivityEntries(month()), ErrorCode.permissionDenied);
    await expectDomainError(
      as.writer.timesheets.generateActivityEntries({ ...month(), timesheetId: ids.nlTimesheet }),
      ErrorCode.recordNotFound,
    );
  });
});

describe('REST rows', () => {
  it('maps the generic model calls of wtc-area/employee-activities', async () => {
    const { client } = api;
    const body = training({ employeeNo: 'EA004', dateFrom: '2026-01-01', dateTo: '2026-12-31' });
    const created = successData<EmployeeActivity>(await client.post(BASE, tokens.writer, body));
    expect(created).toMatchObject({ employeeNo: 'EA004', dateFrom: '2026-01-01', setupEntries: [{ weekdays: [2], minutes: 240 }] });
    const listed = await client.get(`${BASE}?employeeNo=EA004&activityCode=M&from=2026-05-01&to=2026-05-31&rowsPerPage=5`, tokens.viewer);
    expect(successData<EmployeeActivity[]>(listed).map((activity) => activity.id)).toEqual([created.id]);
    expect(listed.json().pagination).toMatchObject({ totalRecords: 1, rowsPerPage: 5 });
    expect(successData<EmployeeActivity>(await client.get(`${BASE}/${created.id}`, tokens.viewer)).id).toBe(created.id);
    const moved = await client.put(`${BASE}/${created.id}`, tokens.writer, {
      ...training({ employeeNo: 'EA004', dateFrom: '2026-02-01', dateTo: '2026-12-31' }),
      version: created.version,
      id: 999999,
    });
    expect(successData<EmployeeActivity>(moved)).toMatchObject({ id: created.id, dateFrom: '2026-02-01', version: 1 });
    expectValidationError(
      await client.post(BASE, tokens.writer, training({ employeeNo: 'EA004', dateFrom: '2026-06-01', dateTo: '2026-06-30' })),
      'dateFrom',
      ErrorCode.dateRangesOverlap,
    );
    expectValidationError(
      await client.post(BASE, tokens.writer, training({ employeeNo: 'EA004', dateFrom: '2025-06-01', dateTo: '2025-05-31' })),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
    const stale = await client.put(`${BASE}/${created.id}`, tokens.writer, { ...body, version: 0 });
    expect(stale.statusCode).toBe(409);
    expectPermissionDenied(await client.post(BASE, tokens.viewer, training({ employeeNo: 'EA004', dateFrom: '2035-01-01', dateTo: null })));
    expectPermissionDenied(await client.delete(`${BASE}/${created.id}`, tokens.viewer));
    expect(successData(await client.delete(`${BASE}/${created.id}`, tokens.writer))).toEqual({ id: created.id });
    expect(successData(await client.get(`${BASE}/permissions`, tokens.viewer))).toMatchObject({ canView: true, canCreate: false });
  });

  it('maps POST wtc-area/timesheets/generate-activity-entries', async () => {
    const { client } = api;
    const url = '/api/wtc-area/timesheets/generate-activity-entries';
    const result = successData<GenerateTimesheetResult>(await client.post(url, tokens.writer, { timesheetId: ids.timesheet, ...FEBRUARY }));
    expect(result).toMatchObject({ removed: 0 });
    const again = successData<GenerateTimesheetResult>(await client.post(url, tokens.writer, { timesheetId: ids.timesheet, ...FEBRUARY }));
    expect(again).toMatchObject({ written: 0, removed: 0, flaggedDays: 0 });
    expectPermissionDenied(await client.post(url, tokens.viewer, { timesheetId: ids.timesheet, ...FEBRUARY }));
    expectValidationError(await client.post(url, tokens.writer, { timesheetId: ids.timesheet, year: 2027, month: 13 }), 'month');
  });
});
