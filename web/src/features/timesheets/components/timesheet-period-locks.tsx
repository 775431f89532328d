import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import type { TimesheetPeriodList } from '@portal/shared';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { PeriodLockState, PeriodStatusBadge } from '../../../components/period-status-badge';
import { showSuccess } from '../../../lib/notices';
import { periodMonthLabel } from '../../../lib/period-month-label';
import { useTRPC } from '../../../lib/trpc';

const ROWS_PER_PAGE = 20;
type Row = TimesheetPeriodList['items'][number];

/** A month as the list names it ("2026 m. lapkritis", "November 2026"). */
/** The timesheets' months (spec 2 §2 manual-locks, second tab), each row opening the month; Lock and Unlock where the user may change the status. */
export function TimesheetPeriodLocks() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...trpc.timesheets.indexPeriods.queryOptions({ page, rowsPerPage: ROWS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const after = (isLocked: boolean) => async () => {
    showSuccess(isLocked ? t`The month is locked.` : t`The month is unlocked.`);
    await queryClient.invalidateQueries({ queryKey: trpc.timesheets.indexPeriods.pathKey() });
  };
  const lock = useMutation(trpc.timesheets.lock.mutationOptions({ onSuccess: after(true) }));
  const unlock = useMutation(trpc.timesheets.unlock.mutationOptions({ onSuccess: after(false) }));

  const columns: DataColumn<Row>[] = [
    { key: 'timesheet', header: t`Timesheet`, minWidth: 180, cell: (row) => `${row.timesheetCode} · ${row.timesheetName}` },
    { key: 'month', header: t`Month`, kind: 'date', cell: (row) => periodMonthLabel(i18n, row.year, row.month) },
    { key: 'status', header: t`Status`, cell: (row) => <PeriodStatusBadge status={row.status} /> },
    {
      key: 'lock',
      header: t({ message: 'Lock', context: 'a period’s manual lock' }),
      cell: (row) => <PeriodLockState manualLock={row.manualLock} lockedByName={row.lockedByName} />,
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (row) => {
        if (!row.canLock) return null;
        const input = { timesheetId: row.timesheetId, year: row.year, month: row.month };
        const month = periodMonthLabel(i18n, row.year, row.month);
        const code = row.timesheetCode;
        return row.manualLock ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconLockOpen size={14} aria-hidden />}
            aria-label={t`Unlock ${code}, ${month}`}
            loading={unlock.isPending}
            onClick={() => unlock.mutate(input)}
          >
            <Trans>Unlock</Trans>
          </Button>
        ) : (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconLock size={14} aria-hidden />}
            aria-label={t`Lock ${code}, ${month}`}
            loading={lock.isPending}
            onClick={() => lock.mutate(input)}
          >
            <Trans>Lock</Trans>
          </Button>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <DataTable
        label={t`Timesheet months`}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        columns={columns}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        empty={<Trans>No timesheet month has been started yet.</Trans>}
        rowHref={(row) => `/wtm-area/timesheets/${row.timesheetId}/table?month=${row.year}-${String(row.month).padStart(2, '0')}`}
        minWidth={700}
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={ROWS_PER_PAGE}
        maxLinks={10}
        onChange={setPage}
        label={t`Pages of timesheet months`}
      />
    </Stack>
  );
}
