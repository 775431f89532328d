import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';
import { containsPattern } from '../../db/like-pattern';

/** Colleagues still employed on `today`, matching the search in names, job title or department. */
export function listColleagues(db: Executor, filter: { companyCode: string; today: string; search?: string }) {
  let query = db
    .selectFrom('employees')
    .leftJoin('departments', (join) =>
      join.onRef('departments.company_code', '=', 'employees.company_code').onRef('departments.code', '=', 'employees.department_code'),
    )
    .select([
      'employees.employee_no',
      'employees.first_name',
      'employees.last_name',
      'employees.job_title',
      'employees.phone_no',
      'employees.mobile_phone_no',
      'employees.company_email',
      'departments.name as department_name',
    ])
    .where('employees.company_code', '=', filter.companyCode)
    .where((eb) => eb.or([eb('employees.termination_date', 'is', null), eb('employees.termination_date', '>=', filter.today)]));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`employees.first_name || ' ' || employees.last_name`, 'ilike', pattern),
        eb(sql<string>`employees.last_name || ' ' || employees.first_name`, 'ilike', pattern),
        eb('employees.job_title', 'ilike', pattern),
        eb('departments.name', 'ilike', pattern),
      ]),
    );
  }
  return query.execute();
}
