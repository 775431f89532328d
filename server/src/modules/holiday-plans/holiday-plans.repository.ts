import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import type { Executor } from '../../db/transaction';

// Holiday plans, their employees and entries (migration 0021). Every read is scoped to a company.

const fullName = sql<string>`employee.first_name || ' ' || employee.last_name`;

const planColumns = [
  'plan.id',
  'plan.company_code',
  'plan.code',
  'plan.name',
  'plan.description',
  'plan.department_code',
  'plan.start_date',
  'plan.end_date',
  'plan.status',
  'plan.print_header',
  'plan.print_city',
  'plan.document_number',
  'plan.document_date',
] as const;

function plansWithCounts(db: Executor) {
  return db
    .selectFrom('holiday_plans as plan')
    .leftJoin('departments as department', (join) =>
      join.onRef('department.company_code', '=', 'plan.company_code').onRef('department.code', '=', 'plan.department_code'),
    )
    .select(planColumns)
    .select('department.name as department_name')
    .select((eb) => [
      eb
        .selectFrom('holiday_plan_employees as member')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('member.holiday_plan_id', '=', 'plan.id')
        .as('employees_count'),
      eb
        .selectFrom('holiday_plan_entries as entry')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('entry.holiday_plan_id', '=', 'plan.id')
        .as('entries_count'),
    ]);
}

export type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export async function findPlan(db: Executor, companyCode: string, id: number) {
  return plansWithCounts(db).where('plan.company_code', '=', companyCode).where('plan.id', '=', id).executeTakeFirst();
}

/** The plan's row locked (FOR UPDATE): every change to a plan, its employees and entries takes it first. */
export async function lockPlan(db: Executor, companyCode: string, id: number) {
  return db
    .selectFrom('holiday_plans')
    .select(['id', 'status', 'start_date', 'end_date', 'department_code', 'code', 'name'])
    .where('company_code', '=', companyCode)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface PlanListFilter {
  companyCode: string;
  visible: 'all' | number[];
  search: string | undefined;
  status: number | undefined;
  year: number | undefined;
}

type PlanScope = ExpressionBuilder<Database & { plan: Database['holiday_plans'] }, 'plan'>;

/** The list's filter as one condition on `plan`. */
function listCondition(filter: PlanListFilter) {
  return (eb: PlanScope): Expression<SqlBool> => {
    const conditions: Array<Expression<SqlBool>> = [eb('plan.company_code', '=', filter.companyCode)];
    if (filter.visible !== 'all') conditions.push(eb('plan.id', 'in', filter.visible.length ? filter.visible : [0]));
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
      conditions.push(eb.or([eb('plan.code', 'ilike', pattern), eb('plan.name', 'ilike', pattern)]));
    }
    if (filter.status !== undefined) conditions.push(eb('plan.status', '=', filter.status));
    if (filter.year !== undefined) {
      const year = String(filter.year).padStart(4, '0');
      conditions.push(eb('plan.start_date', '<=', `${year}-12-31`), eb('plan.end_date', '>=', `${year}-01-01`));
    }
    return eb.and(conditions);
  };
}

const sortColumns = { code: 'plan.code', name: 'plan.name', startDate: 'plan.start_date', status: 'plan.status' } as const;

export async function listPlans(
  db: Executor,
  filter: PlanListFilter & { sort: keyof typeof sortColumns; sortDirection: 'asc' | 'desc'; offset: number; limit: number },
) {
  return plansWithCounts(db)
    .where(listCondition(filter))
    .orderBy(sortColumns[filter.sort], filter.sortDirection)
    .orderBy('plan.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countPlans(db: Executor, filter: PlanListFilter): Promise<number> {
  const row = await db
    .selectFrom('holiday_plans as plan')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(listCondition(filter))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface PlanValues {
  code: string;
  name: string;
  description: string;
  departmentCode: string | null;
  startDate: string;
  endDate: string;
  printHeader: string;
  printCity: string;
  documentNumber: string;
  documentDate: string | null;
}

function planColumnsOf(values: PlanValues) {
  return {
    code: values.code,
    name: values.name,
    description: values.description,
    department_code: values.departmentCode,
    start_date: values.startDate,
    end_date: values.endDate,
    print_header: values.printHeader,
    print_city: values.printCity,
    document_number: values.documentNumber,
    document_date: values.documentDate,
  };
}

export async function isCodeTaken(db: Executor, companyCode: string, code: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('holiday_plans')
    .select('id')
    .where('company_code', '=', companyCode)
    .where(sql<string>`lower(code)`, '=', code.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function departmentExists(db: Executor, companyCode: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('departments')
    .select('code')
    .where('company_code', '=', companyCode)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPlan(db: Executor, companyCode: string, values: PlanValues, userId: number | null): Promise<number> {
  const row = await db
    .insertInto('holiday_plans')
    .values({ company_code: companyCode, ...planColumnsOf(values), created_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlan(db: Executor, id: number, values: PlanValues): Promise<void> {
  await db
    .updateTable('holiday_plans')
    .set({ ...planColumnsOf(values), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setPlanStatus(db: Executor, id: number, status: number): Promise<void> {
  await db
    .updateTable('holiday_plans')
    .set({ status, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deletePlan(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('holiday_plans').where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------------
// Employees

/** The department's employees employed during the period, added with tracking type 1 (set-based; those already in stay). */
export async function addDepartmentEmployees(
  db: Executor,
  plan: { id: number; companyCode: string; departmentCode: string; startDate: string; endDate: string },
): Promise<number> {
  const result = await db
    .insertInto('holiday_plan_employees')
    .columns(['holiday_plan_id', 'company_code', 'employee_no', 'tracking_type'])
    .expression((eb) =>
      eb
        .selectFrom('employees')
        .select([eb.val(plan.id).as('holiday_plan_id'), 'company_code', 'employee_no', eb.val(1).as('tracking_type')])
        .where('company_code', '=', plan.companyCode)
        .where('department_code', '=', plan.departmentCode)
        .where((w) => w.or([w('employment_date', 'is', null), w('employment_date', '<=', plan.endDate)]))
        .where((w) => w.or([w('termination_date', 'is', null), w('termination_date', '>=', plan.startDate)])),
    )
    .onConflict((conflict) => conflict.columns(['holiday_plan_id', 'employee_no']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The named employees of the company, added by hand (tracking type 0); unknown numbers are left out. */
export async function addEmployees(db: Executor, plan: { id: number; companyCode: string }, employeeNos: string[]): Promise<number> {
  if (employeeNos.length === 0) return 0;
  const result = await db
    .insertInto('holiday_plan_employees')
    .columns(['holiday_plan_id', 'company_code', 'employee_no', 'tracking_type'])
    .expression((eb) =>
      eb
        .selectFrom('employees')
        .select([eb.val(plan.id).as('holiday_plan_id'), 'company_code', 'employee_no', eb.val(0).as('tracking_type')])
        .where('company_code', '=', plan.companyCode)
        .where('employee_no', 'in', employeeNos),
    )
    .onConflict((conflict) => conflict.columns(['holiday_plan_id', 'employee_no']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function countKnownEmployees(db: Executor, companyCode: string, employeeNos: string[]): Promise<number> {
  if (employeeNos.length === 0) return 0;
  const row = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('company_code', '=', companyCode)
    .where('employee_no', 'in', employeeNos)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listPlanEmployees(db: Executor, planId: number) {
  return db
    .selectFrom('holiday_plan_employees as member')
    .innerJoin('employees as employee', (join) =>
      join.onRef('employee.company_code', '=', 'member.company_code').onRef('employee.employee_no', '=', 'member.employee_no'),
    )
    .select([
      'member.id',
      'member.holiday_plan_id',
      'member.employee_no',
      'member.appointment_line_no',
      'member.tracking_type',
      'employee.job_title',
      'employee.department_code',
      'employee.holiday_day_type',
      'employee.unused_holidays',
      fullName.as('full_name'),
    ])
    .where('member.holiday_plan_id', '=', planId)
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('member.employee_no')
    .execute();
}

export async function findPlanEmployee(db: Executor, companyCode: string, id: number) {
  return db
    .selectFrom('holiday_plan_employees as member')
    .innerJoin('holiday_plans as plan', 'plan.id', 'member.holiday_plan_id')
    .select(['member.id', 'member.holiday_plan_id', 'member.employee_no'])
    .where('plan.company_code', '=', companyCode)
    .where('member.id', '=', id)
    .executeTakeFirst();
}

export async function removePlanEmployee(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('holiday_plan_employees').where('id', '=', id).execute();
}

function availableEmployees(db: Executor, filter: { companyCode: string; planId: number; search: string | undefined }) {
  let query = db
    .selectFrom('employees as employee')
    .leftJoin('departments as department', (join) =>
      join.onRef('department.company_code', '=', 'employee.company_code').onRef('department.code', '=', 'employee.department_code'),
    )
    .where('employee.company_code', '=', filter.companyCode)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('holiday_plan_employees as member')
            .select('member.id')
            .where('member.holiday_plan_id', '=', filter.planId)
            .whereRef('member.employee_no', '=', 'employee.employee_no'),
        ),
      ),
    );
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('employee.employee_no', 'ilike', pattern), eb(fullName, 'ilike', pattern), eb('department.name', 'ilike', pattern)]),
    );
  }
  return query;
}

export async function listAvailableEmployees(
  db: Executor,
  filter: { companyCode: string; planId: number; search: string | undefined; offset: number; limit: number },
) {
  return availableEmployees(db, filter)
    .select([
      'employee.employee_no',
      'employee.job_title',
      'employee.department_code',
      'department.name as department_name',
      fullName.as('full_name'),
    ])
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('employee.employee_no')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countAvailableEmployees(db: Executor, filter: { companyCode: string; planId: number; search: string | undefined }) {
  const row = await availableEmployees(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Each employee's holiday reserve on a date: the ERP's latest snapshot on or before it, else the unused days on the sync date. */
export async function reservesOn(db: Executor, companyCode: string, employeeNos: string[], date: string) {
  if (employeeNos.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('employees as employee')
    .select([
      'employee.employee_no',
      'employee.unused_holidays',
      (eb) =>
        eb
          .selectFrom('holiday_reserves as reserve')
          .select('reserve.holiday_reserve')
          .whereRef('reserve.company_code', '=', 'employee.company_code')
          .whereRef('reserve.employee_no', '=', 'employee.employee_no')
          .where('reserve.as_of_date', '<=', date)
          .orderBy('reserve.as_of_date', 'desc')
          .limit(1)
          .as('reserve'),
    ])
    .where('employee.company_code', '=', companyCode)
    .where('employee.employee_no', 'in', employeeNos)
    .execute();
  return new Map(rows.map((row) => [row.employee_no, Number(row.reserve ?? row.unused_holidays)]));
}

// ---------------------------------------------------------------------------------------------------
// Entries

function entries(db: Executor) {
  return db
    .selectFrom('holiday_plan_entries as entry')
    .innerJoin('employees as employee', (join) =>
      join.onRef('employee.company_code', '=', 'entry.company_code').onRef('employee.employee_no', '=', 'entry.employee_no'),
    )
    .leftJoin('forms as form', 'form.id', 'entry.form_id')
    .select([
      'entry.id',
      'entry.holiday_plan_id',
      'entry.employee_no',
      'entry.form_id',
      'entry.date_from',
      'entry.date_to',
      'entry.holiday_status',
      'entry.source',
      'entry.created_by',
      'form.name as form_name',
      'form.holiday_planning_color as color',
      fullName.as('employee_full_name'),
    ]);
}

export type EntryRow = Awaited<ReturnType<typeof listEntries>>[number];

/** A plan's entries (of one employee when named), optionally only those reaching into a range. */
export async function listEntries(db: Executor, planId: number, filter: { employeeNo?: string; from?: string; to?: string } = {}) {
  let query = entries(db).where('entry.holiday_plan_id', '=', planId);
  if (filter.employeeNo !== undefined) query = query.where('entry.employee_no', '=', filter.employeeNo);
  if (filter.from !== undefined) query = query.where('entry.date_to', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('entry.date_from', '<=', filter.to);
  return query.orderBy('entry.employee_no').orderBy('entry.date_from').orderBy('entry.id').execute();
}

/** Entries of several plans reaching into a range (the employee's absence plan). */
export async function listEntriesOfPlans(db: Executor, planIds: number[], from: string, to: string) {
  if (planIds.length === 0) return [];
  return entries(db)
    .where('entry.holiday_plan_id', 'in', planIds)
    .where('entry.date_to', '>=', from)
    .where('entry.date_from', '<=', to)
    .orderBy('entry.employee_no')
    .orderBy('entry.date_from')
    .execute();
}

export async function findEntry(db: Executor, companyCode: string, id: number) {
  return entries(db).where('entry.company_code', '=', companyCode).where('entry.id', '=', id).executeTakeFirst();
}

/** The ranges of the plan's entries of the employees named (for the overlap check under the plan's lock). */
export async function entryRanges(db: Executor, planId: number, employeeNos: string[]) {
  if (employeeNos.length === 0) return [];
  return db
    .selectFrom('holiday_plan_entries')
    .select(['id', 'employee_no', 'date_from', 'date_to', 'holiday_status'])
    .where('holiday_plan_id', '=', planId)
    .where('employee_no', 'in', employeeNos)
    .execute();
}

/** Which of the ids are the plan's entries, with their employees. */
export async function entryIdsOfPlan(db: Executor, planId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('holiday_plan_entries')
    .select(['id', 'employee_no'])
    .where('holiday_plan_id', '=', planId)
    .where('id', 'in', ids)
    .execute();
}

export async function memberEmployeeNos(db: Executor, planId: number, employeeNos: string[]): Promise<Set<string>> {
  if (employeeNos.length === 0) return new Set();
  const rows = await db
    .selectFrom('holiday_plan_employees')
    .select('employee_no')
    .where('holiday_plan_id', '=', planId)
    .where('employee_no', 'in', employeeNos)
    .execute();
  return new Set(rows.map((row) => row.employee_no));
}

/** The company's own forms and the shared ones (a form belongs to its group's company, migration 0027). */
function ofCompanyOrShared(companyCode: string | null) {
  return (eb: ExpressionBuilder<Database, 'forms'>) =>
    eb(
      'forms.form_group_id',
      'in',
      eb
        .selectFrom('form_groups')
        .select('form_groups.id')
        .where(
          companyCode === null
            ? sql<boolean>`form_groups.company_code is null`
            : ownOrSharedDefinition('form_groups.company_code', companyCode),
        ),
    );
}

export async function holidayTypeIds(db: Executor, ids: number[], companyCode: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('forms')
    .select('id')
    .where('id', 'in', ids)
    .where('allow_holiday_planning', '=', true)
    .where('archived', '=', false)
    .where(ofCompanyOrShared(companyCode))
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function listHolidayTypes(db: Executor, companyCode: string | null) {
  return db
    .selectFrom('forms')
    .select(['id', 'name', 'holiday_planning_color as color'])
    .where('allow_holiday_planning', '=', true)
    .where('archived', '=', false)
    .where(ofCompanyOrShared(companyCode))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export interface EntryValues {
  employeeNo: string;
  dateFrom: string;
  dateTo: string;
  formId: number | null;
  holidayStatus: number;
}

/** New entries in one statement. */
export async function insertEntries(
  db: Executor,
  plan: { id: number; companyCode: string },
  values: EntryValues[],
  meta: { source: 'planner' | 'employee'; userId: number | null },
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insertInto('holiday_plan_entries')
    .values(
      values.map((value) => ({
        holiday_plan_id: plan.id,
        company_code: plan.companyCode,
        employee_no: value.employeeNo,
        form_id: value.formId,
        date_from: value.dateFrom,
        date_to: value.dateTo,
        holiday_status: value.holidayStatus,
        source: meta.source,
        created_by: meta.userId,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Changed entries in one statement (a VALUES list joined on id). */
export async function updateEntries(db: Executor, planId: number, values: Array<EntryValues & { id: number }>): Promise<void> {
  if (values.length === 0) return;
  const rows = sql.join(
    values.map(
      (value) =>
        sql`(${value.id}::integer, ${value.employeeNo}::text, ${value.dateFrom}::date, ${value.dateTo}::date, ${value.formId}::integer, ${value.holidayStatus}::smallint)`,
    ),
  );
  await sql`
    update holiday_plan_entries as entry
       set employee_no = changed.employee_no, date_from = changed.date_from, date_to = changed.date_to,
           form_id = changed.form_id, holiday_status = changed.holiday_status, updated_at = now()
      from (values ${rows}) as changed(id, employee_no, date_from, date_to, form_id, holiday_status)
     where entry.id = changed.id and entry.holiday_plan_id = ${planId}`.execute(db);
}

export async function deleteEntries(db: Executor, planId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('holiday_plan_entries').where('holiday_plan_id', '=', planId).where('id', 'in', ids).execute();
}

/**
 * Generation (set-based, idempotent): each approved absence of the annual leave codes (activity codes
 * taken from the holiday reserve) of the chosen plan employees reaching into the range becomes an
 * accepted entry, clipped to the plan's period, unless it was generated before or an entry of the
 * employee already shares a day with it.
 */
export async function generateFromAbsences(
  db: Executor,
  input: { planId: number; companyCode: string; employeeNos: string[]; from: string; to: string; userId: number },
): Promise<number> {
  const chosen: Expression<SqlBool> =
    input.employeeNos.length > 0 ? sql<SqlBool>`absence.employee_no in (${sql.join(input.employeeNos)})` : sql<SqlBool>`true`;
  const result = await sql`
    insert into holiday_plan_entries
      (holiday_plan_id, company_code, employee_no, form_id, date_from, date_to, holiday_status, source, absence_entry_no, created_by)
    select ${input.planId}, absence.company_code, absence.employee_no,
           (select form.id from forms as form
             where form.allow_holiday_planning and not form.archived and form.activity_code = absence.activity_code
             order by form.sort_order, form.id limit 1),
           greatest(absence.date_from, ${input.from}::date), least(absence.date_to, ${input.to}::date), 1, 'application',
           absence.entry_no, ${input.userId}
      from absences as absence
      join holiday_plan_employees as member
        on member.holiday_plan_id = ${input.planId} and member.employee_no = absence.employee_no
      join activity_codes as code
        on code.company_code = absence.company_code and code.code = absence.activity_code and code.uses_holiday_reserve
     where absence.company_code = ${input.companyCode}
       and absence.date_to >= ${input.from}::date and absence.date_from <= ${input.to}::date
       and ${chosen}
       and not exists (
         select 1 from holiday_plan_entries as existing
          where existing.holiday_plan_id = ${input.planId} and existing.employee_no = absence.employee_no
            and existing.date_from <= least(absence.date_to, ${input.to}::date)
            and existing.date_to >= greatest(absence.date_from, ${input.from}::date))
    on conflict (holiday_plan_id, absence_entry_no) where absence_entry_no is not null do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The absences generation considers (written or skipped). */
export async function countAbsencesToGenerate(
  db: Executor,
  input: { planId: number; companyCode: string; employeeNos: string[]; from: string; to: string },
): Promise<number> {
  let query = db
    .selectFrom('absences as absence')
    .innerJoin('holiday_plan_employees as member', (join) =>
      join.on('member.holiday_plan_id', '=', input.planId).onRef('member.employee_no', '=', 'absence.employee_no'),
    )
    .innerJoin('activity_codes as code', (join) =>
      join.onRef('code.company_code', '=', 'absence.company_code').onRef('code.code', '=', 'absence.activity_code'),
    )
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('absence.company_code', '=', input.companyCode)
    .where('code.uses_holiday_reserve', '=', true)
    .where('absence.date_to', '>=', input.from)
    .where('absence.date_from', '<=', input.to);
  if (input.employeeNos.length > 0) query = query.where('absence.employee_no', 'in', input.employeeNos);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

// ---------------------------------------------------------------------------------------------------
// The employee's side

/** The plans the employee is in that reach into a range. */
export async function plansOfEmployee(db: Executor, companyCode: string, employeeNo: string, from: string, to: string) {
  return db
    .selectFrom('holiday_plans as plan')
    .innerJoin('holiday_plan_employees as member', 'member.holiday_plan_id', 'plan.id')
    .select(['plan.id', 'plan.code', 'plan.name', 'plan.start_date', 'plan.end_date', 'plan.status'])
    .where('plan.company_code', '=', companyCode)
    .where('member.employee_no', '=', employeeNo)
    .where('plan.start_date', '<=', to)
    .where('plan.end_date', '>=', from)
    .orderBy('plan.start_date')
    .orderBy('plan.id')
    .execute();
}

/** The employee's plan whose period holds the whole range (the latest starting one), locked. */
export async function lockPlanOfEmployeeFor(db: Executor, companyCode: string, employeeNo: string, from: string, to: string) {
  return db
    .selectFrom('holiday_plans as plan')
    .innerJoin('holiday_plan_employees as member', 'member.holiday_plan_id', 'plan.id')
    .select(['plan.id', 'plan.status', 'plan.start_date', 'plan.end_date'])
    .where('plan.company_code', '=', companyCode)
    .where('member.employee_no', '=', employeeNo)
    .where('plan.start_date', '<=', from)
    .where('plan.end_date', '>=', to)
    .orderBy('plan.start_date', 'desc')
    .orderBy('plan.id', 'desc')
    .limit(1)
    .forUpdate('plan')
    .executeTakeFirst();
}

/** The employees of the plans (their lines on the absence plan). */
export async function membersOfPlans(db: Executor, planIds: number[]) {
  if (planIds.length === 0) return [];
  return db
    .selectFrom('holiday_plan_employees as member')
    .innerJoin('employees as employee', (join) =>
      join.onRef('employee.company_code', '=', 'member.company_code').onRef('employee.employee_no', '=', 'member.employee_no'),
    )
    .select(['member.employee_no', fullName.as('full_name')])
    .where('member.holiday_plan_id', 'in', planIds)
    .distinct()
    .orderBy('full_name')
    .orderBy('member.employee_no')
    .execute();
}

/** The actual absences (the ERP's employee activities) of the employees that touch the range, by employee and start. */
export async function listEmployeeActivities(db: Executor, companyCode: string, employeeNos: readonly string[], from: string, to: string) {
  if (employeeNos.length === 0) return [];
  return db
    .selectFrom('employee_activities')
    .select(['entry_no', 'employee_no', 'date_from', 'date_to', 'activity_type', 'activity_code', 'description', 'color'])
    .where('company_code', '=', companyCode)
    .where('employee_no', 'in', employeeNos)
    .where('date_to', '>=', from)
    .where('date_from', '<=', to)
    .orderBy('employee_no')
    .orderBy('date_from')
    .orderBy('entry_no')
    .execute();
}
