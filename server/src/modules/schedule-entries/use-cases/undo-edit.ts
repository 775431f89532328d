import type { EditSessionState, ScheduleMonthInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { scheduleFor, type ScheduleContext } from '../../schedules/schedule-access';
import * as entriesRepository from '../schedule-entries.repository';
import { monthOf, requireEditable, requireSession, sessionState } from './period-rules';

/** POST schedules/{id}/undo/{year}/{month} (edit): drops the last create or delete call's changes; none left, nothing happens. */
export async function undoEdit(ctx: ScheduleContext, input: ScheduleMonthInput): Promise<EditSessionState> {
  return withTransaction(ctx.db, async (trx) => {
    await scheduleFor(ctx, trx, input.scheduleId, 'edit');
    const period = await entriesRepository.findPeriod(trx, monthOf(input));
    requireEditable(period);
    const session = await entriesRepository.lockSession(trx, period.id, ctx.auth.user.id);
    requireSession(session);
    await entriesRepository.dropLastBatch(trx, session.id);
    return sessionState(trx, session, period);
  });
}
