import { ErrorCode, type WorkJob, type WorkJobIdInput } from '@portal/shared';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { toWorkJob, visibleJob } from '../work-job-access';
import * as jobsRepository from '../work-jobs.repository';

// GET wtc-area/jobs/{id}: one job, polled by the screen that started it until it ends.

export async function getWorkJob(ctx: ScheduleContext, input: WorkJobIdInput): Promise<WorkJob> {
  await jobsRepository.failOrphans(ctx.db, ctx.companyCode, ErrorCode.workJobInterrupted, ctx.now());
  const { row, viewer } = await visibleJob(ctx, ctx.db, input.id);
  return toWorkJob(row, viewer, ctx.now());
}
