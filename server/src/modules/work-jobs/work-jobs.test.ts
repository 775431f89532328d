import { ErrorCode, type WorkJob, type WorkJobList, WorkJobKind, WorkJobStatus } from '@portal/shared';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readEnv } from '../../env';
import { DomainError } from '../../errors/domain-error';
import { JobName, type JobQueue } from '../../jobs/job-queue';
import { createUser } from '../../testing/factories';
import { startJobWorkers } from '../../testing/job-workers';
import { successData } from '../../testing/rest-client';
import { createMonthFixture, entriesOf } from '../../testing/schedule-entry-factories';
import { openSession, useDemoCallers } from '../../testing/test-caller';
import { testDatabaseUrl } from '../../testing/test-db';
import { grantWorkTime } from '../../testing/work-time-factories';
import type { AppDeps } from '../../trpc/context';
import { startWorkJob } from './use-cases/start-work-job';
import { workJobKinds } from './work-job-kinds';
import { actorContext, runWorkJob, type WorkJobKindDefinition, type WorkJobKinds } from './work-job-runner';
import * as jobsRepository from './work-jobs.repository';

// The work queue (issue #14 "The job queue"): a job's row and its queue entry made together, progress,
// cancel, one running job per kind and target (a second one not accepted), a refusal or a crash ends as
// an error with its key, a run cut short and run again applies its work once, and the two real kinds
// (a schedule month's Excel export and generation) through the REST rows. Real workers (pg-boss) run the
// jobs on the test database; test kinds stand in for the work where a test needs to control it.
const driver = testDatabaseUrl() ? 'PostgreSQL' : 'PGlite';
const api = useDemoCallers();
const DECEMBER = { year: 2030, month: 12 };

/** What a test kind does, chosen per job by its input. */
const TestInputSchema = z.object({
  marker: z.string(),
  mode: z.enum(['gated', 'cancellable', 'refused', 'crashing', 'diesBeforeCommit', 'diesAfterCommit']),
});
type TestInput = z.output<typeof TestInputSchema>;
// A gated job waits for release(marker); a release that comes first lets the next one through at once.
const gates = new Map<string, () => void>();
const released = new Set<string>();
const gateOf = (marker: string) =>
  new Promise<void>((resolve) => {
    if (released.delete(marker)) resolve();
    else gates.set(marker, resolve);
  });
function release(marker: string) {
  const waiting = gates.get(marker);
  gates.delete(marker);
  if (waiting) waiting();
  else released.add(marker);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The test kind's work: one row in work_job_test_effects, written by complete (so at most once). */
const testKind: WorkJobKindDefinition<typeof TestInputSchema> = {
  inputSchema: TestInputSchema,
  dedupeKey: (input) => `test:${input.marker}`,
  authorize: async () => {},
  run: async (job) => {
    const input: TestInput = job.input;
    const applyEffect = () =>
      job.complete(async (trx) => {
        await sql`insert into work_job_test_effects (marker) values (${input.marker})`.execute(trx);
        return { summary: { marker: input.marker } };
      });
    switch (input.mode) {
      case 'gated':
        await job.progress(2, 4);
        await gateOf(input.marker);
        return applyEffect();
      case 'cancellable':
        for (let row = 0; row < 400; row++) {
          await job.throwIfCancelled();
          await job.progress(row, 400);
          await sleep(25);
        }
        return applyEffect();
      case 'refused':
        throw new DomainError(ErrorCode.periodNotEditable);
      case 'crashing':
        throw new Error('the disk is full');
      case 'diesBeforeCommit':
        await job.progress(2, 4);
        if (job.attempt.number === 1) throw new Error('the worker was killed');
        return applyEffect();
      case 'diesAfterCommit':
        await applyEffect();
        if (job.attempt.number === 1) throw new Error('the worker was killed after the commit');
        return;
    }
  },
};
const kinds: WorkJobKinds = { ...workJobKinds, test: testKind as unknown as WorkJobKindDefinition };

let queue: JobQueue;
let deps: AppDeps;
let fixture: Awaited<ReturnType<typeof createMonthFixture>>;
const users = { starter: 0, other: 0 };
const tokens = { starter: '', other: '' };

async function startTest(marker: string, mode: TestInput['mode'], userId = users.starter) {
  return startWorkJob(actorContext(deps, userId, 'SV'), { kind: 'test', input: { marker, mode } }, kinds);
}

async function jobRow(id: number) {
  const row = await jobsRepository.findById(deps.db, id);
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

async function effectsOf(marker: string): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count from work_job_test_effects where marker = ${marker}`.execute(
    deps.db,
  );
  return Number(rows[0]!.count);
}

async function waitForStatus(id: number, status: string, timeout = 15_000) {
  await vi.waitFor(async () => expect((await jobRow(id)).status).toBe(status), { timeout, interval: 100 });
  return jobRow(id);
}

/** A paged row's answer: the page's items as data, the pagination beside it. */
function pageOf(response: Awaited<ReturnType<typeof api.client.get>>): WorkJobList {
  const items = successData<WorkJob[]>(response);
  return { items, pagination: response.json().pagination };
}

const getJob = async (id: number, token: string) => api.client.get(`/api/wtc-area/jobs/${id}`, token);

beforeAll(async () => {
  const { db } = api.harness;
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_POLL_INTERVAL_MS: '500' });
  deps = { db, env, log: api.harness.app.log, now: () => new Date() };
  await sql`create table work_job_test_effects (marker text not null)`.execute(db);
  fixture = await createMonthFixture(db);
  const starter = await createUser(db, { username: 'jobs.starter', workTimeCompanies: ['SV'] });
  const other = await createUser(db, { username: 'jobs.other', workTimeCompanies: ['SV'] });
  users.starter = starter.id;
  users.other = other.id;
  await grantWorkTime(db, { userId: starter.id, objectId: fixture.schedule, actions: ['view', 'edit'] });
  await grantWorkTime(db, { userId: other.id, objectId: fixture.schedule, actions: ['view', 'edit'] });
  tokens.starter = await openSession(api.harness, 'jobs.starter');
  tokens.other = await openSession(api.harness, 'jobs.other');
  queue = await startJobWorkers(
    2,
    deps,
    { [JobName.workJob]: (payload, attempt) => runWorkJob(deps, kinds, payload, attempt) },
    // One retry, a second after the failure.
    { retry: { retryLimit: 1, retryDelay: 1, retryBackoff: false } },
  );
});

afterAll(async () => {
  for (const open of gates.values()) open();
  await queue?.stop();
});

describe(`work jobs on ${driver}`, () => {
  it('reports progress while running, then ends completed at 100 % with its result', async () => {
    const started = await startTest('progress', 'gated');
    expect(started).toMatchObject({ status: WorkJobStatus.running, startedById: users.starter, progressPercent: 0, canCancel: true });
    await vi.waitFor(
      async () =>
        expect(successData<WorkJob>(await getJob(started.id, tokens.starter))).toMatchObject({
          progressPercent: 50,
          rowsDone: 2,
          rowsTotal: 4,
        }),
      { timeout: 10_000, interval: 100 },
    );
    const running = await jobRow(started.id);
    expect(running.started_at).not.toBeNull();
    expect(await effectsOf('progress')).toBe(0);
    release('progress');
    await waitForStatus(started.id, 'completed');
    const done = successData<WorkJob>(await getJob(started.id, tokens.starter));
    expect(done).toMatchObject({
      status: 'completed',
      progressPercent: 100,
      rowsDone: 4,
      rowsTotal: 4,
      resultSummary: { marker: 'progress' },
    });
    expect(done.finishedAt).not.toBeNull();
    expect(await effectsOf('progress')).toBe(1);
  });

  it('does not accept a second identical job while one runs, keeps it as not accepted, and accepts one after', async () => {
    const first = await startTest('dedupe', 'gated');
    await expect(startTest('dedupe', 'gated', users.other)).rejects.toMatchObject({ code: ErrorCode.workJobAlreadyRunning });
    // Over REST too, for a real kind: the same month's export twice at once.
    const body = { kind: WorkJobKind.scheduleExcelExport, input: { scheduleId: fixture.schedule, ...DECEMBER } };
    const exportJob = successData<WorkJob>(await api.client.post('/api/wtc-area/jobs/start', tokens.starter, body));
    const refused = await api.client.post('/api/wtc-area/jobs/start', tokens.starter, body);
    if ((await jobRow(exportJob.id)).status === 'running') {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ messages: [ErrorCode.workJobAlreadyRunning] });
    }
    const notAccepted = pageOf(await api.client.get('/api/wtc-area/jobs/index?status=not_accepted', tokens.other));
    expect(notAccepted.items.map((job) => [job.status, job.errorKey])).toContainEqual(['not_accepted', ErrorCode.workJobAlreadyRunning]);
    release('dedupe');
    await waitForStatus(first.id, 'completed');
    const again = await startTest('dedupe', 'gated');
    expect(again.status).toBe('running');
    release('dedupe');
    await waitForStatus(again.id, 'completed');
    expect(await effectsOf('dedupe')).toBe(2);
  });

  it('cancels a running job at its next check, with nothing of it written', async () => {
    const started = await startTest('cancel', 'cancellable');
    await vi.waitFor(async () => expect((await jobRow(started.id)).rows_done).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });
    // Someone else's job is not theirs to cancel: "not found".
    expect((await api.client.post(`/api/wtc-area/jobs/${started.id}/cancel`, tokens.other, {})).statusCode).toBe(404);
    const cancelling = successData<WorkJob>(await api.client.post(`/api/wtc-area/jobs/${started.id}/cancel`, tokens.starter, {}));
    expect(cancelling).toMatchObject({ cancelRequested: true, canCancel: false });
    const ended = await waitForStatus(started.id, 'cancelled');
    expect(ended.rows_done).toBeLessThan(400);
    expect(ended.finished_at).not.toBeNull();
    expect(await effectsOf('cancel')).toBe(0);
    const again = await api.client.post(`/api/wtc-area/jobs/${started.id}/cancel`, tokens.starter, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ messages: [ErrorCode.workJobNotRunning] });
  });

  it('ends a refused job as an error with the refusal’s key at once, and a crashing one after its last attempt', async () => {
    const refused = await startTest('refused', 'refused');
    const refusedRow = await waitForStatus(refused.id, 'error');
    expect(refusedRow).toMatchObject({ error_key: ErrorCode.periodNotEditable, attempts: 1 });
    const crashing = await startTest('crashing', 'crashing');
    const crashed = await waitForStatus(crashing.id, 'error');
    expect(crashed).toMatchObject({ error_key: ErrorCode.criticalServerError, attempts: 2 });
  });

  it('runs a job killed before its commit again and applies it once', async () => {
    const started = await startTest('before-commit', 'diesBeforeCommit');
    const done = await waitForStatus(started.id, 'completed');
    expect(done.attempts).toBe(2);
    expect(await effectsOf('before-commit')).toBe(1);
  });

  it('does nothing on the rerun of a job killed after its commit: applied once', async () => {
    const started = await startTest('after-commit', 'diesAfterCommit');
    await waitForStatus(started.id, 'completed');
    // The queue ran it again (its first run "failed"), and the rerun found it completed.
    await vi.waitFor(
      async () => {
        const { rows } = await sql<{ state: string; retry_count: number }>`
          select state, retry_count from pgboss.job where singleton_key = ${jobsRepository.queueKeyOf(started.id)}`.execute(deps.db);
        expect(rows).toEqual([{ state: 'completed', retry_count: 1 }]);
      },
      { timeout: 15_000, interval: 100 },
    );
    expect((await jobRow(started.id)).attempts).toBe(1);
    expect(await effectsOf('after-commit')).toBe(1);
  });

  it('ends as an error a job left running whose queue entry is gone (its worker died on the last attempt)', async () => {
    const id = await jobsRepository.insertRunning(deps.db, {
      companyCode: 'SV',
      kind: 'test',
      dedupeKey: 'test:orphan',
      startedBy: users.starter,
      input: { marker: 'orphan', mode: 'gated' },
    });
    const job = successData<WorkJob>(await getJob(id!, tokens.starter));
    expect(job).toMatchObject({ status: 'error', errorKey: ErrorCode.workJobInterrupted });
  });

  it('exports a schedule month as a job: progress, the .xlsx to download, visible to its starter and a company-wide administrator', async () => {
    const started = successData<WorkJob>(
      await api.client.post('/api/wtc-area/jobs/start', tokens.starter, {
        kind: WorkJobKind.scheduleExcelExport,
        input: { scheduleId: fixture.schedule, ...DECEMBER, mode: 'code' },
      }),
    );
    expect(started).toMatchObject({ kind: 'schedule_excel_export', status: 'running', target: 'SE-1 SE-1 · 2030-12' });
    await waitForStatus(started.id, 'completed');
    const done = successData<WorkJob>(await getJob(started.id, tokens.starter));
    expect(done.resultFile).toMatchObject({ fileName: 'SE-1 2030-12.xlsx' });
    expect(done.rowsTotal).toBeGreaterThan(0);
    expect(done.rowsDone).toBe(done.rowsTotal);

    const download = await api.client.get(`/api/wtc-area/jobs/${started.id}/download`, tokens.starter);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getCell('A1').value).toBe('SE-1 — 2030-12');

    // Another planner of the schedule does not see it; the company-wide administrator does, the anonymous nobody.
    expect((await getJob(started.id, tokens.other)).statusCode).toBe(404);
    expect((await api.client.get(`/api/wtc-area/jobs/${started.id}/download`, tokens.other)).statusCode).toBe(404);
    expect(successData<WorkJob>(await getJob(started.id, api.tokens.admin)).id).toBe(started.id);
    const adminList = pageOf(await api.client.get('/api/wtc-area/jobs/index?kind=schedule_excel_export', api.tokens.admin));
    expect(adminList.items.map((job) => job.id)).toContain(started.id);
    const mineOnly = pageOf(await api.client.get('/api/wtc-area/jobs/index?mine=true', api.tokens.admin));
    expect(mineOnly.items.map((job) => job.id)).not.toContain(started.id);
    const othersList = pageOf(await api.client.get('/api/wtc-area/jobs/index', tokens.other));
    expect(othersList.items.every((job) => job.startedById === users.other)).toBe(true);
    // Newest first, paged.
    const starterList = pageOf(await api.client.get('/api/wtc-area/jobs/index?rowsPerPage=2', tokens.starter));
    expect(starterList.items).toHaveLength(2);
    expect(starterList.items[0]!.id).toBeGreaterThan(starterList.items[1]!.id);
    expect(starterList.pagination.totalRecords).toBeGreaterThan(2);
    expect((await api.client.get(`/api/wtc-area/jobs/${started.id}`)).statusCode).toBe(401);
  });

  it('refuses at the start what the kind’s use case refuses: another company’s schedule, no grant', async () => {
    const nlGroup = await api.harness.db
      .insertInto('shift_groups')
      .values({ company_code: 'NL', code: 'JOB-NL', name: 'JOB-NL' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const nl = await api.harness.db
      .insertInto('schedules')
      .values({ company_code: 'NL', code: 'JOB-NL', name: 'JOB-NL', shift_group_id: nlGroup.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await api.client.post('/api/wtc-area/jobs/start', tokens.starter, {
      kind: WorkJobKind.scheduleGeneration,
      input: { scheduleId: nl.id, ...DECEMBER },
    });
    expect(foreign.statusCode).toBe(404);
    const noGrant = await api.client.post('/api/wtc-area/jobs/start', api.tokens.viewer, {
      kind: WorkJobKind.scheduleGeneration,
      input: { scheduleId: fixture.schedule, ...DECEMBER },
    });
    expect([403, 404]).toContain(noGrant.statusCode);
    const { rows } = await sql<{
      count: string;
    }>`select count(*) as count from work_jobs where (input->>'scheduleId')::int = ${nl.id}`.execute(deps.db);
    expect(Number(rows[0]!.count)).toBe(0);
  });

  it('generates a schedule month as a job, a week at a time, with the same entries as POST generate', async () => {
    const started = successData<WorkJob>(
      await api.client.post('/api/wtc-area/jobs/start', tokens.starter, {
        kind: WorkJobKind.scheduleGeneration,
        input: { scheduleId: fixture.schedule, ...DECEMBER },
      }),
    );
    await waitForStatus(started.id, 'completed');
    const done = successData<WorkJob>(await getJob(started.id, tokens.starter));
    expect(done).toMatchObject({ progressPercent: 100, rowsDone: 31, rowsTotal: 31 });
    expect(Number(done.resultSummary?.written)).toBeGreaterThan(0);
    const byJob = await entriesOf(deps.db, fixture.schedule, DECEMBER);
    expect(byJob.length).toBeGreaterThan(0);

    // The request's own generation finds nothing to change: the job wrote the same month.
    const direct = successData<{ written: number; removed: number }>(
      await api.client.post('/api/wtc-area/schedules/generate', tokens.starter, { scheduleId: fixture.schedule, ...DECEMBER }),
    );
    expect(direct.removed).toBe(0);
    const strip = (rows: typeof byJob) => rows.map((row) => ({ ...row, id: undefined }));
    expect(strip(await entriesOf(deps.db, fixture.schedule, DECEMBER))).toEqual(strip(byJob));
  });
});
