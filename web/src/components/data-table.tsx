import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Table, Text, UnstyledButton, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { type Key, type KeyboardEvent, type ReactNode, useMemo, useState } from 'react';
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

export type SortDirection = 'ascending' | 'descending';
export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
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
  /** Initial sort (uncontrolled), or the current sort when `onSortChange` is given (sorting elsewhere, e.g. on the server). */
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
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
  const [ownSort, setOwnSort] = useState<DataTableSort | undefined>(sort);
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

  if (loading) return <LoadingBlock />;
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

  const markerColumn = overdueColumn ?? columns[0]?.key;
  const emphasisOf = (row: Row) => {
    const overdue = overdueOf?.(row) ?? null;
    return { isUnread: isUnread?.(row) ?? false, overdue, isOverdue: overdue !== null };
  };

  const cellContent = (row: Row, column: DataColumn<Row>, emphasis: ReturnType<typeof emphasisOf>, isFirst: boolean) => (
    <>
      {column.cell(row)}
      {isFirst && emphasis.isUnread ? (
        <VisuallyHidden>
          <Trans>(unread)</Trans>
        </VisuallyHidden>
      ) : null}
      {column.key === markerColumn && emphasis.isOverdue ? (
        <Badge
          size="sm"
          color="red"
          variant="light"
          classNames={{ root: classes.marker, label: classes.markerLabel }}
          leftSection={<IconAlertTriangle size={12} aria-hidden />}
          data-overdue-marker
        >
          {emphasis.overdue}
        </Badge>
      ) : null}
    </>
  );

  if (isPhone) {
    return (
      <ul className={classes.cardList} aria-label={label}>
        {sortedRows.map((row) => {
          const emphasis = emphasisOf(row);
          const [first, ...rest] = columns;
          return (
            <Card
              component="li"
              key={rowKey(row)}
              withBorder
              padding="sm"
              className={classes.card}
              fw={emphasis.isUnread || emphasis.isOverdue ? 700 : undefined}
              data-unread={emphasis.isUnread || undefined}
              data-overdue={emphasis.isOverdue || undefined}
              data-activatable={onRowOpen ? true : undefined}
              tabIndex={onRowOpen ? 0 : undefined}
              onClick={onRowOpen ? () => onRowOpen(row) : undefined}
              onKeyDown={(event) => openByKey(event, row)}
            >
              {first ? (
                <Text fw={700} mb={4}>
                  {cellContent(row, first, emphasis, true)}
                </Text>
              ) : null}
              <dl className={classes.cardFields}>
                {rest.map((column) => (
                  <div key={column.key} style={{ display: 'contents' }}>
                    <dt>{column.header}</dt>
                    <dd className={column.kind && NOWRAP_KINDS.includes(column.kind) ? classes.nowrap : undefined}>
                      {cellContent(row, column, emphasis, false)}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          );
        })}
      </ul>
    );
  }

  return (
    // Focusable, so the keyboard can scroll a table that does not fit (theme.ts does the same for the others).
    <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight} type="native" tabIndex={0}>
      <Table striped={striped} highlightOnHover={onRowOpen !== undefined} stickyHeader aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const isSorted = activeSort?.column === column.key;
              const SortIcon = !isSorted ? IconArrowsSort : activeSort.direction === 'ascending' ? IconArrowUp : IconArrowDown;
              return (
                <Table.Th
                  key={column.key}
                  scope="col"
                  ta={alignOf(column)}
                  aria-sort={column.sortValue ? (isSorted ? activeSort.direction : 'none') : undefined}
                  className={column.kind && NOWRAP_KINDS.includes(column.kind) ? classes.nowrap : undefined}
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
          {sortedRows.map((row) => {
            const emphasis = emphasisOf(row);
            return (
              <Table.Tr
                key={rowKey(row)}
                className={classes.row}
                fw={emphasis.isUnread || emphasis.isOverdue ? 700 : undefined}
                data-unread={emphasis.isUnread || undefined}
                data-overdue={emphasis.isOverdue || undefined}
                data-activatable={onRowOpen ? true : undefined}
                tabIndex={onRowOpen ? 0 : undefined}
                onClick={onRowOpen ? () => onRowOpen(row) : undefined}
                onKeyDown={(event) => openByKey(event, row)}
              >
                {columns.map((column, index) => (
                  <Table.Td
                    key={column.key}
                    ta={alignOf(column)}
                    className={column.kind && NOWRAP_KINDS.includes(column.kind) ? classes.nowrap : undefined}
                  >
                    {cellContent(row, column, emphasis, index === 0)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
