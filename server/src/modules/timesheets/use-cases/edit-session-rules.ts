import { ErrorCode, type TimesheetCell, type TimesheetEditState, type TimesheetMonthInput, timesheetCellEffects } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as timesheetsRepository from '../timesheets.repository';
import { datesOf } from './timesheet-rules';

export function requireSession(session: timesheetsRepository.SessionRow | undefined): asserts session is timesheetsRepository.SessionRow {
  if (!session) throw new DomainError(ErrorCode.editSessionNotOpen);
}

export async function sessionState(
  db: Executor,
  session: timesheetsRepository.SessionRow,
  period: timesheetsRepository.PeriodRow,
): Promise<TimesheetEditState> {
  const changes = await timesheetsRepository.listChanges(db, session.id);
  return { changedCells: timesheetCellEffects(changes).length, isStale: session.base_version !== period.version };
}

/** The cells must be days of the month on lines of the timesheet's schedule, and none of them a confirmed day. */
export async function checkCells(
  db: Executor,
  input: TimesheetMonthInput & { cells: readonly TimesheetCell[] },
  scheduleId: number,
): Promise<void> {
  const { from, to } = datesOf(input);
  const memberships = await timesheetsRepository.listMemberships(db, { scheduleId, from, to });
  const inside = input.cells.every((cell) =>
    memberships.some(
      (member) =>
        member.employee_no === cell.employeeNo &&
        cell.date >= from &&
        cell.date <= to &&
        member.valid_from <= cell.date &&
        (member.valid_to === null || member.valid_to >= cell.date),
    ),
  );
  if (!inside) throw DomainError.forField('cells', ErrorCode.cellOutsideSchedule);
  const confirmed = await timesheetsRepository.confirmedCells(db, {
    timesheetId: input.timesheetId,
    employeeNos: input.cells.map((cell) => cell.employeeNo),
    dates: input.cells.map((cell) => cell.date),
  });
  if (confirmed.length > 0) throw DomainError.forField('cells', ErrorCode.timesheetDayConfirmed);
}
