import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Group, Loader, Menu, Stack } from '@mantine/core';
import {
  ErrorCode,
  type PeriodStatus,
  type ScheduleTable,
  type ScheduleTableSettings,
  type TableViolation,
  WorkJobKind,
} from '@portal/shared';
import { IconArrowDown, IconArrowUp, IconLock, IconScale } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { lazyDialog } from '../../../components/lazy-parts';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { StateBadge } from '../../../components/state-badge';
import { periodNotStartedLabel, periodStateOfCode } from '../../../components/state-labels';
import { errorMessages } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import type { Dictionaries } from '../grid/cell-content';
import { buildGridRows, type GroupKey, isWithinValidity, NO_GROUP } from '../grid/grid-rows';
import { type CellPoint, type CellSelection, EMPTY_SELECTION, selectedPoints, selectCell, extendTo, addCell } from '../grid/selection';
import { type MoveDirection, movedLineOrder } from '../grid/line-order';
import { indexViolations } from '../grid/violations';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useMonthParam } from '../hooks/use-month-param';
import { useRouteScheduleId } from '../hooks/use-route-schedule-id';
import { useSaveLineOrder } from '../hooks/use-schedule-lines';
import { useMonthJobs } from '../hooks/use-month-jobs';
import { useMonthEdits, usePeriodActions, useScheduleMonth } from '../hooks/use-schedule-month';
import { useTableSettings } from '../hooks/use-table-settings';
import { CellMenu } from './cell-menu';
import { EditActionBar } from './edit-action-bar';
import { EditErrorAlert } from './edit-error-alert';
import { GridToolbar } from './grid-toolbar';
import { MonthNavigation } from './month-navigation';
import { PeriodActions } from './period-actions';
import { ReadOnlyNotice } from './read-only-notice';
import { ScheduleGrid } from './schedule-grid';
import { SummaryTableView } from './summary-table';

// A job's panel is drawn only once a job runs: its code loads then, keeping the table's chunk within budget.
const WorkJobProgress = lazy(async () => ({ default: (await import('../../../components/work-job-progress')).WorkJobProgress }));

// Fetched when first opened: the table's dialogs and drawer are needed by no other part of it (the
// settings' number, segmented and switch inputs, the accounting's and the details' tables, the drawer).
const SdlaDialog = lazyDialog(
  () => import('./sdla-dialog').then((module) => module.SdlaDialog),
  (props) => props.line !== null,
);
const PutActivityDialog = lazyDialog(
  () => import('./put-activity-dialog').then((module) => module.PutActivityDialog),
  (props) => props.opened,
);
const EntryDetailsDialog = lazyDialog(
  () => import('./entry-details-dialog').then((module) => module.EntryDetailsDialog),
  (props) => props.entryId !== null,
);
const LaborCodeDrawer = lazyDialog(
  () => import('./labor-code-drawer').then((module) => module.LaborCodeDrawer),
  (props) => props.opened,
);
const TableSettingsDialog = lazyDialog(
  () => import('./table-settings-dialog').then((module) => module.TableSettingsDialog),
  (props) => props.opened,
);

interface MonthTableProps {
  table: ScheduleTable;
  settings: ScheduleTableSettings;
  onSettingsChange: (settings: ScheduleTableSettings) => void;
  summary: ReactNode;
  header: ReactNode;
}

/** The loaded month: toolbar, grid, summary and the edit session's bar and dialogs. */
function MonthTable({ table, settings, onSettingsChange, summary, header }: MonthTableProps) {
  const { t } = useLingui();
  const month = { scheduleId: table.scheduleId, year: table.year, month: table.month };
  const session = table.editSession;
  const edits = useMonthEdits(month, session !== null);
  const [filter, setFilter] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<GroupKey>>(new Set());
  const [selection, setSelection] = useState<CellSelection>(EMPTY_SELECTION);
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const [detailsEntryId, setDetailsEntryId] = useState<number | null>(null);
  const [panel, setPanel] = useState<'laborCode' | 'settings' | 'activity' | null>(null);
  const [revealPoint, setRevealPoint] = useState<CellPoint | null>(null);
  const [pendingViolation, setPendingViolation] = useState<TableViolation | null>(null);
  const [movedLine, setMovedLine] = useState<{ scheduleEmployeeId: number; index: number; column: number } | null>(null);
  const [sdlaLine, setSdlaLine] = useState<{ employeeNo: string; fullName: string } | null>(null);
  const saveLineOrder = useSaveLineOrder();

  const rows = useMemo(() => buildGridRows(table, filter, collapsed), [table, filter, collapsed]);
  const dictionaries = useMemo<Dictionaries>(
    () => ({
      shifts: new Map(table.shifts.map((shift) => [shift.id, shift])),
      activities: new Map(table.activities.map((activity) => [activity.code, activity])),
    }),
    [table.shifts, table.activities],
  );
  const violations = useMemo(() => indexViolations(table.violations), [table.violations]);
  const hasCells = (row: number) => rows[row]?.kind === 'line';
  const cells = selectedPoints(selection, hasCells).flatMap(({ row, column }) => {
    const gridRow = rows[row];
    const day = table.days[column];
    if (gridRow?.kind !== 'line' || !day || !isWithinValidity(gridRow.line, day.date)) return [];
    return [{ employeeNo: gridRow.line.employeeNo, date: day.date }];
  });
  const isEditable = table.isEditable;
  const changedCells = session?.changedCells ?? 0;
  const canUndo = (session?.undoSteps ?? 0) > 0;

  // Another view of the lines (filter, folding, another month) starts without a selection.
  useEffect(() => setSelection(EMPTY_SELECTION), [filter, collapsed, table.year, table.month, table.scheduleId]);

  // A warning chosen in the panel: once its line is shown, its cells are selected and scrolled to.
  useEffect(() => {
    if (!pendingViolation) return;
    const row = rows.findIndex((gridRow) => gridRow.kind === 'line' && gridRow.line.employeeNo === pendingViolation.employeeNo);
    if (row < 0) return;
    const columns = pendingViolation.dates.map((date) => table.days.findIndex((day) => day.date === date)).filter((column) => column >= 0);
    let next = selectCell({ row, column: columns[0] ?? 0 });
    for (const column of columns.slice(1)) next = addCell(next, { row, column });
    if (columns.length > 1 && columns.every((column, index) => index === 0 || column === columns[index - 1]! + 1)) {
      next = extendTo(selectCell({ row, column: columns[0]! }), { row, column: columns.at(-1)! });
    }
    setSelection(next);
    setRevealPoint(next.active);
    setPendingViolation(null);
  }, [pendingViolation, rows, table.days]);

  // A moved line keeps the focus: once the table comes back in the new order, its cell is selected again.
  useEffect(() => {
    if (!movedLine) return;
    if (table.lines.findIndex((line) => line.scheduleEmployeeId === movedLine.scheduleEmployeeId) !== movedLine.index) return;
    const row = rows.findIndex((gridRow) => gridRow.kind === 'line' && gridRow.line.scheduleEmployeeId === movedLine.scheduleEmployeeId);
    if (row < 0) return;
    const next = selectCell({ row, column: movedLine.column });
    setSelection(next);
    setRevealPoint(next.active);
    setMovedLine(null);
  }, [movedLine, rows, table.lines]);

  const activeRow = selection.active ? rows[selection.active.row] : undefined;
  const activeLine = activeRow?.kind === 'line' ? activeRow.line : null;
  const periodId = table.period.id;
  const orderAfterMove = (direction: MoveDirection) =>
    activeLine && isEditable && periodId !== null ? movedLineOrder(table.lines, activeLine.scheduleEmployeeId, direction) : null;
  const moveLine = (direction: MoveDirection) => {
    closeMenu();
    const lines = orderAfterMove(direction);
    if (!activeLine || !lines || periodId === null) return;
    const moved = {
      scheduleEmployeeId: activeLine.scheduleEmployeeId,
      index: lines.findIndex((line) => line.scheduleEmployeeId === activeLine.scheduleEmployeeId),
      column: selection.active?.column ?? 0,
    };
    saveLineOrder.mutate(
      { periodId, lines },
      {
        onSuccess: () => {
          showSuccess(t`Changes saved.`);
          setMovedLine(moved);
        },
      },
    );
  };

  const run = async (action: () => Promise<unknown>, success?: string) => {
    edits.reset();
    try {
      await action();
      if (success) showSuccess(success);
    } catch {
      // The refusal is shown above the grid (EditErrorAlert).
    }
  };
  // After the cell menu, the keyboard carries on from the grid's focused cell.
  const closeMenu = () => {
    setMenuAt(null);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[role="grid"] [data-point][tabindex="0"]')?.focus());
  };
  const apply = (shiftId: number) => {
    closeMenu();
    if (isEditable && cells.length > 0) void run(() => edits.applyShift(shiftId, cells));
  };
  const remove = () => {
    closeMenu();
    if (isEditable && cells.length > 0) void run(() => edits.deleteCells(cells));
  };
  const putActivity = (activityCode: string) => {
    setPanel(null);
    if (isEditable && cells.length > 0) void run(() => edits.putActivity(activityCode, cells));
  };
  const openActivity =
    table.activities.length > 0
      ? () => {
          closeMenu();
          setPanel('activity');
        }
      : undefined;
  // Another schedule's entry of the focused cell that this schedule may take the day from.
  const overridableAt = (point: CellPoint | null) => {
    const gridRow = point ? rows[point.row] : undefined;
    const day = point ? table.days[point.column] : undefined;
    if (gridRow?.kind !== 'line' || !day) return null;
    return gridRow.entriesByDate.get(day.date)?.find((entry) => entry.canOverride && entry.id !== null)?.id ?? null;
  };
  const overridable = overridableAt(selection.active);
  const undo = () => {
    if (isEditable && canUndo && !edits.isPending) void run(edits.undo);
  };
  const entryIdAt = (point: CellPoint | null) => {
    const gridRow = point ? rows[point.row] : undefined;
    const day = point ? table.days[point.column] : undefined;
    if (gridRow?.kind !== 'line' || !day) return null;
    // Another schedule's entry opens in that schedule, not here.
    return (
      gridRow.entriesByDate.get(day.date)?.find((entry) => entry.id !== null && entry.action !== 'delete' && !entry.belongsToOtherSchedule)
        ?.id ?? null
    );
  };
  const reload = () =>
    void run(async () => {
      if (session) await edits.rollback().catch(() => undefined);
      edits.reset();
    });
  const blocker = useLeaveGuard(changedCells > 0);

  return (
    <Stack gap="md" pb={changedCells > 0 ? 'xl' : undefined}>
      {header}
      <ReadOnlyNotice table={table} />
      <EditErrorAlert error={edits.error} isStale={session?.isStale ?? false} onReload={reload} onDismiss={edits.reset} />
      {table.lines.length === 0 ? (
        <EmptyState>
          <Trans>This schedule has no employees yet.</Trans>{' '}
          <Anchor component={Link} to={`/wtm-area/schedules/${table.scheduleId}/resource-planning`}>
            <Trans>Add them in resource planning.</Trans>
          </Anchor>
        </EmptyState>
      ) : (
        <>
          <GridToolbar
            shifts={table.shifts}
            isEditable={isEditable}
            selectedCount={cells.length}
            canUndo={canUndo}
            isBusy={edits.isPending}
            filter={filter}
            violationCount={table.violations.length}
            onFilterChange={setFilter}
            onApply={apply}
            onPutActivity={openActivity}
            onOverrideMonth={
              isEditable && table.hasOverridableEntries
                ? () => void run(edits.overrideMonth, t`This schedule’s entries now take their days.`)
                : undefined
            }
            onDelete={remove}
            onUndo={undo}
            onOpenLaborCode={() => setPanel('laborCode')}
            onOpenSettings={() => setPanel('settings')}
          />
          {rows.length === 0 ? (
            <EmptyState>
              <Trans>No line matches the filter.</Trans>
            </EmptyState>
          ) : (
            <ScheduleGrid
              table={table}
              rows={rows}
              settings={settings}
              dictionaries={dictionaries}
              violations={violations}
              selection={selection}
              onSelectionChange={setSelection}
              revealPoint={revealPoint}
              onOpenMenu={setMenuAt}
              onDelete={remove}
              onUndo={undo}
              onOpenDetails={(point) => setDetailsEntryId(entryIdAt(point))}
              onToggleGroup={(key) =>
                setCollapsed((current) => {
                  const next = new Set(current);
                  if (!next.delete(key)) next.add(key);
                  return next;
                })
              }
            />
          )}
          {settings.showSummaryTable ? summary : null}
        </>
      )}
      {changedCells > 0 ? (
        <EditActionBar
          changedCells={changedCells}
          canUndo={canUndo}
          isBusy={edits.isPending}
          onUndo={undo}
          onSave={() => void run(edits.commit, t`Changes saved.`)}
          onDiscard={() => void run(edits.rollback, t`The changes were discarded.`)}
        />
      ) : null}
      <CellMenu
        at={menuAt}
        shifts={table.shifts}
        isEditable={isEditable && cells.length > 0}
        canShowDetails={entryIdAt(selection.active) !== null}
        onApply={apply}
        onDelete={remove}
        onDetails={() => {
          closeMenu();
          setDetailsEntryId(entryIdAt(selection.active));
        }}
        onClose={closeMenu}
        onPutActivity={cells.length > 0 ? openActivity : undefined}
        onOverride={
          overridable !== null
            ? () => {
                closeMenu();
                void run(() => edits.overrideEntry(overridable), t`This schedule’s entry now takes the day.`);
              }
            : undefined
        }
      >
        {activeLine ? (
          <>
            <Menu.Divider />
            <Menu.Label>{activeLine.fullName}</Menu.Label>
            {isEditable ? (
              <>
                <Menu.Item
                  leftSection={<IconArrowUp size={16} aria-hidden />}
                  disabled={!orderAfterMove('up') || saveLineOrder.isPending}
                  onClick={() => moveLine('up')}
                >
                  {t`Move line up`}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconArrowDown size={16} aria-hidden />}
                  disabled={!orderAfterMove('down') || saveLineOrder.isPending}
                  onClick={() => moveLine('down')}
                >
                  {t`Move line down`}
                </Menu.Item>
              </>
            ) : null}
            <Menu.Item
              leftSection={<IconScale size={16} aria-hidden />}
              onClick={() => {
                closeMenu();
                setSdlaLine({ employeeNo: activeLine.employeeNo, fullName: activeLine.fullName });
              }}
            >
              {t`Summarised working-time accounting`}
            </Menu.Item>
          </>
        ) : null}
      </CellMenu>
      <SdlaDialog month={month} line={sdlaLine} onClose={() => setSdlaLine(null)} />
      <PutActivityDialog
        opened={panel === 'activity'}
        activities={table.activities}
        selectedCount={cells.length}
        isBusy={edits.isPending}
        onSubmit={putActivity}
        onClose={() => setPanel(null)}
      />
      <EntryDetailsDialog scheduleId={table.scheduleId} entryId={detailsEntryId} onClose={() => setDetailsEntryId(null)} />
      <LaborCodeDrawer
        opened={panel === 'laborCode'}
        violations={table.violations}
        lines={table.lines}
        onClose={() => setPanel(null)}
        onSelect={(violation) => {
          setPanel(null);
          setFilter('');
          const line = table.lines.find((candidate) => candidate.employeeNo === violation.employeeNo);
          const key: GroupKey = line?.groupId ?? NO_GROUP;
          setCollapsed((current) => new Set([...current].filter((candidate) => candidate !== key)));
          setPendingViolation(violation);
        }}
      />
      <TableSettingsDialog
        opened={panel === 'settings'}
        settings={settings}
        onClose={() => setPanel(null)}
        onSave={(next) => {
          onSettingsChange(next);
          setPanel(null);
        }}
      />
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t`Leave with unsaved changes?`}
        confirmLabel={t`Leave`}
        onConfirm={() => blocker.proceed?.()}
        onClose={() => blocker.reset?.()}
      >
        <Plural value={changedCells} one="# changed cell is not saved." other="# changed cells are not saved." />{' '}
        <Trans>They stay in your draft of this month until you save or discard them, and nobody else sees them.</Trans>
      </ConfirmDialog>
    </Stack>
  );
}

function PeriodBadges({ table }: { table: ScheduleTable }) {
  const { i18n } = useLingui();
  const state = table.period.status === null ? null : periodStateOfCode(table.period.status);
  const lockedBy = table.period.lockedByName ?? '';
  return (
    <Group gap="xs">
      {state ? (
        <StateBadge kind="period" state={state} size="md" />
      ) : (
        <Badge color="gray" variant="outline" data-state="NotStarted">
          {i18n._(periodNotStartedLabel)}
        </Badge>
      )}
      {table.period.manualLock ? (
        <Badge color="red" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
          {lockedBy ? <Trans>Locked by {lockedBy}</Trans> : <Trans>Locked</Trans>}
        </Badge>
      ) : null}
    </Group>
  );
}

interface ScheduleTablePageProps {
  /** The schedule's tabs (general, resource planning, table), composed by the app. */
  renderTabs?: (scheduleId: number) => ReactNode;
}

/** The schedule's month table (spec 2 §2 schedules/{id}/table). */
export function ScheduleTablePage({ renderTabs }: ScheduleTablePageProps) {
  const { t, i18n } = useLingui();
  const scheduleId = useRouteScheduleId();
  const [yearMonth, setYearMonth] = useMonthParam();
  const [settings, setSettings] = useTableSettings();
  const month = { scheduleId, year: Number(yearMonth.slice(0, 4)), month: Number(yearMonth.slice(5, 7)) };
  const { table, summary } = useScheduleMonth(month, { withSummary: settings.showSummaryTable && scheduleId > 0 });
  const periodActions = usePeriodActions(month);
  const edits = useMonthEdits(month, table.data?.editSession !== null);
  const data = table.data;
  const hasUnsavedChanges = (data?.editSession?.changedCells ?? 0) > 0;
  const ignore = (promise: Promise<unknown>) => void promise.catch(() => undefined);
  // The export and the generation run as jobs: the bar below the header follows the one started here.
  const monthJobs = useMonthJobs(month, (job) => {
    if (job.kind !== WorkJobKind.scheduleGeneration || job.status !== 'completed') return;
    const written = Number(job.resultSummary?.written ?? 0);
    const removed = Number(job.resultSummary?.removed ?? 0);
    showSuccess(t`The month was generated: ${written} entries written, ${removed} removed.`);
  });
  const monthJob = monthJobs.job;
  const monthJobTitle = monthJob?.kind === WorkJobKind.scheduleGeneration ? t`Generation of ${yearMonth}` : t`Excel export of ${yearMonth}`;

  const header = (
    <Stack gap="sm">
      <PageHeader
        title={data ? `${data.scheduleCode} · ${data.scheduleName}` : <Trans>Schedule</Trans>}
        state={data ? <PeriodBadges table={data} /> : undefined}
        back={{ to: '/wtm-area/schedules', label: <Trans>All schedules</Trans> }}
        secondaryActions={
          data ? (
            <PeriodActions
              table={data}
              hasUnsavedChanges={hasUnsavedChanges}
              isBusy={periodActions.isPending || edits.isPending || monthJobs.isStarting || monthJob?.status === 'running'}
              onGenerate={(choice) => ignore(monthJobs.generate(choice))}
              onSetStatus={(status: PeriodStatus) => ignore(periodActions.setStatus(status))}
              onLock={() => ignore(periodActions.lock())}
              onUnlock={() => ignore(periodActions.unlock())}
              onExport={() => ignore(monthJobs.exportToExcel(settings.cellDisplayMode))}
            />
          ) : undefined
        }
      />
      {scheduleId > 0 && renderTabs ? renderTabs(scheduleId) : null}
      <Group gap="sm">
        <MonthNavigation month={yearMonth} onChange={setYearMonth} />
        {table.isFetching && data ? <Loader size="sm" aria-label={t`Loading the month`} role="status" /> : null}
      </Group>
      {edits.error ? <QueryErrorAlert error={edits.error} /> : null}
      {monthJobs.startError ? <QueryErrorAlert error={monthJobs.startError} /> : null}
      {monthJob ? (
        <Suspense fallback={null}>
          <WorkJobProgress job={monthJob} title={monthJobTitle} onCancel={monthJobs.cancel} onDismiss={monthJobs.dismiss} />
        </Suspense>
      ) : null}
    </Stack>
  );

  if (scheduleId === 0 || table.isError) {
    return (
      <Stack gap="md">
        {header}
        {table.isError ? (
          <QueryErrorAlert error={table.error} />
        ) : (
          <Alert color="red" variant="light" role="alert">
            {i18n._(errorMessages[ErrorCode.recordNotFound])}
          </Alert>
        )}
      </Stack>
    );
  }
  if (!data) {
    return (
      <Stack gap="md">
        {header}
        <LoadingBlock lines={10} />
      </Stack>
    );
  }
  return (
    <MonthTable
      table={data}
      settings={settings}
      onSettingsChange={setSettings}
      header={header}
      summary={
        summary.data ? (
          <SummaryTableView summary={summary.data} />
        ) : summary.isError ? (
          <QueryErrorAlert error={summary.error} />
        ) : (
          <LoadingBlock />
        )
      }
    />
  );
}
