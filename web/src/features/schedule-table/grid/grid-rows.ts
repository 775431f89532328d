import { matchesLineFilter, type ScheduleTable, type TableEntry, type TableGroup, type TableLine } from '@portal/shared';

// The body rows of the month table: the groups in their order, each a header row followed by its
// lines (spec 2 §2: groups have an order and can be hidden), the lines without a group last.

/** The key of the rows of lines without a group (their "group" has no id). */
export const NO_GROUP = 'none';
export type GroupKey = number | typeof NO_GROUP;

export interface GroupRow {
  kind: 'group';
  key: GroupKey;
  /** null: the lines without a group. */
  group: TableGroup | null;
  lineCount: number;
  isCollapsed: boolean;
}

export interface LineRow {
  kind: 'line';
  line: TableLine;
  /** The line's entries per date, in the answer's order. */
  entriesByDate: ReadonlyMap<string, TableEntry[]>;
}

export type GridRow = GroupRow | LineRow;

/** The spec's filter over the line's employee number, name, department and job title (shared rule). */
export function lineMatches(line: TableLine, query: string): boolean {
  return matchesLineFilter(
    {
      employeeNo: line.employeeNo,
      employeeFullName: line.fullName,
      employeeDepartmentCode: line.departmentCode,
      employeeDepartment: line.department,
      employeeJobTitleCode: line.jobTitleCode,
      employeeJobTitle: line.jobTitle,
    },
    query,
  );
}

function entriesByDate(line: TableLine): Map<string, TableEntry[]> {
  const byDate = new Map<string, TableEntry[]>();
  for (const entry of line.entries) {
    const list = byDate.get(entry.date);
    if (list) list.push(entry);
    else byDate.set(entry.date, [entry]);
  }
  return byDate;
}

/** A line's row; its entries are grouped by date when the row is first drawn (a month has 2,000 lines). */
function lineRow(line: TableLine): LineRow {
  let byDate: Map<string, TableEntry[]> | undefined;
  return {
    kind: 'line',
    line,
    get entriesByDate() {
      return (byDate ??= entriesByDate(line));
    },
  };
}

/**
 * The rows to show: hidden groups left out with their lines, lines the filter does not match left
 * out, a group with no line left out; a collapsed group keeps its header row only. A table without
 * groups has no header rows at all.
 */
export function buildGridRows(table: Pick<ScheduleTable, 'groups' | 'lines'>, query: string, collapsed: ReadonlySet<GroupKey>): GridRow[] {
  const groups = [...table.groups].sort((a, b) => a.order - b.order || a.id - b.id);
  const knownGroups = new Set(groups.map((group) => group.id));
  const linesOf = new Map<GroupKey, TableLine[]>();
  for (const line of table.lines) {
    if (!lineMatches(line, query)) continue;
    const key: GroupKey = line.groupId !== null && knownGroups.has(line.groupId) ? line.groupId : NO_GROUP;
    const list = linesOf.get(key);
    if (list) list.push(line);
    else linesOf.set(key, [line]);
  }
  const sections: Array<{ key: GroupKey; group: TableGroup | null }> = [
    ...groups.filter((group) => !group.isHidden).map((group) => ({ key: group.id as GroupKey, group })),
    { key: NO_GROUP, group: null },
  ];
  const hasHeaders = groups.length > 0;
  const rows: GridRow[] = [];
  for (const { key, group } of sections) {
    const lines = linesOf.get(key) ?? [];
    if (lines.length === 0) continue;
    const isCollapsed = hasHeaders && collapsed.has(key);
    if (hasHeaders) rows.push({ kind: 'group', key, group, lineCount: lines.length, isCollapsed });
    if (isCollapsed) continue;
    for (const line of lines) rows.push(lineRow(line));
  }
  return rows;
}

/** Whether the employee is in the schedule on `date` (the line's validity); other cells are disabled. */
export function isWithinValidity(line: Pick<TableLine, 'validFrom' | 'validTo'>, date: string): boolean {
  return line.validFrom <= date && (line.validTo === null || date <= line.validTo);
}

/** The hours (work and absence) of the shown lines per day, pending deletions left out: the totals row. */
export function dayTotals(rows: readonly GridRow[], dates: readonly string[]): number[] {
  const totals = dates.map(() => 0);
  const indexOf = new Map(dates.map((date, index) => [date, index]));
  for (const row of rows) {
    if (row.kind !== 'line') continue;
    for (const entry of row.line.entries) {
      const index = indexOf.get(entry.date);
      // Other schedules' entries and overridden ones are shown but not counted here (as in the line's totals).
      if (index === undefined || entry.action === 'delete' || entry.belongsToOtherSchedule || entry.isOverriden) continue;
      totals[index] = totals[index]! + entry.workHours + entry.absenceHours;
    }
  }
  return totals;
}
