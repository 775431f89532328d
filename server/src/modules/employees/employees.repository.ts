import type { EmployeeListItem, EmployeeSort, SortDirection } from '@portal/shared';
import { type Expression, expressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';

export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`;
}

/**
 * The full name of the company's employee with that number, as a scalar subquery beside the rows of
 * another query (decision 007: a list's people come with its rows); null when no such employee.
 */
export function fullNameOfEmployeeNo(employeeNo: Expression<string | null>, companyCode: string) {
  return expressionBuilder<Database, never>()
    .selectFrom('employees')
    .select(sql<string>`employees.first_name || ' ' || employees.last_name`.as('full_name'))
    .where('employees.company_code', '=', companyCode)
    .where('employees.employee_no', '=', employeeNo);
}

/** The employee of the company with that personnel number (a user's own record there). */
export function findByPersonnelNo(db: Executor, companyCode: string, personnelNo: string) {
  return db
    .selectFrom('employees')
    .select(['employee_no', 'allow_my_team', 'department_code'])
    .where('company_code', '=', companyCode)
    .where('personnel_no', '=', personnelNo)
    .executeTakeFirst();
}

/**
 * A user's own record in a company together with the employees they substitute on `date`: what a
 * request's viewer needs of both, in one statement (trpc/viewer.ts). Substitutions are ERP data
 * kept beside the employees.
 */
export function findByPersonnelNoWithSubstituted(db: Executor, companyCode: string, personnelNo: string, date: string) {
  return db
    .selectFrom('employees')
    .select((eb) => [
      'employees.employee_no',
      'employees.allow_my_team',
      'employees.department_code',
      eb
        .fn<string[]>('array', [
          eb
            .selectFrom('substitutions')
            .select('substitutions.employee_no')
            .distinct()
            .whereRef('substitutions.company_code', '=', 'employees.company_code')
            .whereRef('substitutions.subst_employee_no', '=', 'employees.employee_no')
            .where('substitutions.date_from', '<=', date)
            .where('substitutions.date_to', '>=', date)
            .orderBy('substitutions.employee_no'),
        ])
        .as('substituted_employee_nos'),
    ])
    .where('employees.company_code', '=', companyCode)
    .where('employees.personnel_no', '=', personnelNo)
    .executeTakeFirst();
}

export async function exists(db: Executor, companyCode: string, employeeNo: string): Promise<boolean> {
  const row = await db
    .selectFrom('employees')
    .select('employee_no')
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .executeTakeFirst();
  return row !== undefined;
}

/** The employee's holiday terms and the ERP's count of unused holidays (the reserve without a snapshot). */
export function findHolidayTerms(db: Executor, companyCode: string, employeeNo: string) {
  return db
    .selectFrom('employees')
    .select(['holiday_norm', 'holiday_day_type', 'unused_holidays'])
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .executeTakeFirstOrThrow();
}

/** The employee record with department, company and manager names, for the contract information. */
export function findWithNames(db: Executor, companyCode: string, employeeNo: string) {
  return db
    .selectFrom('employees')
    .innerJoin('companies', 'companies.code', 'employees.company_code')
    .leftJoin('departments', (join) =>
      join.onRef('departments.company_code', '=', 'employees.company_code').onRef('departments.code', '=', 'employees.department_code'),
    )
    .leftJoin('employees as managers', (join) =>
      join
        .onRef('managers.company_code', '=', 'employees.company_code')
        .onRef('managers.employee_no', '=', 'employees.manager_employee_no'),
    )
    .selectAll('employees')
    .select([
      'companies.name as company_name',
      'departments.name as department_name',
      'managers.first_name as manager_first_name',
      'managers.last_name as manager_last_name',
    ])
    .where('employees.company_code', '=', companyCode)
    .where('employees.employee_no', '=', employeeNo)
    .executeTakeFirst();
}

export function listAppointments(db: Executor, companyCode: string, employeeNo: string) {
  return db
    .selectFrom('appointments')
    .selectAll()
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .orderBy('from_date')
    .orderBy('appointment_line_no')
    .execute();
}

/** The ERP's reserve snapshot nearest before (or on) the date; the first one when all are later. */
export async function nearestHolidayReserve(db: Executor, companyCode: string, employeeNo: string, date: string) {
  const base = db.selectFrom('holiday_reserves').selectAll().where('company_code', '=', companyCode).where('employee_no', '=', employeeNo);
  const before = await base.where('as_of_date', '<=', date).orderBy('as_of_date', 'desc').limit(1).executeTakeFirst();
  return before ?? (await base.orderBy('as_of_date').limit(1).executeTakeFirst());
}

/** Absences taken from the holiday reserve that touch the days between two dates (both included). */
export function reserveLeaveBetween(db: Executor, companyCode: string, employeeNo: string, from: string, to: string) {
  return db
    .selectFrom('absences')
    .innerJoin('activity_codes', (join) =>
      join.onRef('activity_codes.company_code', '=', 'absences.company_code').onRef('activity_codes.code', '=', 'absences.activity_code'),
    )
    .select(['absences.date_from as from', 'absences.date_to as to'])
    .where('absences.company_code', '=', companyCode)
    .where('absences.employee_no', '=', employeeNo)
    .where('activity_codes.uses_holiday_reserve', '=', true)
    .where('absences.date_to', '>=', from)
    .where('absences.date_from', '<=', to)
    .execute();
}

// Sort keys map onto columns through this allowlist only (SECURITY.md: no SQL from input).
const sortColumns = {
  EmployeeNo: 'employees.employee_no',
  FirstName: 'employees.first_name',
  LastName: 'employees.last_name',
  Department: 'departments.name',
  JobTitle: 'employees.job_title',
} as const satisfies Record<EmployeeSort, string>;

export interface DirectoryFilter {
  companyCode: string;
  sort: EmployeeSort;
  sortDirection: SortDirection;
  /** Employed on this date: hired on or before it, not terminated before it. */
  employedOn?: string;
  /** Only these employee numbers. */
  employeeNos?: readonly string[];
  /** Leave out employees who lead a team, except these. */
  excludeManagersExcept?: readonly string[];
  offset?: number;
  limit?: number;
}

function directoryQuery(db: Executor, filter: DirectoryFilter) {
  let query = db
    .selectFrom('employees')
    .leftJoin('departments', (join) =>
      join.onRef('departments.company_code', '=', 'employees.company_code').onRef('departments.code', '=', 'employees.department_code'),
    )
    .where('employees.company_code', '=', filter.companyCode);
  if (filter.employedOn) {
    const date = filter.employedOn;
    query = query
      .where((eb) => eb.or([eb('employees.employment_date', 'is', null), eb('employees.employment_date', '<=', date)]))
      .where((eb) => eb.or([eb('employees.termination_date', 'is', null), eb('employees.termination_date', '>=', date)]));
  }
  if (filter.employeeNos) {
    if (filter.employeeNos.length === 0) return query.where((eb) => eb.val(false));
    query = query.where('employees.employee_no', 'in', filter.employeeNos);
  }
  if (filter.excludeManagersExcept) {
    const kept = filter.excludeManagersExcept;
    query = query.where((eb) =>
      eb.or([eb('employees.allow_my_team', '=', false), ...(kept.length > 0 ? [eb('employees.employee_no', 'in', kept)] : [])]),
    );
  }
  return query;
}

export async function listDirectory(db: Executor, filter: DirectoryFilter): Promise<EmployeeListItem[]> {
  let query = directoryQuery(db, filter)
    .select([
      'employees.employee_no',
      'employees.first_name',
      'employees.last_name',
      'employees.department_code',
      'employees.job_title',
      'employees.allow_my_team',
      'departments.name as department_name',
    ])
    .orderBy(sortColumns[filter.sort], filter.sortDirection)
    .orderBy('employees.employee_no', filter.sortDirection);
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(filter.offset ?? 0);
  const rows = await query.execute();
  return rows.map((row) => ({
    employeeNo: row.employee_no,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: fullName(row),
    departmentCode: row.department_code,
    department: row.department_name,
    jobTitle: row.job_title,
    isManager: row.allow_my_team,
  }));
}

export async function countDirectory(db: Executor, filter: DirectoryFilter): Promise<number> {
  const row = await directoryQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Everyone below a manager, directly or further down the line. */
export async function teamOf(db: Executor, companyCode: string, managerNo: string): Promise<string[]> {
  const rows = await db
    .withRecursive('team(employee_no, depth)', (recursive) =>
      recursive
        .selectFrom('employees')
        .select(['employee_no', (eb) => eb.lit(1).as('depth')])
        .where('company_code', '=', companyCode)
        .where('manager_employee_no', '=', managerNo)
        .unionAll((union) =>
          union
            .selectFrom('employees')
            .innerJoin('team', 'team.employee_no', 'employees.manager_employee_no')
            .select(['employees.employee_no', (eb) => eb(eb.ref('team.depth'), '+', 1).as('depth')])
            .where('employees.company_code', '=', companyCode)
            .where('team.depth', '<', 20),
        ),
    )
    .selectFrom('team')
    .select('employee_no')
    .distinct()
    .execute();
  return rows.map((row) => row.employee_no).filter((employeeNo) => employeeNo !== managerNo);
}

/**
 * Locks the employee's row: writers of one employee's dated records (overtime agreements, employee
 * activities) queue here, so an overlap check and the write that follows see every committed record of
 * the employee. Undefined: no such employee.
 */
export function lockEmployee(trx: Executor, companyCode: string, employeeNo: string): Promise<{ employee_no: string } | undefined> {
  return trx
    .selectFrom('employees')
    .select('employee_no')
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .forUpdate()
    .executeTakeFirst();
}
