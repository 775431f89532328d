import { type ActivitySetupEntryInput, type IsoDate, type OpenDateRange } from '@portal/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';

// SQL of the planner-kept employee activities (migration 0024's planned_employee_activities and
// activity_setup_entries). Dates leave as 'YYYY-MM-DD'.

export interface ActivityFilter {
  companyCode: string;
  employeeNo?: string;
  activityCode?: string;
  /** Only the activities sharing a day with from..to. */
  from?: IsoDate;
  to?: IsoDate;
}

export interface ActivityValues {
  employeeNo: string;
  activityCode: string;
  dateFrom: IsoDate;
  dateTo: IsoDate | null;
  description: string | null;
}

function selectActivities(db: Executor, filter: ActivityFilter) {
  let query = db
    .selectFrom('planned_employee_activities as activity')
    .innerJoin('employees as employee', (join) =>
      join.onRef('employee.company_code', '=', 'activity.company_code').onRef('employee.employee_no', '=', 'activity.employee_no'),
    )
    .where('activity.company_code', '=', filter.companyCode);
  if (filter.employeeNo !== undefined) query = query.where('activity.employee_no', '=', filter.employeeNo);
  if (filter.activityCode !== undefined) query = query.where('activity.activity_code', '=', filter.activityCode);
  if (filter.to !== undefined) query = query.where('activity.date_from', '<=', filter.to);
  if (filter.from !== undefined) {
    const from = filter.from;
    query = query.where((eb) => eb.or([eb('activity.date_to', 'is', null), eb('activity.date_to', '>=', from)]));
  }
  return query;
}

/** The activity's setup entries as a JSON array beside its row (decision 007), in the order entered. */
function setupEntriesOf(eb: ExpressionBuilder<Database & { activity: Database['planned_employee_activities'] }, 'activity'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('activity_setup_entries as entry')
      .select(['entry.id', 'entry.weekdays', 'entry.hours_type', 'entry.minutes', 'entry.exclude_holidays'])
      .whereRef('entry.activity_id', '=', 'activity.id')
      .orderBy('entry.id'),
  );
}

function withColumns(query: ReturnType<typeof selectActivities>) {
  return query
    .innerJoin('activity_codes as code', (join) =>
      join.onRef('code.company_code', '=', 'activity.company_code').onRef('code.code', '=', 'activity.activity_code'),
    )
    .leftJoin('users as creator', 'creator.id', 'activity.created_by')
    .select((eb) => [
      setupEntriesOf(eb).as('setup_entries'),
      'activity.id',
      'activity.employee_no',
      'employee.first_name',
      'employee.last_name',
      'activity.activity_code',
      'code.text as activity_name',
      sql<string>`to_char(activity.date_from, 'YYYY-MM-DD')`.as('date_from'),
      sql<string | null>`to_char(activity.date_to, 'YYYY-MM-DD')`.as('date_to'),
      'activity.description',
      'activity.version',
      'activity.created_at',
      sql<
        string | null
      >`coalesce(nullif(trim(coalesce(${sql.ref('creator.first_name')}, '') || ' ' || coalesce(${sql.ref('creator.last_name')}, '')), ''), ${sql.ref('creator.username')})`.as(
        'created_by_name',
      ),
    ]);
}

export type SetupEntryRow = ActivityRow['setup_entries'][number];

export type ActivityRow = Awaited<ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>>;

/** A page of the company's activities: the latest start first, then by employee and code. */
export function listActivities(db: Executor, filter: ActivityFilter & { offset: number; limit: number }): Promise<ActivityRow[]> {
  return withColumns(selectActivities(db, filter))
    .orderBy('activity.date_from', 'desc')
    .orderBy('employee.last_name')
    .orderBy('employee.first_name')
    .orderBy('activity.activity_code')
    .orderBy('activity.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

export async function countActivities(db: Executor, filter: ActivityFilter): Promise<number> {
  const row = await selectActivities(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One activity of the company, or undefined (another company's is not found). */
export function findActivity(db: Executor, companyCode: string, id: number): Promise<ActivityRow | undefined> {
  return withColumns(selectActivities(db, { companyCode })).where('activity.id', '=', id).executeTakeFirst();
}

/** Locks an activity of the company for a change or a delete. */
export function lockActivity(trx: Executor, companyCode: string, id: number): Promise<{ id: number; version: number } | undefined> {
  return trx
    .selectFrom('planned_employee_activities')
    .select(['id', 'version'])
    .where('company_code', '=', companyCode)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function isActivityCodeOfCompany(db: Executor, companyCode: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('activity_codes')
    .select('code')
    .where('company_code', '=', companyCode)
    .where('code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

/** The employee's activities of the code, but for one being changed. */
export function sameCodeActivities(
  trx: Executor,
  query: { companyCode: string; employeeNo: string; activityCode: string; exceptId?: number },
): Promise<OpenDateRange[]> {
  let select = trx
    .selectFrom('planned_employee_activities')
    .select([sql<string>`to_char(date_from, 'YYYY-MM-DD')`.as('from'), sql<string | null>`to_char(date_to, 'YYYY-MM-DD')`.as('to')])
    .where('company_code', '=', query.companyCode)
    .where('employee_no', '=', query.employeeNo)
    .where('activity_code', '=', query.activityCode);
  if (query.exceptId !== undefined) select = select.where('id', '<>', query.exceptId);
  return select.execute();
}

function columnsOf(values: ActivityValues) {
  return {
    employee_no: values.employeeNo,
    activity_code: values.activityCode,
    date_from: values.dateFrom,
    date_to: values.dateTo,
    description: values.description,
  };
}

export async function insertActivity(trx: Executor, companyCode: string, values: ActivityValues, userId: number): Promise<number> {
  const row = await trx
    .insertInto('planned_employee_activities')
    .values({ company_code: companyCode, ...columnsOf(values), created_by: userId, updated_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateActivity(trx: Executor, id: number, values: ActivityValues, userId: number): Promise<void> {
  await trx
    .updateTable('planned_employee_activities')
    .set((eb) => ({ ...columnsOf(values), version: eb('version', '+', 1), updated_by: userId, updated_at: sql`now()` }))
    .where('id', '=', id)
    .execute();
}

/** Replaces the activity's setup entries with the ones given. */
export async function replaceSetupEntries(trx: Executor, activityId: number, entries: readonly ActivitySetupEntryInput[]): Promise<void> {
  await trx.deleteFrom('activity_setup_entries').where('activity_id', '=', activityId).execute();
  if (entries.length === 0) return;
  await trx
    .insertInto('activity_setup_entries')
    .values(
      entries.map((entry) => ({
        activity_id: activityId,
        weekdays: [...entry.weekdays].sort((a, b) => a - b),
        hours_type: entry.hoursType,
        minutes: entry.minutes,
        exclude_holidays: entry.excludeHolidays,
      })),
    )
    .execute();
}

export async function deleteActivity(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('planned_employee_activities').where('id', '=', id).execute();
}

export type MonthActivityRow = Awaited<ReturnType<typeof listActivitiesInRange>>[number];

/** The company's activities of the employees sharing a day with from..to, with their code's activity type and setup entries. */
export function listActivitiesInRange(
  db: Executor,
  query: { companyCode: string; employeeNos: readonly string[]; from: IsoDate; to: IsoDate },
) {
  if (query.employeeNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('planned_employee_activities as activity')
    .innerJoin('activity_codes as code', (join) =>
      join.onRef('code.company_code', '=', 'activity.company_code').onRef('code.code', '=', 'activity.activity_code'),
    )
    .select((eb) => [
      setupEntriesOf(eb).as('setup_entries'),
      'activity.id',
      'activity.employee_no',
      'activity.activity_code',
      'code.activity_type_id',
      sql<string>`to_char(activity.date_from, 'YYYY-MM-DD')`.as('date_from'),
      sql<string | null>`to_char(activity.date_to, 'YYYY-MM-DD')`.as('date_to'),
    ])
    .where('activity.company_code', '=', query.companyCode)
    .where('activity.employee_no', 'in', [...query.employeeNos])
    .where('activity.date_from', '<=', query.to)
    .where((eb) => eb.or([eb('activity.date_to', 'is', null), eb('activity.date_to', '>=', query.from)]))
    .execute();
}
