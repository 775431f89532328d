import { type ConfirmDaysInput, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { datesOf, monthOf, requireEditable } from './timesheet-rules';

/**
 * POST wtc-area/timesheets/confirm-days and unconfirm-days (edit; the month in progress and unlocked):
 * every pair of the lines and dates given. Confirming a confirmed day confirms it afresh (its
 * recalculation mark goes); unconfirming frees the day for the next generation. Under the period's lock.
 */
export async function setDaysConfirmed(ctx: TimesheetContext, input: ConfirmDaysInput, confirmed: boolean): Promise<{ days: number }> {
  return withTransaction(ctx.db, async (trx) => {
    const { timesheet } = await timesheetFor(ctx, trx, input.timesheetId, 'edit');
    const { from, to } = datesOf(input);
    if (input.dates.some((date) => date < from || date > to)) throw DomainError.forField('dates', ErrorCode.cellOutsideSchedule);
    const members = new Set(
      (await timesheetsRepository.listMemberships(trx, { scheduleId: timesheet.schedule_id, from, to })).map((row) => row.employee_no),
    );
    if (input.employeeNos.some((employeeNo) => !members.has(employeeNo))) {
      throw DomainError.forField('employeeNos', ErrorCode.cellOutsideSchedule);
    }
    await timesheetsRepository.ensurePeriod(trx, monthOf(input));
    const period = await timesheetsRepository.lockPeriod(trx, monthOf(input));
    requireEditable(period);
    const key = { timesheetId: timesheet.id, employeeNos: [...new Set(input.employeeNos)], dates: [...new Set(input.dates)] };
    const days = confirmed
      ? await timesheetsRepository.confirmDays(trx, { ...key, userId: ctx.auth.user.id })
      : await timesheetsRepository.unconfirmDays(trx, key);
    return { days };
  });
}
