import { addDays, ErrorCode, type HolidayPlanEntry, lithuanianCalendar, planReserve, type PlannedHolidayStatus } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import * as plansRepository from './holiday-plans.repository';
import type { EntryRow } from './holiday-plans.repository';

// Entries as the procedures answer them: with the holiday type's colour, whether the caller may change
// them, and the warning when an entry lies past the employee's holiday reserve (reserve at the plan's
// start: the ERP's snapshot of the day before, less the working days of the business calendar, or the
// calendar days, the entries before it take).

export function toEntry(row: EntryRow, options: { canModify: boolean; warning: string | null }): HolidayPlanEntry {
  return {
    id: row.id,
    holidayPlanId: row.holiday_plan_id,
    employeeNo: row.employee_no,
    employeeFullName: row.employee_full_name,
    formId: row.form_id,
    formName: row.form_name,
    color: row.color,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    holidayStatus: row.holiday_status as PlannedHolidayStatus,
    source: row.source as HolidayPlanEntry['source'],
    createdBy: row.created_by,
    canModify: options.canModify,
    warning: options.warning,
  };
}

export interface EmployeeReserve {
  reserveStart: number;
  reserveEnd: number;
  plannedDays: number;
  exceededIds: Set<number>;
}

/** Each employee's reserve at the start and end of the plan, and the entries past it. */
export async function reservesOfPlan(
  db: Executor,
  plan: { id: number; companyCode: string; startDate: string },
  employees: ReadonlyArray<{ employeeNo: string; dayType: number }>,
  rows: readonly EntryRow[],
): Promise<Map<string, EmployeeReserve>> {
  const starts = await plansRepository.reservesOn(
    db,
    plan.companyCode,
    employees.map((employee) => employee.employeeNo),
    addDays(plan.startDate, -1),
  );
  const result = new Map<string, EmployeeReserve>();
  for (const employee of employees) {
    const reserveStart = starts.get(employee.employeeNo) ?? 0;
    const own = rows.filter((row) => row.employee_no === employee.employeeNo);
    const reserve = planReserve(lithuanianCalendar, {
      reserveAtStart: reserveStart,
      dayType: employee.dayType,
      entries: own.map((row) => ({
        key: row.id,
        employeeNo: row.employee_no,
        dateFrom: row.date_from,
        dateTo: row.date_to,
        holidayStatus: row.holiday_status,
      })),
    });
    result.set(employee.employeeNo, {
      reserveStart,
      reserveEnd: reserve.reserveAtEnd,
      plannedDays: reserve.plannedDays,
      exceededIds: new Set(reserve.exceededKeys as number[]),
    });
  }
  return result;
}

export function warningOf(reserves: Map<string, EmployeeReserve>, row: EntryRow): string | null {
  return reserves.get(row.employee_no)?.exceededIds.has(row.id) ? ErrorCode.holidayReserveExceeded : null;
}
