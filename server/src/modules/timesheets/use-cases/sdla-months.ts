import { type SdlaMonthMinutes, type TimesheetHoursType, timesheetTotals, type TotalHoursInclusion } from '@portal/shared';
import type * as timesheetsRepository from '../timesheets.repository';

type MonthFigureRow = Awaited<ReturnType<typeof timesheetsRepository.sumFiguresByMonth>>[number];

/**
 * The timesheet's monthly sums (sumFiguresByMonth) as each employee's SDLA months: the hours counted
 * in the total as work, the norm-reducing absences as absence, per the codes' total-hours inclusion.
 */
export function sdlaMonthsByEmployee(
  rows: readonly MonthFigureRow[],
  inclusionOf: (code: string) => TotalHoursInclusion,
): Map<string, SdlaMonthMinutes[]> {
  const byEmployee = new Map<string, Map<string, SdlaMonthMinutes>>();
  for (const row of rows) {
    const totals = timesheetTotals([
      { hoursType: row.hours_type as TimesheetHoursType, minutes: Number(row.minutes), inclusion: inclusionOf(row.activity_code) },
    ]);
    const months = byEmployee.get(row.employee_no) ?? new Map<string, SdlaMonthMinutes>();
    const key = `${row.year}-${row.month}`;
    const month = months.get(key) ?? { year: Number(row.year), month: Number(row.month), workMinutes: 0, absenceMinutes: 0 };
    month.workMinutes += totals.totalMinutes;
    month.absenceMinutes += totals.normReductionMinutes;
    months.set(key, month);
    byEmployee.set(row.employee_no, months);
  }
  return new Map([...byEmployee].map(([employeeNo, months]) => [employeeNo, [...months.values()]]));
}
