import type { OvertimePeriod } from '@portal/shared';
import type { OvertimePeriodRow } from './employee-overtime-periods.repository';

export function toOvertimePeriod(row: OvertimePeriodRow): OvertimePeriod {
  return {
    id: row.id,
    employeeNo: row.employee_no,
    employeeName: `${row.first_name} ${row.last_name}`.trim(),
    departmentCode: row.department_code,
    departmentName: row.department_name,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    weeklyHoursConsent: row.weekly_hours_consent,
    maxOvertimeHoursWeek: row.max_overtime_hours_week,
    maxOvertimeHoursYear: row.max_overtime_hours_year,
    note: row.note,
    createdBy: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
