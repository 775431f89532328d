import type { IsoDate } from '@portal/shared';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/transaction';

// The people a run names: portal users behind employees of the company (users link to their
// employee record in every company through the personnel number).

export interface PersonRow {
  userId: number;
  employeeNo: string | null;
  name: string;
}

/** Active portal users behind employees of a company, with the employee's name. */
export async function usersOfEmployees(db: Executor, companyCode: string, employeeNos: readonly string[]): Promise<PersonRow[]> {
  if (employeeNos.length === 0) return [];
  const rows = await db
    .selectFrom('employees')
    .innerJoin('users', 'users.personnel_no', 'employees.personnel_no')
    .select(['users.id as user_id', 'employees.employee_no', 'employees.first_name', 'employees.last_name'])
    .where('employees.company_code', '=', companyCode)
    .where('employees.employee_no', 'in', employeeNos)
    .where('users.status', '=', 'active')
    .orderBy('employees.last_name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, employeeNo: row.employee_no, name: `${row.first_name} ${row.last_name}`.trim() }));
}

/** Every portal user (active or not) behind an employee: who a document about that employee belongs to. */
export async function userIdsOfEmployee(db: Executor, companyCode: string, employeeNo: string): Promise<number[]> {
  const rows = await db
    .selectFrom('employees')
    .innerJoin('users', 'users.personnel_no', 'employees.personnel_no')
    .select('users.id')
    .where('employees.company_code', '=', companyCode)
    .where('employees.employee_no', '=', employeeNo)
    .execute();
  return rows.map((row) => row.id);
}

export function findEmployeeDepartmentAndManager(db: Executor, companyCode: string, employeeNo: string) {
  return db
    .selectFrom('employees')
    .select(['department_code', 'manager_employee_no'])
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .executeTakeFirst();
}

/** Employees of a department (or with a job title) employed on `today` who have a portal account. */
export async function employeesWhere(
  db: Executor,
  companyCode: string,
  filter: { departmentCode?: string; jobTitle?: string; workTimeSetupOnly?: boolean },
  today: IsoDate,
): Promise<PersonRow[]> {
  let query = db
    .selectFrom('employees')
    .select('employee_no')
    .where('company_code', '=', companyCode)
    .where((eb) =>
      eb.or([eb('termination_date', 'is', null), eb('termination_date', '<=', '1900-12-31'), eb('termination_date', '>=', today)]),
    );
  if (filter.departmentCode !== undefined) query = query.where('department_code', '=', filter.departmentCode);
  if (filter.jobTitle !== undefined) query = query.where('job_title', '=', filter.jobTitle);
  // The SDLA filter: only employees whose working time the portal keeps (users given work-time access to the company).
  if (filter.workTimeSetupOnly) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .innerJoin('user_work_time_companies', 'user_work_time_companies.user_id', 'users.id')
          .select(sql`1`.as('one'))
          .whereRef('users.personnel_no', '=', 'employees.personnel_no')
          .where('user_work_time_companies.company_code', '=', companyCode),
      ),
    );
  }
  const rows = await query.limit(500).execute();
  return usersOfEmployees(
    db,
    companyCode,
    rows.map((row) => row.employee_no),
  );
}

export async function isActiveUser(db: Executor, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).where('status', '=', 'active').executeTakeFirst();
  return row !== undefined;
}

/** "First Last (SV0019)" for the log, or the number alone for someone not in the mirror. */
export async function employeeLabels(db: Executor, companyCode: string, employeeNos: readonly string[]): Promise<Map<string, string>> {
  if (employeeNos.length === 0) return new Map();
  const rows = await db
    .selectFrom('employees')
    .select(['employee_no', 'first_name', 'last_name'])
    .where('company_code', '=', companyCode)
    .where('employee_no', 'in', [...employeeNos])
    .execute();
  return new Map(rows.map((row) => [row.employee_no, `${row.first_name} ${row.last_name} (${row.employee_no})`]));
}

/** How the users want to be told: language, mail on or off, and their addresses (the company's employee record's too). */
export function listNoticeSettings(db: Executor, userIds: readonly number[], companyCode: string) {
  return db
    .selectFrom('users')
    .leftJoin('employees', (join) =>
      join.onRef('employees.personnel_no', '=', 'users.personnel_no').on('employees.company_code', '=', companyCode),
    )
    .select([
      'users.id',
      'users.default_language',
      'users.send_emails',
      'users.email',
      'users.alternative_email',
      'employees.company_email',
    ])
    .where('users.id', 'in', [...userIds])
    .orderBy('users.id')
    .orderBy('employees.employee_no')
    .execute();
}

/**
 * The route preview's facts about the people it names: each employee's name, job title and today's
 * substitutes (who may act for them), in one statement.
 */
export async function describeEmployees(db: Executor, companyCode: string, employeeNos: readonly string[], today: IsoDate) {
  if (employeeNos.length === 0)
    return new Map<string, { name: string; jobTitle: string | null; substitutes: { employeeNo: string; name: string }[] }>();
  const rows = await db
    .selectFrom('employees')
    .select(['employees.employee_no', 'employees.first_name', 'employees.last_name', 'employees.job_title'])
    .select((employee) =>
      jsonArrayFrom(
        employee
          .selectFrom('substitutions')
          .innerJoin('employees as substitute', (join) =>
            join
              .onRef('substitute.company_code', '=', 'substitutions.company_code')
              .onRef('substitute.employee_no', '=', 'substitutions.subst_employee_no'),
          )
          .select(['substitutions.subst_employee_no', 'substitute.first_name', 'substitute.last_name'])
          .distinct()
          .whereRef('substitutions.company_code', '=', 'employees.company_code')
          .whereRef('substitutions.employee_no', '=', 'employees.employee_no')
          .where('substitutions.date_from', '<=', today)
          .where('substitutions.date_to', '>=', today)
          .orderBy('substitutions.subst_employee_no'),
      ).as('substitutes'),
    )
    .where('employees.company_code', '=', companyCode)
    .where('employees.employee_no', 'in', [...employeeNos])
    .execute();
  return new Map(
    rows.map((row) => [
      row.employee_no,
      {
        name: `${row.first_name} ${row.last_name}`.trim(),
        jobTitle: row.job_title,
        substitutes: row.substitutes.map((substitute) => ({
          employeeNo: substitute.subst_employee_no,
          name: `${substitute.first_name} ${substitute.last_name}`.trim(),
        })),
      },
    ]),
  );
}
