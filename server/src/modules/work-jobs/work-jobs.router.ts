import { ListWorkJobsInputSchema, StartWorkJobInputSchema, WorkJobIdInputSchema, WorkJobListSchema, WorkJobSchema } from '@portal/shared';
import { createCallerFactory, router, workTimeProcedure } from '../../trpc/init';
import { cancelWorkJob } from './use-cases/cancel-work-job';
import { downloadWorkJobResult } from './use-cases/download-work-job-result';
import { getWorkJob } from './use-cases/get-work-job';
import { listWorkJobs } from './use-cases/list-work-jobs';
import { startWorkJob } from './use-cases/start-work-job';

// The work queue of the work-time area (spec 2 §2 "jobs"; issue #14): start a job, list them, poll one,
// cancel it. Work-time procedures; a job is seen by whoever started it, or by a company-wide
// administrator (work-job-access.ts), and starting one checks the grant its kind's use case needs.
export const workJobsRouter = router({
  start: workTimeProcedure
    .input(StartWorkJobInputSchema)
    .output(WorkJobSchema)
    .mutation(({ ctx, input }) => startWorkJob(ctx, input)),
  list: workTimeProcedure
    .input(ListWorkJobsInputSchema)
    .output(WorkJobListSchema)
    .query(({ ctx, input }) => listWorkJobs(ctx, input)),
  get: workTimeProcedure
    .input(WorkJobIdInputSchema)
    .output(WorkJobSchema)
    .query(({ ctx, input }) => getWorkJob(ctx, input)),
  cancel: workTimeProcedure
    .input(WorkJobIdInputSchema)
    .output(WorkJobSchema)
    .mutation(({ ctx, input }) => cancelWorkJob(ctx, input)),
});

/** A job's result file, for the download route (work-jobs.routes.ts): not part of the app router. */
export const workJobFileRouter = router({
  download: workTimeProcedure.input(WorkJobIdInputSchema).mutation(({ ctx, input }) => downloadWorkJobResult(ctx, input)),
});

export const createWorkJobFileCaller = createCallerFactory(workJobFileRouter);
