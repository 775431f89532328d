import {
  ErrorCode,
  monthRange,
  type OverrideEntryInput,
  type OverrideResult,
  type ScheduleMonthInput,
  type ScheduleOverride,
} from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { scheduleFor, type ScheduleContext } from '../../schedules/schedule-access';
import * as entriesRepository from '../schedule-entries.repository';
import * as overridesRepository from '../schedule-overrides.repository';
import { monthOf, requireEditable } from './period-rules';

// Overrides between schedules (spec 2 §3 day entry: belongsToOtherSchedule, isOverriden, canOverride,
// overrides; §7 override/{entryId}, override-month, overrides). An employee in two schedules of the
// company on one day: this schedule's entry wins over the other's, which that schedule's table then shows
// as overridden and does not count. Each call needs the edit grant on this schedule and this schedule's
// month in progress and unlocked; it runs under the month's period lock, and an override recorded twice
// is one row, so repeating or racing calls add nothing.

/** Locks this schedule's period of the month (created when missing) and refuses it unless it is editable. */
async function lockEditableMonth(trx: Parameters<typeof entriesRepository.lockPeriod>[0], month: ScheduleMonthInput) {
  await entriesRepository.ensurePeriod(trx, monthOf(month));
  requireEditable(await entriesRepository.lockPeriod(trx, monthOf(month)));
}

/** GET schedules/{id}/override/{entryId} (edit): overrides another schedule's entry on a day of this schedule's line. */
export async function overrideEntry(ctx: ScheduleContext, input: OverrideEntryInput): Promise<OverrideResult> {
  return withTransaction(ctx.db, async (trx) => {
    const schedule = await scheduleFor(ctx, trx, input.scheduleId, 'edit');
    const entry = await overridesRepository.findOverridableEntry(trx, {
      companyCode: ctx.companyCode,
      scheduleId: schedule.id,
      entryId: input.entryId,
    });
    if (!entry) throw new DomainError(ErrorCode.recordNotFound);
    await lockEditableMonth(trx, { scheduleId: schedule.id, year: Number(entry.date.slice(0, 4)), month: Number(entry.date.slice(5, 7)) });
    if (!entry.has_own_entry) {
      throw new DomainError(ErrorCode.overrideWithoutOwnEntry, { params: { employeeNo: entry.employee_no, date: entry.date } });
    }
    const overridden = await overridesRepository.insertOverrides(trx, {
      scheduleId: schedule.id,
      userId: ctx.auth.user.id,
      entryIds: [entry.id],
    });
    return { overridden };
  });
}

/** POST schedules/override-month/{year}/{month} (edit): every conflicting entry of other schedules in the month at once. */
export async function overrideMonth(ctx: ScheduleContext, input: ScheduleMonthInput): Promise<OverrideResult> {
  return withTransaction(ctx.db, async (trx) => {
    const schedule = await scheduleFor(ctx, trx, input.scheduleId, 'edit');
    await lockEditableMonth(trx, input);
    const { from, to } = monthRange(input.year, input.month);
    const overridden = await overridesRepository.overrideRange(trx, {
      companyCode: ctx.companyCode,
      scheduleId: schedule.id,
      userId: ctx.auth.user.id,
      from,
      to,
    });
    return { overridden };
  });
}

/** GET schedules/overrides?scheduleId&year&month (view): the month's overrides this schedule won or lost. */
export async function listScheduleOverrides(ctx: ScheduleContext, input: ScheduleMonthInput): Promise<ScheduleOverride[]> {
  const schedule = await scheduleFor(ctx, ctx.db, input.scheduleId, 'view');
  const { from, to } = monthRange(input.year, input.month);
  const rows = await overridesRepository.listOverrides(ctx.db, { companyCode: ctx.companyCode, scheduleId: schedule.id, from, to });
  return rows.map((row) => ({
    id: row.id,
    schedule: { id: row.schedule_id, code: row.schedule_code, name: row.schedule_name },
    overriddenSchedule: { id: row.overridden_schedule_id, code: row.overridden_schedule_code, name: row.overridden_schedule_name },
    overriddenEntryId: row.overridden_entry_id,
    employeeNo: row.employee_no,
    employeeName: row.employee_name,
    date: row.date,
    code: row.code ?? '',
    createdBy: row.created_by_name,
    createdAt: row.created_at,
  }));
}
