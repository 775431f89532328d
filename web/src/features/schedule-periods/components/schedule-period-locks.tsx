import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Input, SegmentedControl, Select, Stack } from '@mantine/core';
import type { IndexPeriodsInput, PeriodListItem } from '@portal/shared';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { Pager } from '../../../components/pager';
import { PeriodLockState, PeriodStatusBadge } from '../../../components/period-status-badge';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/notices';
import { businessToday } from '../../../lib/today';
import { usePeriodList, usePeriodLock, useScheduleOptions } from '../hooks/use-manual-locks';
import { scheduleMonthTableHref } from '../period-month';
import { periodMonthLabel } from '../../../lib/period-month-label';

const ROWS_PER_PAGE = 20;
const PAGER_LINKS = 10;
/** The year filter offers this many years back from next year. */
const YEARS_OFFERED = 8;

type LockFilter = NonNullable<IndexPeriodsInput['locked']>;
const LOCK_FILTERS: readonly LockFilter[] = ['all', 'locked', 'unlocked'];

interface Confirming {
  period: PeriodListItem;
  isLocking: boolean;
}

/** A whole number from the address, or undefined. */
function numberParam(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * The schedules' months (spec 2 §2 manual-locks): filtered by schedule, year and lock, each row
 * opening the month's table; Lock and Unlock on the rows the user may change the status of. The
 * filters and the page live in the address, so coming back from a month keeps them.
 */
export function SchedulePeriodLocks() {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const scheduleId = numberParam(searchParams.get('schedule'));
  const year = numberParam(searchParams.get('year'));
  const lockedParam = searchParams.get('locked') as LockFilter | null;
  const locked: LockFilter = lockedParam && LOCK_FILTERS.includes(lockedParam) ? lockedParam : 'all';
  const page = numberParam(searchParams.get('page')) ?? 1;
  const [confirming, setConfirming] = useState<Confirming | null>(null);

  const list = usePeriodList({ page, rowsPerPage: ROWS_PER_PAGE, scheduleId, year, locked });
  const schedules = useScheduleOptions();
  const { lock, unlock, isPending } = usePeriodLock((isLocked) => {
    const month = confirming ? periodMonthLabel(i18n, confirming.period.year, confirming.period.month) : '';
    const code = confirming?.period.scheduleCode ?? '';
    showSuccess(isLocked ? t`${code}: ${month} is locked.` : t`${code}: ${month} is unlocked.`);
    setConfirming(null);
  });

  /** Changes one filter (or the page); a new filter starts again at the first page. */
  const setParam = (key: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  const nextYear = Number(businessToday().slice(0, 4)) + 1;
  const yearOptions = Array.from({ length: YEARS_OFFERED }, (_, index) => String(nextYear - index));
  const scheduleOptions = (schedules.data?.items ?? []).map((schedule) => ({
    value: String(schedule.id),
    label: `${schedule.code} · ${schedule.name}`,
  }));
  const lockLabels: Record<LockFilter, string> = {
    all: t({ message: 'All', context: 'periods, lock filter' }),
    locked: t({ message: 'Locked', context: 'periods, lock filter' }),
    unlocked: t({ message: 'Unlocked', context: 'periods, lock filter' }),
  };
  const isFiltered = scheduleId !== undefined || year !== undefined || locked !== 'all';

  const columns: DataColumn<PeriodListItem>[] = [
    {
      key: 'schedule',
      header: t`Schedule`,
      minWidth: 180,
      cell: (row) => `${row.scheduleCode} · ${row.scheduleName}`,
    },
    { key: 'month', header: t`Month`, kind: 'date', cell: (row) => periodMonthLabel(i18n, row.year, row.month) },
    { key: 'status', header: t`Status`, cell: (row) => <PeriodStatusBadge status={row.status} /> },
    {
      key: 'lock',
      header: t({ message: 'Lock', context: 'a period’s manual lock' }),
      cell: (row) => <PeriodLockState manualLock={row.manualLock} lockedByName={row.lockedByName} />,
    },
    {
      key: 'erpUpdated',
      header: t`Updated in the ERP`,
      kind: 'date',
      cell: (row) => (row.bcUpdatedAt ? formatDateTime(row.bcUpdatedAt) : '—'),
    },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (row) => {
        if (!row.canLock) return null;
        const month = periodMonthLabel(i18n, row.year, row.month);
        const code = row.scheduleCode;
        return row.manualLock ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconLockOpen size={14} aria-hidden />}
            aria-label={t`Unlock ${code}, ${month}`}
            onClick={() => setConfirming({ period: row, isLocking: false })}
          >
            <Trans>Unlock</Trans>
          </Button>
        ) : (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconLock size={14} aria-hidden />}
            aria-label={t`Lock ${code}, ${month}`}
            onClick={() => setConfirming({ period: row, isLocking: true })}
          >
            <Trans>Lock</Trans>
          </Button>
        );
      },
    },
  ];

  const confirmingMonth = confirming ? periodMonthLabel(i18n, confirming.period.year, confirming.period.month) : '';
  const confirmingCode = confirming?.period.scheduleCode ?? '';
  const confirm = () => {
    if (!confirming) return;
    const input = { scheduleId: confirming.period.scheduleId, year: confirming.period.year, month: confirming.period.month };
    if (confirming.isLocking) lock.mutate(input);
    else unlock.mutate(input);
  };

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t`Schedule`}
          placeholder={t`All schedules`}
          data={scheduleOptions}
          value={scheduleId === undefined ? null : String(scheduleId)}
          onChange={(value) => setParam('schedule', value)}
          searchable
          clearable
          nothingFoundMessage={t`No schedule matches.`}
          w={280}
          maw="100%"
        />
        <Select
          label={t`Year`}
          placeholder={t`All years`}
          data={yearOptions}
          value={year === undefined ? null : String(year)}
          onChange={(value) => setParam('year', value)}
          clearable
          w={140}
        />
        <Stack gap={4}>
          <Input.Label labelElement="div" id="period-lock-filter-label">
            <Trans context="a period’s manual lock">Lock</Trans>
          </Input.Label>
          <SegmentedControl
            aria-labelledby="period-lock-filter-label"
            data={LOCK_FILTERS.map((value) => ({ value, label: lockLabels[value] }))}
            value={locked}
            onChange={(value) => setParam('locked', value === 'all' ? null : value)}
          />
        </Stack>
      </Group>
      <DataTable
        label={t`Schedule months`}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        columns={columns}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        empty={isFiltered ? <Trans>No schedule months match the filters.</Trans> : <Trans>No schedule month has been started yet.</Trans>}
        rowHref={(row) => scheduleMonthTableHref(row.scheduleId, row.year, row.month)}
        minWidth={760}
      />
      <Pager
        page={page}
        totalRecords={list.data?.pagination.totalRecords ?? 0}
        rowsPerPage={ROWS_PER_PAGE}
        maxLinks={PAGER_LINKS}
        onChange={(next) => setParam('page', String(next))}
        label={t`Pages of schedule months`}
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.isLocking ? t`Lock the month` : t`Unlock the month`}
        confirmLabel={confirming?.isLocking ? t`Lock` : t`Unlock`}
        loading={isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        {confirming?.isLocking ? (
          <Trans>
            {confirmingCode}: {confirmingMonth} will be locked. Nobody can change the month’s schedule until it is unlocked.
          </Trans>
        ) : (
          <Trans>
            {confirmingCode}: {confirmingMonth} will be unlocked. Planners can change it again while its status is in progress.
          </Trans>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
