import type { PeriodState, ScheduleMonthInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { type ScheduleContext, scheduleFor } from '../../schedules/schedule-access';
import { toPeriodState } from '../month-draft';
import * as periodsRepository from '../schedule-periods.repository';

type LockedPeriod = Awaited<ReturnType<typeof periodsRepository.lockPeriod>>;

/**
 * The frame of every change of a period's status, lock or ERP mark (change_status): the schedule is
 * the caller's (company, then grant), the period is created on demand (InProgress), then its row is
 * locked (FOR UPDATE) so that racing changes of one month apply one after the other, each on what the
 * one before left. Answers the period as it now is.
 */
export async function changePeriod(
  ctx: ScheduleContext,
  input: ScheduleMonthInput,
  change: (period: LockedPeriod) => Parameters<typeof periodsRepository.updatePeriod>[2] | null,
): Promise<PeriodState> {
  return withTransaction(ctx.db, async (trx) => {
    const schedule = await scheduleFor(ctx, trx, input.scheduleId, 'change_status');
    const key = { scheduleId: schedule.id, year: input.year, month: input.month };
    await periodsRepository.ensurePeriod(trx, key);
    const period = await periodsRepository.lockPeriod(trx, key);
    const values = change(period);
    if (values) await periodsRepository.updatePeriod(trx, period.id, values);
    return toPeriodState(await periodsRepository.findPeriodState(trx, period.id));
  });
}
