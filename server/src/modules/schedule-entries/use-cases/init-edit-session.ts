import type { EditSessionState, ScheduleMonthInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { scheduleFor, type ScheduleContext } from '../../schedules/schedule-access';
import * as entriesRepository from '../schedule-entries.repository';
import { monthOf, requireEditable, requireSession, sessionState } from './period-rules';

/**
 * GET schedules/{id}/init/{year}/{month} (edit): opens the caller's edit session of the month on the
 * period's current version (the period is created when the month has none), or answers the open one.
 * An open session without changes follows the period to its current version: it has nothing to lose.
 */
export async function initEditSession(ctx: ScheduleContext, input: ScheduleMonthInput): Promise<EditSessionState> {
  return withTransaction(ctx.db, async (trx) => {
    await scheduleFor(ctx, trx, input.scheduleId, 'edit');
    await entriesRepository.ensurePeriod(trx, monthOf(input));
    const period = await entriesRepository.findPeriod(trx, monthOf(input));
    requireEditable(period);
    await entriesRepository.openSession(trx, { periodId: period.id, userId: ctx.auth.user.id, baseVersion: period.version });
    const session = await entriesRepository.lockSession(trx, period.id, ctx.auth.user.id);
    requireSession(session);
    const state = await sessionState(trx, session, period);
    if (state.isStale && state.changedCells === 0) {
      await entriesRepository.rebaseSession(trx, session.id, period.version);
      return { ...state, isStale: false };
    }
    return state;
  });
}
