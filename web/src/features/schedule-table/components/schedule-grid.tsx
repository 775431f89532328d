import { useLingui } from '@lingui/react/macro';
import type { ScheduleTable, ScheduleTableSettings } from '@portal/shared';
import { type Rect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef } from 'react';
import type { Dictionaries } from '../grid/cell-content';
import { columnLayout, ROW_HEIGHT } from '../grid/columns';
import { dayTotals, type GridRow, type GroupKey } from '../grid/grid-rows';
import {
  addCell,
  type CellPoint,
  type CellSelection,
  directionOfKey,
  extendTo,
  isInSelection,
  movePoint,
  selectCell,
} from '../grid/selection';
import type { ViolationIndex } from '../grid/violations';
import type { CellLabels } from './day-cell';
import { GridGroupRow } from './grid-group-row';
import { GridHeaderRow } from './grid-header-row';
import { GridLineRow } from './grid-line-row';
import { GridTotalsRow } from './grid-totals-row';
import classes from './schedule-grid.module.css';

const HEADER_HEIGHT = 40;
// Before the box is laid out (and under a test's DOM, which lays out nothing) the virtualisers
// measure the box as this wide and as high as the settings say.
const FALLBACK_WIDTH = 1200;

export interface GridCommands {
  /** Space or Enter, or the context menu: offer the shifts to apply at the given screen point. */
  onOpenMenu: (at: { x: number; y: number }) => void;
  onDelete: () => void;
  onUndo: () => void;
  /** Double-click or Alt+Enter on a cell. */
  onOpenDetails: (point: CellPoint) => void;
  onToggleGroup: (key: GroupKey) => void;
}

interface ScheduleGridProps extends GridCommands {
  table: ScheduleTable;
  rows: readonly GridRow[];
  settings: ScheduleTableSettings;
  dictionaries: Dictionaries;
  violations: ViolationIndex;
  selection: CellSelection;
  onSelectionChange: (selection: CellSelection) => void;
  /** Scrolls to this point and focuses it when it changes (the Labor Code panel's links). */
  revealPoint: CellPoint | null;
}

function observeRect(fallbackHeight: number) {
  return (instance: Virtualizer<HTMLDivElement, Element>, callback: (rect: Rect) => void) => {
    const element = instance.scrollElement;
    if (!element) return;
    const report = () => {
      const { width, height } = element.getBoundingClientRect();
      callback({ width: width || FALLBACK_WIDTH, height: height || fallbackHeight });
    };
    report();
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  };
}

/**
 * The month table as an ARIA grid, virtualised in rows and day columns so that only the cells in view
 * (and a few around) exist. One cell takes part in the tab order (roving tabindex); arrows move it,
 * Shift+arrows extend the selection, Space or Enter opens the shift menu, Delete empties the cells,
 * Escape clears the selection, Ctrl+Z undoes the last change.
 */
export function ScheduleGrid(props: ScheduleGridProps) {
  const { table, rows, settings, selection, onSelectionChange } = props;
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // The cells' hidden words, the same object while the language stays (the cells are memoised).
  const labels = useMemo<CellLabels>(
    () => ({
      created: t`(not saved)`,
      deleted: t`(deleted, not saved)`,
      erp: t`(absence from the ERP, read only)`,
      otherSchedule: t`In another schedule, read only:`,
      overridden: t`(overridden)`,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale],
  );
  const scrollerRef = useRef<HTMLDivElement>(null);
  const isDragging = useRef(false);
  const wantsFocus = useRef(false);
  const layout = useMemo(() => columnLayout(settings), [settings]);
  const days = table.days;
  const totalsHeight = settings.displayTotalsVertically ? ROW_HEIGHT : 0;
  const observe = useMemo(() => observeRect(settings.tableHeight), [settings.tableHeight]);

  // The grid reads the virtualisers afresh on every render, as TanStack Virtual intends.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: HEADER_HEIGHT,
    paddingEnd: totalsHeight,
    scrollPaddingStart: HEADER_HEIGHT,
    scrollPaddingEnd: totalsHeight,
    overscan: 6,
    initialRect: { width: FALLBACK_WIDTH, height: settings.tableHeight },
    observeElementRect: observe,
    // Without flushSync each scroll event does not render inside its handler: the lines coming into
    // view render once per frame, and the column virtualiser does not lay the page out again.
    useFlushSync: false,
  });
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: days.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => layout.dayWidth,
    paddingStart: layout.lineWidth,
    paddingEnd: layout.totalsWidth,
    scrollPaddingStart: layout.lineWidth,
    scrollPaddingEnd: layout.totalsWidth,
    overscan: 2,
    initialRect: { width: FALLBACK_WIDTH, height: settings.tableHeight },
    observeElementRect: observe,
    useFlushSync: false,
  });
  // The day width follows the display mode: measure again when it changes.
  useEffect(() => columnVirtualizer.measure(), [columnVirtualizer, layout.dayWidth, layout.lineWidth, layout.totalsWidth]);

  const virtualRows = rowVirtualizer.getVirtualItems();
  const virtualColumns = columnVirtualizer.getVirtualItems();
  const width = columnVirtualizer.getTotalSize();
  const daysWidth = days.length * layout.dayWidth;
  const leadingSpace = (virtualColumns[0]?.start ?? layout.lineWidth) - layout.lineWidth;
  const trailingSpace = Math.max(0, daysWidth - ((virtualColumns.at(-1)?.end ?? layout.lineWidth) - layout.lineWidth));
  const bodyHeight = rowVirtualizer.getTotalSize() - HEADER_HEIGHT - totalsHeight;
  const totals = useMemo(
    () =>
      settings.displayTotalsVertically
        ? dayTotals(
            rows,
            days.map((day) => day.date),
          )
        : [],
    [settings.displayTotalsVertically, rows, days],
  );
  const columnCount = layout.lineColumns.length + days.length + layout.totalColumns.length;
  const rowCount = 1 + rows.length + (settings.displayTotalsVertically ? 1 : 0);
  const hasCells = (row: number) => rows[row]?.kind === 'line';
  const bounds = { rows: rows.length, columns: days.length };

  const reveal = (point: CellPoint) => {
    wantsFocus.current = true;
    rowVirtualizer.scrollToIndex(point.row, { align: 'auto' });
    columnVirtualizer.scrollToIndex(point.column, { align: 'auto' });
  };

  // The focus follows the active cell once it is rendered (it may have been scrolled into view first).
  const active = selection.active;
  useEffect(() => {
    if (!wantsFocus.current || !active) return;
    const element = scrollerRef.current?.querySelector<HTMLElement>(`[data-point="${active.row}:${active.column}"]`);
    if (!element) return;
    wantsFocus.current = false;
    element.focus({ preventScroll: true });
  });

  const revealPoint = props.revealPoint;
  useEffect(() => {
    if (revealPoint) reveal(revealPoint);
    // Only a new point to reveal scrolls; the virtualisers are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealPoint]);

  const pointOf = (target: EventTarget): CellPoint | null => {
    const cell = (target as HTMLElement).closest<HTMLElement>('[data-point]');
    if (!cell || cell.getAttribute('aria-disabled') === 'true') return null;
    const [row, column] = cell.dataset.point!.split(':').map(Number);
    return { row: row!, column: column! };
  };

  const onMouseDown = (event: MouseEvent) => {
    const point = pointOf(event.target);
    if (!point) return;
    event.preventDefault();
    wantsFocus.current = true;
    if (event.button === 2) {
      // A right-click inside the selection keeps it for the context menu.
      if (!isInSelection(selection, point)) onSelectionChange(selectCell(point));
      return;
    }
    if (event.button !== 0) return;
    isDragging.current = true;
    if (event.shiftKey) onSelectionChange(extendTo(selection, point));
    else if (event.ctrlKey || event.metaKey) onSelectionChange(addCell(selection, point));
    else onSelectionChange(selectCell(point));
  };
  const onMouseOver = (event: MouseEvent) => {
    if (!isDragging.current) return;
    const point = pointOf(event.target);
    const last = selection.active;
    if (point && (last?.row !== point.row || last.column !== point.column)) onSelectionChange(extendTo(selection, point));
  };
  useEffect(() => {
    const stop = () => {
      isDragging.current = false;
    };
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    const isCtrl = event.ctrlKey || event.metaKey;
    const direction = directionOfKey(event.key, isCtrl);
    if (direction) {
      event.preventDefault();
      const from = selection.active ?? movePoint({ row: 0, column: 0 }, 'first', bounds, hasCells);
      if (!hasCells(from.row)) return;
      const to = selection.active ? movePoint(from, direction, bounds, hasCells) : from;
      onSelectionChange(event.shiftKey ? extendTo(selection, to) : selectCell(to));
      reveal(to);
      return;
    }
    if (isCtrl && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      props.onUndo();
      return;
    }
    if (!selection.active) return;
    if (event.key === 'Enter' && event.altKey) {
      event.preventDefault();
      props.onOpenDetails(selection.active);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const rect = scrollerRef.current
        ?.querySelector(`[data-point="${selection.active.row}:${selection.active.column}"]`)
        ?.getBoundingClientRect();
      props.onOpenMenu({ x: rect ? rect.left : 0, y: rect ? rect.bottom : 0 });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      props.onDelete();
    } else if (event.key === 'Escape') {
      onSelectionChange({ ranges: [], active: selection.active });
    }
  };

  const isActiveRendered =
    active !== null && virtualRows.some((item) => item.index === active.row) && virtualColumns.some((item) => item.index === active.column);

  return (
    <div
      ref={scrollerRef}
      role="grid"
      aria-label={t`Schedule for the month`}
      aria-rowcount={rowCount}
      aria-colcount={columnCount}
      aria-multiselectable
      // While no cell can take the focus (none active, or scrolled away), the grid itself is the tab stop.
      tabIndex={isActiveRendered ? -1 : 0}
      className={classes.scroller}
      style={{ height: settings.tableHeight, maxHeight: settings.tableHeight }}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onMouseOver={onMouseOver}
      onDoubleClick={(event) => {
        const point = pointOf(event.target);
        if (point) props.onOpenDetails(point);
      }}
      onContextMenu={(event) => {
        if (!pointOf(event.target)) return;
        event.preventDefault();
        props.onOpenMenu({ x: event.clientX, y: event.clientY });
      }}
    >
      <div style={{ position: 'relative', width, minHeight: rowVirtualizer.getTotalSize() }}>
        <GridHeaderRow
          days={days}
          layout={layout}
          virtualColumns={virtualColumns}
          leadingSpace={leadingSpace}
          trailingSpace={trailingSpace}
          width={width}
          height={HEADER_HEIGHT}
        />
        <div role="rowgroup" style={{ height: bodyHeight }}>
          {virtualRows.map((item) => {
            const row = rows[item.index]!;
            if (row.kind === 'group') {
              return (
                <GridGroupRow
                  key={`group-${row.key}`}
                  rowIndex={item.index}
                  row={row}
                  columnCount={columnCount}
                  top={item.start}
                  height={item.size}
                  width={width}
                  onToggle={() => props.onToggleGroup(row.key)}
                />
              );
            }
            return (
              <GridLineRow
                key={row.line.employeeNo}
                rowIndex={item.index}
                row={row}
                days={days}
                layout={layout}
                virtualColumns={virtualColumns}
                leadingSpace={leadingSpace}
                trailingSpace={trailingSpace}
                top={item.start}
                height={item.size}
                width={width}
                mode={settings.cellDisplayMode}
                dictionaries={props.dictionaries}
                violations={props.violations}
                selection={selection}
                labels={labels}
              />
            );
          })}
        </div>
        {settings.displayTotalsVertically ? (
          <GridTotalsRow
            rowIndex={rowCount}
            days={days}
            dayTotals={totals}
            layout={layout}
            virtualColumns={virtualColumns}
            leadingSpace={leadingSpace}
            trailingSpace={trailingSpace}
            width={width}
            height={ROW_HEIGHT}
          />
        ) : null}
      </div>
    </div>
  );
}
