import { ErrorCode, type PeriodEntryDetailsInputSchema, type ScheduleEntryDetails } from '@portal/shared';
import type { z } from 'zod';
import { DomainError } from '../../../errors/domain-error';
import { readEntryDetails } from '../../my-schedule/entry-details';
import { type ScheduleContext, scheduleFor } from '../../schedules/schedule-access';

/** GET schedules/{id}/entry-details/{entryId} (view): an entry of that schedule; any other entry is "not found". */
export async function getEntryDetails(
  ctx: ScheduleContext,
  input: z.output<typeof PeriodEntryDetailsInputSchema>,
): Promise<ScheduleEntryDetails> {
  const schedule = await scheduleFor(ctx, ctx.db, input.scheduleId, 'view');
  const details = await readEntryDetails(ctx.db, { companyCode: ctx.companyCode, scheduleId: schedule.id, entryId: input.entryId });
  if (!details) throw new DomainError(ErrorCode.recordNotFound);
  return details;
}
