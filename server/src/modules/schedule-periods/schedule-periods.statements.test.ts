import { eachDate } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/document-factories';
import { addEditBatch, createEmployees, createTimedShift, openEditSession } from '../../testing/schedule-period-factories';
import { openSession, startTestApp, type TestHarness } from '../../testing/test-app';
import { type AppCaller, callerWithToken } from '../../testing/test-caller';
import { createSchedule, createSchedulePeriod, createShiftGroup, grantWorkTime } from '../../testing/work-time-factories';

// The month table and its summary read a fixed handful of set-based statements, however many lines
// the schedule has: the counts are exact, and the same for 10 lines as for 40, so that a read per
// line (N+1) can never creep in unnoticed. BEGIN and COMMIT are left out (PGlite opens its
// transactions past Kysely's log).

let harness: TestHarness;
let recording: string[] | null = null;
let planner: AppCaller;
const ids = { schedule: 0, group: 0, day: 0, night: 0, period: 0, plannerId: 0 };
const YEAR = 2026;
const MONTH = 12;

beforeAll(async () => {
  harness = await startTestApp({
    onStatement: (event) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(event.query.sql)) recording?.push(event.query.sql);
    },
  });
  const { db } = harness;
  ids.plannerId = await userIdOf(db, 'planner');
  ids.group = await createShiftGroup(db, { code: 'ST-G' });
  ids.day = await createTimedShift(db, {
    shiftGroupId: ids.group,
    code: 'D',
    startTime: '08:00',
    endTime: '16:30',
    workMinutes: 480,
    rests: [{ startTime: '12:00', endTime: '12:30', minutes: 30 }],
  });
  ids.night = await createTimedShift(db, { shiftGroupId: ids.group, code: 'N', startTime: '22:00', endTime: '06:00', workMinutes: 480 });
  ids.schedule = await createSchedule(db, { code: 'ST-1', shiftGroupId: ids.group });
  await db.insertInto('schedule_employee_groups').values({ schedule_id: ids.schedule, name: 'A', sort_order: 1 }).execute();
  ids.period = await createSchedulePeriod(db, { scheduleId: ids.schedule, year: YEAR, month: MONTH });
  await grantWorkTime(db, { userId: ids.plannerId, objectId: ids.schedule, actions: ['administer'] });
  planner = callerWithToken(harness, await openSession(harness, 'planner'));
  await addLines(0, 10);
  // The caller's draft: one batch changing a few cells of the first lines.
  const sessionId = await openEditSession(db, { periodId: ids.period, userId: ids.plannerId });
  await addEditBatch(db, sessionId, [
    { action: 'create', employeeNo: 'ST0000', date: '2026-12-05', shiftId: ids.night },
    { action: 'delete', employeeNo: 'ST0001', date: '2026-12-01' },
  ]);
});
afterAll(() => harness?.close());

/** Lines `first` … `first + count - 1`, each with a day shift on every weekday of the month and its context. */
async function addLines(first: number, count: number) {
  const { db } = harness;
  const employeeNos = Array.from({ length: count }, (_, index) => `ST${String(first + index).padStart(4, '0')}`);
  await createEmployees(
    db,
    employeeNos.map((employeeNo, index) => ({ employeeNo, appointmentFrom: '2020-01-01', partTimeShare: index % 2 === 0 ? 1 : 0.5 })),
  );
  await db
    .insertInto('schedule_employees')
    .values(
      employeeNos.map((employeeNo) => ({
        schedule_id: ids.schedule,
        company_code: 'SV',
        employee_no: employeeNo,
        valid_from: '2026-01-01',
      })),
    )
    .execute();
  const dates = eachDate('2026-11-24', '2027-01-07').filter((date) => new Date(`${date}T00:00:00Z`).getUTCDay() % 6 !== 0);
  await db
    .insertInto('schedule_entries')
    .values(
      employeeNos.flatMap((employeeNo) =>
        dates.map((date) => ({
          schedule_id: ids.schedule,
          company_code: 'SV',
          employee_no: employeeNo,
          date,
          type: 'work',
          source: 'formula',
          shift_id: ids.day,
          work_minutes: 480,
        })),
      ),
    )
    .execute();
}

async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  recording = statements;
  try {
    return { result: await work(), statements };
  } finally {
    recording = null;
  }
}

function listed(statements: readonly string[]): string {
  return statements.map((statement, index) => `${index + 1}. ${statement.replace(/\s+/g, ' ').slice(0, 200)}`).join('\n');
}

describe('statements of the month table', () => {
  // The caller's session with its user (1), the schedule in the company and the caller's grants on
  // it (2), then side by side: the period with the caller's edit session, the
  // groups, the lines with their appointments, the entries per employee, the session's changes, the
  // shifts with their rests, the activity codes and the Labor Code settings (8), and beside them the
  // other schedules' entries on the lines and this schedule's overridden ones (1).
  const TABLE_STATEMENTS = 12;
  // The same reads less the settings, plus the capacity exceptions and, beside them, the ids of the
  // schedule's entries other schedules override (1).
  const SUMMARY_STATEMENTS = 12;

  it('reads the table and the summary in a fixed number of statements, for 10 lines as for 40', async () => {
    const month = { scheduleId: ids.schedule, year: YEAR, month: MONTH };
    for (const lines of [10, 40]) {
      if (lines === 40) await addLines(10, 30);
      const table = await statementsOf(() => planner.schedulePeriods.table(month));
      expect(table.result.lines).toHaveLength(lines);
      expect(table.result.editSession).toEqual({ changedCells: 2, undoSteps: 1, isStale: false });
      expect(table.statements.length, `${lines} lines:\n${listed(table.statements)}`).toBe(TABLE_STATEMENTS);

      const summary = await statementsOf(() => planner.schedulePeriods.summaryTable(month));
      expect(summary.result.rows[0]!.cells[0]!.count).toBe(lines - 1);
      expect(summary.statements.length, `${lines} lines:\n${listed(summary.statements)}`).toBe(SUMMARY_STATEMENTS);
    }
  });
});
