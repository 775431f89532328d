import type { Timesheet, TimesheetInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { actorOf } from '../../schedules/schedule-access';
import { insertGrants } from '../../work-time-access/work-time-access.repository';
import { requireWorkTimeAction } from '../../work-time-access/work-time-access';
import type { TimesheetContext } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { getTimesheet } from './get-timesheet';
import { checkCodeFree, checkSchedule, codeTakenOnConflict } from './timesheet-rules';

/** POST wtc-area/timesheets (company-wide create grant, and a view of the schedule); its creator administers it. */
export async function createTimesheet(ctx: TimesheetContext, input: TimesheetInput): Promise<Timesheet> {
  return withTransaction(ctx.db, async (trx) => {
    await requireWorkTimeAction(trx, actorOf(ctx), { objectType: 'timesheet', objectId: null }, 'create');
    await checkSchedule(ctx, trx, input.scheduleId);
    await checkCodeFree(trx, ctx.companyCode, input.code);
    const id = await timesheetsRepository.insertTimesheet(trx, ctx.companyCode, input, ctx.auth.user.id).catch(codeTakenOnConflict);
    const userId = ctx.auth.user.id;
    await insertGrants(trx, [
      { companyCode: ctx.companyCode, objectType: 'timesheet', objectId: id, userId, action: 'administer', grantedBy: userId },
    ]);
    return getTimesheet(ctx, id, trx);
  });
}
