import type { IsoDate } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';
import { userDisplayName } from '../../db/user-name-sql';
import { memberAppointments } from '../schedules/schedules.repository';

// Timesheets (migration 0022): the timesheet, its months (periods), the figures of hours per line, day
// and activity code (minutes), the days' confirmations and the keepers' edit sessions. Generation and
// the commit of an edit session are set-based: a handful of statements whatever the number of lines.

export interface TimesheetMonth {
  timesheetId: number;
  year: number;
  month: number;
}

// ---------------------------------------------------------------------------------------------------
// Timesheets

function timesheetColumns(db: Executor) {
  return db
    .selectFrom('timesheets as timesheet')
    .innerJoin('schedules as schedule', 'schedule.id', 'timesheet.schedule_id')
    .select([
      'timesheet.id',
      'timesheet.company_code',
      'timesheet.code',
      'timesheet.name',
      'timesheet.schedule_id',
      'schedule.code as schedule_code',
      'schedule.name as schedule_name',
      'timesheet.archived',
      'timesheet.bc_updated_at',
    ]);
}

export type TimesheetRow = NonNullable<Awaited<ReturnType<typeof findInCompany>>>;

export function findInCompany(db: Executor, companyCode: string, id: number) {
  return timesheetColumns(db).where('timesheet.company_code', '=', companyCode).where('timesheet.id', '=', id).executeTakeFirst();
}

/** The same, its row locked (FOR UPDATE) for a change of the timesheet itself. */
export function lockInCompany(db: Executor, companyCode: string, id: number) {
  return timesheetColumns(db)
    .where('timesheet.company_code', '=', companyCode)
    .where('timesheet.id', '=', id)
    .forUpdate('timesheet')
    .executeTakeFirst();
}

export interface TimesheetListFilter {
  companyCode: string;
  visible: 'all' | readonly number[];
  search?: string;
  showArchived: boolean;
}

function listQuery(db: Executor, filter: TimesheetListFilter) {
  let query = db.selectFrom('timesheets as timesheet').innerJoin('schedules as schedule', 'schedule.id', 'timesheet.schedule_id');
  query = query.where('timesheet.company_code', '=', filter.companyCode);
  if (filter.visible !== 'all') query = query.where('timesheet.id', 'in', filter.visible.length > 0 ? [...filter.visible] : [0]);
  if (!filter.showArchived) query = query.where('timesheet.archived', '=', false);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) => eb.or([eb('timesheet.code', 'ilike', pattern), eb('timesheet.name', 'ilike', pattern)]));
  }
  return query;
}

const SORT_COLUMNS = { code: 'timesheet.code', name: 'timesheet.name', schedule: 'schedule.code' } as const;

export function listTimesheets(
  db: Executor,
  filter: TimesheetListFilter & { sort: keyof typeof SORT_COLUMNS; sortDirection: 'asc' | 'desc'; offset: number; limit: number },
) {
  return listQuery(db, filter)
    .select([
      'timesheet.id',
      'timesheet.company_code',
      'timesheet.code',
      'timesheet.name',
      'timesheet.schedule_id',
      'schedule.code as schedule_code',
      'schedule.name as schedule_name',
      'timesheet.archived',
      'timesheet.bc_updated_at',
    ])
    .orderBy(SORT_COLUMNS[filter.sort], filter.sortDirection)
    .orderBy('timesheet.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countTimesheets(db: Executor, filter: TimesheetListFilter): Promise<number> {
  const row = await listQuery(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function isCodeTaken(db: Executor, companyCode: string, code: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('timesheets')
    .select('id')
    .where('company_code', '=', companyCode)
    .where(sql<string>`lower(code)`, '=', code.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface TimesheetValues {
  code: string;
  name: string;
  scheduleId: number;
}

export async function insertTimesheet(db: Executor, companyCode: string, values: TimesheetValues, createdBy: number): Promise<number> {
  const row = await db
    .insertInto('timesheets')
    .values({ company_code: companyCode, code: values.code, name: values.name, schedule_id: values.scheduleId, created_by: createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTimesheet(db: Executor, id: number, values: TimesheetValues): Promise<void> {
  await db
    .updateTable('timesheets')
    .set({ code: values.code, name: values.name, schedule_id: values.scheduleId, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setArchived(db: Executor, id: number, archived: boolean): Promise<void> {
  await db
    .updateTable('timesheets')
    .set({ archived, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Records when the timesheet was last handed to the ERP. */
export async function setBcUpdatedAt(db: Executor, id: number, at: Date): Promise<void> {
  await db
    .updateTable('timesheets')
    .set({ bc_updated_at: at, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Whether any month of the timesheet holds figures (its schedule can then no longer change). */
export async function hasEntries(db: Executor, timesheetId: number): Promise<boolean> {
  return (
    (await db.selectFrom('timesheet_entries').select('id').where('timesheet_id', '=', timesheetId).limit(1).executeTakeFirst()) !==
    undefined
  );
}

export function listTimesheetIdsOfSchedule(db: Executor, companyCode: string, scheduleId: number) {
  return db
    .selectFrom('timesheets')
    .select('id')
    .where('company_code', '=', companyCode)
    .where('schedule_id', '=', scheduleId)
    .where('archived', '=', false)
    .orderBy('id')
    .execute();
}

// ---------------------------------------------------------------------------------------------------
// Periods

/** Creates the month's period (InProgress) unless it exists. */
export async function ensurePeriod(db: Executor, key: TimesheetMonth): Promise<void> {
  await db
    .insertInto('timesheet_periods')
    .values({ timesheet_id: key.timesheetId, year: key.year, month: key.month })
    .onConflict((conflict) => conflict.columns(['timesheet_id', 'year', 'month']).doNothing())
    .execute();
}

function periodQuery(db: Executor, key: TimesheetMonth) {
  return db
    .selectFrom('timesheet_periods')
    .select(['id', 'status', 'manual_lock', 'locked_by', 'version', 'generated_at'])
    .where('timesheet_id', '=', key.timesheetId)
    .where('year', '=', key.year)
    .where('month', '=', key.month);
}

export type PeriodRow = NonNullable<Awaited<ReturnType<typeof findPeriod>>>;

export function findPeriod(db: Executor, key: TimesheetMonth) {
  return periodQuery(db, key).executeTakeFirst();
}

/** The month's period row locked (FOR UPDATE): generations, commits and status changes of a month queue on it. */
export function lockPeriod(db: Executor, key: TimesheetMonth) {
  return periodQuery(db, key).forUpdate().executeTakeFirst();
}

export async function updatePeriod(
  db: Executor,
  periodId: number,
  values: { status?: number; manual_lock?: boolean; locked_by?: number | null },
): Promise<void> {
  await db
    .updateTable('timesheet_periods')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', periodId)
    .execute();
}

/** One more version of the month (a commit or a generation changed it); answers the new version. */
export async function bumpVersion(db: Executor, periodId: number, generated = false): Promise<number> {
  const row = await db
    .updateTable('timesheet_periods')
    .set((eb) => ({
      version: eb('version', '+', 1),
      updated_at: sql`now()`,
      ...(generated ? { generated_at: sql`now()` } : {}),
    }))
    .where('id', '=', periodId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** The month's period as screens show it, with the locker's name. */
export function findPeriodState(db: Executor, key: TimesheetMonth) {
  return db
    .selectFrom('timesheet_periods as period')
    .leftJoin('users as locker', 'locker.id', 'period.locked_by')
    .select([
      'period.id',
      'period.status',
      'period.manual_lock',
      'period.version',
      'period.generated_at',
      userDisplayName('locker').as('locked_by_name'),
    ])
    .where('period.timesheet_id', '=', key.timesheetId)
    .where('period.year', '=', key.year)
    .where('period.month', '=', key.month)
    .executeTakeFirst();
}

export interface PeriodListFilter {
  companyCode: string;
  visible: 'all' | readonly number[];
  timesheetId?: number;
  year?: number;
  locked?: boolean;
}

function periodListQuery(db: Executor, filter: PeriodListFilter) {
  let query = db
    .selectFrom('timesheet_periods as period')
    .innerJoin('timesheets as timesheet', 'timesheet.id', 'period.timesheet_id')
    .where('timesheet.company_code', '=', filter.companyCode);
  if (filter.visible !== 'all') query = query.where('timesheet.id', 'in', filter.visible.length > 0 ? [...filter.visible] : [0]);
  if (filter.timesheetId !== undefined) query = query.where('period.timesheet_id', '=', filter.timesheetId);
  if (filter.year !== undefined) query = query.where('period.year', '=', filter.year);
  if (filter.locked !== undefined) query = query.where('period.manual_lock', '=', filter.locked);
  return query;
}

/** The manual-locks screen's timesheet months, the latest first. */
export function listPeriods(db: Executor, filter: PeriodListFilter & { offset: number; limit: number }) {
  return periodListQuery(db, filter)
    .leftJoin('users as locker', 'locker.id', 'period.locked_by')
    .select([
      'period.id',
      'period.timesheet_id',
      'timesheet.code as timesheet_code',
      'timesheet.name as timesheet_name',
      'period.year',
      'period.month',
      'period.status',
      'period.manual_lock',
      'period.updated_at',
      userDisplayName('locker').as('locked_by_name'),
    ])
    .orderBy('period.year', 'desc')
    .orderBy('period.month', 'desc')
    .orderBy('timesheet.code')
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
// Lines, figures and confirmations of a month

/** The schedule's memberships that touch the range, with the employees' names (a line per employee). */
export function listMemberships(db: Executor, input: { scheduleId: number; from: IsoDate; to: IsoDate }) {
  return db
    .selectFrom('schedule_employees as member')
    .innerJoin('employees as employee', (join) =>
      join.onRef('employee.company_code', '=', 'member.company_code').onRef('employee.employee_no', '=', 'member.employee_no'),
    )
    .select([
      'member.employee_no',
      'employee.first_name',
      'employee.last_name',
      sql<string>`to_char(member.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string | null>`to_char(member.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
    ])
    .where('member.schedule_id', '=', input.scheduleId)
    .where('member.valid_from', '<=', input.to)
    .where((eb) => eb.or([eb('member.valid_to', 'is', null), eb('member.valid_to', '>=', input.from)]))
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('member.employee_no')
    .execute();
}

export function listFigures(db: Executor, input: { timesheetId: number; from: IsoDate; to: IsoDate }) {
  return db
    .selectFrom('timesheet_entries')
    .select(['employee_no', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'activity_code', 'hours_type', 'minutes', 'source'])
    .where('timesheet_id', '=', input.timesheetId)
    .where('date', '>=', input.from)
    .where('date', '<=', input.to)
    .orderBy('employee_no')
    .orderBy('date')
    .orderBy('activity_code')
    .execute();
}

export function listConfirmations(db: Executor, input: { timesheetId: number; from: IsoDate; to: IsoDate }) {
  return db
    .selectFrom('timesheet_day_confirmations')
    .select(['employee_no', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'recalculation_required'])
    .where('timesheet_id', '=', input.timesheetId)
    .where('date', '>=', input.from)
    .where('date', '<=', input.to)
    .execute();
}

/** The company's activity codes with their types and colours. */
export function listActivityCodes(db: Executor, companyCode: string) {
  return db
    .selectFrom('activity_codes')
    .select(['code', 'text', 'text_en', 'color', 'activity_type_id'])
    .where('company_code', '=', companyCode)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

/** Confirms every pair of the employees and dates given (a confirmed day stays confirmed, its recalculation mark cleared). */
export async function confirmDays(
  db: Executor,
  input: { timesheetId: number; employeeNos: readonly string[]; dates: readonly IsoDate[]; userId: number },
): Promise<number> {
  const result = await sql<{ employee_no: string }>`
    insert into timesheet_day_confirmations (timesheet_id, employee_no, date, confirmed_by)
    select ${input.timesheetId}, employee_no, date, ${input.userId}
    from unnest(${[...input.employeeNos]}::text[]) as employee_no
    cross join unnest(${[...input.dates]}::date[]) as date
    on conflict (timesheet_id, date, employee_no) do update
      set recalculation_required = false, confirmed_by = excluded.confirmed_by, confirmed_at = now()
    returning employee_no`.execute(db);
  return result.rows.length;
}

export async function unconfirmDays(
  db: Executor,
  input: { timesheetId: number; employeeNos: readonly string[]; dates: readonly IsoDate[] },
): Promise<number> {
  const result = await db
    .deleteFrom('timesheet_day_confirmations')
    .where('timesheet_id', '=', input.timesheetId)
    .where('employee_no', 'in', [...input.employeeNos])
    .where('date', 'in', [...input.dates])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many of the cells are confirmed days. */
export async function confirmedCells(
  db: Executor,
  input: { timesheetId: number; employeeNos: readonly string[]; dates: readonly IsoDate[] },
): Promise<{ employee_no: string; date: string }[]> {
  const result = await sql<{ employee_no: string; date: string }>`
    select c.employee_no, to_char(c.date, 'YYYY-MM-DD') as date
    from timesheet_day_confirmations c
    join unnest(${[...input.employeeNos]}::text[], ${[...input.dates]}::date[]) as cell(employee_no, date)
      on cell.employee_no = c.employee_no and cell.date = c.date
    where c.timesheet_id = ${input.timesheetId}`.execute(db);
  return result.rows;
}

// ---------------------------------------------------------------------------------------------------
// Generation

export interface GenerationInput {
  timesheetId: number;
  scheduleId: number;
  companyCode: string;
  from: IsoDate;
  to: IsoDate;
  /** Null: every line. */
  employeeNos: readonly string[] | null;
  /** The month's public holidays: worked minutes on them are also holiday minutes. */
  holidays: readonly IsoDate[];
  /** Weekends and public holidays: an absence puts no hours on them. */
  daysOff: readonly IsoDate[];
  /** The business time zone night hours (22:00–06:00) are counted in. */
  timeZone: string;
}

/**
 * The schedule's committed work entries of the days of a `days` relation (employee_no, date) with their
 * worked minutes and the part of them between 22:00 and 06:00 in the business time zone (Labor Code
 * night work); an entry another schedule overrode does not count. Generation and the detailed figures
 * both read shifts through it.
 */
function scheduleWorkSql(input: { scheduleId: number; from: IsoDate; to: IsoDate; timeZone: string; days: string }) {
  return sql`
      select entry.employee_no, entry.date, entry.work_minutes,
        case when entry.start_time is null then 0 else least(entry.work_minutes, (
          select coalesce(sum(greatest(0, extract(epoch from
            least(span.finish, ((entry.date + k + 1) + time '06:00') at time zone ${input.timeZone})
            - greatest(span.start, ((entry.date + k) + time '22:00') at time zone ${input.timeZone})))), 0) / 60
          from generate_series(-1, 1) as k
        )::int) end as night_minutes
      from schedule_entries entry
      cross join lateral (select
        (entry.date + entry.start_time) at time zone ${input.timeZone} as start,
        (entry.date + entry.end_time + case when entry.end_time <= entry.start_time then interval '1 day' else interval '0' end)
          at time zone ${input.timeZone} as finish) as span
      join ${sql.table(input.days)} as days on days.employee_no = entry.employee_no and days.date = entry.date
      where entry.schedule_id = ${input.scheduleId}
        and entry.type = 'work'
        and entry.date between ${input.from}::date and ${input.to}::date
        and not exists (
          select 1 from schedule_entry_overrides override
          where override.overridden_entry_id = entry.id and override.schedule_id <> ${input.scheduleId})
    `;
}

/**
 * One statement: the figures the month's sources give — the schedule's committed work entries (worked
 * minutes as FD, the part of them between 22:00 and 06:00 in the business time zone as DN, those on a
 * public holiday as DP; an entry another schedule overrode does not count), the ERP's absences (their
 * code and hours per day on the line's working days in the schedule) — compared with the generated
 * figures held. On days not confirmed the difference is written (upsert of the new and changed,
 * delete of the gone); a confirmed day keeps its figures and is marked for recalculation instead. A
 * confirmed day already marked is recalculated: written as an unconfirmed one, its mark cleared (it
 * stays confirmed).
 * The keepers' own figures (source manual) and the employee activities' (source activity, written by
 * writeActivityFigures) are never touched, and a source figure of the same code on their cell is left
 * out. Run twice, the second run changes nothing.
 */
export async function generateFigures(db: Executor, input: GenerationInput) {
  const employeeNos = input.employeeNos ? [...input.employeeNos] : null;
  const result = await sql<{ written: number; removed: number; flagged: number; recalculated: number }>`
    with
    member_days as (
      select distinct member.employee_no, day::date as date
      from schedule_employees member
      cross join lateral generate_series(
        greatest(member.valid_from, ${input.from}::date),
        least(coalesce(member.valid_to, ${input.to}::date), ${input.to}::date),
        interval '1 day') as day
      where member.schedule_id = ${input.scheduleId}
        and member.valid_from <= ${input.to}::date
        and (member.valid_to is null or member.valid_to >= ${input.from}::date)
        and (${employeeNos}::text[] is null or member.employee_no = any(${employeeNos}::text[]))
    ),
    work as (${scheduleWorkSql({ ...input, days: 'member_days' })}),
    sources as (
      select employee_no, date, 'FD'::text as code, 'worked'::text as hours_type, work_minutes as minutes, 'schedule'::text as source from work
      union all
      select employee_no, date, 'DN', 'night', night_minutes, 'schedule' from work
      union all
      select employee_no, date, 'DP', 'holiday', work_minutes, 'schedule' from work where date = any(${[...input.holidays]}::date[])
      union all
      select absence.employee_no, member_days.date, absence.activity_code,
        case when code.activity_type_id = 4 then 'worked' else 'absence' end,
        round(absence.hours_per_day * 60)::int, 'erp'
      from absences absence
      join member_days on member_days.employee_no = absence.employee_no
        and member_days.date between absence.date_from and absence.date_to
      left join activity_codes code on code.company_code = absence.company_code and code.code = absence.activity_code
      where absence.company_code = ${input.companyCode}
        and absence.date_from <= ${input.to}::date and absence.date_to >= ${input.from}::date
        and not (member_days.date = any(${[...input.daysOff]}::date[]))
    ),
    fresh as (
      select s.employee_no, s.date, s.code, min(s.hours_type) as hours_type, least(1440, sum(s.minutes))::int as minutes, min(s.source) as source
      from sources s
      where not exists (
        select 1 from timesheet_entries own
        where own.timesheet_id = ${input.timesheetId} and own.source in ('manual', 'activity')
          and own.employee_no = s.employee_no and own.date = s.date and own.activity_code = s.code)
      group by s.employee_no, s.date, s.code
      having sum(s.minutes) > 0
    ),
    held as (
      select id, employee_no, date, activity_code, hours_type, minutes, source
      from timesheet_entries
      where timesheet_id = ${input.timesheetId} and source not in ('manual', 'activity')
        and date between ${input.from}::date and ${input.to}::date
        and (${employeeNos}::text[] is null or employee_no = any(${employeeNos}::text[]))
    ),
    changed as (
      select distinct coalesce(f.employee_no, h.employee_no) as employee_no, coalesce(f.date, h.date) as date
      from fresh f
      full join held h on h.employee_no = f.employee_no and h.date = f.date and h.activity_code = f.code
      where f.code is null or h.id is null or f.minutes <> h.minutes or f.hours_type <> h.hours_type or f.source <> h.source
    ),
    confirmed as (
      select employee_no, date from timesheet_day_confirmations
      where timesheet_id = ${input.timesheetId} and date between ${input.from}::date and ${input.to}::date
        and not recalculation_required
    ),
    recalculated as (
      update timesheet_day_confirmations c set recalculation_required = false
      where c.timesheet_id = ${input.timesheetId} and c.date between ${input.from}::date and ${input.to}::date
        and c.recalculation_required
        and (${employeeNos}::text[] is null or c.employee_no = any(${employeeNos}::text[]))
      returning 1
    ),
    flagged as (
      update timesheet_day_confirmations c set recalculation_required = true
      from changed
      where c.timesheet_id = ${input.timesheetId} and c.employee_no = changed.employee_no and c.date = changed.date
        and not c.recalculation_required
      returning 1
    ),
    removed as (
      delete from timesheet_entries t
      using held h
      where t.id = h.id
        and not exists (select 1 from fresh f where f.employee_no = h.employee_no and f.date = h.date and f.code = h.activity_code)
        and not exists (select 1 from confirmed c where c.employee_no = h.employee_no and c.date = h.date)
      returning 1
    ),
    written as (
      insert into timesheet_entries (timesheet_id, company_code, employee_no, date, activity_code, hours_type, minutes, source)
      select ${input.timesheetId}, ${input.companyCode}, f.employee_no, f.date, f.code, f.hours_type, f.minutes, f.source
      from fresh f
      where not exists (select 1 from confirmed c where c.employee_no = f.employee_no and c.date = f.date)
      on conflict (timesheet_id, date, employee_no, activity_code) do update
        set minutes = excluded.minutes, hours_type = excluded.hours_type, source = excluded.source, updated_at = now()
        where timesheet_entries.source not in ('manual', 'activity')
          and (timesheet_entries.minutes <> excluded.minutes or timesheet_entries.hours_type <> excluded.hours_type
            or timesheet_entries.source <> excluded.source)
      returning 1
    )
    select (select count(*) from written)::int as written, (select count(*) from removed)::int as removed,
      (select count(*) from flagged)::int as flagged, (select count(*) from recalculated)::int as recalculated`.execute(db);
  return result.rows[0]!;
}

/** A figure the employee activities give a line's day (source activity). */
export interface ActivityFigure {
  employeeNo: string;
  date: IsoDate;
  code: string;
  hoursType: string;
  minutes: number;
}

/**
 * One statement, as generateFigures: the figures the employee activities give the month (expanded by
 * the caller, one per line, day and code) compared with the activity figures held for the lines in
 * scope. Days not confirmed get the difference (upsert of the new and changed, delete of the gone); a
 * confirmed day keeps its figures and is marked for recalculation. A cell another source holds (the
 * schedule, the ERP, a keeper) keeps its figure. Run twice, the second run changes nothing.
 */
export async function writeActivityFigures(
  db: Executor,
  input: {
    timesheetId: number;
    companyCode: string;
    from: IsoDate;
    to: IsoDate;
    /** null: every line of the timesheet. */
    employeeNos: readonly string[] | null;
    figures: readonly ActivityFigure[];
  },
) {
  const employeeNos = input.employeeNos ? [...input.employeeNos] : null;
  const result = await sql<{ written: number; removed: number; flagged: number }>`
    with
    given as (
      select * from unnest(
        ${input.figures.map((figure) => figure.employeeNo)}::text[],
        ${input.figures.map((figure) => figure.date)}::date[],
        ${input.figures.map((figure) => figure.code)}::text[],
        ${input.figures.map((figure) => figure.hoursType)}::text[],
        ${input.figures.map((figure) => figure.minutes)}::int[]
      ) as given(employee_no, date, code, hours_type, minutes)
    ),
    fresh as (
      select g.employee_no, g.date, g.code, g.hours_type, g.minutes
      from given g
      where not exists (
        select 1 from timesheet_entries other
        where other.timesheet_id = ${input.timesheetId} and other.source <> 'activity'
          and other.employee_no = g.employee_no and other.date = g.date and other.activity_code = g.code)
    ),
    held as (
      select id, employee_no, date, activity_code, hours_type, minutes
      from timesheet_entries
      where timesheet_id = ${input.timesheetId} and source = 'activity'
        and date between ${input.from}::date and ${input.to}::date
        and (${employeeNos}::text[] is null or employee_no = any(${employeeNos}::text[]))
    ),
    changed as (
      select distinct coalesce(f.employee_no, h.employee_no) as employee_no, coalesce(f.date, h.date) as date
      from fresh f
      full join held h on h.employee_no = f.employee_no and h.date = f.date and h.activity_code = f.code
      where f.code is null or h.id is null or f.minutes <> h.minutes or f.hours_type <> h.hours_type
    ),
    confirmed as (
      select employee_no, date from timesheet_day_confirmations
      where timesheet_id = ${input.timesheetId} and date between ${input.from}::date and ${input.to}::date
    ),
    flagged as (
      update timesheet_day_confirmations c set recalculation_required = true
      from changed
      where c.timesheet_id = ${input.timesheetId} and c.employee_no = changed.employee_no and c.date = changed.date
        and not c.recalculation_required
      returning 1
    ),
    removed as (
      delete from timesheet_entries t
      using held h
      where t.id = h.id
        and not exists (select 1 from fresh f where f.employee_no = h.employee_no and f.date = h.date and f.code = h.activity_code)
        and not exists (select 1 from confirmed c where c.employee_no = h.employee_no and c.date = h.date)
      returning 1
    ),
    written as (
      insert into timesheet_entries (timesheet_id, company_code, employee_no, date, activity_code, hours_type, minutes, source)
      select ${input.timesheetId}, ${input.companyCode}, f.employee_no, f.date, f.code, f.hours_type, f.minutes, 'activity'
      from fresh f
      where not exists (select 1 from confirmed c where c.employee_no = f.employee_no and c.date = f.date)
      on conflict (timesheet_id, date, employee_no, activity_code) do update
        set minutes = excluded.minutes, hours_type = excluded.hours_type, updated_at = now()
        where timesheet_entries.source = 'activity'
          and (timesheet_entries.minutes <> excluded.minutes or timesheet_entries.hours_type <> excluded.hours_type)
      returning 1
    )
    select (select count(*) from written)::int as written, (select count(*) from removed)::int as removed,
      (select count(*) from flagged)::int as flagged`.execute(db);
  return result.rows[0]!;
}

// ---------------------------------------------------------------------------------------------------
// Edit sessions

export type SessionRow = NonNullable<Awaited<ReturnType<typeof lockSession>>>;

export async function openSession(db: Executor, input: { periodId: number; userId: number; baseVersion: number }): Promise<void> {
  await db
    .insertInto('timesheet_edit_sessions')
    .values({ timesheet_period_id: input.periodId, user_id: input.userId, base_version: input.baseVersion })
    .onConflict((conflict) => conflict.columns(['timesheet_period_id', 'user_id']).doNothing())
    .execute();
}

export function lockSession(db: Executor, periodId: number, userId: number) {
  return db
    .selectFrom('timesheet_edit_sessions')
    .select(['id', 'base_version'])
    .where('timesheet_period_id', '=', periodId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export function findSession(db: Executor, periodId: number, userId: number) {
  return db
    .selectFrom('timesheet_edit_sessions')
    .select(['id', 'base_version'])
    .where('timesheet_period_id', '=', periodId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function rebaseSession(db: Executor, sessionId: number, version: number): Promise<void> {
  await db.updateTable('timesheet_edit_sessions').set({ base_version: version }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Executor, sessionId: number): Promise<void> {
  await db.deleteFrom('timesheet_edit_sessions').where('id', '=', sessionId).execute();
}

export interface CellChanges {
  action: 'set' | 'delete';
  employeeNos: readonly string[];
  dates: readonly IsoDate[];
  activityCode: string | null;
  minutes: number | null;
}

/** One call's changes, a row per cell, in one insert. */
export async function addChanges(db: Executor, sessionId: number, changes: CellChanges): Promise<void> {
  await sql`
    insert into timesheet_edit_changes (timesheet_edit_session_id, action, employee_no, date, activity_code, minutes)
    select ${sessionId}, ${changes.action}, cell.employee_no, cell.date, ${changes.activityCode}::text, ${changes.minutes}::int
    from unnest(${[...changes.employeeNos]}::text[], ${[...changes.dates]}::date[]) as cell(employee_no, date)`.execute(db);
}

export interface ChangeRows {
  actions: ('set' | 'delete')[];
  employeeNos: string[];
  dates: IsoDate[];
  activityCodes: string[];
  minutes: (number | null)[];
}

/** A batch of changes, each of its own cell, action, code and minutes, in one insert (in the order given). */
export async function addChangeRows(db: Executor, sessionId: number, rows: ChangeRows): Promise<void> {
  await sql`
    insert into timesheet_edit_changes (timesheet_edit_session_id, action, employee_no, date, activity_code, minutes)
    select ${sessionId}, row.action, row.employee_no, row.date, row.activity_code, row.minutes
    from unnest(${rows.actions}::text[], ${rows.employeeNos}::text[], ${rows.dates}::date[], ${rows.activityCodes}::text[],
      ${rows.minutes}::int[]) with ordinality as row(action, employee_no, date, activity_code, minutes, position)
    order by row.position`.execute(db);
}

/** The committed figures of the cells given. */
export async function listCellFigures(
  db: Executor,
  input: { timesheetId: number; employeeNos: readonly string[]; dates: readonly IsoDate[] },
): Promise<{ employee_no: string; date: string; activity_code: string; hours_type: string; minutes: number }[]> {
  const result = await sql<{ employee_no: string; date: string; activity_code: string; hours_type: string; minutes: number }>`
    select t.employee_no, to_char(t.date, 'YYYY-MM-DD') as date, t.activity_code, t.hours_type, t.minutes
    from timesheet_entries t
    join (select distinct c.employee_no, c.date from unnest(${[...input.employeeNos]}::text[], ${[...input.dates]}::date[]) as c(employee_no, date)) as cell
     
      on cell.employee_no = t.employee_no and cell.date = t.date
    where t.timesheet_id = ${input.timesheetId}`.execute(db);
  return result.rows;
}

/** The schedule's shifts on the cells given: worked minutes and their night part (as generation counts them). */
export async function listCellShifts(
  db: Executor,
  input: { scheduleId: number; from: IsoDate; to: IsoDate; timeZone: string; employeeNos: readonly string[]; dates: readonly IsoDate[] },
): Promise<{ employee_no: string; date: string; work_minutes: number; night_minutes: number }[]> {
  const result = await sql<{ employee_no: string; date: string; work_minutes: number; night_minutes: number }>`
    with
    cells as (select distinct employee_no, date from unnest(${[...input.employeeNos]}::text[], ${[...input.dates]}::date[]) as cell(employee_no, date)),
    work as (${scheduleWorkSql({ ...input, days: 'cells' })})
    select employee_no, to_char(date, 'YYYY-MM-DD') as date, sum(work_minutes)::int as work_minutes, sum(night_minutes)::int as night_minutes
    from work group by employee_no, date`.execute(db);
  return result.rows;
}

/** The session's changes in the order they were made. */
export function listChanges(db: Executor, sessionId: number) {
  return db
    .selectFrom('timesheet_edit_changes')
    .select(['id', 'action', 'employee_no', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'activity_code', 'minutes'])
    .where('timesheet_edit_session_id', '=', sessionId)
    .orderBy('id')
    .execute();
}

export interface AppliedChanges {
  /** Cells emptied of every figure. */
  cleared: { employeeNos: string[]; dates: string[] };
  /** Figures of one code taken away. */
  deleted: { employeeNos: string[]; dates: string[]; codes: string[] };
  /** Figures of one code set by hand. */
  set: { employeeNos: string[]; dates: string[]; codes: string[]; hoursTypes: string[]; minutes: number[] };
}

/** Writes a session's effective changes: three set-based statements (clear, delete, upsert as manual). */
export async function applyChanges(
  db: Executor,
  input: { timesheetId: number; companyCode: string; userId: number; changes: AppliedChanges },
): Promise<void> {
  const { cleared, deleted, set } = input.changes;
  if (cleared.employeeNos.length > 0) {
    await sql`
      delete from timesheet_entries t
      using unnest(${cleared.employeeNos}::text[], ${cleared.dates}::date[]) as cell(employee_no, date)
      where t.timesheet_id = ${input.timesheetId} and t.employee_no = cell.employee_no and t.date = cell.date`.execute(db);
  }
  if (deleted.employeeNos.length > 0) {
    await sql`
      delete from timesheet_entries t
      using unnest(${deleted.employeeNos}::text[], ${deleted.dates}::date[], ${deleted.codes}::text[]) as cell(employee_no, date, code)
      where t.timesheet_id = ${input.timesheetId} and t.employee_no = cell.employee_no and t.date = cell.date
        and t.activity_code = cell.code`.execute(db);
  }
  if (set.employeeNos.length > 0) {
    await sql`
      insert into timesheet_entries (timesheet_id, company_code, employee_no, date, activity_code, hours_type, minutes, source, created_by)
      select ${input.timesheetId}, ${input.companyCode}, cell.employee_no, cell.date, cell.code, cell.hours_type, cell.minutes, 'manual', ${input.userId}
      from unnest(${set.employeeNos}::text[], ${set.dates}::date[], ${set.codes}::text[], ${set.hoursTypes}::text[], ${set.minutes}::int[])
        as cell(employee_no, date, code, hours_type, minutes)
      on conflict (timesheet_id, date, employee_no, activity_code) do update
        set minutes = excluded.minutes, hours_type = excluded.hours_type, source = 'manual', created_by = excluded.created_by,
          updated_at = now()`.execute(db);
  }
}

// ---------------------------------------------------------------------------------------------------
// My timesheet

/** An employee's figures of a range across the company's timesheets. */
export function listEmployeeFigures(db: Executor, input: { companyCode: string; employeeNo: string; from: IsoDate; to: IsoDate }) {
  return db
    .selectFrom('timesheet_entries as entry')
    .leftJoin('activity_codes as code', (join) =>
      join.onRef('code.company_code', '=', 'entry.company_code').onRef('code.code', '=', 'entry.activity_code'),
    )
    .select([
      sql<string>`to_char(entry.date, 'YYYY-MM-DD')`.as('date'),
      'entry.activity_code',
      'entry.hours_type',
      'entry.minutes',
      'code.text',
      'code.text_en',
      'code.color',
      'code.activity_type_id',
    ])
    .where('entry.company_code', '=', input.companyCode)
    .where('entry.employee_no', '=', input.employeeNo)
    .where('entry.date', '>=', input.from)
    .where('entry.date', '<=', input.to)
    .orderBy('entry.date')
    .orderBy('entry.activity_code')
    .execute();
}

// ---------------------------------------------------------------------------------------------------
// Reports (download, downloadsdladiff, downloadunusedholidaydays)

export interface ReportLinesFilter {
  companyCode: string;
  scheduleId: number;
  from: IsoDate;
  to: IsoDate;
  /** Empty: every member of the range. */
  employeeNos: readonly string[];
}

/**
 * The schedule's memberships overlapping the range, with the employee's name, the job title of the
 * appointment in force at the range's end (the membership's own line when it names one) and the
 * appointments the norm counts over the range. Served by the schedule members' (schedule_id) index.
 */
export function listReportMemberships(db: Executor, filter: ReportLinesFilter) {
  let query = db
    .selectFrom('schedule_employees as member')
    .innerJoin('employees as employee', (join) =>
      join.onRef('employee.company_code', '=', 'member.company_code').onRef('employee.employee_no', '=', 'member.employee_no'),
    )
    .select([
      'member.employee_no',
      'employee.first_name',
      'employee.last_name',
      sql<string>`to_char(member.valid_from, 'YYYY-MM-DD')`.as('valid_from'),
      sql<string | null>`to_char(member.valid_to, 'YYYY-MM-DD')`.as('valid_to'),
      sql<string | null>`(
        select appointment.job_title_name from appointments as appointment
        where appointment.company_code = member.company_code
          and appointment.employee_no = member.employee_no
          and (member.appointment_line_no is null or appointment.appointment_line_no = member.appointment_line_no)
          and appointment.from_date <= ${filter.to}
        order by appointment.from_date desc
        limit 1
      )`.as('job_title'),
      memberAppointments(filter).as('appointments'),
    ])
    .where('member.company_code', '=', filter.companyCode)
    .where('member.schedule_id', '=', filter.scheduleId)
    .where('member.valid_from', '<=', filter.to)
    .where((eb) => eb.or([eb('member.valid_to', 'is', null), eb('member.valid_to', '>=', filter.from)]));
  if (filter.employeeNos.length > 0) query = query.where('member.employee_no', 'in', [...filter.employeeNos]);
  return query
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('member.employee_no')
    .orderBy('member.valid_from')
    .execute();
}

/** The timesheet's minutes per employee, month, code and hours type over the range, summed in the database. */
export function sumFiguresByMonth(
  db: Executor,
  filter: { timesheetId: number; from: IsoDate; to: IsoDate; employeeNos: readonly string[] },
) {
  let query = db
    .selectFrom('timesheet_entries')
    .select([
      'employee_no',
      sql<number>`extract(year from date)::int`.as('year'),
      sql<number>`extract(month from date)::int`.as('month'),
      'activity_code',
      'hours_type',
      sql<string>`sum(minutes)`.as('minutes'),
    ])
    .where('timesheet_id', '=', filter.timesheetId)
    .where('date', '>=', filter.from)
    .where('date', '<=', filter.to);
  if (filter.employeeNos.length > 0) query = query.where('employee_no', 'in', [...filter.employeeNos]);
  return query
    .groupBy(['employee_no', sql`extract(year from date)`, sql`extract(month from date)`, 'activity_code', 'hours_type'])
    .execute();
}
