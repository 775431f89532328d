import { sql } from 'kysely';
import type { Executor } from '../db/transaction';
import type { AbsenceRecordPayload, ScheduleMonthPayload, SubstitutionRecordPayload, TimesheetMonthPayload } from './erp-gateway';

// The mirror tables as the mirror gateway writes them while no ERP is configured (erp-mirror-gateway.ts).
// Rows it writes carry their submission and a negative entry number; a reversal removes only those.

/** Portal-recorded rows take their entry numbers from here: negative, so never an ERP number (migration 0007). */
const nextEntryNo = sql<number>`nextval('erp_portal_entry_no_seq')`;

export async function activityCodeExists(db: Executor, companyCode: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('activity_codes')
    .select('code')
    .where('company_code', '=', companyCode)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the employee's appointment on that day is part-time. */
export async function isPartTimeOn(db: Executor, companyCode: string, employeeNo: string, on: string): Promise<boolean> {
  const appointment = await db
    .selectFrom('appointments')
    .select('full_part_time')
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .where('from_date', '<=', on)
    .where('to_date', '>=', on)
    .orderBy('from_date', 'desc')
    .executeTakeFirst();
  return appointment?.full_part_time === 'part';
}

/**
 * The new row's entry number, or undefined when the absence is there already: an application's under
 * its submission and employee, a planner's (no submission) under the key of the change that recorded it.
 */
export async function insertAbsenceUnlessRecorded(
  db: Executor,
  companyCode: string,
  absence: AbsenceRecordPayload,
  hoursPerDay: number,
  changeKey: string,
): Promise<number | undefined> {
  if (absence.submissionId === null) {
    const inserted = await db
      .insertInto('absences')
      .values({ ...absenceValues(companyCode, absence, hoursPerDay), portal_change_key: changeKey })
      .onConflict((conflict) => conflict.column('portal_change_key').where('portal_change_key', 'is not', null).doNothing())
      .returning('entry_no')
      .executeTakeFirst();
    return inserted?.entry_no;
  }
  const inserted = await db
    .insertInto('absences')
    .values(absenceValues(companyCode, absence, hoursPerDay))
    .onConflict((conflict) => conflict.columns(['submission_id', 'employee_no']).where('submission_id', 'is not', null).doNothing())
    .returning('entry_no')
    .executeTakeFirst();
  return inserted?.entry_no;
}

function absenceValues(companyCode: string, absence: AbsenceRecordPayload, hoursPerDay: number) {
  return {
    company_code: companyCode,
    employee_no: absence.employeeNo,
    entry_no: nextEntryNo,
    date_from: absence.dateFrom,
    date_to: absence.dateTo,
    activity_code: absence.activityCode,
    description: absence.description,
    calendar_days: absence.calendarDays,
    work_days: absence.workDays,
    hours_per_day: hoursPerDay,
    application_no: absence.applicationNo,
    submission_id: absence.submissionId,
  };
}

/** An absence row removed: its entry number and the days it covered. */
export interface RemovedAbsence {
  entry_no: number;
  employee_no: string;
  date_from: string;
  date_to: string;
}

const removedAbsenceColumns = [
  'entry_no',
  'employee_no',
  sql<string>`to_char(date_from, 'YYYY-MM-DD')`.as('date_from'),
  sql<string>`to_char(date_to, 'YYYY-MM-DD')`.as('date_to'),
] as const;

/** Removes the planner's absence the change under `changeKey` recorded; the rows removed. */
export function deleteAbsencesOfChange(db: Executor, companyCode: string, changeKey: string): Promise<RemovedAbsence[]> {
  return db
    .deleteFrom('absences')
    .where('company_code', '=', companyCode)
    .where('portal_change_key', '=', changeKey)
    .returning(removedAbsenceColumns)
    .execute();
}

/** Removes the submission's absence of that employee; the rows removed. */
export function deleteAbsencesOfSubmission(
  db: Executor,
  companyCode: string,
  absence: Pick<AbsenceRecordPayload, 'employeeNo'> & { submissionId: number },
): Promise<RemovedAbsence[]> {
  return db
    .deleteFrom('absences')
    .where('company_code', '=', companyCode)
    .where('submission_id', '=', absence.submissionId)
    .where('employee_no', '=', absence.employeeNo)
    .returning(removedAbsenceColumns)
    .execute();
}

/** The new row's entry number, or undefined when the submission's substitution is there already. */
export async function insertSubstitutionUnlessRecorded(
  db: Executor,
  companyCode: string,
  substitution: SubstitutionRecordPayload,
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('substitutions')
    .values({
      company_code: companyCode,
      employee_no: substitution.employeeNo,
      subst_employee_no: substitution.substEmployeeNo,
      entry_no: nextEntryNo,
      date_from: substitution.dateFrom,
      date_to: substitution.dateTo,
      description: substitution.description,
      submission_id: substitution.submissionId,
    })
    .onConflict((conflict) =>
      conflict.columns(['submission_id', 'employee_no', 'subst_employee_no']).where('submission_id', 'is not', null).doNothing(),
    )
    .returning('entry_no')
    .executeTakeFirst();
  return inserted?.entry_no;
}

/** Removes the submission's substitution of that pair; the entry numbers removed. */
export async function deleteSubstitutionsOfSubmission(
  db: Executor,
  companyCode: string,
  substitution: Pick<SubstitutionRecordPayload, 'submissionId' | 'employeeNo' | 'substEmployeeNo'>,
): Promise<number[]> {
  const removed = await db
    .deleteFrom('substitutions')
    .where('company_code', '=', companyCode)
    .where('submission_id', '=', substitution.submissionId)
    .where('employee_no', '=', substitution.employeeNo)
    .where('subst_employee_no', '=', substitution.substEmployeeNo)
    .returning('entry_no')
    .execute();
  return removed.map((row) => row.entry_no);
}

/**
 * Records that `payload`'s version of the employee's month is the one held, unless the same or a newer
 * version is already: true when this version is to be applied. The month's row is locked until the
 * caller's transaction ends, so two versions arriving at once apply one after the other.
 */
export async function claimScheduleMonthVersion(
  db: Executor,
  companyCode: string,
  payload: ScheduleMonthPayload,
  at: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('erp_work_schedule_months')
    .values({
      company_code: companyCode,
      schedule_code: payload.scheduleCode,
      employee_no: payload.employeeNo,
      year: payload.year,
      month: payload.month,
      version: payload.version,
      applied_at: at,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['company_code', 'schedule_code', 'employee_no', 'year', 'month'])
        .doUpdateSet({ version: payload.version, applied_at: at })
        .where('erp_work_schedule_months.version', '<', payload.version),
    )
    .returning('version')
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts the month's days of the employee's work schedule in place of those held; the number of days written. */
export async function replaceWorkScheduleDays(
  db: Executor,
  companyCode: string,
  payload: ScheduleMonthPayload,
  range: { from: string; to: string },
  at: Date,
): Promise<number> {
  await db
    .deleteFrom('erp_work_schedules')
    .where('company_code', '=', companyCode)
    .where('schedule_code', '=', payload.scheduleCode)
    .where('employee_no', '=', payload.employeeNo)
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .execute();
  if (payload.days.length === 0) return 0;
  await db
    .insertInto('erp_work_schedules')
    .values(
      payload.days.map((day) => ({
        company_code: companyCode,
        schedule_code: payload.scheduleCode,
        employee_no: payload.employeeNo,
        date: day.date,
        shift_code: day.shiftCode,
        start_time: day.startTime,
        end_time: day.endTime,
        work_minutes: day.workMinutes,
        activity_codes: day.activityCodes.join(' '),
        synced_at: at,
      })),
    )
    .execute();
  return payload.days.length;
}

/** The work schedule days the ERP holds of a schedule's employees over a range, for the comparison. */
export function listWorkScheduleDays(
  db: Executor,
  query: { companyCode: string; scheduleCode: string; employeeNos: readonly string[]; from: string; to: string },
) {
  if (query.employeeNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('erp_work_schedules')
    .select([
      'employee_no',
      sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'),
      'shift_code',
      sql<string | null>`to_char(start_time, 'HH24:MI')`.as('start_time'),
      sql<string | null>`to_char(end_time, 'HH24:MI')`.as('end_time'),
      'work_minutes',
      'activity_codes',
    ])
    .where('company_code', '=', query.companyCode)
    .where('schedule_code', '=', query.scheduleCode)
    .where('employee_no', 'in', [...query.employeeNos])
    .where('date', '>=', query.from)
    .where('date', '<=', query.to)
    .orderBy('employee_no')
    .orderBy('date')
    .execute();
}

/** The absences the ERP holds of the employees overlapping a range (its own and those the portal recorded). */
export function listAbsencesOverlapping(
  db: Executor,
  query: { companyCode: string; employeeNos: readonly string[]; from: string; to: string },
) {
  if (query.employeeNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('absences')
    .select([
      'employee_no',
      sql<string>`to_char(date_from, 'YYYY-MM-DD')`.as('date_from'),
      sql<string>`to_char(date_to, 'YYYY-MM-DD')`.as('date_to'),
      'activity_code',
    ])
    .where('company_code', '=', query.companyCode)
    .where('employee_no', 'in', [...query.employeeNos])
    .where('date_from', '<=', query.to)
    .where('date_to', '>=', query.from)
    .orderBy('employee_no')
    .orderBy('date_from')
    .orderBy('entry_no')
    .execute();
}

/** As claimScheduleMonthVersion, for an employee's month of a timesheet. */
export async function claimTimesheetMonthVersion(
  db: Executor,
  companyCode: string,
  payload: TimesheetMonthPayload,
  at: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('erp_timesheet_months')
    .values({
      company_code: companyCode,
      timesheet_code: payload.timesheetCode,
      employee_no: payload.employeeNo,
      year: payload.year,
      month: payload.month,
      version: payload.version,
      applied_at: at,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['company_code', 'timesheet_code', 'employee_no', 'year', 'month'])
        .doUpdateSet({ version: payload.version, applied_at: at })
        .where('erp_timesheet_months.version', '<', payload.version),
    )
    .returning('version')
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts the month's hours of the employee's timesheet in place of those held; the number of figures written. */
export async function replaceTimesheetEntries(
  db: Executor,
  companyCode: string,
  payload: TimesheetMonthPayload,
  range: { from: string; to: string },
  at: Date,
): Promise<number> {
  await db
    .deleteFrom('erp_timesheet_entries')
    .where('company_code', '=', companyCode)
    .where('timesheet_code', '=', payload.timesheetCode)
    .where('employee_no', '=', payload.employeeNo)
    .where('date', '>=', range.from)
    .where('date', '<=', range.to)
    .execute();
  const rows = payload.days.flatMap((day) =>
    day.figures.map((figure) => ({
      company_code: companyCode,
      timesheet_code: payload.timesheetCode,
      employee_no: payload.employeeNo,
      date: day.date,
      activity_code: figure.activityCode,
      hours_type: figure.hoursType,
      minutes: figure.minutes,
      synced_at: at,
    })),
  );
  if (rows.length === 0) return 0;
  await db.insertInto('erp_timesheet_entries').values(rows).execute();
  return rows.length;
}

/** The hours the ERP holds of a timesheet's employees over a range, for the comparison. */
export function listTimesheetEntries(
  db: Executor,
  query: { companyCode: string; timesheetCode: string; employeeNos: readonly string[]; from: string; to: string },
) {
  if (query.employeeNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('erp_timesheet_entries')
    .select(['employee_no', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'activity_code', 'hours_type', 'minutes'])
    .where('company_code', '=', query.companyCode)
    .where('timesheet_code', '=', query.timesheetCode)
    .where('employee_no', 'in', [...query.employeeNos])
    .where('date', '>=', query.from)
    .where('date', '<=', query.to)
    .orderBy('employee_no')
    .orderBy('date')
    .orderBy('activity_code')
    .execute();
}
