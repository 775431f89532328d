import type { WorkingAbility } from '@portal/shared';
import type { Executor } from '../../db/transaction';

export async function listForEmployee(db: Executor, companyCode: string, employeeNo: string): Promise<WorkingAbility[]> {
  const rows = await db
    .selectFrom('working_abilities')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .orderBy('from_date', 'desc')
    .orderBy('entry_no', 'desc')
    .execute();
  return rows.map((row) => ({
    entryNo: row.entry_no,
    fromDate: row.from_date,
    toDate: row.to_date,
    workingAbilityPercent: row.working_ability_percent,
    notes: row.notes,
    workplaceAccident: row.workplace_accident,
    occupationalDisease: row.occupational_disease,
  }));
}
