import { type IsoDate, type OpenDateRange } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';
import { userDisplayName } from '../../db/user-name-sql';

// SQL of the overtime agreements (migration 0023's employee_overtime_periods). Dates leave as 'YYYY-MM-DD'.

export interface OvertimePeriodFilter {
  companyCode: string;
  employeeNo?: string;
  departmentCode?: string;
  /** Only the periods in force on the day. */
  date?: IsoDate;
}

export interface OvertimePeriodValues {
  employeeNo: string;
  validFrom: IsoDate;
  validTo: IsoDate | null;
  weeklyHoursConsent: boolean;
  maxOvertimeHoursWeek: number | null;
  maxOvertimeHoursYear: number | null;
  note: string | null;
}

function selectPeriods(db: Executor, filter: OvertimePeriodFilter) {
  let query = db
    .selectFrom('employee_overtime_periods as period')
    .innerJoin('employees as employee', (join) =>
      join.onRef('employee.company_code', '=', 'period.company_code').onRef('employee.employee_no', '=', 'period.employee_no'),
    )
    .where('period.company_code', '=', filter.companyCode);
  if (filter.employeeNo !== undefined) query = query.where('period.employee_no', '=', filter.employeeNo);
  if (filter.departmentCode !== undefined) query = query.where('employee.department_code', '=', filter.departmentCode);
  if (filter.date !== undefined) {
    const date = filter.date;
    query = query
      .where('period.valid_from', '<=', date)
      .where((eb) => eb.or([eb('period.valid_to', 'is', null), eb('period.valid_to', '>=', date)]));
  }
  return query;
}

function withColumns(query: ReturnType<typeof selectPeriods>) {
  return query
    .leftJoin('departments as department', (join) =>
      join.onRef('department.company_code', '=', 'employee.company_code').onRef('department.code', '=', 'employee.department_code'),
    )
    .leftJoin('users as creator', 'creator.id', 'period.created_by')
    .select([
      'period.id',
      'period.employee_no',
      'employee.first_name',
      'employee.last_name',
      'employee.department_code',
      'department.name as department_name',
      sql<string>`to_char(period.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string | null>`to_char(period.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
      'period.weekly_hours_consent',
      'period.max_overtime_hours_week',
      'period.max_overtime_hours_year',
      'period.note',
      'period.created_at',
      userDisplayName('creator').as('created_by_name'),
    ]);
}

export type OvertimePeriodRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/** A page of the company's periods: the latest start first, then by employee. */
export function listPeriods(db: Executor, filter: OvertimePeriodFilter & { offset: number; limit: number }): Promise<OvertimePeriodRow[]> {
  return withColumns(selectPeriods(db, filter))
    .orderBy('period.valid_from', 'desc')
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('period.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countPeriods(db: Executor, filter: OvertimePeriodFilter): Promise<number> {
  const row = await selectPeriods(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One period of the company, or undefined (another company's is not found). */
export function findPeriod(db: Executor, companyCode: string, id: number): Promise<OvertimePeriodRow | undefined> {
  return withColumns(selectPeriods(db, { companyCode })).where('period.id', '=', id).executeTakeFirst();
}

/** Locks a period of the company for a change or a delete. */
export function lockPeriod(trx: Executor, companyCode: string, id: number): Promise<{ id: number; employee_no: string } | undefined> {
  return trx
    .selectFrom('employee_overtime_periods')
    .select(['id', 'employee_no'])
    .where('company_code', '=', companyCode)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The employee's periods, but for one being changed. */
export async function employeePeriods(
  trx: Executor,
  query: { companyCode: string; employeeNo: string; exceptId?: number },
): Promise<OpenDateRange[]> {
  let select = trx
    .selectFrom('employee_overtime_periods')
    .select([sql<string>`to_char(valid_from, 'YYYY-MM-DD')`.as('from'), sql<string | null>`to_char(valid_to, 'YYYY-MM-DD')`.as('to')])
    .where('company_code', '=', query.companyCode)
    .where('employee_no', '=', query.employeeNo);
  if (query.exceptId !== undefined) select = select.where('id', '<>', query.exceptId);
  return select.execute();
}

function columnsOf(values: OvertimePeriodValues) {
  return {
    employee_no: values.employeeNo,
    valid_from: values.validFrom,
    valid_to: values.validTo,
    weekly_hours_consent: values.weeklyHoursConsent,
    max_overtime_hours_week: values.maxOvertimeHoursWeek,
    max_overtime_hours_year: values.maxOvertimeHoursYear,
    note: values.note,
  };
}

export async function insertPeriod(trx: Executor, companyCode: string, values: OvertimePeriodValues, userId: number): Promise<number> {
  const row = await trx
    .insertInto('employee_overtime_periods')
    .values({ company_code: companyCode, ...columnsOf(values), created_by: userId, updated_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePeriod(trx: Executor, id: number, values: OvertimePeriodValues, userId: number): Promise<void> {
  await trx
    .updateTable('employee_overtime_periods')
    .set({ ...columnsOf(values), updated_by: userId, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deletePeriod(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('employee_overtime_periods').where('id', '=', id).execute();
}
