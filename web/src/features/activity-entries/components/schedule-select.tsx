import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { PAGE_SIZE_MAX } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

interface ScheduleSelectProps {
  value: number | null;
  onChange: (scheduleId: number | null) => void;
  error?: string;
}

/** The schedules the user may see, searchable by code and name (the server refuses one they may not use). */
export function ScheduleSelect({ value, onChange, error }: ScheduleSelectProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const list = useQuery(trpc.schedules.list.queryOptions({ rowsPerPage: PAGE_SIZE_MAX }));
  const options = (list.data?.items ?? []).map((schedule) => ({
    value: String(schedule.id),
    label: `${schedule.code} · ${schedule.name}`,
  }));
  return (
    <Select
      label={t`Schedule`}
      placeholder={list.isPending ? t`Loading…` : t`Choose a schedule`}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      searchable
      required
      error={error}
      nothingFoundMessage={t`No schedules found.`}
      maw={420}
    />
  );
}
