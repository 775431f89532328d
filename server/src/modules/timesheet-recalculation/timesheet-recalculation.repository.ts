import type { IsoDate } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';

// Recalculation marks of confirmed timesheet days (issue #14): a source of a confirmed day (the schedule,
// an ERP absence) changed after its confirmation. A domain of its own, so that the schedules and the ERP
// delivery mark days without depending on the timesheets, which depend on them.

/**
 * Marks the confirmed days of these cells (parallel arrays) in every timesheet of the schedule as
 * needing recalculation: one statement, in the caller's transaction. Answers how many were newly marked.
 */
export async function markScheduleDaysForRecalculation(
  db: Executor,
  input: { scheduleId: number; employeeNos: readonly string[]; dates: readonly IsoDate[] },
): Promise<number> {
  if (input.employeeNos.length === 0) return 0;
  const result = await sql`
    update timesheet_day_confirmations c set recalculation_required = true
    from timesheets timesheet, unnest(${[...input.employeeNos]}::text[], ${[...input.dates]}::date[]) as cell(employee_no, date)
    where timesheet.schedule_id = ${input.scheduleId} and c.timesheet_id = timesheet.id
      and c.employee_no = cell.employee_no and c.date = cell.date and not c.recalculation_required`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Marks the employee's confirmed days over the range in every timesheet of the company holding them
 * (an absence of the ERP arrived or went). Answers how many were newly marked.
 */
export async function markEmployeeDaysForRecalculation(
  db: Executor,
  input: { companyCode: string; employeeNo: string; from: IsoDate; to: IsoDate },
): Promise<number> {
  const result = await sql`
    update timesheet_day_confirmations c set recalculation_required = true
    from timesheets timesheet
    where timesheet.company_code = ${input.companyCode} and c.timesheet_id = timesheet.id
      and c.employee_no = ${input.employeeNo} and c.date between ${input.from}::date and ${input.to}::date
      and not c.recalculation_required`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
