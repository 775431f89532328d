import type { Timesheet } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { type TimesheetContext, timesheetFor, toTimesheet } from '../timesheet-access';

/** GET wtc-area/timesheets/{id} (view). */
export async function getTimesheet(ctx: TimesheetContext, id: number, db: Executor = ctx.db): Promise<Timesheet> {
  const { timesheet, actions } = await timesheetFor(ctx, db, id, 'view');
  return toTimesheet(timesheet, actions);
}
