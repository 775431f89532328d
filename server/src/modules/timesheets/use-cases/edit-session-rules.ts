import { ErrorCode, type TimesheetCell, type TimesheetEditState, type TimesheetMonthInput } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as timesheetsRepository from '../timesheets.repository';
import { datesOf } from './timesheet-rules';

type Change = Awaited<ReturnType<typeof timesheetsRepository.listChanges>>[number];

export function requireSession(session: timesheetsRepository.SessionRow | undefined): asserts session is timesheetsRepository.SessionRow {
  if (!session) throw new DomainError(ErrorCode.editSessionNotOpen);
}

/** A cell's effective change after all of a session's calls, in order. */
export interface CellEffect {
  employeeNo: string;
  date: string;
  /** Emptied of every figure first. */
  cleared: boolean;
  /** Codes taken away (not set again later). */
  deleted: Set<string>;
  /** Codes set by hand, with their minutes. */
  set: Map<string, number>;
}

/** Folds a session's changes cell by cell: a later change of a code wins, a clear drops what came before. */
export function effectsOf(changes: readonly Change[]): CellEffect[] {
  const cells = new Map<string, CellEffect>();
  for (const change of changes) {
    const key = `${change.employee_no}|${change.date}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { employeeNo: change.employee_no, date: change.date, cleared: false, deleted: new Set(), set: new Map() };
      cells.set(key, cell);
    }
    if (change.action === 'delete' && change.activity_code === null) {
      cell.cleared = true;
      cell.deleted.clear();
      cell.set.clear();
    } else if (change.action === 'delete') {
      cell.set.delete(change.activity_code!);
      cell.deleted.add(change.activity_code!);
    } else {
      cell.deleted.delete(change.activity_code!);
      cell.set.set(change.activity_code!, change.minutes ?? 0);
    }
  }
  return [...cells.values()];
}

export async function sessionState(
  db: Executor,
  session: timesheetsRepository.SessionRow,
  period: timesheetsRepository.PeriodRow,
): Promise<TimesheetEditState> {
  const changes = await timesheetsRepository.listChanges(db, session.id);
  return { changedCells: effectsOf(changes).length, isStale: session.base_version !== period.version };
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
