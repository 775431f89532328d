import { PeriodStatus } from './work-time.schemas';

// Rules of the monthly schedule table (spec 2 §2 "The schedule table lets the user", §4).

/** The fields of a schedule line the table filter searches (spec 2 §3 "Schedule line"). */
export interface FilterableLine {
  employeeNo: string;
  employeeFullName: string;
  employeeDepartmentCode: string | null;
  employeeDepartment: string | null;
  employeeJobTitleCode: string | null;
  employeeJobTitle: string | null;
}

/**
 * The table's line filter (spec 2 §2): the query, lower-cased and trimmed, is a substring of the
 * employee number, name, department code or name, or job title code or name, all lower-cased. An
 * empty query keeps every line.
 */
export function matchesLineFilter(line: FilterableLine, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [
    line.employeeNo,
    line.employeeFullName,
    line.employeeDepartmentCode,
    line.employeeDepartment,
    line.employeeJobTitleCode,
    line.employeeJobTitle,
  ].some((field) => field?.toLowerCase().includes(needle) ?? false);
}

/** Editing is enabled only while the period is in progress and has no manual lock (spec 2 §4). */
export function canEditPeriod(period: { status: PeriodStatus; manualLock: boolean }): boolean {
  return period.status === PeriodStatus.inProgress && !period.manualLock;
}
