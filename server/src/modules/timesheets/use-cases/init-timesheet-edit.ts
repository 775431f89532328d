import type { TimesheetEditState, TimesheetMonthInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { requireSession, sessionState } from './edit-session-rules';
import { monthOf, requireEditable } from './timesheet-rules';

/**
 * GET wtc-area/timesheets/{id}/init/{year}/{month} (edit): opens the caller's edit session on the month's
 * current version (the period is created when missing), or answers the open one; an open session
 * without changes follows the month to its current version.
 */
export async function initTimesheetEdit(ctx: TimesheetContext, input: TimesheetMonthInput): Promise<TimesheetEditState> {
  return withTransaction(ctx.db, async (trx) => {
    await timesheetFor(ctx, trx, input.timesheetId, 'edit');
    await timesheetsRepository.ensurePeriod(trx, monthOf(input));
    const period = await timesheetsRepository.findPeriod(trx, monthOf(input));
    requireEditable(period);
    await timesheetsRepository.openSession(trx, { periodId: period.id, userId: ctx.auth.user.id, baseVersion: period.version });
    const session = await timesheetsRepository.lockSession(trx, period.id, ctx.auth.user.id);
    requireSession(session);
    const state = await sessionState(trx, session, period);
    if (state.isStale && state.changedCells === 0) {
      await timesheetsRepository.rebaseSession(trx, session.id, period.version);
      return { ...state, isStale: false };
    }
    return state;
  });
}
