import { ErrorCode, type WorkJob, type WorkJobIdInput } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { toWorkJob, visibleJob } from '../work-job-access';
import * as jobsRepository from '../work-jobs.repository';

// POST wtc-area/jobs/{id}/cancel: the one who started the job (or an administrator) asks it to stop. A
// job no worker has taken yet ends cancelled at once; a running one at its handler's next check, with
// nothing of it half-written (work-job-runner.ts). An ended job answers "not running".

export async function cancelWorkJob(ctx: ScheduleContext, input: WorkJobIdInput): Promise<WorkJob> {
  await visibleJob(ctx, ctx.db, input.id);
  if (!(await jobsRepository.requestCancel(ctx.db, input.id, ctx.now()))) throw new DomainError(ErrorCode.workJobNotRunning);
  const { row, viewer } = await visibleJob(ctx, ctx.db, input.id);
  return toWorkJob(row, viewer, ctx.now());
}
