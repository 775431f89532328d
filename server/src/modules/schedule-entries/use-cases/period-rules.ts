import { canEditPeriod, type EditSessionState, ErrorCode, monthRange, type PeriodStatus, type ScheduleMonthInput } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as entriesRepository from '../schedule-entries.repository';

// Rules every generation and edit call of a month shares: the period must be editable (spec 2 §4:
// InProgress and no manual lock), an edit needs the caller's open session, and the session's state is
// what the screen shows (cells changed, undo steps, and whether someone committed since it opened).

export function monthOf(input: ScheduleMonthInput): entriesRepository.ScheduleMonth {
  return { scheduleId: input.scheduleId, year: input.year, month: input.month };
}

/** The month's first and last date. */
export function datesOf(input: ScheduleMonthInput): { from: string; to: string } {
  return monthRange(input.year, input.month);
}

/** Refuses a month that is not in progress or is locked by hand; a month without a period has no session to edit. */
export function requireEditable(period: entriesRepository.PeriodRow | undefined): asserts period is entriesRepository.PeriodRow {
  if (!period) throw new DomainError(ErrorCode.editSessionNotOpen);
  if (!canEditPeriod({ status: period.status as PeriodStatus, manualLock: period.manual_lock })) {
    throw new DomainError(ErrorCode.periodNotEditable);
  }
}

export function requireSession(session: entriesRepository.SessionRow | undefined): asserts session is entriesRepository.SessionRow {
  if (!session) throw new DomainError(ErrorCode.editSessionNotOpen);
}

export async function sessionState(
  db: Executor,
  session: entriesRepository.SessionRow,
  period: entriesRepository.PeriodRow,
): Promise<EditSessionState> {
  const counts = await entriesRepository.countChanges(db, session.id);
  return { ...counts, isStale: session.base_version !== period.version };
}
