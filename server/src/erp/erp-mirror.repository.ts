import { sql } from 'kysely';
import type { Executor } from '../db/transaction';
import type { AbsenceRecordPayload, SubstitutionRecordPayload } from './erp-gateway';

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

/** The new row's entry number, or undefined when the submission's absence of that employee is there already. */
export async function insertAbsenceUnlessRecorded(
  db: Executor,
  companyCode: string,
  absence: AbsenceRecordPayload,
  hoursPerDay: number,
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('absences')
    .values({
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
    })
    .onConflict((conflict) => conflict.columns(['submission_id', 'employee_no']).where('submission_id', 'is not', null).doNothing())
    .returning('entry_no')
    .executeTakeFirst();
  return inserted?.entry_no;
}

/** Removes the submission's absence of that employee; the entry numbers removed. */
export async function deleteAbsencesOfSubmission(
  db: Executor,
  companyCode: string,
  absence: Pick<AbsenceRecordPayload, 'submissionId' | 'employeeNo'>,
): Promise<number[]> {
  const removed = await db
    .deleteFrom('absences')
    .where('company_code', '=', companyCode)
    .where('submission_id', '=', absence.submissionId)
    .where('employee_no', '=', absence.employeeNo)
    .returning('entry_no')
    .execute();
  return removed.map((row) => row.entry_no);
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
