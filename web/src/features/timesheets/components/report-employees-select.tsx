import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from '@mantine/core';
import type { TimesheetLine } from '@portal/shared';

interface ReportEmployeesSelectProps {
  lines: readonly Pick<TimesheetLine, 'employeeNo' | 'firstName' | 'lastName'>[];
  value: string[];
  onChange(value: string[]): void;
}

/** The employees a timesheet report is limited to; none chosen means all of them. */
export function ReportEmployeesSelect({ lines, value, onChange }: ReportEmployeesSelectProps) {
  const { t } = useLingui();
  return (
    <MultiSelect
      label={t`Employees`}
      description={t`Leave empty for all employees of the timesheet.`}
      data={lines.map((line) => ({ value: line.employeeNo, label: `${line.lastName} ${line.firstName} (${line.employeeNo})` }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
