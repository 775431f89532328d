import type { Instruction } from '@portal/shared';
import type { Executor } from '../../db/transaction';

export async function listForEmployee(db: Executor, companyCode: string, employeeNo: string): Promise<Instruction[]> {
  const rows = await db
    .selectFrom('instructions')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .orderBy('date', (order) => order.desc().nullsLast())
    .orderBy('entry_no', 'desc')
    .execute();
  return rows.map((row) => ({
    entryNo: row.entry_no,
    name: row.name,
    type: row.type,
    checkType: row.check_type,
    allowedForJobTitle: row.allowed_for_job_title,
    conclusion: row.conclusion,
    date: row.date,
    executionDate: row.execution_date,
    validTo: row.valid_to,
  }));
}
