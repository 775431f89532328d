import { CellDisplayMode, type ScheduleTableColumn, type ScheduleTableSettings, type TableLine } from '@portal/shared';

// The columns of the month table: the chosen line columns frozen on the left, one column per day,
// the chosen totals frozen on the right (spec 2 §2 "the displayed columns").

export type LineColumn = Extract<
  ScheduleTableColumn,
  'employeeNo' | 'employeeName' | 'departmentCode' | 'department' | 'jobTitleCode' | 'jobTitle'
>;
export type TotalColumn = Extract<ScheduleTableColumn, 'normHours' | 'workHours' | 'absenceHours' | 'differenceHours'>;

const LINE_COLUMNS: readonly LineColumn[] = ['employeeNo', 'employeeName', 'departmentCode', 'department', 'jobTitleCode', 'jobTitle'];
const TOTAL_COLUMNS: readonly TotalColumn[] = ['normHours', 'workHours', 'absenceHours', 'differenceHours'];

const LINE_COLUMN_WIDTHS: Record<Exclude<LineColumn, 'employeeNo'>, number> = {
  employeeName: 180,
  departmentCode: 80,
  department: 150,
  jobTitleCode: 80,
  jobTitle: 150,
};
export const TOTAL_COLUMN_WIDTH = 64;
export const ROW_HEIGHT = 32;

/** A day column is as wide as its mode needs: a code, a time range or a number of hours. */
export function dayColumnWidth(mode: CellDisplayMode): number {
  return mode === CellDisplayMode.time ? 96 : mode === CellDisplayMode.hours ? 48 : 44;
}

export interface ColumnLayout {
  lineColumns: Array<{ column: LineColumn; width: number }>;
  totalColumns: Array<{ column: TotalColumn; width: number }>;
  lineWidth: number;
  totalsWidth: number;
  dayWidth: number;
}

/** The chosen columns in the table's fixed order, whatever order the settings list them in. */
export function columnLayout(
  settings: Pick<ScheduleTableSettings, 'displayColumns' | 'employeeNoWidth' | 'cellDisplayMode'>,
): ColumnLayout {
  const chosen = new Set(settings.displayColumns);
  const lineColumns = LINE_COLUMNS.filter((column) => chosen.has(column)).map((column) => ({
    column,
    width: column === 'employeeNo' ? settings.employeeNoWidth : LINE_COLUMN_WIDTHS[column],
  }));
  // A line must be recognisable: with no line column chosen, the name shows.
  if (lineColumns.length === 0) lineColumns.push({ column: 'employeeName', width: LINE_COLUMN_WIDTHS.employeeName });
  const totalColumns = TOTAL_COLUMNS.filter((column) => chosen.has(column)).map((column) => ({ column, width: TOTAL_COLUMN_WIDTH }));
  return {
    lineColumns,
    totalColumns,
    lineWidth: lineColumns.reduce((sum, column) => sum + column.width, 0),
    totalsWidth: totalColumns.length * TOTAL_COLUMN_WIDTH,
    dayWidth: dayColumnWidth(settings.cellDisplayMode),
  };
}

export function lineColumnValue(line: TableLine, column: LineColumn): string {
  switch (column) {
    case 'employeeNo':
      return line.employeeNo;
    case 'employeeName':
      return line.fullName;
    case 'departmentCode':
      return line.departmentCode;
    case 'department':
      return line.department;
    case 'jobTitleCode':
      return line.jobTitleCode;
    case 'jobTitle':
      return line.jobTitle;
  }
}

export function totalColumnValue(line: TableLine, column: TotalColumn): number {
  switch (column) {
    case 'normHours':
      return line.normHours;
    case 'workHours':
      return line.workHours;
    case 'absenceHours':
      return line.absenceHours;
    case 'differenceHours':
      return line.diffHours;
  }
}
