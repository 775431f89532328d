import { type IsoDate, ValidationType } from '@portal/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import type { Executor } from '../../db/transaction';

export interface EmployeeKey {
  companyCode: string;
  employeeNo: string;
}

/** The employee fields the lookups need: names, numbers, department and employment dates. */
export function findEmployee(db: Executor, key: EmployeeKey) {
  return db
    .selectFrom('employees')
    .select([
      'employee_no',
      'personnel_no',
      'first_name',
      'last_name',
      'department_code',
      'allow_my_team',
      'manager_employee_no',
      'functional_manager_employee_no',
      'employment_date',
      'termination_date',
    ])
    .where('company_code', '=', key.companyCode)
    .where('employee_no', '=', key.employeeNo)
    .executeTakeFirst();
}

/**
 * Employed on `today`: no termination date, an ERP placeholder (≤ 1900) or one not yet passed.
 * Placeholders of 9999 are later than any date, so they need no case of their own.
 */
function isNotTerminated(today: IsoDate) {
  return (eb: ExpressionBuilder<Database, 'employees'>) =>
    eb.or([
      eb('employees.termination_date', 'is', null),
      eb('employees.termination_date', '<=', '1900-12-31'),
      eb('employees.termination_date', '>=', today),
    ]);
}

function matchesSearch(search: string) {
  const pattern = containsPattern(search);
  return (eb: ExpressionBuilder<Database, 'employees'>) =>
    eb.or([
      eb(sql<string>`employees.first_name || ' ' || employees.last_name`, 'ilike', pattern),
      eb(sql<string>`employees.last_name || ' ' || employees.first_name`, 'ilike', pattern),
      eb('employees.employee_no', 'ilike', pattern),
    ]);
}

/** Who a picker may answer: the whole company, or these employee numbers and this department. */
export type PickerScope = { all: true } | { all: false; employeeNos: readonly string[]; departmentCode: string | null };

export interface PickerFilter {
  companyCode: string;
  scope: PickerScope;
  search?: string;
  /** Only this employee (still within the scope). */
  employeeNo?: string;
  /** Leave out employees terminated before this date; all when undefined. */
  employedOn?: IsoDate;
  /** Only employees with a user (linked through the personnel number). */
  withUserOnly: boolean;
  limit: number;
}

/** Employees for a picker, ordered as their names read, with the id of their user when they have one. */
export function listPickerEmployees(db: Executor, filter: PickerFilter) {
  let query = db
    .selectFrom('employees')
    .leftJoin('users', 'users.personnel_no', 'employees.personnel_no')
    .select(['employees.employee_no', 'employees.personnel_no', 'employees.first_name', 'employees.last_name', 'users.id as user_id'])
    .where('employees.company_code', '=', filter.companyCode);
  const { scope } = filter;
  if (!scope.all) {
    const { employeeNos, departmentCode } = scope;
    query = query.where((eb) =>
      eb.or([
        ...(employeeNos.length > 0 ? [eb('employees.employee_no', 'in', employeeNos)] : []),
        ...(departmentCode ? [eb('employees.department_code', '=', departmentCode)] : []),
        // An empty scope matches nobody.
        eb.val(false),
      ]),
    );
  }
  if (filter.employedOn) query = query.where(isNotTerminated(filter.employedOn));
  if (filter.search) query = query.where(matchesSearch(filter.search));
  if (filter.employeeNo) query = query.where('employees.employee_no', '=', filter.employeeNo);
  // Users who may no longer sign in are no participants.
  if (filter.withUserOnly) query = query.where('users.id', 'is not', null).where('users.status', 'in', ['active', 'blocked']);
  return query
    .orderBy('employees.first_name')
    .orderBy('employees.last_name')
    .orderBy('employees.employee_no')
    .limit(filter.limit)
    .execute();
}

/** Users linked to employees of the company, with department and job title. */
export function listUsersWithEmployeeInfo(db: Executor, filter: { companyCode: string; search?: string; employedOn?: IsoDate }) {
  let query = db
    .selectFrom('employees')
    .innerJoin('users', 'users.personnel_no', 'employees.personnel_no')
    .leftJoin('departments', (join) =>
      join.onRef('departments.company_code', '=', 'employees.company_code').onRef('departments.code', '=', 'employees.department_code'),
    )
    .select([
      'users.id as user_id',
      'employees.employee_no',
      'employees.personnel_no',
      'employees.first_name',
      'employees.last_name',
      'employees.department_code',
      'employees.job_title',
      'departments.name as department_name',
    ])
    .where('employees.company_code', '=', filter.companyCode)
    .where('users.status', 'in', ['active', 'blocked']);
  if (filter.employedOn) query = query.where(isNotTerminated(filter.employedOn));
  if (filter.search) query = query.where(matchesSearch(filter.search));
  return query.orderBy('employees.first_name').orderBy('employees.last_name').orderBy('employees.employee_no').execute();
}

/** Departments that employees employed on the date work in, by name. */
export function listEmployeeDepartments(db: Executor, companyCode: string, employedOn: IsoDate) {
  return db
    .selectFrom('departments')
    .select(['departments.code', 'departments.name'])
    .where('departments.company_code', '=', companyCode)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('employees')
          .select(eb.lit(1).as('one'))
          .whereRef('employees.company_code', '=', 'departments.company_code')
          .whereRef('employees.department_code', '=', 'departments.code')
          .where(isNotTerminated(employedOn)),
      ),
    )
    .orderBy('departments.name')
    .orderBy('departments.code')
    .execute();
}

/** Distinct job titles of employees employed on the date. */
export async function listEmployeeJobTitles(db: Executor, companyCode: string, employedOn: IsoDate): Promise<string[]> {
  const rows = await db
    .selectFrom('employees')
    .select('employees.job_title')
    .distinct()
    .where('employees.company_code', '=', companyCode)
    .where('employees.job_title', 'is not', null)
    .where('employees.job_title', '<>', '')
    .where(isNotTerminated(employedOn))
    .orderBy('employees.job_title')
    .execute();
  return rows.map((row) => row.job_title!);
}

const SCOPE_COLUMNS = [
  'id',
  'form_id',
  'show_subordinate_employees',
  'show_department_employees',
  'show_work_time_setup_employees',
] as const;

/** The scope flags of a placed field. */
export function findFormDataScope(db: Executor, formDataId: number) {
  return db.selectFrom('form_data').select(SCOPE_COLUMNS).where('id', '=', formDataId).executeTakeFirst();
}

/** The scope flags of every field placed on a form. */
export function listFormDataScopes(db: Executor, formId: number) {
  return db.selectFrom('form_data').select(SCOPE_COLUMNS).where('form_id', '=', formId).where('removed_at', 'is', null).execute();
}

/** A validation rule of type 8 (entered dates) by id. */
export function findEnteredDatesValidation(db: Executor, validationId: number) {
  return db
    .selectFrom('form_data_validations')
    .select(['id', 'value'])
    .where('id', '=', validationId)
    .where('validation_type', '=', ValidationType.enteredDates)
    .executeTakeFirst();
}

/** The employee's relatives with a birth date (the children among them are picked by type). */
export function listRelativesWithBirthDate(db: Executor, key: EmployeeKey) {
  return db
    .selectFrom('employee_relatives')
    .select(['relative_type', 'birth_date', 'disabled'])
    .where('company_code', '=', key.companyCode)
    .where('employee_no', '=', key.employeeNo)
    .where('birth_date', 'is not', null)
    .execute();
}

/** Absences (of one activity code, when given) that touch the days between two dates, both included. */
export function listAbsenceRanges(db: Executor, key: EmployeeKey, range: { from: IsoDate; to: IsoDate; activityCode?: string }) {
  let query = db
    .selectFrom('absences')
    .select(['date_from as from', 'date_to as to', 'activity_code'])
    .where('company_code', '=', key.companyCode)
    .where('employee_no', '=', key.employeeNo)
    .where('date_to', '>=', range.from)
    .where('date_from', '<=', range.to);
  if (range.activityCode) query = query.where('activity_code', '=', range.activityCode);
  return query.orderBy('date_from').execute();
}
