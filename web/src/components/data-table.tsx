import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Card, Checkbox, Group, Table, Text, UnstyledButton, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconArrowsSort,
  IconChevronDown,
  IconChevronRight,
  IconClockHour4,
} from '@tabler/icons-react';
import { Fragment, type Key, type KeyboardEvent, type ReactNode, useId, useMemo, useState } from 'react';
import classes from './data-table.module.css';
import { EmptyState } from './empty-state';
import { LoadingBlock } from './loading-block';
import { QueryErrorAlert } from './query-error-alert';

/** Dates, figures and phone numbers never break across lines; figures align right. */
export type DataColumnKind = 'text' | 'date' | 'number' | 'phone';

export interface DataColumn<Row> {
  /** Stable id of the column: the sort state and the overdue marker refer to it. */
  key: string;
  /** Column header; also the label of the value in the phone card. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  kind?: DataColumnKind;
  /** Overrides the alignment the kind gives (numbers right, everything else left). */
  align?: 'left' | 'right';
  /** Makes the column sortable by this value (nulls last). */
  sortValue?: (row: Row) => string | number | null | undefined;
}

/** How urgent a row's deadline marker is: past the deadline (red, a warning sign) or near it (amber, a clock). */
export type DeadlineTone = 'overdue' | 'dueSoon';

export type SortDirection = 'ascending' | 'descending';
export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

/** Check boxes in front of the rows, and one in the header for all the rows shown. */
export interface DataTableSelection<Row> {
  /** Keys (as rowKey gives them) of the selected rows; the owner keeps them, e.g. to clear them on a new page. */
  selected: ReadonlySet<Key>;
  onChange: (selected: ReadonlySet<Key>) => void;
  /** The accessible name of a row's check box ("Select message “…”"). */
  rowLabel: (row: Row) => string;
  /** The accessible name of the header's check box ("Select all messages on this page"). */
  allLabel: string;
}

/** Rows that open in place to show more under them (a month's payslip lines, a record's details). */
export interface DataTableExpansion<Row> {
  content: (row: Row) => ReactNode;
  /** The accessible name of a row's toggle; it also reads as the row's title (default: "Details"). */
  toggleLabel?: (row: Row) => string;
  /** Controlled: the keys of the open rows. Uncontrolled when unset. */
  expanded?: ReadonlySet<Key>;
  onExpandedChange?: (expanded: ReadonlySet<Key>) => void;
  /** Content opened once stays mounted while closed, so it keeps its state and does not load again. */
  keepMounted?: boolean;
}

/** A summary line under the rows (a total): its label, then values under the columns named by their keys. */
export interface DataTableFooterRow {
  key: string;
  label: ReactNode;
  values: Record<string, ReactNode>;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (or name it by a heading with `labelledBy`). */
  label?: string;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  columns: DataColumn<Row>[];
  /** Loading, failed and empty states take the table's place. */
  loading?: boolean;
  error?: unknown;
  empty?: ReactNode;
  /** A row opens on click, Enter or Space. */
  onRowOpen?: (row: Row) => void;
  /** Unread rows are bold (announced as unread to screen readers). */
  isUnread?: (row: Row) => boolean;
  /** A row past or near its deadline: the words of its marker, or null; the row gets a red start bar. */
  overdueOf?: (row: Row) => ReactNode | null;
  /** The column whose cell shows the overdue marker (the first column when unset). */
  overdueColumn?: string;
  /** 'strong': the row that matters most (the current line) in semi-bold; 'muted': informational rows dimmed. */
  toneOf?: (row: Row) => 'strong' | 'muted' | null;
  selection?: DataTableSelection<Row>;
  expansion?: DataTableExpansion<Row>;
  footer?: readonly DataTableFooterRow[];
  /** Skeleton lines while loading. */
  loadingLines?: number;
  /** The tone of a marked row (overdue when unset): past the deadline red, near it amber — told apart by colour, icon and words. */
  overdueToneOf?: (row: Row) => DeadlineTone;
  /** Initial sort (uncontrolled), or the current sort when `onSortChange` is given (sorting elsewhere, e.g. on the server). */
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** The column whose value titles each card on phones (the first column when unset). */
  cardTitleColumn?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** The header stays in view while the rows scroll within this height. */
  maxHeight?: number | string;
  striped?: boolean;
}

const NOWRAP_KINDS: readonly DataColumnKind[] = ['date', 'number', 'phone'];

function alignOf<Row>(column: DataColumn<Row>): 'left' | 'right' {
  return column.align ?? (column.kind === 'number' ? 'right' : 'left');
}

function isBlank(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

function compareValues(a: string | number | null | undefined, b: string | number | null | undefined, locale: string): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), locale, { numeric: true, sensitivity: 'base' });
}

/**
 * The portal's list of records: sortable headers, a sticky header, loading/failed/empty states, unread
 * rows bold and overdue rows marked, rows that open, and a card per row on phones. Rows stay plain data
 * rendered one by one, so a virtualiser can take over the body when a list grows long.
 */
export function DataTable<Row>({
  label,
  labelledBy,
  rows,
  rowKey,
  columns,
  loading = false,
  error,
  empty,
  onRowOpen,
  isUnread,
  overdueOf,
  overdueColumn,
  toneOf,
  selection,
  expansion,
  footer,
  loadingLines,
  cardTitleColumn,
  overdueToneOf,
  sort,
  onSortChange,
  minWidth = 720,
  maxHeight = '70vh',
  striped = true,
}: DataTableProps<Row>) {
  const { i18n } = useLingui();
  const theme = useMantineTheme();
  // Below the sm breakpoint each row becomes a card (em units, as Mantine's breakpoints are).
  const isPhone = useMediaQuery(`(max-width: ${Number.parseFloat(theme.breakpoints.sm) - 0.01}em)`) ?? false;
  const { t } = useLingui();
  const idPrefix = useId();
  const [ownSort, setOwnSort] = useState<DataTableSort | undefined>(sort);
  const [ownExpanded, setOwnExpanded] = useState<ReadonlySet<Key>>(new Set());
  // Rows opened at least once, for keepMounted.
  const [visited, setVisited] = useState<ReadonlySet<Key>>(new Set());
  const expanded = expansion?.expanded ?? ownExpanded;
  const isControlled = onSortChange !== undefined;
  const activeSort = isControlled ? sort : ownSort;

  const sortedRows = useMemo(() => {
    const list = rows ?? [];
    if (isControlled || !activeSort) return list;
    const column = columns.find((candidate) => candidate.key === activeSort.column);
    const valueOf = column?.sortValue;
    if (!valueOf) return list;
    const factor = activeSort.direction === 'ascending' ? 1 : -1;
    return [...list].sort((a, b) => factor * compareValues(valueOf(a), valueOf(b), i18n.locale));
  }, [rows, columns, activeSort, isControlled, i18n.locale]);

  if (loading) return <LoadingBlock lines={loadingLines} />;
  if (error !== undefined && error !== null) return <QueryErrorAlert error={error} />;
  if (sortedRows.length === 0) return <EmptyState>{empty ?? <Trans>Nothing to show.</Trans>}</EmptyState>;

  const changeSort = (column: DataColumn<Row>) => {
    const direction: SortDirection = activeSort?.column === column.key && activeSort.direction === 'ascending' ? 'descending' : 'ascending';
    const next = { column: column.key, direction };
    if (isControlled) onSortChange(next);
    else setOwnSort(next);
  };

  const openByKey = (event: KeyboardEvent, row: Row) => {
    if (!onRowOpen || (event.key !== 'Enter' && event.key !== ' ')) return;
    // Only the row itself: Enter on a link or button inside it does that control's own thing.
    if (event.target !== event.currentTarget) return;
    event.preventDefault();
    onRowOpen(row);
  };

  const toggleExpanded = (key: Key) => {
    const next = new Set(expanded);
    if (next.has(key)) next.delete(key);
    else {
      next.add(key);
      setVisited((current) => new Set(current).add(key));
    }
    if (expansion?.onExpandedChange) expansion.onExpandedChange(next);
    if (expansion?.expanded === undefined) setOwnExpanded(next);
  };
  // A row without its own open action opens its details on a click anywhere in it.
  const rowClick = (row: Row) => {
    if (onRowOpen) onRowOpen(row);
    else if (expansion) toggleExpanded(rowKey(row));
  };
  const isClickable = onRowOpen !== undefined || expansion !== undefined;

  const toggleSelected = (key: Key, isChecked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (isChecked) next.add(key);
    else next.delete(key);
    selection.onChange(next);
  };
  const selectedShown = selection ? sortedRows.filter((row) => selection.selected.has(rowKey(row))).length : 0;
  const isAllSelected = selectedShown === sortedRows.length;
  // On phones there is no header row to explain the box, so its words show beside it.
  const selectAllBox = (isLabelShown: boolean) =>
    selection ? (
      <Checkbox
        aria-label={isLabelShown ? undefined : selection.allLabel}
        label={isLabelShown ? selection.allLabel : undefined}
        checked={isAllSelected}
        indeterminate={selectedShown > 0 && !isAllSelected}
        onChange={(event) => {
          // Only the rows shown change: a selection kept elsewhere (another page) stays as it is.
          const next = new Set(selection.selected);
          for (const row of sortedRows) {
            if (event.currentTarget.checked) next.add(rowKey(row));
            else next.delete(rowKey(row));
          }
          selection.onChange(next);
        }}
      />
    ) : null;
  const rowCheckbox = (row: Row) =>
    selection ? (
      <Checkbox
        aria-label={selection.rowLabel(row)}
        checked={selection.selected.has(rowKey(row))}
        onChange={(event) => toggleSelected(rowKey(row), event.currentTarget.checked)}
      />
    ) : null;

  const detailsIdOf = (index: number) => `${idPrefix}-details-${index}`;
  const expandToggle = (row: Row, index: number) => {
    if (!expansion) return null;
    const isOpen = expanded.has(rowKey(row));
    const Chevron = isOpen ? IconChevronDown : IconChevronRight;
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={expansion.toggleLabel?.(row) ?? t`Details`}
        aria-expanded={isOpen}
        aria-controls={isOpen || (expansion.keepMounted && visited.has(rowKey(row))) ? detailsIdOf(index) : undefined}
        onClick={(event) => {
          event.stopPropagation();
          toggleExpanded(rowKey(row));
        }}
      >
        <Chevron size={18} aria-hidden />
      </ActionIcon>
    );
  };
  const detailsOf = (row: Row) => {
    if (!expansion) return { isOpen: false, isMounted: false };
    const key = rowKey(row);
    const isOpen = expanded.has(key);
    return { isOpen, isMounted: isOpen || (expansion.keepMounted === true && visited.has(key)) };
  };

  const markerColumn = overdueColumn ?? columns[0]?.key;
  const emphasisOf = (row: Row) => {
    const overdue = overdueOf?.(row) ?? null;
    const isUnreadRow = isUnread?.(row) ?? false;
    const deadlineTone: DeadlineTone | undefined = overdue === null ? undefined : (overdueToneOf?.(row) ?? 'overdue');
    const tone = toneOf?.(row) ?? null;
    const weight = isUnreadRow || overdue !== null ? 700 : tone === 'strong' ? 600 : undefined;
    return { isUnread: isUnreadRow, overdue, isOverdue: overdue !== null, deadlineTone, weight, isMuted: tone === 'muted' };
  };
  const nowrapClass = (column: DataColumn<Row>) => (column.kind && NOWRAP_KINDS.includes(column.kind) ? classes.nowrap : undefined);
  const namingProps = { 'aria-label': labelledBy ? undefined : label, 'aria-labelledby': labelledBy };

  const cellContent = (row: Row, column: DataColumn<Row>, emphasis: ReturnType<typeof emphasisOf>, isFirst: boolean) => (
    <>
      {column.cell(row)}
      {isFirst && emphasis.isUnread ? (
        <VisuallyHidden>
          <Trans>(unread)</Trans>
        </VisuallyHidden>
      ) : null}
      {column.key === markerColumn && emphasis.isOverdue ? (
        // Under the value, so the column is as wide as its value, not value and marker side by side.
        <Badge
          size="sm"
          color={emphasis.deadlineTone === 'dueSoon' ? 'amber' : 'red'}
          variant="light"
          classNames={{ root: classes.marker, label: classes.markerLabel }}
          leftSection={
            emphasis.deadlineTone === 'dueSoon' ? <IconClockHour4 size={12} aria-hidden /> : <IconAlertTriangle size={12} aria-hidden />
          }
          data-overdue-marker={emphasis.deadlineTone}
        >
          {emphasis.overdue}
        </Badge>
      ) : null}
    </>
  );

  const leadingCount = (selection ? 1 : 0) + (expansion ? 1 : 0);

  if (isPhone) {
    const first = columns.find((column) => column.key === cardTitleColumn) ?? columns[0];
    const rest = columns.filter((column) => column !== first);
    return (
      <div className={classes.cards}>
        {selection ? <div className={classes.cardSelectAll}>{selectAllBox(true)}</div> : null}
        <ul className={classes.cardList} {...namingProps}>
          {sortedRows.map((row, index) => {
            const emphasis = emphasisOf(row);
            const details = detailsOf(row);
            return (
              <Card
                component="li"
                key={rowKey(row)}
                withBorder
                padding="sm"
                className={classes.card}
                fw={emphasis.weight}
                data-muted={emphasis.isMuted || undefined}
                data-unread={emphasis.isUnread || undefined}
                data-overdue={emphasis.deadlineTone}
                data-activatable={onRowOpen ? true : undefined}
                tabIndex={onRowOpen ? 0 : undefined}
                onClick={onRowOpen ? () => onRowOpen(row) : undefined}
                onKeyDown={(event) => openByKey(event, row)}
              >
                <Group gap="xs" wrap="nowrap" align="flex-start" mb={4}>
                  {selection ? (
                    <div className={classes.cardControl} onClick={(event) => event.stopPropagation()}>
                      {rowCheckbox(row)}
                    </div>
                  ) : null}
                  {first ? (
                    <Text fw={700} className={classes.cardTitle}>
                      {cellContent(row, first, emphasis, true)}
                    </Text>
                  ) : null}
                  {expansion ? <div className={classes.cardControl}>{expandToggle(row, index)}</div> : null}
                </Group>
                {rest.length > 0 ? (
                  <dl className={classes.cardFields}>
                    {rest.map((column) => {
                      // A card leaves out what a table shows as an empty cell, so it reads as label–value pairs only.
                      const value = column.cell(row);
                      if (isBlank(value) && !(column.key === markerColumn && emphasis.isOverdue)) return null;
                      return (
                        <div key={column.key} style={{ display: 'contents' }}>
                          <dt>{column.header}</dt>
                          <dd className={nowrapClass(column)}>{cellContent(row, column, emphasis, false)}</dd>
                        </div>
                      );
                    })}
                  </dl>
                ) : null}
                {details.isMounted ? (
                  <div id={detailsIdOf(index)} hidden={!details.isOpen} className={classes.cardDetails}>
                    {expansion?.content(row)}
                  </div>
                ) : null}
              </Card>
            );
          })}
        </ul>
        {footer && footer.length > 0 ? (
          <Card withBorder padding="sm" className={classes.cardFooter}>
            {footer.map((line) =>
              Object.keys(line.values).length === 1 ? (
                <dl key={line.key} className={classes.cardFields}>
                  <dt className={classes.footerLabel}>{line.label}</dt>
                  <dd className={classes.nowrap}>{Object.values(line.values)[0]}</dd>
                </dl>
              ) : (
                // The line's label heads its values, outside the list: a <dl> holds term–value pairs only.
                <div key={line.key}>
                  <Text className={classes.footerLabel}>{line.label}</Text>
                  <dl className={classes.cardFields}>
                    {columns
                      .filter((column) => column.key in line.values)
                      .map((column) => (
                        <div key={column.key} style={{ display: 'contents' }}>
                          <dt>{column.header}</dt>
                          <dd className={classes.nowrap}>{line.values[column.key]}</dd>
                        </div>
                      ))}
                  </dl>
                </div>
              ),
            )}
          </Card>
        ) : null}
      </div>
    );
  }

  const firstFooterColumn = (line: DataTableFooterRow) => {
    const index = columns.findIndex((column) => column.key in line.values);
    return index < 0 ? columns.length : Math.max(index, 1);
  };

  return (
    // Focusable, so the keyboard can scroll a table that does not fit (theme.ts does the same for the others).
    <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight} type="native" tabIndex={0}>
      <Table striped={striped} highlightOnHover={isClickable} stickyHeader {...namingProps}>
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={44} className={classes.controlCell}>
                {selectAllBox(false)}
              </Table.Th>
            ) : null}
            {expansion ? (
              <Table.Th w={44} className={classes.controlCell}>
                <VisuallyHidden>{t`Details`}</VisuallyHidden>
              </Table.Th>
            ) : null}
            {columns.map((column) => {
              const isSorted = activeSort?.column === column.key;
              const SortIcon = !isSorted ? IconArrowsSort : activeSort.direction === 'ascending' ? IconArrowUp : IconArrowDown;
              return (
                <Table.Th
                  key={column.key}
                  scope="col"
                  ta={alignOf(column)}
                  aria-sort={column.sortValue ? (isSorted ? activeSort.direction : 'none') : undefined}
                  className={nowrapClass(column)}
                >
                  {column.sortValue ? (
                    <UnstyledButton className={classes.sortButton} onClick={() => changeSort(column)}>
                      {column.header}
                      <SortIcon size={14} aria-hidden style={{ opacity: isSorted ? 1 : 0.6 }} />
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortedRows.map((row, index) => {
            const emphasis = emphasisOf(row);
            const details = detailsOf(row);
            return (
              <Fragment key={rowKey(row)}>
                <Table.Tr
                  className={classes.row}
                  fw={emphasis.weight}
                  data-muted={emphasis.isMuted || undefined}
                  data-unread={emphasis.isUnread || undefined}
                  data-overdue={emphasis.deadlineTone}
                  data-activatable={isClickable ? true : undefined}
                  data-expanded={details.isOpen || undefined}
                  tabIndex={onRowOpen ? 0 : undefined}
                  onClick={isClickable ? () => rowClick(row) : undefined}
                  onKeyDown={(event) => openByKey(event, row)}
                >
                  {selection ? (
                    // The check box is its own control: a click on it never opens the row.
                    <Table.Td className={classes.controlCell} onClick={(event) => event.stopPropagation()}>
                      {rowCheckbox(row)}
                    </Table.Td>
                  ) : null}
                  {expansion ? <Table.Td className={classes.controlCell}>{expandToggle(row, index)}</Table.Td> : null}
                  {columns.map((column, columnIndex) => (
                    <Table.Td key={column.key} ta={alignOf(column)} className={nowrapClass(column)}>
                      {cellContent(row, column, emphasis, columnIndex === 0)}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {details.isMounted ? (
                  <Table.Tr id={detailsIdOf(index)} hidden={!details.isOpen} className={classes.detailsRow}>
                    <Table.Td colSpan={leadingCount + columns.length}>{expansion?.content(row)}</Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
        {footer && footer.length > 0 ? (
          <Table.Tfoot>
            {footer.map((line) => {
              const start = firstFooterColumn(line);
              return (
                <Table.Tr key={line.key} fw={700}>
                  <Table.Th scope="row" colSpan={leadingCount + start}>
                    {line.label}
                  </Table.Th>
                  {columns.slice(start).map((column) => (
                    <Table.Td key={column.key} ta={alignOf(column)} className={classes.nowrap}>
                      {line.values[column.key]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}
