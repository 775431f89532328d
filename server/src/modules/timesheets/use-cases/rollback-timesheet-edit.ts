import type { TimesheetMonthInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { monthOf } from './timesheet-rules';

/** GET wtc-area/timesheets/{id}/rollback?year&month (edit): drops the caller's edit session, whatever the month's status. */
export async function rollbackTimesheetEdit(ctx: TimesheetContext, input: TimesheetMonthInput): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    await timesheetFor(ctx, trx, input.timesheetId, 'edit');
    const period = await timesheetsRepository.findPeriod(trx, monthOf(input));
    if (!period) return;
    const session = await timesheetsRepository.lockSession(trx, period.id, ctx.auth.user.id);
    if (session) await timesheetsRepository.deleteSession(trx, session.id);
  });
}
