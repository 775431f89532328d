import type { Timesheet } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { lockTimesheetFor, type TimesheetContext } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { getTimesheet } from './get-timesheet';

/** POST wtc-area/timesheets/archive and undo-archive (edit): archived timesheets leave the list unless asked for. */
export async function setTimesheetArchived(ctx: TimesheetContext, id: number, archived: boolean): Promise<Timesheet> {
  return withTransaction(ctx.db, async (trx) => {
    await lockTimesheetFor(ctx, trx, id, 'edit');
    await timesheetsRepository.setArchived(trx, id, archived);
    return getTimesheet(ctx, id, trx);
  });
}
