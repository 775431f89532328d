import { ErrorCode, type WorkJobIdInput } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { visibleJob } from '../work-job-access';
import * as jobsRepository from '../work-jobs.repository';

// GET wtc-area/jobs/{id}/download: the completed job's result file, to whoever may see the job.

export async function downloadWorkJobResult(
  ctx: ScheduleContext,
  input: WorkJobIdInput,
): Promise<{ bytes: Buffer; mimeType: string; fileName: string }> {
  await visibleJob(ctx, ctx.db, input.id);
  const file = await jobsRepository.findResult(ctx.db, input.id);
  if (!file?.result_bytes || file.result_file_name === null) throw new DomainError(ErrorCode.unableToDownloadFile);
  return {
    bytes: file.result_bytes,
    mimeType: file.result_content_type ?? 'application/octet-stream',
    fileName: file.result_file_name,
  };
}
