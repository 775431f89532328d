// A timesheet edit session's changes folded cell by cell (the draft the table shows and the commit
// writes): a later change of a code wins, clearing a cell drops what came before it.

/** One change of a session as stored: delete with no code clears the cell. */
export interface TimesheetChange {
  employee_no: string;
  date: string;
  action: string;
  activity_code: string | null;
  minutes: number | null;
}

/** A cell's effective change after all of a session's calls, in order. */
export interface TimesheetCellEffect {
  employeeNo: string;
  date: string;
  /** Emptied of every figure first. */
  cleared: boolean;
  /** Codes taken away (not set again later). */
  deleted: Set<string>;
  /** Codes set by hand, with their minutes. */
  set: Map<string, number>;
}

/** Folds a session's changes (in the order they were made) into one effect per cell. */
export function timesheetCellEffects(changes: readonly TimesheetChange[]): TimesheetCellEffect[] {
  const cells = new Map<string, TimesheetCellEffect>();
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
