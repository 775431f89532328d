import type { IsoDate, ScheduleSort, SortDirection, WorkTimeEmployeeSort } from '@portal/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import type { Executor } from '../../db/transaction';

// All SQL of schedules: their definitions, employee groups, memberships (schedule_employees) and
// capacity exceptions. Shift groups, shifts and formulas belong to their own module; the few reads of
// them here (options to choose from, and whether a chosen one fits) stay read-only.

// ---------------------------------------------------------------------------------------------------
// Schedules

/** A membership valid on `today`. */
function validOn(today: IsoDate) {
  return (eb: ExpressionBuilder<Database, 'schedule_employees'>) =>
    eb.and([
      eb('schedule_employees.valid_from', '<=', today),
      eb.or([eb('schedule_employees.valid_to', 'is', null), eb('schedule_employees.valid_to', '>=', today)]),
    ]);
}

export interface ScheduleListFilter {
  companyCode: string;
  /** The schedules the caller may view: all of the company's, or these. */
  visible: 'all' | readonly number[];
  search: string | undefined;
  showArchived: boolean;
}

function scheduleListQuery(db: Executor, filter: ScheduleListFilter) {
  let query = db
    .selectFrom('schedules')
    .innerJoin('shift_groups', 'shift_groups.id', 'schedules.shift_group_id')
    .where('schedules.company_code', '=', filter.companyCode);
  if (filter.visible !== 'all') query = query.where('schedules.id', 'in', filter.visible.length > 0 ? [...filter.visible] : [0]);
  if (!filter.showArchived) query = query.where('schedules.archived', '=', false);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) => eb.or([eb('schedules.code', 'ilike', pattern), eb('schedules.name', 'ilike', pattern)]));
  }
  return query;
}

const scheduleSortColumns = {
  code: sql<string>`lower(schedules.code)`,
  name: sql<string>`lower(schedules.name)`,
  shiftGroup: sql<string>`lower(shift_groups.code)`,
  employeesCount: sql<number>`employees_count`,
} satisfies Record<ScheduleSort, unknown>;

export async function listSchedules(
  db: Executor,
  filter: ScheduleListFilter & { today: IsoDate; sort: ScheduleSort; sortDirection: SortDirection; offset: number; limit: number },
) {
  return scheduleListQuery(db, filter)
    .select((eb) => [
      'schedules.id',
      'schedules.code',
      'schedules.name',
      'schedules.archived',
      'schedules.shift_group_id',
      'shift_groups.code as shift_group_code',
      'shift_groups.name as shift_group_name',
      eb
        .selectFrom('schedule_employees')
        .select((inner) => inner.fn.count<string>(sql`distinct schedule_employees.employee_no`).as('count'))
        .whereRef('schedule_employees.schedule_id', '=', 'schedules.id')
        .where(validOn(filter.today))
        .as('employees_count'),
    ])
    .orderBy(scheduleSortColumns[filter.sort], filter.sortDirection)
    .orderBy('schedules.id', filter.sortDirection)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countSchedules(db: Executor, filter: ScheduleListFilter): Promise<number> {
  const row = await scheduleListQuery(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A schedule of the company with its shift group; another company's is not found. */
export function findInCompany(db: Executor, companyCode: string, id: number) {
  return db
    .selectFrom('schedules')
    .innerJoin('shift_groups', 'shift_groups.id', 'schedules.shift_group_id')
    .selectAll('schedules')
    .select([
      'shift_groups.code as shift_group_code',
      'shift_groups.name as shift_group_name',
      'shift_groups.archived as shift_group_archived',
    ])
    .where('schedules.company_code', '=', companyCode)
    .where('schedules.id', '=', id)
    .executeTakeFirst();
}

/**
 * Locks a schedule of the company (SELECT … FOR UPDATE): changes to its definition and membership are
 * made one at a time, so two planners assigning the same employee cannot both pass the overlap check.
 */
export function lockInCompany(db: Executor, companyCode: string, id: number) {
  return db
    .selectFrom('schedules')
    .select(['id', 'shift_group_id', 'archived'])
    .where('company_code', '=', companyCode)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The company's live shift groups, by code, and the one a schedule already has even if archived since. */
export function listShiftGroups(db: Executor, companyCode: string) {
  return db
    .selectFrom('shift_groups')
    .select(['id', 'code', 'name', 'archived'])
    .where('company_code', '=', companyCode)
    .where('archived', '=', false)
    .orderBy(sql`lower(code)`)
    .orderBy('id')
    .execute();
}

export async function isCodeTaken(db: Executor, companyCode: string, code: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('schedules')
    .select('id')
    .where('company_code', '=', companyCode)
    .where(sql<string>`lower(code)`, '=', code.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface ScheduleValues {
  code: string;
  name: string;
  shiftGroupId: number;
  printHeader: string;
  printCity: string;
  printSignatureColumn: boolean;
  displayDetailedSummaryTable: boolean;
  summaryTableCalculationMode: number;
}

function scheduleColumns(values: ScheduleValues) {
  return {
    code: values.code,
    name: values.name,
    shift_group_id: values.shiftGroupId,
    print_header: values.printHeader,
    print_city: values.printCity,
    print_signature_column: values.printSignatureColumn,
    display_detailed_summary_table: values.displayDetailedSummaryTable,
    summary_table_calculation_mode: values.summaryTableCalculationMode,
  };
}

export async function insertSchedule(db: Executor, companyCode: string, values: ScheduleValues, createdBy: number): Promise<number> {
  const row = await db
    .insertInto('schedules')
    .values({ ...scheduleColumns(values), company_code: companyCode, created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSchedule(db: Executor, id: number, values: ScheduleValues): Promise<void> {
  await db
    .updateTable('schedules')
    .set({ ...scheduleColumns(values), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setArchived(db: Executor, id: number, archived: boolean): Promise<void> {
  await db
    .updateTable('schedules')
    .set({ archived, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether any day entry was planned in the schedule (in any period). */
export async function hasEntries(db: Executor, scheduleId: number): Promise<boolean> {
  const row = await db.selectFrom('schedule_entries').select('id').where('schedule_id', '=', scheduleId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the schedule depends on its shift group: entries, formulas given to its employees or capacity
 * exceptions name the group's shifts and formulas.
 */
export async function usesItsShiftGroup(db: Executor, scheduleId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('schedule_entries').select('id').where('schedule_id', '=', scheduleId).where('shift_id', 'is not', null)),
          eb.exists(
            eb
              .selectFrom('schedule_employees')
              .select('id')
              .where('schedule_id', '=', scheduleId)
              .where('schedule_formula_id', 'is not', null),
          ),
          eb.exists(eb.selectFrom('schedule_capacity_exceptions').select('shift_id').where('schedule_id', '=', scheduleId)),
        ])
        .as('in_use'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.in_use);
}

/** Deletes the schedule; its periods, groups, memberships and capacity exceptions go with it (cascade). */
export async function deleteSchedule(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('schedules').where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------------
// Employee groups

export function listGroups(db: Executor, scheduleId: number) {
  return db
    .selectFrom('schedule_employee_groups')
    .select(['id', 'schedule_id', 'name', 'sort_order', 'is_hidden'])
    .where('schedule_id', '=', scheduleId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** A group with its schedule, if that schedule is the company's. */
export function findGroupInCompany(db: Executor, companyCode: string, groupId: number) {
  return db
    .selectFrom('schedule_employee_groups')
    .innerJoin('schedules', 'schedules.id', 'schedule_employee_groups.schedule_id')
    .select(['schedule_employee_groups.id', 'schedule_employee_groups.schedule_id'])
    .where('schedules.company_code', '=', companyCode)
    .where('schedule_employee_groups.id', '=', groupId)
    .executeTakeFirst();
}

export async function isGroupOfSchedule(db: Executor, scheduleId: number, groupId: number): Promise<boolean> {
  const row = await db
    .selectFrom('schedule_employee_groups')
    .select('id')
    .where('schedule_id', '=', scheduleId)
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Adds a group after the schedule's last one. */
export async function insertGroup(db: Executor, group: { scheduleId: number; name: string; isHidden: boolean }): Promise<number> {
  const row = await db
    .insertInto('schedule_employee_groups')
    .values((eb) => ({
      schedule_id: group.scheduleId,
      name: group.name,
      is_hidden: group.isHidden,
      sort_order: eb
        .selectFrom('schedule_employee_groups')
        .select(sql<number>`coalesce(max(sort_order), 0) + 1`.as('next'))
        .where('schedule_id', '=', group.scheduleId),
    }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGroup(db: Executor, id: number, group: { name: string; isHidden: boolean }): Promise<void> {
  await db.updateTable('schedule_employee_groups').set({ name: group.name, is_hidden: group.isHidden }).where('id', '=', id).execute();
}

/** Deletes a group; its employees stay in the schedule without a group. */
export async function deleteGroup(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('schedule_employees')
    .set({ schedule_employee_group_id: null })
    .where('schedule_employee_group_id', '=', id)
    .execute();
  await db.deleteFrom('schedule_employee_groups').where('id', '=', id).execute();
}

/** Numbers the groups 1, 2, 3 … in the order given (all of them the schedule's; a schedule has a handful). */
export async function setGroupOrder(db: Executor, scheduleId: number, groupIds: readonly number[]): Promise<void> {
  for (const [index, id] of groupIds.entries()) {
    await db
      .updateTable('schedule_employee_groups')
      .set({ sort_order: index + 1 })
      .where('schedule_id', '=', scheduleId)
      .where('id', '=', id)
      .execute();
  }
}

// ---------------------------------------------------------------------------------------------------
// Memberships (schedule employees)

/**
 * A schedule's employees with their directory fields: by group, then line order, then name. Every
 * validity, or those valid some day of `range` (a month's employees).
 */
export function listAssigned(db: Executor, companyCode: string, scheduleId: number, range?: { from: IsoDate; to: IsoDate }) {
  let query = db
    .selectFrom('schedule_employees')
    .innerJoin('employees', (join) =>
      join
        .onRef('employees.company_code', '=', 'schedule_employees.company_code')
        .onRef('employees.employee_no', '=', 'schedule_employees.employee_no'),
    )
    .leftJoin('departments', (join) =>
      join.onRef('departments.company_code', '=', 'employees.company_code').onRef('departments.code', '=', 'employees.department_code'),
    )
    .leftJoin('schedule_employee_groups', 'schedule_employee_groups.id', 'schedule_employees.schedule_employee_group_id')
    .select([
      'schedule_employees.id',
      'schedule_employees.schedule_id',
      'schedule_employees.employee_no',
      'schedule_employees.schedule_employee_group_id',
      'schedule_employees.schedule_formula_id',
      'schedule_employees.formula_offset',
      'schedule_employees.tracking_type',
      'schedule_employees.valid_from',
      'schedule_employees.valid_to',
      'employees.first_name',
      'employees.last_name',
      'employees.department_code',
      'employees.job_title',
      'departments.name as department_name',
    ])
    .where('schedule_employees.schedule_id', '=', scheduleId)
    .where('schedule_employees.company_code', '=', companyCode);
  if (range) {
    query = query
      .where('schedule_employees.valid_from', '<=', range.to)
      .where((eb) => eb.or([eb('schedule_employees.valid_to', 'is', null), eb('schedule_employees.valid_to', '>=', range.from)]));
  }
  return query
    .orderBy(sql`schedule_employee_groups.sort_order nulls last`)
    .orderBy('schedule_employees.sort_order')
    .orderBy('employees.last_name')
    .orderBy('employees.first_name')
    .orderBy('schedule_employees.valid_from')
    .execute();
}

/** Not terminated on `today` (a termination date at or before 1900 is the ERP's empty date). */
function isNotTerminated(today: IsoDate) {
  return (eb: ExpressionBuilder<Database, 'employees'>) =>
    eb.or([
      eb('employees.termination_date', 'is', null),
      eb('employees.termination_date', '<=', '1900-12-31'),
      eb('employees.termination_date', '>=', today),
    ]);
}

function matchesEmployeeSearch(search: string | undefined) {
  return (eb: ExpressionBuilder<Database, 'employees'>) => {
    if (!search) return eb.lit(true);
    const pattern = containsPattern(search);
    return eb.or([
      eb(sql<string>`employees.first_name || ' ' || employees.last_name`, 'ilike', pattern),
      eb(sql<string>`employees.last_name || ' ' || employees.first_name`, 'ilike', pattern),
      eb('employees.employee_no', 'ilike', pattern),
    ]);
  };
}

export interface AvailableFilter {
  companyCode: string;
  scheduleId: number;
  today: IsoDate;
  search: string | undefined;
  departmentCode: string | undefined;
}

/** Current employees of the company with no membership of the schedule valid today or later. */
function availableQuery(db: Executor, filter: AvailableFilter) {
  let query = db
    .selectFrom('employees')
    .leftJoin('departments', (join) =>
      join.onRef('departments.company_code', '=', 'employees.company_code').onRef('departments.code', '=', 'employees.department_code'),
    )
    .where('employees.company_code', '=', filter.companyCode)
    .where(isNotTerminated(filter.today))
    .where(matchesEmployeeSearch(filter.search))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('schedule_employees')
            .select('schedule_employees.id')
            .where('schedule_employees.schedule_id', '=', filter.scheduleId)
            .whereRef('schedule_employees.company_code', '=', 'employees.company_code')
            .whereRef('schedule_employees.employee_no', '=', 'employees.employee_no')
            .where((inner) =>
              inner.or([inner('schedule_employees.valid_to', 'is', null), inner('schedule_employees.valid_to', '>=', filter.today)]),
            ),
        ),
      ),
    );
  if (filter.departmentCode) query = query.where('employees.department_code', '=', filter.departmentCode);
  return query;
}

export function listAvailable(db: Executor, filter: AvailableFilter & { offset: number; limit: number }) {
  return availableQuery(db, filter)
    .select([
      'employees.employee_no',
      'employees.first_name',
      'employees.last_name',
      'employees.department_code',
      'employees.job_title',
      'departments.name as department_name',
    ])
    .orderBy('employees.last_name')
    .orderBy('employees.first_name')
    .orderBy('employees.employee_no')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countAvailable(db: Executor, filter: AvailableFilter): Promise<number> {
  const row = await availableQuery(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findEmployee(db: Executor, companyCode: string, employeeNo: string) {
  return db
    .selectFrom('employees')
    .select(['employee_no', 'first_name', 'last_name'])
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .executeTakeFirst();
}

/** Which of these employee numbers are employees of the company. */
export async function existingEmployeeNos(db: Executor, companyCode: string, employeeNos: readonly string[]): Promise<string[]> {
  if (employeeNos.length === 0) return [];
  const rows = await db
    .selectFrom('employees')
    .select('employee_no')
    .where('company_code', '=', companyCode)
    .where('employee_no', 'in', [...employeeNos])
    .execute();
  return rows.map((row) => row.employee_no);
}

/** The department's employees not terminated on `today`, by number. */
export async function departmentEmployeeNos(db: Executor, companyCode: string, departmentCode: string, today: IsoDate): Promise<string[]> {
  const rows = await db
    .selectFrom('employees')
    .select('employee_no')
    .where('company_code', '=', companyCode)
    .where('department_code', '=', departmentCode)
    .where(isNotTerminated(today))
    .orderBy('employee_no')
    .execute();
  return rows.map((row) => row.employee_no);
}

export async function departmentExists(db: Executor, companyCode: string, departmentCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('departments')
    .select('code')
    .where('company_code', '=', companyCode)
    .where('code', '=', departmentCode)
    .executeTakeFirst();
  return row !== undefined;
}

/** Employees among these who already have a membership of the schedule overlapping validFrom–validTo (null: open). */
export async function employeesWithOverlap(
  db: Executor,
  query: { scheduleId: number; employeeNos: readonly string[]; validFrom: IsoDate; validTo: IsoDate | null; exceptId?: number },
): Promise<string[]> {
  if (query.employeeNos.length === 0) return [];
  let select = db
    .selectFrom('schedule_employees')
    .select('employee_no')
    .distinct()
    .where('schedule_id', '=', query.scheduleId)
    .where('employee_no', 'in', [...query.employeeNos])
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', query.validFrom)]));
  if (query.validTo !== null) select = select.where('valid_from', '<=', query.validTo);
  if (query.exceptId !== undefined) select = select.where('id', '<>', query.exceptId);
  const rows = await select.orderBy('employee_no').execute();
  return rows.map((row) => row.employee_no);
}

export interface MembershipValues {
  validFrom: IsoDate;
  validTo: IsoDate | null;
  scheduleFormulaId: number | null;
  formulaOffset: number;
  groupId: number | null;
}

/** Adds memberships after the schedule's last line. */
export async function insertMemberships(
  db: Executor,
  memberships: { scheduleId: number; companyCode: string; employeeNos: readonly string[]; trackingType: number; values: MembershipValues },
): Promise<number[]> {
  if (memberships.employeeNos.length === 0) return [];
  const last = await db
    .selectFrom('schedule_employees')
    .select(sql<number>`coalesce(max(sort_order), 0)`.as('last'))
    .where('schedule_id', '=', memberships.scheduleId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('schedule_employees')
    .values(
      memberships.employeeNos.map((employeeNo, index) => ({
        schedule_id: memberships.scheduleId,
        company_code: memberships.companyCode,
        employee_no: employeeNo,
        tracking_type: memberships.trackingType,
        sort_order: Number(last.last) + index + 1,
        valid_from: memberships.values.validFrom,
        valid_to: memberships.values.validTo,
        schedule_formula_id: memberships.values.scheduleFormulaId,
        formula_offset: memberships.values.formulaOffset,
        schedule_employee_group_id: memberships.values.groupId,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A membership of one of the company's schedules. */
export function findMembershipInCompany(db: Executor, companyCode: string, id: number) {
  return db
    .selectFrom('schedule_employees')
    .innerJoin('schedules', 'schedules.id', 'schedule_employees.schedule_id')
    .selectAll('schedule_employees')
    .where('schedules.company_code', '=', companyCode)
    .where('schedule_employees.id', '=', id)
    .executeTakeFirst();
}

export async function updateMembership(db: Executor, id: number, values: MembershipValues): Promise<void> {
  await db
    .updateTable('schedule_employees')
    .set({
      valid_from: values.validFrom,
      valid_to: values.validTo,
      schedule_formula_id: values.scheduleFormulaId,
      formula_offset: values.formulaOffset,
      schedule_employee_group_id: values.groupId,
    })
    .where('id', '=', id)
    .execute();
}

export async function endMembership(db: Executor, id: number, validTo: IsoDate): Promise<void> {
  await db.updateTable('schedule_employees').set({ valid_to: validTo }).where('id', '=', id).execute();
}

export async function deleteMembership(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('schedule_employees').where('id', '=', id).execute();
}

/** Whether the employee has day entries in the schedule between the dates (to null: open). */
export async function hasEntriesBetween(
  db: Executor,
  query: { scheduleId: number; employeeNo: string; from: IsoDate; to: IsoDate | null },
): Promise<boolean> {
  let select = db
    .selectFrom('schedule_entries')
    .select('id')
    .where('schedule_id', '=', query.scheduleId)
    .where('employee_no', '=', query.employeeNo)
    .where('date', '>=', query.from);
  if (query.to !== null) select = select.where('date', '<=', query.to);
  return (await select.limit(1).executeTakeFirst()) !== undefined;
}

/** An employee's memberships across the company's schedules, latest validity first. */
export function listMembershipsOfEmployee(db: Executor, companyCode: string, employeeNo: string) {
  return db
    .selectFrom('schedule_employees')
    .innerJoin('schedules', 'schedules.id', 'schedule_employees.schedule_id')
    .select([
      'schedule_employees.id',
      'schedule_employees.schedule_id',
      'schedule_employees.tracking_type',
      'schedule_employees.valid_from',
      'schedule_employees.valid_to',
      'schedules.code as schedule_code',
      'schedules.name as schedule_name',
      'schedules.archived as schedule_archived',
    ])
    .where('schedules.company_code', '=', companyCode)
    .where('schedule_employees.company_code', '=', companyCode)
    .where('schedule_employees.employee_no', '=', employeeNo)
    .orderBy('schedule_employees.valid_from', 'desc')
    .orderBy('schedule_employees.id')
    .execute();
}

// ---------------------------------------------------------------------------------------------------
// Formulas and shifts of the schedule's shift group (read only)

/** A formula of the company, with its shift group. */
export function findFormula(db: Executor, companyCode: string, id: number) {
  return db
    .selectFrom('schedule_formulas')
    .select(['id', 'shift_group_id', 'archived'])
    .where('company_code', '=', companyCode)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The shift group's formulas with their cycle length: the live ones, and archived ones some membership of the schedule still has. */
export function listFormulas(db: Executor, query: { companyCode: string; shiftGroupId: number; scheduleId: number }) {
  return db
    .selectFrom('schedule_formulas')
    .select((eb) => [
      'schedule_formulas.id',
      'schedule_formulas.code',
      'schedule_formulas.name',
      'schedule_formulas.type',
      'schedule_formulas.archived',
      eb
        .selectFrom('schedule_formula_entries')
        .select((inner) => inner.fn.countAll<string>().as('count'))
        .whereRef('schedule_formula_entries.schedule_formula_id', '=', 'schedule_formulas.id')
        .as('length'),
    ])
    .where('schedule_formulas.company_code', '=', query.companyCode)
    .where('schedule_formulas.shift_group_id', '=', query.shiftGroupId)
    .where((eb) =>
      eb.or([
        eb('schedule_formulas.archived', '=', false),
        eb.exists(
          eb
            .selectFrom('schedule_employees')
            .select('schedule_employees.id')
            .where('schedule_employees.schedule_id', '=', query.scheduleId)
            .whereRef('schedule_employees.schedule_formula_id', '=', 'schedule_formulas.id'),
        ),
      ]),
    )
    .orderBy(sql`lower(schedule_formulas.code)`)
    .orderBy('schedule_formulas.id')
    .execute();
}

/** The shift group's live work-day shifts, by code. */
export function listWorkShifts(db: Executor, shiftGroupId: number) {
  return db
    .selectFrom('shifts')
    .select(['id', 'code', 'name', 'background_color', 'font_color'])
    .where('shift_group_id', '=', shiftGroupId)
    .where('archived', '=', false)
    .where('type', '=', 'work_day')
    .orderBy(sql`lower(code)`)
    .orderBy('id')
    .execute();
}

export async function isShiftOfGroup(db: Executor, shiftGroupId: number, shiftId: number): Promise<boolean> {
  const row = await db
    .selectFrom('shifts')
    .select('id')
    .where('shift_group_id', '=', shiftGroupId)
    .where('id', '=', shiftId)
    .executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------------
// Capacity exceptions

export async function upsertCapacityException(
  db: Executor,
  exception: { scheduleId: number; shiftId: number; date: IsoDate; minCapacity: number | null; maxCapacity: number | null },
): Promise<void> {
  await db
    .insertInto('schedule_capacity_exceptions')
    .values({
      schedule_id: exception.scheduleId,
      shift_id: exception.shiftId,
      date: exception.date,
      min_capacity: exception.minCapacity,
      max_capacity: exception.maxCapacity,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['schedule_id', 'shift_id', 'date'])
        .doUpdateSet({ min_capacity: exception.minCapacity, max_capacity: exception.maxCapacity }),
    )
    .execute();
}

export async function deleteCapacityException(db: Executor, key: { scheduleId: number; shiftId: number; date: IsoDate }): Promise<void> {
  await db
    .deleteFrom('schedule_capacity_exceptions')
    .where('schedule_id', '=', key.scheduleId)
    .where('shift_id', '=', key.shiftId)
    .where('date', '=', key.date)
    .execute();
}

export function listCapacityExceptions(db: Executor, query: { scheduleId: number; from: IsoDate; to: IsoDate }) {
  return db
    .selectFrom('schedule_capacity_exceptions')
    .select(['shift_id', 'date', 'min_capacity', 'max_capacity'])
    .where('schedule_id', '=', query.scheduleId)
    .where('date', '>=', query.from)
    .where('date', '<=', query.to)
    .orderBy('date')
    .orderBy('shift_id')
    .execute();
}

// ---------------------------------------------------------------------------------------------------
// Worktime employee list (spec 2 §3)

export interface WorkTimeEmployeeFilter {
  companyCode: string;
  search: string | undefined;
  departmentCode: string | undefined;
}

function workTimeEmployeeQuery(db: Executor, filter: WorkTimeEmployeeFilter) {
  let query = db
    .selectFrom('employees')
    .leftJoin('departments', (join) =>
      join.onRef('departments.company_code', '=', 'employees.company_code').onRef('departments.code', '=', 'employees.department_code'),
    )
    .where('employees.company_code', '=', filter.companyCode)
    .where(matchesEmployeeSearch(filter.search));
  if (filter.departmentCode) query = query.where('employees.department_code', '=', filter.departmentCode);
  return query;
}

const workTimeEmployeeSortColumns = {
  employeeNo: sql<string>`employees.employee_no`,
  firstName: sql<string>`lower(employees.first_name)`,
  lastName: sql<string>`lower(employees.last_name)`,
  department: sql<string>`lower(departments.name)`,
  employmentDate: sql<string>`employees.employment_date`,
} satisfies Record<WorkTimeEmployeeSort, unknown>;

export function listWorkTimeEmployees(
  db: Executor,
  filter: WorkTimeEmployeeFilter & { sort: WorkTimeEmployeeSort; sortDirection: SortDirection; offset: number; limit: number },
) {
  return workTimeEmployeeQuery(db, filter)
    .select([
      'employees.personnel_no',
      'employees.employee_no',
      'employees.first_name',
      'employees.last_name',
      'employees.department_code',
      'departments.name as department_name',
      'employees.phone_no',
      'employees.mobile_phone_no',
      'employees.email',
      'employees.company_email',
      'employees.employment_date',
    ])
    .orderBy(sql`${workTimeEmployeeSortColumns[filter.sort]} ${filter.sortDirection === 'desc' ? sql`desc` : sql`asc`} nulls last`)
    .orderBy('employees.employee_no', filter.sortDirection)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

export async function countWorkTimeEmployees(db: Executor, filter: WorkTimeEmployeeFilter): Promise<number> {
  const row = await workTimeEmployeeQuery(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---------------------------------------------------------------------------------------------------
// Committed day entries for other clients, and one employee's figures for the summarised accounting

export interface EntryFilter {
  scheduleId: number;
  from: IsoDate;
  to: IsoDate;
  employeeNo: string | undefined;
}

function entryQuery(db: Executor, filter: EntryFilter) {
  // Served by schedule_entries_schedule_date_idx (schedule_id, date, employee_no), with or without the employee.
  let query = db
    .selectFrom('schedule_entries as entry')
    .where('entry.schedule_id', '=', filter.scheduleId)
    .where('entry.date', '>=', filter.from)
    .where('entry.date', '<=', filter.to);
  if (filter.employeeNo !== undefined) query = query.where('entry.employee_no', '=', filter.employeeNo);
  return query;
}

/** A page of the schedule's committed entries over the range, by date, employee and the entries' order. */
export function listEntries(db: Executor, filter: EntryFilter & { offset: number; limit: number }) {
  return entryQuery(db, filter)
    .leftJoin('shifts as shift', 'shift.id', 'entry.shift_id')
    .leftJoin('employees as employee', (join) =>
      join.onRef('employee.company_code', '=', 'entry.company_code').onRef('employee.employee_no', '=', 'entry.employee_no'),
    )
    .select([
      'entry.id',
      'entry.type',
      sql<string>`to_char(entry.date, 'YYYY-MM-DD')`.as('date'),
      'entry.employee_no',
      'employee.first_name',
      'employee.last_name',
      'entry.shift_id',
      'shift.code as shift_code',
      'entry.activity_code',
      sql<string | null>`to_char(coalesce(entry.start_time, shift.start_time), 'HH24:MI')`.as('start_time'),
      sql<string | null>`to_char(coalesce(entry.end_time, shift.end_time), 'HH24:MI')`.as('end_time'),
      'entry.work_minutes',
      'entry.absence_minutes',
      'entry.source',
    ])
    .orderBy('entry.date')
    .orderBy('entry.employee_no')
    .orderBy('entry.sort_order')
    .orderBy('entry.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countEntries(db: Executor, filter: EntryFilter): Promise<number> {
  const row = await entryQuery(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * An employee's memberships of the schedule valid some day of the range, each with the appointments
 * its norm counts (the membership's own appointment line when it names one, else every one) as
 * [from, to, share] arrays, as the month table's lines have them.
 */
export function listEmployeeMemberships(
  db: Executor,
  query: { companyCode: string; scheduleId: number; employeeNo: string; from: IsoDate; to: IsoDate },
) {
  return db
    .selectFrom('schedule_employees as member')
    .select([
      'member.id',
      sql<string>`to_char(member.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string | null>`to_char(member.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
      memberAppointments(query).as('appointments'),
    ])
    .where('member.schedule_id', '=', query.scheduleId)
    .where('member.company_code', '=', query.companyCode)
    .where('member.employee_no', '=', query.employeeNo)
    .where('member.valid_from', '<=', query.to)
    .where((eb) => eb.or([eb('member.valid_to', 'is', null), eb('member.valid_to', '>=', query.from)]))
    .orderBy('member.valid_from')
    .execute();
}

/** An employee's committed work and absence minutes in the schedule per month of the range, summed in the database. */
export function sumEmployeeMinutesByMonth(db: Executor, query: { scheduleId: number; employeeNo: string; from: IsoDate; to: IsoDate }) {
  return entryQuery(db, { scheduleId: query.scheduleId, from: query.from, to: query.to, employeeNo: query.employeeNo })
    .select([
      sql<number>`extract(year from entry.date)::int`.as('year'),
      sql<number>`extract(month from entry.date)::int`.as('month'),
      sql<string>`sum(entry.work_minutes)`.as('work_minutes'),
      sql<string>`sum(entry.absence_minutes)`.as('absence_minutes'),
    ])
    .groupBy([sql`extract(year from entry.date)`, sql`extract(month from entry.date)`])
    .execute();
}

/** Every employee's committed work and absence minutes in the schedule over the range (the plan of the timesheet reports). */
export function sumMinutesByEmployee(
  db: Executor,
  query: { scheduleId: number; from: IsoDate; to: IsoDate; employeeNos: readonly string[] },
) {
  let entries = entryQuery(db, { scheduleId: query.scheduleId, from: query.from, to: query.to, employeeNo: undefined });
  if (query.employeeNos.length > 0) entries = entries.where('entry.employee_no', 'in', [...query.employeeNos]);
  return entries
    .select([
      'entry.employee_no',
      sql<string>`sum(entry.work_minutes)`.as('work_minutes'),
      sql<string>`sum(entry.absence_minutes)`.as('absence_minutes'),
    ])
    .groupBy('entry.employee_no')
    .execute();
}

/**
 * A schedule member's (`member`) appointments that its norm counts over the range (the membership's own
 * appointment line when it names one, else every one), as [from, to, part-time share] arrays; an ERP's
 * empty end date (year 1900 or before) is an open end. Shared with the month table's lines.
 */
export function memberAppointments(range: { from: IsoDate; to: IsoDate }) {
  return sql<Array<[string, string, string | number]>>`coalesce((
    select json_agg(json_build_array(to_char(appointment.from_date, 'YYYY-MM-DD'), to_char(appointment.to_date, 'YYYY-MM-DD'), appointment.part_time_share))
    from appointments as appointment
    where appointment.company_code = member.company_code
      and appointment.employee_no = member.employee_no
      and (member.appointment_line_no is null or appointment.appointment_line_no = member.appointment_line_no)
      and appointment.from_date <= ${range.to}
      and (appointment.to_date >= ${range.from} or extract(year from appointment.to_date) <= 1900)
  ), '[]'::json)`;
}
