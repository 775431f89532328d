import { type WorkJob, WorkJobKind } from '@portal/shared';
import type { ProcedureMocks } from './trpc-mock';

// A work job as the server answers it, and a small work queue for component tests: a started job
// moves on at each read (0 %, then half, then done), as a worker would while the screen polls.

export function aWorkJob(id: number, overrides: Partial<WorkJob> = {}): WorkJob {
  return {
    id,
    kind: WorkJobKind.scheduleExcelExport,
    status: 'running',
    startedById: 7,
    startedByName: 'planner',
    target: 'GAM-1 Gamyba · 2026-11',
    createdAt: '2026-11-22T09:58:00.000Z',
    startedAt: '2026-11-22T09:58:01.000Z',
    finishedAt: null,
    durationSeconds: 4,
    progressPercent: 0,
    rowsDone: 0,
    rowsTotal: 40,
    cancelRequested: false,
    resultFile: null,
    resultSummary: null,
    errorKey: null,
    errorParams: null,
    canCancel: true,
    ...overrides,
  };
}

/** What a job of each kind ends with. */
function finished(job: WorkJob): WorkJob {
  const done = { ...job, status: 'completed' as const, progressPercent: 100, rowsDone: job.rowsTotal ?? 0, canCancel: false };
  if (job.kind === WorkJobKind.scheduleGeneration) return { ...done, resultSummary: { written: 40, removed: 2, version: 4 } };
  return { ...done, resultFile: { fileName: 'GAM-1 2026-11.xlsx', contentType: 'application/vnd.ms-excel', size: 5120 } };
}

/** workJobs.start / get / cancel over an in-memory queue; each read of a running job moves it a step on. */
export function workJobsServer(options: { steps?: number } = {}) {
  const steps = options.steps ?? 2;
  const jobs = new Map<number, { job: WorkJob; reads: number }>();
  let nextId = 900;
  const procedures: ProcedureMocks = {
    'workJobs.start': (input) => {
      const id = nextId++;
      const job = aWorkJob(id, { kind: input.kind, rowsTotal: input.kind === WorkJobKind.scheduleGeneration ? 30 : 40 });
      jobs.set(id, { job, reads: 0 });
      return job;
    },
    'workJobs.get': (input) => {
      const entry = jobs.get(Number(input.id));
      if (!entry) throw new Error(`no job ${String(input.id)}`);
      if (entry.job.status === 'running') {
        entry.reads += 1;
        if (entry.reads >= steps) entry.job = finished(entry.job);
        else {
          const rowsDone = Math.floor(((entry.job.rowsTotal ?? 0) * entry.reads) / steps);
          entry.job = { ...entry.job, rowsDone, progressPercent: Math.floor((entry.reads * 100) / steps) };
        }
      }
      return entry.job;
    },
    'workJobs.cancel': (input) => {
      const entry = jobs.get(Number(input.id))!;
      entry.job = { ...entry.job, status: 'cancelled', cancelRequested: true, canCancel: false };
      return entry.job;
    },
  };
  return { procedures, jobs };
}
