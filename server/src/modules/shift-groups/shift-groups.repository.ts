import type { RestEntryType, ShiftGroupSort, ShiftSort, ShiftType, SortDirection } from '@portal/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import type { Executor } from '../../db/transaction';

// Shift groups, their shifts and the shifts' rest entries (migration 0012): this module owns the three
// tables. Every read is scoped by the company (a shift through its group), so another company's id
// reads as nothing. Times of day come as 'HH:mm'.

/** A 'time' column read as 'HH:mm'. */
const hhmm = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'HH24:MI')`;

// ---------------------------------------------------------------------------------------------------
// Shift groups

export interface ShiftGroupRow {
  id: number;
  code: string;
  name: string;
  description: string;
  user_id: number | null;
  archived: boolean;
}

const groupColumns = ['grp.id', 'grp.code', 'grp.name', 'grp.description', 'grp.user_id', 'grp.archived'] as const;

export interface GroupFilter {
  companyCode: string;
  search?: string | undefined;
  includeArchived: boolean;
}

function filteredGroups(db: Executor, filter: GroupFilter) {
  let query = db.selectFrom('shift_groups as grp').where('grp.company_code', '=', filter.companyCode);
  if (!filter.includeArchived) query = query.where('grp.archived', '=', false);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) => eb.or([eb('grp.code', 'ilike', pattern), eb('grp.name', 'ilike', pattern)]));
  }
  return query;
}

const GROUP_SORT_COLUMNS = { code: 'grp.code', name: 'grp.name' } as const satisfies Record<ShiftGroupSort, string>;

/** A page of the company's groups with the number of their live shifts. */
export function listGroups(
  db: Executor,
  filter: GroupFilter & { sort: ShiftGroupSort; sortDirection: SortDirection; offset: number; limit: number },
) {
  return filteredGroups(db, filter)
    .select([
      ...groupColumns,
      (eb) =>
        eb
          .selectFrom('shifts as shift')
          .select((count) => count.fn.countAll<number>().as('count'))
          .whereRef('shift.shift_group_id', '=', 'grp.id')
          .where('shift.archived', '=', false)
          .as('shifts_count'),
    ])
    .orderBy(sql`lower(${sql.ref(GROUP_SORT_COLUMNS[filter.sort])})`, filter.sortDirection)
    .orderBy('grp.id', filter.sortDirection)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countGroups(db: Executor, filter: GroupFilter): Promise<number> {
  const row = await filteredGroups(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findGroup(db: Executor, companyCode: string, id: number): Promise<ShiftGroupRow | undefined> {
  return db
    .selectFrom('shift_groups as grp')
    .select(groupColumns)
    .where('grp.company_code', '=', companyCode)
    .where('grp.id', '=', id)
    .executeTakeFirst();
}

/** The group, locked for the transaction: its shifts' codes and its archiving are decided one at a time. */
export function lockGroup(trx: Executor, companyCode: string, id: number): Promise<ShiftGroupRow | undefined> {
  return trx
    .selectFrom('shift_groups as grp')
    .select(groupColumns)
    .where('grp.company_code', '=', companyCode)
    .where('grp.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether another group of the company has the code (any case; archived ones keep theirs). */
export async function isGroupCodeTaken(db: Executor, query: { companyCode: string; code: string; exceptId?: number }): Promise<boolean> {
  let select = db
    .selectFrom('shift_groups')
    .select('id')
    .where('company_code', '=', query.companyCode)
    .where(sql`lower(code)`, '=', query.code.toLowerCase());
  if (query.exceptId !== undefined) select = select.where('id', '<>', query.exceptId);
  return (await select.executeTakeFirst()) !== undefined;
}

export async function insertGroup(
  db: Executor,
  values: { companyCode: string; code: string; name: string; description: string; userId: number },
): Promise<number> {
  const row = await db
    .insertInto('shift_groups')
    .values({
      company_code: values.companyCode,
      code: values.code,
      name: values.name,
      description: values.description,
      user_id: values.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGroup(db: Executor, id: number, values: { code: string; name: string; description: string }): Promise<void> {
  await db
    .updateTable('shift_groups')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setGroupArchived(db: Executor, id: number, archived: boolean): Promise<void> {
  await db
    .updateTable('shift_groups')
    .set({ archived, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteGroup(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('shift_groups').where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------------
// Shifts

export interface RestEntryRow {
  id: number;
  start_time: string | null;
  end_time: string | null;
  minutes: number;
  counted_in_work_time: boolean;
}

export interface ShiftRow {
  id: number;
  shift_group_id: number;
  code: string;
  subgroup: string;
  name: string;
  type: ShiftType;
  start_time: string | null;
  end_time: string | null;
  short_day_start_time: string | null;
  short_day_end_time: string | null;
  is_temporary: boolean;
  archived: boolean;
  background_color: string;
  font_color: string;
  work_minutes: number;
  rest_entries: RestEntryRow[];
}

/** The company's shifts (through their groups). */
function shiftsOfCompany(db: Executor, companyCode: string) {
  return db
    .selectFrom('shifts as shift')
    .innerJoin('shift_groups as grp', 'grp.id', 'shift.shift_group_id')
    .where('grp.company_code', '=', companyCode);
}

/** A shift's columns with its rest entries (in their order) as a JSON array: one statement for a shift list. */
function withRests(query: ReturnType<typeof shiftsOfCompany>) {
  return query.select((eb) => [
    'shift.id',
    'shift.shift_group_id',
    'shift.code',
    'shift.subgroup',
    'shift.name',
    sql<ShiftType>`${sql.ref('shift.type')}`.as('type'),
    hhmm('shift.start_time').as('start_time'),
    hhmm('shift.end_time').as('end_time'),
    hhmm('shift.short_day_start_time').as('short_day_start_time'),
    hhmm('shift.short_day_end_time').as('short_day_end_time'),
    'shift.is_temporary',
    'shift.archived',
    'shift.background_color',
    'shift.font_color',
    'shift.work_minutes',
    restEntriesOf(eb).as('rest_entries'),
  ]);
}

function restEntriesOf(eb: ExpressionBuilder<Database & { shift: Database['shifts'] }, 'shift'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('shift_rest_entries as rest')
      .select([
        'rest.id',
        hhmm('rest.start_time').as('start_time'),
        hhmm('rest.end_time').as('end_time'),
        'rest.minutes',
        'rest.counted_in_work_time',
      ])
      .whereRef('rest.shift_id', '=', 'shift.id')
      .orderBy('rest.sort_order')
      .orderBy('rest.id'),
  );
}

/** Every shift of a group: live ones first, then by subgroup and code. */
export function listShiftsOfGroup(db: Executor, companyCode: string, shiftGroupId: number): Promise<ShiftRow[]> {
  return withRests(shiftsOfCompany(db, companyCode))
    .where('shift.shift_group_id', '=', shiftGroupId)
    .orderBy('shift.archived')
    .orderBy(sql`lower(shift.subgroup)`)
    .orderBy(sql`lower(shift.code)`)
    .orderBy('shift.id')
    .execute();
}

export interface ShiftFilter {
  companyCode: string;
  shiftGroupId: number;
  search?: string | undefined;
  includeArchived: boolean;
}

function filteredShifts(db: Executor, filter: ShiftFilter) {
  const query = shiftsOfCompany(db, filter.companyCode);
  let filtered = query.where('shift.shift_group_id', '=', filter.shiftGroupId);
  if (!filter.includeArchived) filtered = filtered.where('shift.archived', '=', false);
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    filtered = filtered.where((eb) => eb.or([eb('shift.code', 'ilike', pattern), eb('shift.name', 'ilike', pattern)]));
  }
  return filtered;
}

const SHIFT_SORT_COLUMNS = {
  code: sql`lower(shift.code)`,
  name: sql`lower(shift.name)`,
  subgroup: sql`lower(shift.subgroup)`,
  startTime: sql`shift.start_time`,
} satisfies Record<ShiftSort, unknown>;

export function listShifts(
  db: Executor,
  filter: ShiftFilter & { sort: ShiftSort; sortDirection: SortDirection; offset: number; limit: number },
): Promise<ShiftRow[]> {
  return withRests(filteredShifts(db, filter))
    .orderBy(SHIFT_SORT_COLUMNS[filter.sort], sql.raw(filter.sortDirection === 'desc' ? 'desc nulls last' : 'asc nulls last'))
    .orderBy('shift.id', filter.sortDirection)
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countShifts(db: Executor, filter: ShiftFilter): Promise<number> {
  const row = await filteredShifts(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findShift(db: Executor, companyCode: string, id: number): Promise<ShiftRow | undefined> {
  return withRests(shiftsOfCompany(db, companyCode)).where('shift.id', '=', id).executeTakeFirst();
}

/** The shift's group id and archived flag, the shift locked for the transaction; undefined outside the company. */
export function lockShift(
  trx: Executor,
  companyCode: string,
  id: number,
): Promise<{ id: number; shift_group_id: number; code: string; archived: boolean } | undefined> {
  return shiftsOfCompany(trx, companyCode)
    .select(['shift.id', 'shift.shift_group_id', 'shift.code', 'shift.archived'])
    .where('shift.id', '=', id)
    .forUpdate('shift')
    .executeTakeFirst();
}

/** Whether another live shift of the group has the code (any case). */
export async function isShiftCodeTaken(db: Executor, query: { shiftGroupId: number; code: string; exceptId?: number }): Promise<boolean> {
  let select = db
    .selectFrom('shifts')
    .select('id')
    .where('shift_group_id', '=', query.shiftGroupId)
    .where('archived', '=', false)
    .where(sql`lower(code)`, '=', query.code.toLowerCase());
  if (query.exceptId !== undefined) select = select.where('id', '<>', query.exceptId);
  return (await select.executeTakeFirst()) !== undefined;
}

export interface ShiftValues {
  code: string;
  subgroup: string;
  name: string;
  type: ShiftType;
  startTime: string | null;
  endTime: string | null;
  shortDayStartTime: string | null;
  shortDayEndTime: string | null;
  isTemporary: boolean;
  backgroundColor: string;
  fontColor: string;
  workMinutes: number;
}

function shiftColumnsOf(values: ShiftValues) {
  return {
    code: values.code,
    subgroup: values.subgroup,
    name: values.name,
    type: values.type,
    start_time: values.startTime,
    end_time: values.endTime,
    short_day_start_time: values.shortDayStartTime,
    short_day_end_time: values.shortDayEndTime,
    is_temporary: values.isTemporary,
    background_color: values.backgroundColor,
    font_color: values.fontColor,
    work_minutes: values.workMinutes,
  };
}

export async function insertShift(db: Executor, shiftGroupId: number, values: ShiftValues): Promise<number> {
  const row = await db
    .insertInto('shifts')
    .values({ shift_group_id: shiftGroupId, ...shiftColumnsOf(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateShift(db: Executor, id: number, values: ShiftValues): Promise<void> {
  await db
    .updateTable('shifts')
    .set({ ...shiftColumnsOf(values), updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function setShiftArchived(db: Executor, id: number, archived: boolean): Promise<void> {
  await db
    .updateTable('shifts')
    .set({ archived, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteShift(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('shifts').where('id', '=', id).execute();
}

export interface RestEntryValues {
  type: RestEntryType;
  startTime: string | null;
  endTime: string | null;
  minutes: number;
}

/** The shift's rest entries become exactly these, in this order. */
export async function replaceRestEntries(db: Executor, shiftId: number, entries: readonly RestEntryValues[]): Promise<void> {
  await db.deleteFrom('shift_rest_entries').where('shift_id', '=', shiftId).execute();
  if (entries.length === 0) return;
  await db
    .insertInto('shift_rest_entries')
    .values(
      entries.map((entry, index) => ({
        shift_id: shiftId,
        sort_order: index,
        start_time: entry.startTime,
        end_time: entry.endTime,
        minutes: entry.minutes,
        counted_in_work_time: entry.type === 'counted',
      })),
    )
    .execute();
}

/** Of the given shift ids, those in the group with whether each is archived (for a formula's checks). */
export function shiftsOfGroup(
  db: Executor,
  query: { shiftGroupId: number; ids: readonly number[] },
): Promise<Array<{ id: number; archived: boolean; type: ShiftType }>> {
  if (query.ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shifts')
    .select(['id', 'archived', sql<ShiftType>`type`.as('type')])
    .where('shift_group_id', '=', query.shiftGroupId)
    .where('id', 'in', [...new Set(query.ids)])
    .execute();
}
