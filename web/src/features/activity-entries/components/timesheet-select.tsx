import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { PAGE_SIZE_MAX } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

interface TimesheetSelectProps {
  value: number | null;
  onChange: (timesheetId: number | null) => void;
  error?: string;
}

/** The timesheets the user may see, searchable by code and name (the server refuses one they may not use). */
export function TimesheetSelect({ value, onChange, error }: TimesheetSelectProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const list = useQuery(trpc.timesheets.list.queryOptions({ rowsPerPage: PAGE_SIZE_MAX }));
  const options = (list.data?.items ?? []).map((timesheet) => ({
    value: String(timesheet.id),
    label: `${timesheet.code} · ${timesheet.name}`,
  }));
  return (
    <Select
      label={t`Timesheet`}
      placeholder={list.isPending ? t`Loading…` : t`Choose a timesheet`}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      required
      error={error}
      nothingFoundMessage={t`No timesheets found.`}
      maw={420}
    />
  );
}
