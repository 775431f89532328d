import { ErrorCode, type Timesheet, type UpdateTimesheetInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { lockTimesheetFor, type TimesheetContext } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { getTimesheet } from './get-timesheet';
import { checkCodeFree, checkSchedule, codeTakenOnConflict } from './timesheet-rules';

/** PUT wtc-area/timesheets/{id} (edit): code and name; the schedule only while no month holds figures. */
export async function updateTimesheet(ctx: TimesheetContext, input: UpdateTimesheetInput): Promise<Timesheet> {
  return withTransaction(ctx.db, async (trx) => {
    const { timesheet } = await lockTimesheetFor(ctx, trx, input.id, 'edit');
    if (input.scheduleId !== timesheet.schedule_id) {
      await checkSchedule(ctx, trx, input.scheduleId);
      if (await timesheetsRepository.hasEntries(trx, timesheet.id))
        throw DomainError.forField('scheduleId', ErrorCode.cannotDeleteWithRelatedEntries);
    }
    await checkCodeFree(trx, ctx.companyCode, input.code, timesheet.id);
    await timesheetsRepository.updateTimesheet(trx, timesheet.id, input).catch(codeTakenOnConflict);
    return getTimesheet(ctx, timesheet.id, trx);
  });
}
