import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Alert, Badge, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { addMonths, decodeTimesheetTable, PeriodStatus, type TimesheetTable } from '@portal/shared';
import {
  IconCheck,
  IconChevronLeft,
  IconChevronRight,
  IconInfoCircle,
  IconLock,
  IconLockOpen,
  IconRefresh,
  IconScale,
  IconX,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Rect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyDialog } from '../../../components/lazy-parts';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { PeriodStatusBadge } from '../../../components/period-status-badge';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { showSuccess } from '../../../lib/notices';
import { periodMonthLabel } from '../../../lib/period-month-label';
import { businessToday } from '../../../lib/today';
import { useTRPC } from '../../../lib/trpc';
import { TimesheetErpActions } from './timesheet-erp-actions';
import { CreateDetailedEntriesButton } from './create-detailed-entries-button';
import { GenerateActivityEntriesButton } from './generate-activity-entries-button';
import { TimesheetNotFound } from './timesheet-not-found';
import { useTimesheetReports } from './timesheet-reports';
import { useTimesheetId } from './timesheet-page';
import classes from './timesheet-table.module.css';

// Fetched when first opened: the table's chunk stays within its budget.
const TimesheetSdlaDialog = lazyDialog(
  () => import('./timesheet-sdla-dialog').then((module) => module.TimesheetSdlaDialog),
  (props) => props.line !== null,
);

interface SdlaLine {
  employeeNo: string;
  fullName: string;
}

const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 32;
const TOTAL_KEYS = ['worked', 'night', 'overtime', 'holiday', 'absence', 'total'] as const;

const GRID_HEIGHT = 600;
const FALLBACK_WIDTH = 1200;

/** The box's size as the virtualiser sees it; before it is laid out (and under a test's DOM) a fallback. */
function observeRect(instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) {
  const element = instance.scrollElement;
  if (!element) return;
  const report = () => {
    const { width, height } = element.getBoundingClientRect();
    callback({ width: width || FALLBACK_WIDTH, height: height || GRID_HEIGHT });
  };
  report();
  const observer = new ResizeObserver(report);
  observer.observe(element);
  return () => observer.disconnect();
}

const cellKey = (employeeNo: string, date: string) => `${employeeNo}|${date}`;
const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

interface GridProps {
  table: TimesheetTable;
  selected: ReadonlySet<string>;
  onToggle: (employeeNo: string, date: string) => void;
  onShowSdla: (line: SdlaLine) => void;
}

/** Employees × days, virtualised in rows: each day's figures by code, confirmed days marked, totals per type per line. */
function TimesheetGrid({ table, selected, onToggle, onShowSdla }: GridProps) {
  const { t } = useLingui();
  const scrollerRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: table.lines.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: HEADER_HEIGHT,
    overscan: 8,
    initialRect: { width: FALLBACK_WIDTH, height: GRID_HEIGHT },
    observeElementRect: observeRect,
  });
  const totalLabels: Record<(typeof TOTAL_KEYS)[number], string> = {
    worked: t`Worked`,
    night: t`Night`,
    overtime: t`Overtime`,
    holiday: t`Holidays`,
    absence: t`Absence`,
    total: t`Total`,
  };
  const dayClass = (type: string) => (type === 'holiday' ? classes.holiday : type === 'weekend' ? classes.weekend : '');
  return (
    <div
      ref={scrollerRef}
      className={classes.scroller}
      style={{ height: GRID_HEIGHT }}
      role="grid"
      aria-label={t`Timesheet`}
      aria-rowcount={table.lines.length + 1}
    >
      <div style={{ height: rows.getTotalSize(), position: 'relative' }}>
        <div className={classes.header} role="row" style={{ height: HEADER_HEIGHT }}>
          <div className={classes.name} role="columnheader">
            <Trans>Employee</Trans>
          </div>
          {table.days.map((day) => (
            <div key={day.date} className={`${classes.day} ${dayClass(day.type)}`} role="columnheader">
              {day.day}
            </div>
          ))}
          {TOTAL_KEYS.map((key) => (
            <div key={key} className={classes.total} role="columnheader">
              {totalLabels[key]}
            </div>
          ))}
        </div>
        {rows.getVirtualItems().map((item) => {
          const line = table.lines[item.index]!;
          const fullName = `${line.lastName} ${line.firstName}`;
          return (
            <div
              key={line.employeeNo}
              className={classes.row}
              role="row"
              aria-rowindex={item.index + 2}
              style={{ top: item.start, height: ROW_HEIGHT }}
            >
              <div className={classes.name} role="rowheader" title={`${fullName} (${line.employeeNo})`}>
                <Group gap={4} wrap="nowrap" justify="space-between">
                  <div className={classes.nameText}>
                    {fullName}
                    <Text size="xs" c="dimmed">
                      {line.employeeNo}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={t`Summarised working-time accounting: ${fullName}`}
                    title={t`Summarised working-time accounting`}
                    onClick={() => onShowSdla({ employeeNo: line.employeeNo, fullName })}
                  >
                    <IconScale size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </div>
              {line.days.map((day, index) => {
                const key = cellKey(line.employeeNo, day.date);
                const marks = [
                  dayClass(table.days[index]!.type),
                  day.employeeValid ? '' : classes.invalid,
                  day.recalculationRequired ? classes.recalculate : day.confirmed ? classes.confirmed : '',
                  selected.has(key) ? classes.selected : '',
                ].join(' ');
                const status = day.recalculationRequired ? t`confirmed, recalculation required` : day.confirmed ? t`confirmed` : '';
                const content = day.figures.map((figure) => (
                  <div key={figure.code} className={figure.pending ? classes.pending : undefined}>
                    {figure.code} {hours(figure.minutes)}
                  </div>
                ));
                return day.employeeValid ? (
                  <button
                    key={day.date}
                    type="button"
                    role="gridcell"
                    aria-selected={selected.has(key)}
                    aria-label={`${line.lastName} ${line.firstName}, ${day.date}${status ? `, ${status}` : ''}`}
                    className={`${classes.day} ${marks}`}
                    onClick={() => onToggle(line.employeeNo, day.date)}
                  >
                    {content}
                  </button>
                ) : (
                  <div key={day.date} role="gridcell" className={`${classes.day} ${marks}`} />
                );
              })}
              {TOTAL_KEYS.map((key) => (
                <div key={key} className={classes.total} role="gridcell">
                  {line.totals[key]}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * A timesheet's month (spec 2 §2 timesheets/{id}/table): hours per employee and day by code, the
 * month's generation, confirmation and unconfirmation of the selected days, hours entered in an edit
 * session (committed or rolled back), the status and the manual lock. Read only unless the month is in
 * progress, unlocked and the keeper may edit.
 */
export function TimesheetTablePage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const timesheetId = useTimesheetId();
  const [searchParams] = useSearchParams();
  const [first, setFirst] = useState(() => {
    const asked = searchParams.get('month');
    return asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? `${asked}-01` : `${businessToday().slice(0, 7)}-01`;
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sdlaLine, setSdlaLine] = useState<SdlaLine | null>(null);
  const [code, setCode] = useState<string | null>('FD');
  const [hoursValue, setHoursValue] = useState<number | string>(8);
  const month = { timesheetId: timesheetId ?? 0, year: Number(first.slice(0, 4)), month: Number(first.slice(5, 7)) };
  // The lines' days arrive as one string each (shared timesheet-table-wire.ts): decoded once per answer.
  const table = useQuery({ ...trpc.timesheets.table.queryOptions(month), enabled: (timesheetId ?? 0) > 0, select: decodeTimesheetTable });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.timesheets.table.pathKey() });
  const done = (message: string) => async () => {
    showSuccess(message);
    await refresh();
  };
  const generate = useMutation(trpc.timesheets.generate.mutationOptions({ onSuccess: done(t`The month was generated.`) }));
  const confirm = useMutation(trpc.timesheets.confirmDays.mutationOptions({ onSuccess: done(t`The days were confirmed.`) }));
  const unconfirm = useMutation(trpc.timesheets.unconfirmDays.mutationOptions({ onSuccess: done(t`The days were unconfirmed.`) }));
  const setStatus = useMutation(trpc.timesheets.setStatus.mutationOptions({ onSuccess: refresh }));
  const lock = useMutation(trpc.timesheets.lock.mutationOptions({ onSuccess: refresh }));
  const unlock = useMutation(trpc.timesheets.unlock.mutationOptions({ onSuccess: refresh }));
  const init = useMutation(trpc.timesheets.init.mutationOptions());
  const updateHours = useMutation(trpc.timesheets.updateHours.mutationOptions({ onSuccess: refresh }));
  const deleteEntries = useMutation(trpc.timesheets.deleteEntries.mutationOptions({ onSuccess: refresh }));
  const commit = useMutation(trpc.timesheets.commit.mutationOptions({ onSuccess: done(t`Changes saved.`) }));
  const rollback = useMutation(trpc.timesheets.rollback.mutationOptions({ onSuccess: refresh }));
  // In the interface's language (the browser's own may differ): "2026 lapkritis", "November 2026".
  const monthLabel = periodMonthLabel(i18n, month.year, month.month);
  const reports = useTimesheetReports(table.data, monthLabel);

  if (timesheetId === null || timesheetId === 0) return <TimesheetNotFound />;
  if (table.isError) return <QueryErrorAlert error={table.error} />;
  if (table.isPending) return <LoadingBlock />;
  const data = table.data;
  const cells = [...selected].map((key) => {
    const [employeeNo, date] = key.split('|') as [string, string];
    return { employeeNo, date };
  });
  const employeeNos = [...new Set(cells.map((cell) => cell.employeeNo))];
  const dates = [...new Set(cells.map((cell) => cell.date))];
  const toggle = (employeeNo: string, date: string) =>
    setSelected((current) => {
      const next = new Set(current);
      const key = cellKey(employeeNo, date);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const moveMonth = (step: number) => {
    setFirst((current) => addMonths(current, step));
    setSelected(new Set());
  };
  const withSession = async (change: () => Promise<unknown>) => {
    if (!data.editSession) await init.mutateAsync(month);
    await change();
  };
  const status = data.period.status;

  return (
    <Stack gap="md">
      <PageHeader
        title={`${data.timesheet.code} · ${data.timesheet.name}`}
        state={
          <Group gap="xs">
            <PeriodStatusBadge status={status} />
            {data.period.manualLock ? (
              <Badge color="orange" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
                <Trans>Locked</Trans>
              </Badge>
            ) : null}
          </Group>
        }
        back={{ to: `/wtm-area/timesheets/${data.timesheet.id}`, label: <Trans>Timesheet</Trans> }}
        secondaryActions={reports.menu}
      />
      <Group gap="xs" wrap="wrap">
        <ActionIcon variant="default" aria-label={t`Previous month`} onClick={() => moveMonth(-1)}>
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        <Text fw={600} miw={140} ta="center">
          {monthLabel}
        </Text>
        <ActionIcon variant="default" aria-label={t`Next month`} onClick={() => moveMonth(1)}>
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
        {data.isEditable ? (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={generate.isPending}
            onClick={() => generate.mutate(month)}
          >
            <Trans>Generate</Trans>
          </Button>
        ) : null}
        {data.isEditable ? <GenerateActivityEntriesButton month={month} /> : null}
        {data.canChangeStatus ? (
          <>
            {status !== PeriodStatus.inProgress ? (
              <Button
                variant="default"
                loading={setStatus.isPending}
                onClick={() => setStatus.mutate({ ...month, status: PeriodStatus.inProgress })}
              >
                <Trans>Back to in progress</Trans>
              </Button>
            ) : null}
            {status !== PeriodStatus.prepared ? (
              <Button
                variant="default"
                loading={setStatus.isPending}
                onClick={() => setStatus.mutate({ ...month, status: PeriodStatus.prepared })}
              >
                <Trans>Mark prepared</Trans>
              </Button>
            ) : null}
            {status !== PeriodStatus.approved ? (
              <Button
                variant="default"
                loading={setStatus.isPending}
                onClick={() => setStatus.mutate({ ...month, status: PeriodStatus.approved })}
              >
                <Trans>Approve</Trans>
              </Button>
            ) : null}
            <Button
              variant="default"
              leftSection={data.period.manualLock ? <IconLockOpen size={16} aria-hidden /> : <IconLock size={16} aria-hidden />}
              loading={lock.isPending || unlock.isPending}
              onClick={() => (data.period.manualLock ? unlock : lock).mutate(month)}
            >
              {data.period.manualLock ? <Trans>Unlock</Trans> : <Trans>Lock</Trans>}
            </Button>
          </>
        ) : null}
        <TimesheetErpActions table={data} />
      </Group>
      {reports.panel}
      {data.isEditable ? (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Text size="sm" c="dimmed" mb={6}>
            <Trans>Selected days: {selected.size}</Trans>
          </Text>
          <Button
            variant="light"
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            disabled={cells.length === 0}
            loading={confirm.isPending}
            onClick={() => confirm.mutate({ ...month, employeeNos, dates }, { onSuccess: () => setSelected(new Set()) })}
          >
            <Trans>Confirm days</Trans>
          </Button>
          <Button
            variant="light"
            color="gray"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={cells.length === 0}
            loading={unconfirm.isPending}
            onClick={() => unconfirm.mutate({ ...month, employeeNos, dates }, { onSuccess: () => setSelected(new Set()) })}
          >
            <Trans>Unconfirm days</Trans>
          </Button>
          <Select
            label={t`Code`}
            data={data.activityCodes.map((activity) => ({ value: activity.code, label: `${activity.code} · ${activity.text}` }))}
            value={code}
            onChange={setCode}
            searchable
            w={220}
          />
          <NumberInput label={t`Hours`} min={0} max={24} step={0.5} decimalScale={2} value={hoursValue} onChange={setHoursValue} w={100} />
          <Button
            disabled={cells.length === 0 || code === null}
            loading={updateHours.isPending || init.isPending}
            onClick={() =>
              void withSession(() => updateHours.mutateAsync({ ...month, code: code!, hours: Number(hoursValue) || 0, cells }))
            }
          >
            <Trans>Enter hours</Trans>
          </Button>
          <Button
            variant="default"
            disabled={cells.length === 0}
            loading={deleteEntries.isPending}
            onClick={() => void withSession(() => deleteEntries.mutateAsync({ ...month, cells }))}
          >
            <Trans>Clear days</Trans>
          </Button>
          <CreateDetailedEntriesButton month={month} cells={cells} hasSession={data.editSession !== null} />
          {data.editSession && data.editSession.changedCells > 0 ? (
            <>
              <Button color="green" loading={commit.isPending} onClick={() => commit.mutate(month)}>
                <Trans>Save changes ({data.editSession.changedCells})</Trans>
              </Button>
              <Button variant="default" loading={rollback.isPending} onClick={() => rollback.mutate(month)}>
                <Trans>Discard changes</Trans>
              </Button>
            </>
          ) : null}
        </Group>
      ) : (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Trans>This month is read only: it is prepared, approved or locked, or you may not edit this timesheet.</Trans>
        </Alert>
      )}
      {data.lines.length === 0 ? (
        <Alert color="gray" variant="light">
          <Trans>The schedule has no employees this month.</Trans>
        </Alert>
      ) : (
        <TimesheetGrid table={data} selected={selected} onToggle={toggle} onShowSdla={setSdlaLine} />
      )}
      <TimesheetSdlaDialog month={month} line={sdlaLine} onClose={() => setSdlaLine(null)} />
    </Stack>
  );
}
