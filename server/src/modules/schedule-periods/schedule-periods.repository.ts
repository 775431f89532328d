import type { IsoDate } from '@portal/shared';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/transaction';
import { memberAppointments } from '../schedules/schedules.repository';
import { userDisplayName } from '../../db/user-name-sql';

// A schedule's months (migration 0012's schedule_periods; reads of schedule_entries, schedule_edit_changes
// and the month's dictionaries). The month table reads a few set-based statements whatever the number of
// lines: its entries come aggregated per employee as compact JSON arrays (dates as day offsets from the
// month's start, times as 'HH:mm'), so 2,000 lines × 31 days are 2,000 rows, not 60,000.

/** A 'time' column read as 'HH:mm'. */
const hhmm = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'HH24:MI')`;

export interface MonthKey {
  scheduleId: number;
  year: number;
  month: number;
}

// ---------------------------------------------------------------------------------------------------
// Periods

/** The month's period with who locked it and the caller's edit session; undefined when the month has no period. */
export function findPeriodWithSession(db: Executor, key: MonthKey & { userId: number }) {
  return db
    .selectFrom('schedule_periods as period')
    .leftJoin('users as locker', 'locker.id', 'period.locked_by')
    .leftJoin('schedule_edit_sessions as session', (join) =>
      join.onRef('session.schedule_period_id', '=', 'period.id').on('session.user_id', '=', key.userId),
    )
    .select([
      'period.id',
      'period.status',
      'period.manual_lock',
      'period.bc_updated_at',
      'period.version',
      userDisplayName('locker').as('locked_by_name'),
      'session.id as session_id',
      'session.base_version',
    ])
    .where('period.schedule_id', '=', key.scheduleId)
    .where('period.year', '=', key.year)
    .where('period.month', '=', key.month)
    .executeTakeFirst();
}

/** Creates the month's period (InProgress) unless it exists: periods come into being on demand. */
export async function ensurePeriod(db: Executor, key: MonthKey): Promise<void> {
  await db
    .insertInto('schedule_periods')
    .values({ schedule_id: key.scheduleId, year: key.year, month: key.month })
    .onConflict((conflict) => conflict.columns(['schedule_id', 'year', 'month']).doNothing())
    .execute();
}

/** Locks the month's period row (FOR UPDATE): status and lock changes of one month happen one at a time. */
export function lockPeriod(db: Executor, key: MonthKey) {
  return db
    .selectFrom('schedule_periods')
    .select(['id', 'status', 'manual_lock'])
    .where('schedule_id', '=', key.scheduleId)
    .where('year', '=', key.year)
    .where('month', '=', key.month)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updatePeriod(
  db: Executor,
  id: number,
  values: { status?: number; manual_lock?: boolean; locked_by?: number | null; bc_updated_at?: Date },
): Promise<void> {
  await db
    .updateTable('schedule_periods')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** A period as the status buttons need it, with who locked it. */
export function findPeriodState(db: Executor, id: number) {
  return db
    .selectFrom('schedule_periods as period')
    .leftJoin('users as locker', 'locker.id', 'period.locked_by')
    .select([
      'period.id',
      'period.status',
      'period.manual_lock',
      'period.bc_updated_at',
      'period.version',
      userDisplayName('locker').as('locked_by_name'),
    ])
    .where('period.id', '=', id)
    .executeTakeFirstOrThrow();
}

export interface PeriodListFilter {
  companyCode: string;
  /** 'all', or the ids of the schedules the caller may view. */
  visible: 'all' | readonly number[];
  scheduleId: number | undefined;
  year: number | undefined;
  locked: 'all' | 'locked' | 'unlocked';
}

function periodListQuery(db: Executor, filter: PeriodListFilter) {
  let query = db
    .selectFrom('schedule_periods as period')
    .innerJoin('schedules as schedule', 'schedule.id', 'period.schedule_id')
    .where('schedule.company_code', '=', filter.companyCode);
  if (filter.visible !== 'all') query = query.where('schedule.id', 'in', filter.visible.length > 0 ? [...filter.visible] : [0]);
  if (filter.scheduleId !== undefined) query = query.where('period.schedule_id', '=', filter.scheduleId);
  if (filter.year !== undefined) query = query.where('period.year', '=', filter.year);
  if (filter.locked !== 'all') query = query.where('period.manual_lock', '=', filter.locked === 'locked');
  return query;
}

/** A page of the periods of the schedules the caller may view: the latest months first, then by schedule. */
export function listPeriods(db: Executor, filter: PeriodListFilter & { offset: number; limit: number }) {
  return periodListQuery(db, filter)
    .leftJoin('users as locker', 'locker.id', 'period.locked_by')
    .select([
      'period.id',
      'period.schedule_id',
      'schedule.code as schedule_code',
      'schedule.name as schedule_name',
      'period.year',
      'period.month',
      'period.status',
      'period.manual_lock',
      userDisplayName('locker').as('locked_by_name'),
      'period.bc_updated_at',
      'period.updated_at',
    ])
    .orderBy('period.year', 'desc')
    .orderBy('period.month', 'desc')
    .orderBy(sql`lower(schedule.name)`)
    .orderBy('period.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countPeriods(db: Executor, filter: PeriodListFilter): Promise<number> {
  const row = await periodListQuery(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---------------------------------------------------------------------------------------------------
// The month table's reads

/** The schedule's employee groups in their order. */
export function listGroups(db: Executor, scheduleId: number) {
  return db
    .selectFrom('schedule_employee_groups')
    .select(['id', 'name', 'is_hidden'])
    .where('schedule_id', '=', scheduleId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export interface LineQuery {
  companyCode: string;
  scheduleId: number;
  from: IsoDate;
  to: IsoDate;
}

/**
 * The schedule's lines valid some day of the month (`from` is its first day), in the groups' order
 * (lines without a group last), within a group in the order a planner saved for the month
 * (save-entries-order) when there is one,
 * with the directory fields, the consent to the longer weekly limit and the appointments the norm needs (the line's own appointment when it
 * names one, else the employee's), as [from, to, share] arrays.
 */
export function listLines(db: Executor, query: LineQuery) {
  return db
    .selectFrom('schedule_employees as member')
    .innerJoin('employees as employee', (join) =>
      join.onRef('employee.company_code', '=', 'member.company_code').onRef('employee.employee_no', '=', 'member.employee_no'),
    )
    .leftJoin('departments as department', (join) =>
      join.onRef('department.company_code', '=', 'employee.company_code').onRef('department.code', '=', 'employee.department_code'),
    )
    .leftJoin('schedule_employee_groups as grp', 'grp.id', 'member.schedule_employee_group_id')
    .leftJoin('schedule_periods as period', (join) =>
      join
        .onRef('period.schedule_id', '=', 'member.schedule_id')
        .on('period.year', '=', Number(query.from.slice(0, 4)))
        .on('period.month', '=', Number(query.from.slice(5, 7))),
    )
    .leftJoin('schedule_period_line_orders as line_order', (join) =>
      join.onRef('line_order.schedule_period_id', '=', 'period.id').onRef('line_order.schedule_employee_id', '=', 'member.id'),
    )
    .select([
      'member.id',
      'member.employee_no',
      'member.schedule_employee_group_id as group_id',
      sql<string>`to_char(member.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string | null>`to_char(member.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
      'employee.first_name',
      'employee.last_name',
      'employee.department_code',
      'department.name as department_name',
      'employee.job_title',
      'employee.shortened_pre_holiday',
      // Consent to the longer weekly limit: the employee's own mark, or an overtime agreement with consent
      // in force on every day of the month (migration 0023; a month covered only in part keeps the 48 hours).
      sql<boolean>`${sql.ref('employee.weekly_hours_consent')} or exists (
        select 1 from employee_overtime_periods as overtime
        where overtime.company_code = member.company_code and overtime.employee_no = member.employee_no
          and overtime.weekly_hours_consent and overtime.valid_from <= ${query.from}::date
          and (overtime.valid_to is null or overtime.valid_to >= ${query.to}::date))`.as('weekly_hours_consent'),
      memberAppointments(query).as('appointments'),
    ])
    .where('member.schedule_id', '=', query.scheduleId)
    .where('member.company_code', '=', query.companyCode)
    .where('member.valid_from', '<=', query.to)
    .where((eb) => eb.or([eb('member.valid_to', 'is', null), eb('member.valid_to', '>=', query.from)]))
    .orderBy(sql`grp.sort_order nulls last`)
    .orderBy(sql`grp.id nulls last`)
    .orderBy(sql`line_order.sort_order nulls last`)
    .orderBy('member.sort_order')
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('member.valid_from')
    .execute();
}

/**
 * One compact entry: [id, day offset from the range's start, type, source, shift id, activity code,
 * start 'HH:mm', end 'HH:mm', work minutes, absence minutes, sort order].
 */
export type CompactEntry = [
  id: number,
  day: number,
  type: 'work' | 'activity' | 'integration_activity',
  source: 'formula' | 'manual' | 'erp',
  shiftId: number | null,
  activityCode: string | null,
  startTime: string | null,
  endTime: string | null,
  workMinutes: number,
  absenceMinutes: number,
  sortOrder: number,
  /** 1: a holiday from a document (generate-holiday-entries), persistent: no planner's edit removes it. */
  fromDocument: 0 | 1,
];

/**
 * The schedule's entries per employee: every entry of the month, and the work entries of the context
 * days around it (the Labor Code checks measure runs and rests across the month's edges). Unordered
 * within an employee (the caller orders each employee's few: sortEntries).
 *
 * Each employee's entries come as the text of a JSON array of compact entries, written with concat and
 * string_agg: PostgreSQL builds that text several times faster than json_build_array and to_char per
 * row, and JSON.parse reads it as fast. Read in the order of the index on (schedule, employee, date),
 * the grouping streams instead of sorting the month's tens of thousands of rows.
 */
export async function listEntriesByEmployee(
  db: Executor,
  query: { scheduleId: number; from: IsoDate; to: IsoDate; contextFrom: IsoDate; contextTo: IsoDate },
): Promise<Array<{ employee_no: string; entries: CompactEntry[] }>> {
  // Times as 'HH:mm' (the text of a time is 'HH:mm:ss'); type and source are plain words (check constraints).
  const time = (column: 'entry.start_time' | 'entry.end_time') => sql`coalesce('"' || left(${sql.ref(column)}::text, 5) || '"', 'null')`;
  const rows = await db
    .selectFrom('schedule_entries as entry')
    .select([
      'entry.employee_no',
      sql<string>`'[' || string_agg(concat(
        '[', entry.id, ',', entry.date - ${query.contextFrom}::date, ',"', entry.type, '","', entry.source, '",',
        coalesce(entry.shift_id::text, 'null'), ',', coalesce(to_json(entry.activity_code)::text, 'null'), ',',
        ${time('entry.start_time')}, ',', ${time('entry.end_time')}, ',',
        entry.work_minutes, ',', entry.absence_minutes, ',', entry.sort_order, ',',
        case when entry.document_no is null then 0 else 1 end, ']'
      ), ',') || ']'`.as('entries'),
    ])
    .where('entry.schedule_id', '=', query.scheduleId)
    .where('entry.date', '>=', query.contextFrom)
    .where('entry.date', '<=', query.contextTo)
    .where((eb) => eb.or([eb('entry.type', '=', 'work'), eb.and([eb('entry.date', '>=', query.from), eb('entry.date', '<=', query.to)])]))
    .groupBy('entry.employee_no')
    .execute();
  return rows.map((row) => ({ employee_no: row.employee_no, entries: JSON.parse(row.entries) as CompactEntry[] }));
}

/** An employee's entries in the table's order: by date, then start time (entries without one last), then their order and id. */
export function sortEntries(entries: CompactEntry[]): CompactEntry[] {
  return entries.sort(
    (a, b) =>
      a[1] - b[1] || (a[6] === b[6] ? 0 : a[6] === null ? 1 : b[6] === null ? -1 : a[6] < b[6] ? -1 : 1) || a[10] - b[10] || a[0] - b[0],
  );
}

/**
 * The caller's uncommitted changes of the month (their edit session's), in the order they were made.
 * None when the caller has no session.
 */
export function listSessionChanges(db: Executor, key: MonthKey & { userId: number }) {
  return db
    .selectFrom('schedule_edit_changes as change')
    .innerJoin('schedule_edit_sessions as session', 'session.id', 'change.schedule_edit_session_id')
    .innerJoin('schedule_periods as period', 'period.id', 'session.schedule_period_id')
    .select([
      'change.id',
      'change.action',
      'change.employee_no',
      sql<string | null>`to_char(change.date, 'YYYY-MM-DD')`.as('date'),
      'change.type',
      'change.shift_id',
      'change.activity_code',
      hhmm('change.start_time').as('start_time'),
      hhmm('change.end_time').as('end_time'),
      'change.batch',
    ])
    .where('period.schedule_id', '=', key.scheduleId)
    .where('period.year', '=', key.year)
    .where('period.month', '=', key.month)
    .where('session.user_id', '=', key.userId)
    .orderBy('change.id')
    .execute();
}

/**
 * The shifts the month can name: those of the schedule's shift group, and any other an entry of the
 * range uses (a schedule whose shift group changed), each with its rest entries.
 */
export function listShifts(db: Executor, query: { shiftGroupId: number; scheduleId: number; from: IsoDate; to: IsoDate }) {
  return db
    .selectFrom('shifts as shift')
    .select((eb) => [
      'shift.id',
      'shift.shift_group_id',
      'shift.code',
      'shift.name',
      'shift.type',
      hhmm('shift.start_time').as('start_time'),
      hhmm('shift.end_time').as('end_time'),
      hhmm('shift.short_day_start_time').as('short_day_start_time'),
      hhmm('shift.short_day_end_time').as('short_day_end_time'),
      'shift.archived',
      'shift.background_color',
      'shift.font_color',
      'shift.work_minutes',
      jsonArrayFrom(
        eb
          .selectFrom('shift_rest_entries as rest')
          .select([
            hhmm('rest.start_time').as('start_time'),
            hhmm('rest.end_time').as('end_time'),
            'rest.minutes',
            'rest.counted_in_work_time',
          ])
          .whereRef('rest.shift_id', '=', 'shift.id')
          .orderBy('rest.sort_order')
          .orderBy('rest.id'),
      ).as('rest_entries'),
    ])
    .where((eb) =>
      eb.or([
        eb('shift.shift_group_id', '=', query.shiftGroupId),
        eb(
          'shift.id',
          'in',
          eb
            .selectFrom('schedule_entries as entry')
            .select('entry.shift_id')
            .where('entry.schedule_id', '=', query.scheduleId)
            .where('entry.date', '>=', query.from)
            .where('entry.date', '<=', query.to)
            .where('entry.shift_id', 'is not', null),
        ),
      ]),
    )
    .orderBy('shift.archived')
    .orderBy(sql`lower(shift.code)`)
    .orderBy('shift.id')
    .execute();
}

export type ShiftRow = Awaited<ReturnType<typeof listShifts>>[number];

/** The company's activity codes (absence kinds and the like). */
export function listActivityCodes(db: Executor, companyCode: string) {
  return db
    .selectFrom('activity_codes')
    .select(['code', 'text', 'text_en', 'color'])
    .where('company_code', '=', companyCode)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

/** The month's capacity exceptions of the schedule. */
export function listCapacityExceptions(db: Executor, query: { scheduleId: number; from: IsoDate; to: IsoDate }) {
  return db
    .selectFrom('schedule_capacity_exceptions')
    .select(['shift_id', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'min_capacity', 'max_capacity'])
    .where('schedule_id', '=', query.scheduleId)
    .where('date', '>=', query.from)
    .where('date', '<=', query.to)
    .execute();
}

// ---------------------------------------------------------------------------------------------------
// The order of a month's lines (save-entries-order)

/** A period of the company's schedules, locked (FOR UPDATE): one order of a month is saved at a time. */
export function lockPeriodInCompany(db: Executor, companyCode: string, periodId: number) {
  return db
    .selectFrom('schedule_periods as period')
    .innerJoin('schedules as schedule', 'schedule.id', 'period.schedule_id')
    .select(['period.id', 'period.schedule_id', 'period.year', 'period.month', 'period.status', 'period.manual_lock'])
    .where('period.id', '=', periodId)
    .where('schedule.company_code', '=', companyCode)
    .forUpdate('period')
    .executeTakeFirst();
}

/** Of the given schedule employees, those that are lines of the schedule's month (valid some day of it). */
export async function lineIdsOfMonth(db: Executor, query: LineQuery & { ids: readonly number[] }): Promise<Set<number>> {
  const rows = await db
    .selectFrom('schedule_employees as member')
    .select('member.id')
    .where('member.id', 'in', [...query.ids])
    .where('member.schedule_id', '=', query.scheduleId)
    .where('member.company_code', '=', query.companyCode)
    .where('member.valid_from', '<=', query.to)
    .where((eb) => eb.or([eb('member.valid_to', 'is', null), eb('member.valid_to', '>=', query.from)]))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Replaces the month's saved line order by the given one (the previous order goes entirely). */
export async function replaceLineOrder(
  db: Executor,
  periodId: number,
  lines: ReadonlyArray<{ scheduleEmployeeId: number; order: number }>,
): Promise<void> {
  await db.deleteFrom('schedule_period_line_orders').where('schedule_period_id', '=', periodId).execute();
  await db
    .insertInto('schedule_period_line_orders')
    .values(lines.map((line) => ({ schedule_period_id: periodId, schedule_employee_id: line.scheduleEmployeeId, sort_order: line.order })))
    .execute();
}

/** The month's saved line order, first to last. */
export async function listLineOrder(db: Executor, periodId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('schedule_period_line_orders')
    .select('schedule_employee_id')
    .where('schedule_period_id', '=', periodId)
    .orderBy('sort_order')
    .orderBy('schedule_employee_id')
    .execute();
  return rows.map((row) => row.schedule_employee_id);
}
