import { ErrorCode, type ListWorkJobsInputSchema, pageOffset, paginationOf, type WorkJobList } from '@portal/shared';
import type { z } from 'zod';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { jobViewerOf, toWorkJob } from '../work-job-access';
import * as jobsRepository from '../work-jobs.repository';

// GET wtc-area/jobs/index: the jobs the caller may see (their own; an administrator the company's, or
// their own with mine=true), newest first, filtered by status and kind, a page at a time. Jobs whose
// worker is gone for good are ended as an error first, so none shows as running for ever.

export async function listWorkJobs(ctx: ScheduleContext, input: z.output<typeof ListWorkJobsInputSchema>): Promise<WorkJobList> {
  await jobsRepository.failOrphans(ctx.db, ctx.companyCode, ErrorCode.workJobInterrupted, ctx.now());
  const viewer = await jobViewerOf(ctx);
  const { rows, total } = await jobsRepository.list(ctx.db, {
    companyCode: ctx.companyCode,
    startedBy: viewer.administers && !input.mine ? null : viewer.userId,
    status: input.status,
    kind: input.kind,
    limit: input.rowsPerPage,
    offset: pageOffset(input),
  });
  const now = ctx.now();
  return { items: rows.map((row) => toWorkJob(row, viewer, now)), pagination: paginationOf(input, total) };
}
