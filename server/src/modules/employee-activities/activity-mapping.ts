import type { ActivityHoursType, EmployeeActivity } from '@portal/shared';
import type { ActivityRow } from './employee-activities.repository';

export function toEmployeeActivity(row: ActivityRow): EmployeeActivity {
  return {
    id: row.id,
    employeeNo: row.employee_no,
    employeeName: `${row.first_name} ${row.last_name}`.trim(),
    activityCode: row.activity_code,
    activityName: row.activity_name,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    description: row.description,
    setupEntries: row.setup_entries.map((entry) => ({
      id: entry.id,
      weekdays: entry.weekdays,
      hoursType: entry.hours_type as ActivityHoursType,
      minutes: entry.minutes,
      excludeHolidays: entry.exclude_holidays,
    })),
    version: row.version,
    createdBy: row.created_by_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
