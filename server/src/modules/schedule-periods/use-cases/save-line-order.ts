import { canEditPeriod, ErrorCode, monthRange, type PeriodStatus, type SaveLineOrderInput, type SavedLineOrder } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type ScheduleContext, scheduleFor } from '../../schedules/schedule-access';
import * as periodsRepository from '../schedule-periods.repository';

/**
 * POST schedules/save-entries-order/{periodId} (edit): the month's lines in a planner's order, which
 * the table and the export follow from then on. The period is looked up in the session's company
 * (another company's is "not found") and locked, so two planners saving at once apply one after the
 * other; it must be editable as for the edit session (in progress, not locked by hand); every line
 * named must be one of the month's. The saved order replaces the previous one entirely.
 */
export async function saveLineOrder(ctx: ScheduleContext, input: SaveLineOrderInput): Promise<SavedLineOrder> {
  return withTransaction(ctx.db, async (trx) => {
    const period = await periodsRepository.lockPeriodInCompany(trx, ctx.companyCode, input.periodId);
    if (!period) throw new DomainError(ErrorCode.recordNotFound);
    const schedule = await scheduleFor(ctx, trx, period.schedule_id, 'edit');
    if (!canEditPeriod({ status: period.status as PeriodStatus, manualLock: period.manual_lock })) {
      throw new DomainError(ErrorCode.periodNotEditable);
    }
    const { from, to } = monthRange(period.year, period.month);
    const lineIds = await periodsRepository.lineIdsOfMonth(trx, {
      companyCode: ctx.companyCode,
      scheduleId: schedule.id,
      from,
      to,
      ids: input.lines.map((line) => line.scheduleEmployeeId),
    });
    const foreign = input.lines.flatMap((line, index) => (lineIds.has(line.scheduleEmployeeId) ? [] : [index]));
    if (foreign.length > 0) {
      throw new DomainError(ErrorCode.invalidValue, {
        fieldErrors: Object.fromEntries(foreign.map((index) => [`lines.${index}.scheduleEmployeeId`, [ErrorCode.invalidValue]])),
      });
    }
    await periodsRepository.replaceLineOrder(trx, period.id, input.lines);
    return { periodId: period.id, scheduleEmployeeIds: await periodsRepository.listLineOrder(trx, period.id) };
  });
}
