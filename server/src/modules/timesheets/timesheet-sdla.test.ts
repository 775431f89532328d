import { ErrorCode, type TimesheetSdlaSummary } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/transaction';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { createEmployees } from '../../testing/schedule-period-factories';
import { type AppCaller, callerWithToken, expectDomainError, openSession, useDemoCallers } from '../../testing/test-caller';
import { testDatabaseUrl } from '../../testing/test-db';
import { addScheduleEmployee, createSchedule, createShiftGroup } from '../../testing/work-time-factories';
import type { WorkTimeGrantAction } from '../work-time-access/work-time-access.repository';

// timesheets.sdla and GET wtc-area/timesheets/:id/sdla/:year/:month/:employeeNo (spec 2 §7; issue #14):
// the line's summed working-time accounting from the timesheet's recorded hours. SV's accounting period
// is a quarter, so November 2030 sums October and November. Ona (SD001) is on the schedule from Monday
// 21 October: October's norm is 8 work days of 8 h and the pre-holiday 31st of 7 h (1 November is a
// public holiday) = 71 h; November's is 20 work days = 160 h.
const driver = testDatabaseUrl() ? 'PostgreSQL' : 'PGlite';
const api = useDemoCallers();
const ids = { timesheet: 0, nlTimesheet: 0 };
const tokens = {} as Record<'keeper' | 'viewer' | 'nogrants', string>;
const as = {} as Record<'keeper' | 'viewer' | 'nogrants', AppCaller>;
const NOVEMBER = { year: 2030, month: 11 };

async function grant(db: Executor, userId: number, objectType: string, objectId: number | null, actions: readonly WorkTimeGrantAction[]) {
  await db
    .insertInto('work_time_grants')
    .values(actions.map((action) => ({ company_code: 'SV', object_type: objectType, object_id: objectId, user_id: userId, action })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

beforeAll(async () => {
  const { db } = api.harness;
  await db.updateTable('work_time_settings').set({ sdla_period_months: 3 }).where('company_code', '=', 'SV').execute();
  const group = await createShiftGroup(db, { code: 'SD-G', name: 'SDLA pamainos' });
  const schedule = await createSchedule(db, { code: 'SD-1', name: 'SDLA grafikas', shiftGroupId: group });
  await createEmployees(db, [
    { employeeNo: 'SD001', firstName: 'Ona', lastName: 'Onaitė', jobTitle: 'Operatorė', appointmentFrom: '2030-01-01' },
    { employeeNo: 'SD002', firstName: 'Jonas', lastName: 'Jonaitis', jobTitle: 'Meistras', appointmentFrom: '2030-01-01' },
    { employeeNo: 'SD003', firstName: 'Petras', lastName: 'Petraitis', jobTitle: 'Meistras', appointmentFrom: '2030-01-01' },
  ]);
  await addScheduleEmployee(db, { scheduleId: schedule, employeeNo: 'SD001', validFrom: '2030-10-21' });
  await addScheduleEmployee(db, { scheduleId: schedule, employeeNo: 'SD002', validFrom: '2030-01-01' });

  for (const role of ['keeper', 'viewer', 'nogrants'] as const) {
    const user = await createUser(db, { username: `sd.${role}`, workTimeCompanies: ['SV', 'NL'] });
    if (role === 'keeper') {
      await grant(db, user.id, 'timesheet', null, ['create']);
      await grant(db, user.id, 'schedule', schedule, ['view']);
    }
    tokens[role] = await openSession(api.harness, `sd.${role}`);
    as[role] = callerWithToken(api.harness, tokens[role]);
  }
  ids.timesheet = (await as.keeper.timesheets.create({ code: 'SD-Z', name: 'SDLA žiniaraštis', scheduleId: schedule })).id;
  const viewer = await db.selectFrom('users').select('id').where('username', '=', 'sd.viewer').executeTakeFirstOrThrow();
  await grant(db, viewer.id, 'timesheet', ids.timesheet, ['view']);

  const entry = (employeeNo: string, date: string, activityCode: string, hoursType: string, minutes: number) => ({
    timesheet_id: ids.timesheet,
    company_code: 'SV',
    employee_no: employeeNo,
    date,
    activity_code: activityCode,
    hours_type: hoursType,
    minutes,
    source: 'manual',
  });
  await db
    .insertInto('timesheet_entries')
    .values([
      // Before the period: not counted.
      entry('SD001', '2030-09-30', 'FD', 'worked', 480),
      // October: 8 h worked (of which 2 h at night, not added again) and 1 h overtime = 9 h.
      entry('SD001', '2030-10-22', 'FD', 'worked', 480),
      entry('SD001', '2030-10-22', 'DN', 'night', 120),
      entry('SD001', '2030-10-23', 'VD', 'overtime', 60),
      // November: 8 h annual leave (off the norm), 8 h business trip (added to worked), 7.5 h worked = 15.5 h.
      entry('SD001', '2030-11-04', 'A', 'absence', 480),
      entry('SD001', '2030-11-05', 'K', 'absence', 480),
      entry('SD001', '2030-11-06', 'FD', 'worked', 450),
      // After the asked month, and another employee: not counted.
      entry('SD001', '2030-12-02', 'FD', 'worked', 480),
      entry('SD002', '2030-11-06', 'FD', 'worked', 480),
    ])
    .execute();

  const nlGroup = await createShiftGroup(db, { companyCode: 'NL', code: 'SD-NL' });
  const nlSchedule = await createSchedule(db, { companyCode: 'NL', code: 'SD-NL', shiftGroupId: nlGroup });
  const nl = await db
    .insertInto('timesheets')
    .values({ company_code: 'NL', code: 'SD-NL', name: 'NL', schedule_id: nlSchedule })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.nlTimesheet = nl.id;
});

const expected = {
  employeeNo: 'SD001',
  year: 2030,
  month: 11,
  periodMonths: 3,
  periodFrom: '2030-10-01',
  periodTo: '2030-12-31',
  months: [
    { year: 2030, month: 10, normHours: 71, workHours: 9, absenceHours: 0, diffHours: -62 },
    { year: 2030, month: 11, normHours: 160, workHours: 15.5, absenceHours: 8, diffHours: -136.5 },
  ],
  historicSdlaHours: 9,
  historicDeductibleNormHours: 71,
  schedulePeriodTotalHours: 24.5,
  // 71 + 160 − 8 h of leave.
  schedulePeriodNormHours: 223,
  schedulePeriodDiffHours: -198.5,
  // 1470 minutes over the 61 days from 1 October to 30 November, per 7 days.
  averageWeeklyHours: 2.81,
  averageWeeklyLimitHours: 48,
  exceedsAverageWeeklyLimit: false,
};

describe(`timesheet SDLA on ${driver}`, () => {
  it('sums the timesheet’s recorded hours against the norm over the accounting period up to the month', async () => {
    const summary = await as.viewer.timesheets.sdla({ timesheetId: ids.timesheet, ...NOVEMBER, employeeNo: 'SD001' });
    expect(summary).toEqual({ timesheetId: ids.timesheet, ...expected });
  });

  it('answers the first month of the period alone', async () => {
    const summary = await as.viewer.timesheets.sdla({ timesheetId: ids.timesheet, year: 2030, month: 10, employeeNo: 'SD001' });
    expect(summary.months).toEqual([expected.months[0]]);
    expect(summary.historicSdlaHours).toBe(0);
    expect(summary.schedulePeriodDiffHours).toBe(-62);
  });

  it('answers not found for an employee off the schedule, another company’s timesheet or an unknown one', async () => {
    await expectDomainError(
      as.viewer.timesheets.sdla({ timesheetId: ids.timesheet, ...NOVEMBER, employeeNo: 'SD003' }),
      ErrorCode.recordNotFound,
    );
    // Ona joined on 21 October: September's period (July–September) has her nowhere.
    await expectDomainError(
      as.viewer.timesheets.sdla({ timesheetId: ids.timesheet, year: 2030, month: 9, employeeNo: 'SD001' }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(
      as.viewer.timesheets.sdla({ timesheetId: ids.nlTimesheet, ...NOVEMBER, employeeNo: 'SD001' }),
      ErrorCode.recordNotFound,
    );
    await expectDomainError(
      as.viewer.timesheets.sdla({ timesheetId: 999_999, ...NOVEMBER, employeeNo: 'SD001' }),
      ErrorCode.recordNotFound,
    );
  });

  it('denies a user without a grant on the timesheet', async () => {
    await expectDomainError(
      as.nogrants.timesheets.sdla({ timesheetId: ids.timesheet, ...NOVEMBER, employeeNo: 'SD001' }),
      ErrorCode.permissionDenied,
    );
  });

  it('serves the REST row, denies without a grant and names a bad field', async () => {
    const path = `/api/wtc-area/timesheets/${ids.timesheet}/sdla/2030/11/SD001`;
    expect(successData<TimesheetSdlaSummary>(await api.client.get(path, tokens.viewer))).toEqual({
      timesheetId: ids.timesheet,
      ...expected,
    });
    expectPermissionDenied(await api.client.get(path, tokens.nogrants));
    expectValidationError(await api.client.get(`/api/wtc-area/timesheets/${ids.timesheet}/sdla/2030/13/SD001`, tokens.viewer), 'month');
    const other = await api.client.get(`/api/wtc-area/timesheets/${ids.nlTimesheet}/sdla/2030/11/SD001`, tokens.viewer);
    expect(other.statusCode).toBe(404);
  });
});
