import type { ScheduleMonthInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { scheduleFor, type ScheduleContext } from '../../schedules/schedule-access';
import * as entriesRepository from '../schedule-entries.repository';
import { monthOf } from './period-rules';

/**
 * GET schedules/{id}/rollback?year&month (edit): drops the caller's edit session and its changes. Allowed
 * whatever the period's status (it only discards the caller's own draft); without a session, nothing happens.
 */
export async function rollbackEditSession(ctx: ScheduleContext, input: ScheduleMonthInput): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    await scheduleFor(ctx, trx, input.scheduleId, 'edit');
    const period = await entriesRepository.findPeriod(trx, monthOf(input));
    if (!period) return;
    const session = await entriesRepository.lockSession(trx, period.id, ctx.auth.user.id);
    if (session) await entriesRepository.deleteSession(trx, session.id);
  });
}
