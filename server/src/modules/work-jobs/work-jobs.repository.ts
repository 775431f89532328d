import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';
import { userDisplayName } from '../../db/user-name-sql';

// The user-visible jobs (work_jobs, migration 0020) and, for the sweep of jobs whose worker is gone,
// the durable queue's own rows (pg-boss's job table, schema pgboss).

export type WorkJobStatusValue = 'running' | 'completed' | 'cancelled' | 'error' | 'not_accepted';

/** The pg-boss queue every work job runs on (jobs/job-queue.ts JobName.workJob). */
const WORK_JOB_QUEUE = 'work.job';

/** The singletonKey of a work job's queue entry: one per row. */
export function queueKeyOf(jobId: number): string {
  return `work-job:${jobId}`;
}

const listColumns = [
  'job.id',
  'job.company_code',
  'job.kind',
  'job.dedupe_key',
  'job.status',
  'job.started_by',
  'job.input',
  'job.created_at',
  'job.started_at',
  'job.finished_at',
  'job.progress_percent',
  'job.rows_done',
  'job.rows_total',
  'job.attempts',
  'job.cancel_requested',
  'job.result_file_name',
  'job.result_content_type',
  'job.result_summary',
  'job.error_key',
  'job.error_params',
] as const;

function selectJobs(db: Executor) {
  return (
    db
      .selectFrom('work_jobs as job')
      .leftJoin('users as user', 'user.id', 'job.started_by')
      // The schedule kinds work on a schedule's month: the list names it.
      .leftJoin('schedules as schedule', (join) =>
        join
          .onRef('schedule.company_code', '=', 'job.company_code')
          .on(
            sql`schedule.id`,
            '=',
            sql`case when jsonb_typeof(job.input->'scheduleId') = 'number' then (job.input->>'scheduleId')::integer end`,
          ),
      )
      // An activity file's check names its upload, the file's write the check job: the upload holds
      // the file's name and the timesheet's month it goes to.
      .leftJoin('activity_entry_imports as upload', (join) =>
        join
          .onRef('upload.company_code', '=', 'job.company_code')
          .on((eb) =>
            eb.or([
              eb(
                'upload.id',
                '=',
                sql<number>`case when jsonb_typeof(job.input->'uploadId') = 'number' then (job.input->>'uploadId')::integer end`,
              ),
              eb(
                'upload.validation_job_id',
                '=',
                sql<number>`case when jsonb_typeof(job.input->'validationJobId') = 'number' then (job.input->>'validationJobId')::integer end`,
              ),
            ]),
          ),
      )
      // A timesheet's month (the timesheet reports' and the activity files' kinds) is named by its timesheet.
      .leftJoin('timesheets as timesheet', (join) =>
        join
          .onRef('timesheet.company_code', '=', 'job.company_code')
          .on(
            sql`timesheet.id`,
            '=',
            sql`coalesce(case when jsonb_typeof(job.input->'timesheetId') = 'number' then (job.input->>'timesheetId')::integer end, upload.timesheet_id)`,
          ),
      )
      .select(listColumns)
      .select((eb) => [
        // The person's name, or the user name when the user has none.
        userDisplayName('user').as('started_by_name'),
        'schedule.code as schedule_code',
        'schedule.name as schedule_name',
        'timesheet.code as timesheet_code',
        'timesheet.name as timesheet_name',
        'upload.file_name as upload_file_name',
        'upload.year as upload_year',
        'upload.month as upload_month',
        eb.fn<number | null>('octet_length', ['job.result_bytes']).as('result_size'),
      ])
  );
}

export type WorkJobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['executeTakeFirstOrThrow']>>;

/** Inserts a running job unless one with its dedupe key runs in the company: then null (the unique index decides). */
export async function insertRunning(
  db: Executor,
  row: { companyCode: string; kind: string; dedupeKey: string; startedBy: number; input: unknown },
): Promise<number | null> {
  const inserted = await db
    .insertInto('work_jobs')
    .values({
      company_code: row.companyCode,
      kind: row.kind,
      dedupe_key: row.dedupeKey,
      status: 'running',
      started_by: row.startedBy,
      input: JSON.stringify(row.input),
    })
    .onConflict((conflict) => conflict.columns(['company_code', 'dedupe_key']).where('status', '=', 'running').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** The refused second start, kept for the list: status not_accepted, finished at once. */
export async function insertNotAccepted(
  db: Executor,
  row: { companyCode: string; kind: string; dedupeKey: string; startedBy: number; input: unknown; errorKey: string },
): Promise<number> {
  const inserted = await db
    .insertInto('work_jobs')
    .values({
      company_code: row.companyCode,
      kind: row.kind,
      dedupe_key: row.dedupeKey,
      status: 'not_accepted',
      started_by: row.startedBy,
      input: JSON.stringify(row.input),
      finished_at: sql<Date>`now()`,
      error_key: row.errorKey,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findInCompany(db: Executor, companyCode: string, id: number): Promise<WorkJobRow | undefined> {
  return selectJobs(db).where('job.company_code', '=', companyCode).where('job.id', '=', id).executeTakeFirst();
}

export function findById(db: Executor, id: number): Promise<WorkJobRow | undefined> {
  return selectJobs(db).where('job.id', '=', id).executeTakeFirst();
}

export interface ListFilter {
  companyCode: string;
  /** Only the jobs this user started; null for the company's. */
  startedBy: number | null;
  status?: string | undefined;
  kind?: string | undefined;
  limit: number;
  offset: number;
}

export async function list(db: Executor, filter: ListFilter): Promise<{ rows: WorkJobRow[]; total: number }> {
  let query = selectJobs(db).where('job.company_code', '=', filter.companyCode);
  let count = db.selectFrom('work_jobs as job').where('job.company_code', '=', filter.companyCode);
  if (filter.startedBy !== null) {
    query = query.where('job.started_by', '=', filter.startedBy);
    count = count.where('job.started_by', '=', filter.startedBy);
  }
  if (filter.status) {
    query = query.where('job.status', '=', filter.status);
    count = count.where('job.status', '=', filter.status);
  }
  if (filter.kind) {
    query = query.where('job.kind', '=', filter.kind);
    count = count.where('job.kind', '=', filter.kind);
  }
  const [rows, total] = await Promise.all([
    query.orderBy('job.created_at', 'desc').orderBy('job.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    count.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/** The result file's bytes. */
export function findResult(db: Executor, id: number) {
  return db
    .selectFrom('work_jobs')
    .select(['result_file_name', 'result_content_type', 'result_bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A worker takes the job: one more attempt, its start time kept from the first. Null unless it still runs. */
export async function beginAttempt(db: Executor, id: number, now: Date) {
  return db
    .updateTable('work_jobs')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), started_at: eb.fn.coalesce('started_at', sql<Date>`${now}`) }))
    .where('id', '=', id)
    .where('status', '=', 'running')
    .returning(['id', 'company_code', 'kind', 'started_by', 'input', 'cancel_requested', 'attempts'])
    .executeTakeFirst();
}

/** Progress of a running job (a finished one keeps its figures). */
export async function writeProgress(db: Executor, id: number, progress: { percent: number; rowsDone: number; rowsTotal: number | null }) {
  await db
    .updateTable('work_jobs')
    .set({ progress_percent: progress.percent, rows_done: progress.rowsDone, rows_total: progress.rowsTotal })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function isCancelRequested(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('work_jobs').select(['cancel_requested', 'status']).where('id', '=', id).executeTakeFirst();
  return !row || row.status !== 'running' || row.cancel_requested;
}

/** The job's row locked for the transaction that ends it. */
export function lockForFinish(db: Executor, id: number) {
  return db
    .selectFrom('work_jobs')
    .select(['status', 'cancel_requested', 'rows_total'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface FinishFields {
  status: Exclude<WorkJobStatusValue, 'running' | 'not_accepted'>;
  now: Date;
  resultFile?: { fileName: string; contentType: string; bytes: Buffer } | undefined;
  resultSummary?: Record<string, unknown> | undefined;
  errorKey?: string | undefined;
  errorParams?: Record<string, unknown> | undefined;
}

/** Ends a running job; false when it had already ended (a late or repeated run). */
export async function finish(db: Executor, id: number, fields: FinishFields): Promise<boolean> {
  const result = await db
    .updateTable('work_jobs')
    .set((eb) => ({
      status: fields.status,
      finished_at: fields.now,
      ...(fields.status === 'completed' ? { progress_percent: 100, rows_done: eb.fn.coalesce('rows_total', 'rows_done') } : {}),
      ...(fields.resultFile
        ? {
            result_file_name: fields.resultFile.fileName,
            result_content_type: fields.resultFile.contentType,
            result_bytes: fields.resultFile.bytes,
          }
        : {}),
      ...(fields.resultSummary ? { result_summary: JSON.stringify(fields.resultSummary) } : {}),
      ...(fields.errorKey ? { error_key: fields.errorKey } : {}),
      ...(fields.errorParams ? { error_params: JSON.stringify(fields.errorParams) } : {}),
    }))
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Asks a running job to stop: a job no worker has taken yet ends cancelled at once, a started one
 * when its handler next checks. False when it was not running.
 */
export async function requestCancel(db: Executor, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('work_jobs')
    .set((eb) => ({
      cancel_requested: true,
      status: eb.case().when('started_at', 'is', null).then('cancelled').else(eb.ref('status')).end(),
      finished_at: eb
        .case()
        .when('started_at', 'is', null)
        .then(sql<Date>`${now}`)
        .else(eb.ref('finished_at'))
        .end(),
    }))
    .where('id', '=', id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Jobs left running whose queue entry is no longer waiting, retrying or running (its worker died on
 * the last attempt, or the entry was removed) end as an error: a job is never left running for ever.
 */
export async function failOrphans(db: Executor, companyCode: string, errorKey: string, now: Date): Promise<number> {
  const result = await db
    .updateTable('work_jobs')
    .set({ status: 'error', finished_at: now, error_key: errorKey })
    .where('company_code', '=', companyCode)
    .where('status', '=', 'running')
    .where(({ not, exists }) =>
      not(
        exists(
          sql`(select 1 from pgboss.job as queued
                 where queued.name = ${WORK_JOB_QUEUE}
                   and queued.singleton_key = 'work-job:' || work_jobs.id::text
                   and queued.state in ('created', 'retry', 'active'))`,
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether the user holds the administer grant company-wide on any kind of work-time object. */
export async function administersCompany(db: Executor, userId: number, companyCode: string): Promise<boolean> {
  const row = await db
    .selectFrom('work_time_grants as grant')
    .select('grant.id')
    .where('grant.company_code', '=', companyCode)
    .where('grant.object_id', 'is', null)
    .where('grant.action', '=', 'administer')
    .where((eb) =>
      eb.or([
        eb('grant.user_id', '=', userId),
        eb(
          'grant.user_group_id',
          'in',
          eb
            .selectFrom('user_group_members as member')
            .innerJoin('user_groups as user_group', 'user_group.id', 'member.user_group_id')
            .select('member.user_group_id')
            .where('member.user_id', '=', userId)
            .where('user_group.active', '=', true),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
