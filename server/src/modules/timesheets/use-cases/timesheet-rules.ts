import { canEditPeriod, ErrorCode, monthRange, type PeriodStatus, type TimesheetMonthInput } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { scheduleFor, type ScheduleContext } from '../../schedules/schedule-access';
import * as timesheetsRepository from '../timesheets.repository';

// Rules the timesheet's calls share: its schedule must be one the caller may view, a code is unique in
// the company, and a month is changed only while in progress and not locked by hand (spec 2 §4).

export function monthOf(input: TimesheetMonthInput): timesheetsRepository.TimesheetMonth {
  return { timesheetId: input.timesheetId, year: input.year, month: input.month };
}

export function datesOf(input: { year: number; month: number }): { from: string; to: string } {
  return monthRange(input.year, input.month);
}

export function requireEditable(period: timesheetsRepository.PeriodRow | undefined): asserts period is timesheetsRepository.PeriodRow {
  if (!period) throw new DomainError(ErrorCode.editSessionNotOpen);
  if (!canEditPeriod({ status: period.status as PeriodStatus, manualLock: period.manual_lock })) {
    throw new DomainError(ErrorCode.periodNotEditable);
  }
}

export async function checkSchedule(ctx: ScheduleContext, db: Executor, scheduleId: number): Promise<void> {
  try {
    await scheduleFor(ctx, db, scheduleId, 'view');
  } catch (error) {
    if (error instanceof DomainError) throw DomainError.forField('scheduleId', ErrorCode.invalidValue);
    throw error;
  }
}

export async function checkCodeFree(db: Executor, companyCode: string, code: string, exceptId?: number): Promise<void> {
  if (await timesheetsRepository.isCodeTaken(db, companyCode, code, exceptId)) throw DomainError.forField('code', ErrorCode.codeTaken);
}

/** Two keepers saving the same new code at once: the unique index refuses the second, answered as the check above. */
export function codeTakenOnConflict(error: unknown): never {
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505') {
    throw DomainError.forField('code', ErrorCode.codeTaken);
  }
  throw error;
}
