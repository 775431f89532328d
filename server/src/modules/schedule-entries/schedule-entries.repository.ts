import type { IsoDate } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';

// All SQL of generation and editing of a schedule's month: the period row (created on demand, locked
// while a generation or a commit writes), the planners' edit sessions and their cell changes, and the
// set-based writes of day entries. Large writes pass their rows as parallel arrays and unnest them, so a
// month of 2,000 lines is one statement, not 62,000.

export interface ScheduleMonth {
  scheduleId: number;
  year: number;
  month: number;
}

export interface PeriodRow {
  id: number;
  status: number;
  manual_lock: boolean;
  version: number;
}

// ---------------------------------------------------------------------------------------------------
// Periods

/** Creates the month's period (InProgress, version 0) unless it exists; a month without one is "not started". */
export async function ensurePeriod(db: Executor, month: ScheduleMonth): Promise<void> {
  await db
    .insertInto('schedule_periods')
    .values({ schedule_id: month.scheduleId, year: month.year, month: month.month })
    .onConflict((conflict) => conflict.columns(['schedule_id', 'year', 'month']).doNothing())
    .execute();
}

function periodQuery(db: Executor, month: ScheduleMonth) {
  return db
    .selectFrom('schedule_periods')
    .select(['id', 'status', 'manual_lock', 'version'])
    .where('schedule_id', '=', month.scheduleId)
    .where('year', '=', month.year)
    .where('month', '=', month.month);
}

export function findPeriod(db: Executor, month: ScheduleMonth): Promise<PeriodRow | undefined> {
  return periodQuery(db, month).executeTakeFirst();
}

/** The period row locked (FOR UPDATE) until the transaction ends: commits and generations of a month queue here. */
export function lockPeriod(trx: Executor, month: ScheduleMonth): Promise<PeriodRow | undefined> {
  return periodQuery(trx, month).forUpdate().executeTakeFirst();
}

/** One more committed change of the month: open edit sessions based on the old version become stale. */
export async function bumpVersion(trx: Executor, periodId: number): Promise<number> {
  const row = await trx
    .updateTable('schedule_periods')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
    .where('id', '=', periodId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

// ---------------------------------------------------------------------------------------------------
// Memberships, formulas, employees

export interface MembershipRow {
  employee_no: string;
  schedule_formula_id: number | null;
  formula_offset: number;
  valid_from: IsoDate;
  valid_to: IsoDate | null;
  shortened_pre_holiday: boolean;
}

/** The schedule's memberships valid on some day of the range (of the given employees, when given). */
export function listMemberships(
  db: Executor,
  filter: { scheduleId: number; from: IsoDate; to: IsoDate; employeeNos?: readonly string[] | undefined },
): Promise<MembershipRow[]> {
  let query = db
    .selectFrom('schedule_employees as member')
    .innerJoin('employees as employee', (join) =>
      join.onRef('employee.company_code', '=', 'member.company_code').onRef('employee.employee_no', '=', 'member.employee_no'),
    )
    .select([
      'member.employee_no',
      'member.schedule_formula_id',
      'member.formula_offset',
      sql<IsoDate>`to_char(member.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<IsoDate | null>`to_char(member.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
      'employee.shortened_pre_holiday',
    ])
    .where('member.schedule_id', '=', filter.scheduleId)
    .where('member.valid_from', '<=', filter.to)
    .where((eb) => eb.or([eb('member.valid_to', 'is', null), eb('member.valid_to', '>=', filter.from)]))
    .orderBy('member.employee_no')
    .orderBy('member.valid_from');
  if (filter.employeeNos) query = query.where('member.employee_no', '=', sql<string>`any(${[...filter.employeeNos]}::text[])`);
  return query.execute();
}

export interface FormulaRow {
  id: number;
  type: 'continuous' | 'cyclic';
  start_date: IsoDate;
  end_date: IsoDate | null;
  holiday_shift_id: number | null;
  /** Position i is shift_ids[i]; null is a day off. */
  shift_ids: Array<number | null>;
}

export function listFormulas(db: Executor, formulaIds: readonly number[]): Promise<FormulaRow[]> {
  if (formulaIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('schedule_formulas as formula')
    .select([
      'formula.id',
      sql<'continuous' | 'cyclic'>`formula.type`.as('type'),
      sql<IsoDate>`to_char(formula.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<IsoDate | null>`to_char(formula.end_date, 'YYYY-MM-DD')`.as('end_date'),
      'formula.holiday_shift_id',
      sql<Array<number | null>>`coalesce((
        select array_agg(entry.shift_id order by entry.position) from schedule_formula_entries entry
        where entry.schedule_formula_id = formula.id), '{}')`.as('shift_ids'),
    ])
    .where('formula.id', '=', sql<number>`any(${[...formulaIds]}::int[])`)
    .execute();
}

/** Whether each employee is flagged for shortened pre-holiday time (short-day shift times). */
export async function shortenedPreHolidayOf(db: Executor, companyCode: string, employeeNos: readonly string[]): Promise<Set<string>> {
  if (employeeNos.length === 0) return new Set();
  const rows = await db
    .selectFrom('employees')
    .select('employee_no')
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', sql<string>`any(${[...employeeNos]}::text[])`)
    .where('shortened_pre_holiday', '=', true)
    .execute();
  return new Set(rows.map((row) => row.employee_no));
}

export interface AbsenceRow {
  employee_no: string;
  activity_code: string;
  date_from: IsoDate;
  date_to: IsoDate;
  hours_per_day: number;
}

/** The ERP's approved absences of the employees that touch the range. */
export function listAbsences(
  db: Executor,
  filter: { companyCode: string; employeeNos: readonly string[]; from: IsoDate; to: IsoDate },
): Promise<AbsenceRow[]> {
  if (filter.employeeNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('absences')
    .select([
      'employee_no',
      'activity_code',
      sql<IsoDate>`to_char(date_from, 'YYYY-MM-DD')`.as('date_from'),
      sql<IsoDate>`to_char(date_to, 'YYYY-MM-DD')`.as('date_to'),
      sql<number>`hours_per_day::float8`.as('hours_per_day'),
    ])
    .where('company_code', '=', filter.companyCode)
    .where('employee_no', '=', sql<string>`any(${[...filter.employeeNos]}::text[])`)
    .where('date_from', '<=', filter.to)
    .where('date_to', '>=', filter.from)
    .orderBy('employee_no')
    .orderBy('date_from')
    .orderBy('entry_no')
    .execute();
}

// ---------------------------------------------------------------------------------------------------
// Generation: set-based writes

/** The cells a generation covers: these dates, of these employees or (null) of every employee. */
export interface GenerationScope {
  scheduleId: number;
  dates: readonly IsoDate[];
  employeeNos: readonly string[] | null;
}

/** Planned day entries as parallel arrays, one element per cell. */
export interface PlannedEntries {
  employeeNos: string[];
  dates: IsoDate[];
  shiftIds: number[];
  startTimes: Array<string | null>;
  endTimes: Array<string | null>;
  workMinutes: number[];
}

/** A day of an employee whose entries a write changed. */
export interface DayCell {
  employee_no: string;
  date: IsoDate;
}

const cellColumns = sql`employee_no, to_char(date, 'YYYY-MM-DD') as date`;

export interface WantedAbsences {
  employeeNos: string[];
  dates: IsoDate[];
  activityCodes: string[];
  absenceMinutes: number[];
}

function inScope(scope: GenerationScope, alias: string) {
  const employees =
    scope.employeeNos === null ? sql`true` : sql`${sql.ref(`${alias}.employee_no`)} = any(${[...scope.employeeNos]}::text[])`;
  return sql`${sql.ref(`${alias}.schedule_id`)} = ${scope.scheduleId}
    and ${sql.ref(`${alias}.date`)} = any(${[...scope.dates]}::date[]) and ${employees}`;
}

/**
 * The ERP's absences of the scope as integration activities: entries no longer wanted are removed,
 * missing ones added; ones already there stay as they are (same ids), so placing twice changes nothing.
 * Answers the cells of the removed and added entries too.
 */
export async function replaceErpEntries(
  trx: Executor,
  input: { companyCode: string; scope: GenerationScope; wanted: WantedAbsences },
): Promise<{ written: number; removed: number; cells: DayCell[] }> {
  const { wanted } = input;
  const wantedRows = sql`unnest(${wanted.employeeNos}::text[], ${wanted.dates}::date[], ${wanted.activityCodes}::text[],
    ${wanted.absenceMinutes}::int[]) as wanted(employee_no, date, activity_code, absence_minutes)`;
  const removed = await sql<DayCell>`
    delete from schedule_entries entry
    where ${inScope(input.scope, 'entry')} and entry.source = 'erp'
      and not exists (
        select 1 from ${wantedRows}
        where wanted.employee_no = entry.employee_no and wanted.date = entry.date
          and wanted.activity_code = entry.activity_code and wanted.absence_minutes = entry.absence_minutes)
    returning ${cellColumns}`.execute(trx);
  const written = await sql<DayCell>`
    insert into schedule_entries (schedule_id, company_code, employee_no, date, type, source, activity_code, absence_minutes)
    select ${input.scope.scheduleId}, ${input.companyCode}, wanted.employee_no, wanted.date, 'integration_activity', 'erp',
      wanted.activity_code, wanted.absence_minutes
    from ${wantedRows}
    where not exists (
      select 1 from schedule_entries entry
      where entry.schedule_id = ${input.scope.scheduleId} and entry.source = 'erp' and entry.employee_no = wanted.employee_no
        and entry.date = wanted.date and entry.activity_code = wanted.activity_code)
    returning ${cellColumns}`.execute(trx);
  return { written: written.rows.length, removed: removed.rows.length, cells: [...removed.rows, ...written.rows] };
}

/**
 * The cells of the scope the formula must leave alone: they hold a planner's work or activity entry,
 * or a persistent entry of any kind. (Read under the period's lock: commits, which write planners'
 * entries, wait for it.)
 */
export async function listKeptCells(trx: Executor, scope: GenerationScope): Promise<Array<{ employee_no: string; date: IsoDate }>> {
  const result = await sql<{ employee_no: string; date: IsoDate }>`
    select distinct kept.employee_no, to_char(kept.date, 'YYYY-MM-DD') as date
    from schedule_entries kept
    where ${inScope(scope, 'kept')} and ((kept.source = 'manual' and kept.type in ('work', 'activity')) or kept.is_persistent)`.execute(
    trx,
  );
  return result.rows;
}

/** The scope's formula entries generation may replace (persistent ones stay): their ids and cells. */
export async function listReplaceableFormulaEntries(
  trx: Executor,
  scope: GenerationScope,
): Promise<Array<{ id: number; employee_no: string; date: IsoDate }>> {
  const result = await sql<{ id: number; employee_no: string; date: IsoDate }>`
    select entry.id, entry.employee_no, to_char(entry.date, 'YYYY-MM-DD') as date
    from schedule_entries entry
    where ${inScope(scope, 'entry')} and entry.source = 'formula' and not entry.is_persistent`.execute(trx);
  return result.rows;
}

/**
 * Removes day entries by id in one statement. (Generation works out which in memory: an anti-join of
 * 62,000 entries against as many planned cells passed as arrays can get a nested-loop plan.)
 */
export async function deleteEntriesById(trx: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await sql`delete from schedule_entries where id = any(${[...ids]}::int[])`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Writes the planned formula entries in one upsert: new cells are inserted, cells whose shift, times
 * or minutes differ are updated, equal ones are not touched (so a second run writes nothing). The plan
 * leaves out the kept cells (listKeptCells). Answers the cells written.
 */
export async function upsertFormulaEntries(
  trx: Executor,
  input: { scheduleId: number; companyCode: string; planned: PlannedEntries },
): Promise<DayCell[]> {
  const { planned } = input;
  const result = await sql<DayCell>`
    insert into schedule_entries (schedule_id, company_code, employee_no, date, type, source, shift_id, start_time, end_time, work_minutes)
    select ${input.scheduleId}, ${input.companyCode}, cell.employee_no, cell.date, 'work', 'formula', cell.shift_id, cell.start_time,
      cell.end_time, cell.work_minutes
    from unnest(${planned.employeeNos}::text[], ${planned.dates}::date[], ${planned.shiftIds}::int[], ${planned.startTimes}::time[],
      ${planned.endTimes}::time[], ${planned.workMinutes}::int[]) as cell(employee_no, date, shift_id, start_time, end_time, work_minutes)
    on conflict (schedule_id, employee_no, date) where source = 'formula' do update
      set shift_id = excluded.shift_id, start_time = excluded.start_time, end_time = excluded.end_time,
        work_minutes = excluded.work_minutes
      where not schedule_entries.is_persistent
        and (schedule_entries.shift_id, schedule_entries.start_time, schedule_entries.end_time, schedule_entries.work_minutes)
          is distinct from (excluded.shift_id, excluded.start_time, excluded.end_time, excluded.work_minutes)
    returning ${cellColumns}`.execute(trx);
  return result.rows;
}

// ---------------------------------------------------------------------------------------------------
// Edit sessions

export interface SessionRow {
  id: number;
  base_version: number;
}

function sessionQuery(db: Executor, periodId: number, userId: number) {
  return db
    .selectFrom('schedule_edit_sessions')
    .select(['id', 'base_version'])
    .where('schedule_period_id', '=', periodId)
    .where('user_id', '=', userId);
}

export function findSession(db: Executor, periodId: number, userId: number): Promise<SessionRow | undefined> {
  return sessionQuery(db, periodId, userId).executeTakeFirst();
}

/** The caller's session locked (FOR UPDATE): its changes are appended, undone or committed one call at a time. */
export function lockSession(trx: Executor, periodId: number, userId: number): Promise<SessionRow | undefined> {
  return sessionQuery(trx, periodId, userId).forUpdate().executeTakeFirst();
}

/** Opens the caller's session on the period's version unless one is open (one per period and user). */
export async function openSession(trx: Executor, input: { periodId: number; userId: number; baseVersion: number }): Promise<void> {
  await trx
    .insertInto('schedule_edit_sessions')
    .values({ schedule_period_id: input.periodId, user_id: input.userId, base_version: input.baseVersion })
    .onConflict((conflict) => conflict.columns(['schedule_period_id', 'user_id']).doNothing())
    .execute();
}

export async function rebaseSession(trx: Executor, sessionId: number, baseVersion: number): Promise<void> {
  await trx
    .updateTable('schedule_edit_sessions')
    .set({ base_version: baseVersion, updated_at: sql<Date>`now()` })
    .where('id', '=', sessionId)
    .execute();
}

export async function deleteSession(trx: Executor, sessionId: number): Promise<number> {
  const result = await trx.deleteFrom('schedule_edit_sessions').where('id', '=', sessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Cells with a change and the undo steps (batches) left. */
export async function countChanges(db: Executor, sessionId: number): Promise<{ changedCells: number; undoSteps: number }> {
  const row = await db
    .selectFrom('schedule_edit_changes')
    .select([
      sql<number>`count(distinct (employee_no, date))::int`.as('changed_cells'),
      sql<number>`count(distinct batch)::int`.as('undo_steps'),
    ])
    .where('schedule_edit_session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return { changedCells: row.changed_cells, undoSteps: row.undo_steps };
}

/**
 * Appends one call's cell changes as the session's next batch (one undo step), in the cells' order. A
 * create names a shift (a work entry) or an activity code (an activity entry).
 */
export async function appendBatch(
  trx: Executor,
  input: {
    sessionId: number;
    action: 'create' | 'delete';
    shiftId: number | null;
    activityCode?: string | null;
    employeeNos: string[];
    dates: IsoDate[];
  },
): Promise<void> {
  const activityCode = input.activityCode ?? null;
  const type = input.action === 'delete' ? null : activityCode !== null ? 'activity' : 'work';
  await sql`
    insert into schedule_edit_changes (schedule_edit_session_id, batch, action, employee_no, date, type, shift_id, activity_code)
    select ${input.sessionId}, next.batch, ${input.action}, cell.employee_no, cell.date,
      ${type}::text, ${input.shiftId}::int, ${activityCode}::text
    from unnest(${input.employeeNos}::text[], ${input.dates}::date[]) with ordinality as cell(employee_no, date, ordinal)
    cross join (
      select coalesce(max(batch), 0) + 1 as batch from schedule_edit_changes where schedule_edit_session_id = ${input.sessionId}
    ) next
    order by cell.ordinal`.execute(trx);
}

/** Drops the session's last batch (the last create or delete call); answers whether there was one. */
export async function dropLastBatch(trx: Executor, sessionId: number): Promise<boolean> {
  const result = await sql`
    delete from schedule_edit_changes
    where schedule_edit_session_id = ${sessionId}
      and batch = (select max(batch) from schedule_edit_changes where schedule_edit_session_id = ${sessionId})`.execute(trx);
  return Number(result.numAffectedRows ?? 0) > 0;
}

export interface EffectiveChange {
  employee_no: string;
  date: IsoDate;
  action: 'create' | 'delete';
  shift_id: number | null;
  /** A create's activity code (an activity entry); null for a shift. */
  activity_code: string | null;
}

/** The effective operation of each changed cell: its last change (the highest id). */
export function effectiveChanges(db: Executor, sessionId: number): Promise<EffectiveChange[]> {
  return db
    .selectFrom('schedule_edit_changes')
    .distinctOn(['employee_no', 'date'])
    .select([
      sql<string>`employee_no`.as('employee_no'),
      sql<IsoDate>`to_char(date, 'YYYY-MM-DD')`.as('date'),
      sql<'create' | 'delete'>`action`.as('action'),
      'shift_id',
      'activity_code',
    ])
    .where('schedule_edit_session_id', '=', sessionId)
    .orderBy('employee_no')
    .orderBy('date')
    .orderBy('id', 'desc')
    .execute();
}

/** Cells (employee, date) without a membership of the schedule valid on the date; at most `limit`. */
export function cellsOutsideMemberships(
  db: Executor,
  input: { scheduleId: number; employeeNos: string[]; dates: IsoDate[]; limit: number },
): Promise<Array<{ employee_no: string; date: IsoDate }>> {
  return sql<{ employee_no: string; date: IsoDate }>`
    select cell.employee_no, to_char(cell.date, 'YYYY-MM-DD') as date
    from unnest(${input.employeeNos}::text[], ${input.dates}::date[]) as cell(employee_no, date)
    where not exists (
      select 1 from schedule_employees member
      where member.schedule_id = ${input.scheduleId} and member.employee_no = cell.employee_no
        and member.valid_from <= cell.date and (member.valid_to is null or member.valid_to >= cell.date))
    limit ${input.limit}`
    .execute(db)
    .then((result) => result.rows);
}

/** Whether the shift is a live (not archived) shift of the shift group. */
export async function isLiveShiftOfGroup(db: Executor, shiftGroupId: number, shiftId: number): Promise<boolean> {
  const row = await db
    .selectFrom('shifts')
    .select('id')
    .where('id', '=', shiftId)
    .where('shift_group_id', '=', shiftGroupId)
    .where('archived', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the code is one of the company's activity codes (table notations). */
export async function isActivityCodeOfCompany(db: Executor, companyCode: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('activity_codes')
    .select('code')
    .where('company_code', '=', companyCode)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** Planned activity entries as parallel arrays, one element per cell. */
export interface PlannedActivities {
  employeeNos: string[];
  dates: IsoDate[];
  activityCodes: string[];
  absenceMinutes: number[];
}

/**
 * Committed cells: their work and activity entries go (integration activities and holidays from documents
 * stay), created cells get
 * a planner's entry (a shift's work entry or an activity entry).
 */
export async function applyCellChanges(
  trx: Executor,
  input: {
    scheduleId: number;
    companyCode: string;
    userId: number;
    changed: { employeeNos: string[]; dates: IsoDate[] };
    created: PlannedEntries;
    activities: PlannedActivities;
  },
): Promise<void> {
  await sql`
    delete from schedule_entries entry
    using unnest(${input.changed.employeeNos}::text[], ${input.changed.dates}::date[]) as cell(employee_no, date)
    where entry.schedule_id = ${input.scheduleId} and entry.employee_no = cell.employee_no and entry.date = cell.date
      and entry.type in ('work', 'activity') and entry.document_no is null`.execute(trx);
  const { created, activities } = input;
  if (activities.employeeNos.length > 0) {
    await sql`
      insert into schedule_entries (schedule_id, company_code, employee_no, date, type, source, activity_code, absence_minutes, created_by)
      select ${input.scheduleId}, ${input.companyCode}, cell.employee_no, cell.date, 'activity', 'manual', cell.activity_code,
        cell.absence_minutes, ${input.userId}
      from unnest(${activities.employeeNos}::text[], ${activities.dates}::date[], ${activities.activityCodes}::text[],
        ${activities.absenceMinutes}::int[]) as cell(employee_no, date, activity_code, absence_minutes)`.execute(trx);
  }
  if (created.employeeNos.length === 0) return;
  await sql`
    insert into schedule_entries (schedule_id, company_code, employee_no, date, type, source, shift_id, start_time, end_time,
      work_minutes, created_by)
    select ${input.scheduleId}, ${input.companyCode}, cell.employee_no, cell.date, 'work', 'manual', cell.shift_id, cell.start_time,
      cell.end_time, cell.work_minutes, ${input.userId}
    from unnest(${created.employeeNos}::text[], ${created.dates}::date[], ${created.shiftIds}::int[], ${created.startTimes}::time[],
      ${created.endTimes}::time[], ${created.workMinutes}::int[]) as cell(employee_no, date, shift_id, start_time, end_time, work_minutes)`.execute(
    trx,
  );
}

// ---------------------------------------------------------------------------------------------------
// Holidays (generate-holiday-entries)

/** The company's annual leave code: the first activity code taken from the holiday reserve. */
export async function findAnnualLeaveCode(db: Executor, companyCode: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('activity_codes')
    .select('code')
    .where('company_code', '=', companyCode)
    .where('uses_holiday_reserve', '=', true)
    .orderBy('sort_order')
    .orderBy('code')
    .executeTakeFirst();
  return row?.code;
}

export interface EmployeeMembershipRow {
  schedule_id: number;
  schedule_code: string;
  valid_from: IsoDate;
  valid_to: IsoDate | null;
}

/** The employee's memberships of the company's schedules valid some day of the range, by schedule. */
export function listEmployeeMemberships(
  db: Executor,
  filter: { companyCode: string; employeeNo: string; from: IsoDate; to: IsoDate },
): Promise<EmployeeMembershipRow[]> {
  return db
    .selectFrom('schedule_employees as member')
    .innerJoin('schedules as schedule', 'schedule.id', 'member.schedule_id')
    .select([
      'member.schedule_id',
      'schedule.code as schedule_code',
      sql<IsoDate>`to_char(member.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<IsoDate | null>`to_char(member.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
    ])
    .where('schedule.company_code', '=', filter.companyCode)
    .where('member.company_code', '=', filter.companyCode)
    .where('member.employee_no', '=', filter.employeeNo)
    .where('member.valid_from', '<=', filter.to)
    .where((eb) => eb.or([eb('member.valid_to', 'is', null), eb('member.valid_to', '>=', filter.from)]))
    .orderBy('member.schedule_id')
    .orderBy('member.valid_from')
    .execute();
}

/** Holiday cells as parallel arrays: the schedule, the date and the day's absence minutes. */
export interface HolidayCells {
  scheduleIds: number[];
  dates: IsoDate[];
  absenceMinutes: number[];
}

/**
 * Writes a holiday document's entries (persistent activities carrying the document) into the cells: the
 * cells' work and activity entries of other origins go first (ERP absences stay), then the holiday's
 * entries are added where the document has none yet, so the same document twice writes nothing.
 * Answers the rows written and replaced per schedule.
 */
export async function writeHolidayEntries(
  trx: Executor,
  input: {
    companyCode: string;
    employeeNo: string;
    activityCode: string;
    documentNo: string;
    documentDate: IsoDate;
    userId: number;
    cells: HolidayCells;
  },
): Promise<{ written: Map<number, number>; replaced: Map<number, number>; changed: Array<{ schedule_id: number; date: IsoDate }> }> {
  const { cells } = input;
  const cellRows = sql`unnest(${cells.scheduleIds}::int[], ${cells.dates}::date[], ${cells.absenceMinutes}::int[])
    as cell(schedule_id, date, absence_minutes)`;
  const replaced = await sql<{ schedule_id: number; date: IsoDate }>`
    delete from schedule_entries entry
    using ${cellRows}
    where entry.schedule_id = cell.schedule_id and entry.employee_no = ${input.employeeNo} and entry.date = cell.date
      and entry.type in ('work', 'activity') and entry.document_no is distinct from ${input.documentNo}
    returning entry.schedule_id, to_char(entry.date, 'YYYY-MM-DD') as date`.execute(trx);
  const written = await sql<{ schedule_id: number; date: IsoDate }>`
    insert into schedule_entries (schedule_id, company_code, employee_no, date, type, source, activity_code, absence_minutes,
      is_persistent, document_no, document_date, created_by)
    select cell.schedule_id, ${input.companyCode}, ${input.employeeNo}, cell.date, 'activity', 'manual', ${input.activityCode},
      cell.absence_minutes, true, ${input.documentNo}, ${input.documentDate}::date, ${input.userId}
    from ${cellRows}
    on conflict (schedule_id, employee_no, date, document_no) where document_no is not null do nothing
    returning schedule_id, to_char(date, 'YYYY-MM-DD') as date`.execute(trx);
  const count = (rows: Array<{ schedule_id: number }>) => {
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.schedule_id, (counts.get(row.schedule_id) ?? 0) + 1);
    return counts;
  };
  return { written: count(written.rows), replaced: count(replaced.rows), changed: [...replaced.rows, ...written.rows] };
}
