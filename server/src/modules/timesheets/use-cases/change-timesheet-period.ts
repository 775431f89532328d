import type { PeriodStatus, TimesheetMonthInput, TimesheetPeriodState } from '@portal/shared';
import { type Executor, withTransaction } from '../../../db/transaction';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { monthOf } from './timesheet-rules';

type LockedPeriod = NonNullable<Awaited<ReturnType<typeof timesheetsRepository.lockPeriod>>>;

/** The month's period as screens show it; a month without a period is "not started". */
export async function periodState(db: Executor, input: TimesheetMonthInput): Promise<TimesheetPeriodState> {
  const row = await timesheetsRepository.findPeriodState(db, monthOf(input));
  if (!row) return { id: null, status: null, manualLock: false, lockedByName: null, version: 0, generatedAt: null };
  return {
    id: row.id,
    status: row.status as PeriodStatus,
    manualLock: row.manual_lock,
    lockedByName: row.locked_by_name,
    version: row.version,
    generatedAt: row.generated_at,
  };
}

/**
 * The frame of a change of a month's status or lock (change_status): the period is created on demand
 * (InProgress) and its row locked, so racing changes apply one after the other.
 */
async function changePeriod(
  ctx: TimesheetContext,
  input: TimesheetMonthInput,
  change: (period: LockedPeriod) => Parameters<typeof timesheetsRepository.updatePeriod>[2] | null,
): Promise<TimesheetPeriodState> {
  return withTransaction(ctx.db, async (trx) => {
    await timesheetFor(ctx, trx, input.timesheetId, 'change_status');
    await timesheetsRepository.ensurePeriod(trx, monthOf(input));
    const period = (await timesheetsRepository.lockPeriod(trx, monthOf(input)))!;
    const values = change(period);
    if (values) await timesheetsRepository.updatePeriod(trx, period.id, values);
    return periodState(trx, input);
  });
}

/** POST wtc-area/timesheets/set-status: InProgress, Prepared or Approved (spec 2 §4), in any direction. */
export function setTimesheetStatus(
  ctx: TimesheetContext,
  input: TimesheetMonthInput & { status: PeriodStatus },
): Promise<TimesheetPeriodState> {
  return changePeriod(ctx, input, (period) => (period.status === input.status ? null : { status: input.status }));
}

/** POST wtc-area/timesheets/lock and unlock: the manual lock stops editing whatever the status; locking records who locked. */
export function setTimesheetLock(ctx: TimesheetContext, input: TimesheetMonthInput, isLocked: boolean): Promise<TimesheetPeriodState> {
  return changePeriod(ctx, input, (period) => {
    if (period.manual_lock === isLocked) return null;
    return isLocked ? { manual_lock: true, locked_by: ctx.auth.user.id } : { manual_lock: false, locked_by: null };
  });
}
