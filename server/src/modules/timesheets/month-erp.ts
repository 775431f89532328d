import type { IsoDate } from '@portal/shared';
import type { TimesheetMonthDay } from '../../erp/erp-gateway';

// A timesheet's month as the ERP hand-over and the comparison read it: each employee's days with
// their figures. Keys of the outbox changes of a month start with timesheetMonthKeyPrefix, so a later
// call finds what was handed over before.

/** 'timesheet:7:2026-12:' — no LIKE wildcard can occur in it. */
export function timesheetMonthKeyPrefix(timesheetId: number, year: number, month: number): string {
  return `timesheet:${timesheetId}:${year}-${String(month).padStart(2, '0')}:`;
}

interface FigureRow {
  employee_no: string;
  date: string;
  activity_code: string;
  hours_type: string;
  minutes: number;
}

/** The figures (ordered by employee, date and code) as each employee's days; an employee without figures is absent. */
export function employeeDays(figures: readonly FigureRow[]): Map<string, TimesheetMonthDay[]> {
  const byEmployee = new Map<string, TimesheetMonthDay[]>();
  for (const figure of figures) {
    if (figure.minutes <= 0) continue;
    const days = byEmployee.get(figure.employee_no) ?? [];
    let day = days.at(-1);
    if (day?.date !== figure.date) days.push((day = { date: figure.date as IsoDate, figures: [] }));
    day.figures.push({ activityCode: figure.activity_code, hoursType: figure.hours_type, minutes: figure.minutes });
    byEmployee.set(figure.employee_no, days);
  }
  return byEmployee;
}
