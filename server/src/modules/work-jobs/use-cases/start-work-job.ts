import { ErrorCode, type WorkJob } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { JobName, scheduleJob } from '../../../jobs/job-queue';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { toWorkJob, visibleJob } from '../work-job-access';
import { workJobKinds } from '../work-job-kinds';
import type { WorkJobKinds } from '../work-job-runner';
import * as jobsRepository from '../work-jobs.repository';

// POST wtc-area/jobs/start {kind, input}: checks the input and the grant as the kind's use case would,
// then inserts the job's row and queues it on the durable queue in ONE transaction (no row without its
// queue entry, no entry without its row). The same job (kind and target) still running refuses this
// one: it is kept as not_accepted for the list, and the caller gets "already running".

export async function startWorkJob(
  ctx: ScheduleContext,
  request: { kind: string; input: unknown },
  kinds: WorkJobKinds = workJobKinds,
): Promise<WorkJob> {
  const kind = kinds[request.kind];
  if (!kind) throw DomainError.forField('kind', ErrorCode.invalidValue);
  const parsed = kind.inputSchema.safeParse(request.input);
  if (!parsed.success) throw DomainError.forField('input', ErrorCode.invalidValue);
  const input: unknown = parsed.data;
  await kind.authorize(ctx, input);
  const dedupeKey = kind.dedupeKey(input);
  const row = { companyCode: ctx.companyCode, kind: request.kind, dedupeKey, startedBy: ctx.auth.user.id, input };

  // A job whose worker is gone for good no longer blocks its successor.
  await jobsRepository.failOrphans(ctx.db, ctx.companyCode, ErrorCode.workJobInterrupted, ctx.now());
  const started = await withTransaction(ctx.db, async (trx) => {
    const id = await jobsRepository.insertRunning(trx, row);
    if (id === null) {
      await jobsRepository.insertNotAccepted(trx, { ...row, errorKey: ErrorCode.workJobAlreadyRunning });
      return null;
    }
    await scheduleJob(trx, { name: JobName.workJob, payload: { workJobId: id }, singletonKey: jobsRepository.queueKeyOf(id) });
    return id;
  });
  if (started === null) throw new DomainError(ErrorCode.workJobAlreadyRunning);
  const { row: stored, viewer } = await visibleJob(ctx, ctx.db, started);
  return toWorkJob(stored, viewer, ctx.now());
}
