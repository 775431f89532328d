import type { Executor } from '../../db/transaction';
import { ownOrSharedDefinition } from '../../db/definition-scope';

// The route preview's own reads: the form as the session's company sees it, and the employee.

/** The form if its group is the company's own or shared (definitions per company, migration 0027). */
export function findVisibleForm(db: Executor, formId: number, companyCode: string) {
  return db
    .selectFrom('forms')
    .innerJoin('form_groups', 'form_groups.id', 'forms.form_group_id')
    .select(['forms.id', 'forms.archived'])
    .where('forms.id', '=', formId)
    .where(ownOrSharedDefinition('form_groups.company_code', companyCode))
    .executeTakeFirst();
}

/** An employee of the company with the portal users behind them (who would own their document). */
export async function findEmployeeWithUsers(db: Executor, companyCode: string, employeeNo: string) {
  const rows = await db
    .selectFrom('employees')
    .leftJoin('users', 'users.personnel_no', 'employees.personnel_no')
    .select(['employees.employee_no', 'employees.first_name', 'employees.last_name', 'users.id as user_id'])
    .where('employees.company_code', '=', companyCode)
    .where('employees.employee_no', '=', employeeNo)
    .execute();
  if (rows.length === 0) return null;
  return {
    employeeNo: rows[0]!.employee_no,
    name: `${rows[0]!.first_name} ${rows[0]!.last_name}`.trim(),
    userIds: rows.map((row) => row.user_id).filter((id): id is number => id !== null),
  };
}
