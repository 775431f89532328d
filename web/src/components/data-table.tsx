import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  Checkbox,
  em,
  Group,
  px,
  Table,
  Text,
  UnstyledButton,
  useMantineTheme,
  VisuallyHidden,
} from '@mantine/core';
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
import { Fragment, type Key, type KeyboardEvent, type MouseEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import classes from './data-table.module.css';
import { EmptyState } from './empty-state';
import { LoadingBlock } from './loading-block';
import { QueryErrorAlert } from './query-error-alert';

/** Dates, figures, phone numbers and codes (a document's number) never break across lines; figures align right. */
export type DataColumnKind = 'text' | 'date' | 'number' | 'phone' | 'code';

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
  /**
   * Long text (a form's name): at most this many lines in the table, the whole text in the cell's title
   * (and read whole by screen readers); a phone's card shows it whole.
   */
  lineClamp?: number;
  /** The table keeps the column at least this wide (px), so long text wraps into a few lines, not a dozen. */
  minWidth?: number;
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
  /**
   * Instead of onRowOpen: each row is a link to this address, drawn on the title column's value (the first
   * column, or cardTitleColumn). The link is the row's one tab stop; a click anywhere on the row follows it.
   */
  rowHref?: (row: Row) => string;
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
  /**
   * 'fields' (default): a phone's card lists the other columns as label–value pairs under its title.
   * 'inline': the title and the other values on one line (their labels for screen readers only) — for
   * lists of a few short columns, such as months and their net pay.
   */
  cardLayout?: 'fields' | 'inline';
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** The header stays in view while the rows scroll within this height. */
  maxHeight?: number | string;
  striped?: boolean;
  /** Narrower cell padding, for lists of many columns that must fit beside other panels. */
  dense?: boolean;
}

const NOWRAP_KINDS: readonly DataColumnKind[] = ['date', 'number', 'phone', 'code'];

/**
 * Below the sm breakpoint, where a table becomes a list of cards (em units, as Mantine's breakpoints are).
 * Known on the first render, so a phone never draws the table first.
 */
export function useIsPhoneLayout(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`, false, { getInitialValueInEffect: false });
}

/** A click on a control inside a row (a link, a button, a check box) is that control's, not the row's. */
function isFromControl(event: MouseEvent<HTMLElement>): boolean {
  const control = (event.target as HTMLElement).closest('a, button, input, label, [role="button"]');
  return control !== null && event.currentTarget.contains(control);
}

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
  rowHref,
  isUnread,
  overdueOf,
  overdueColumn,
  toneOf,
  selection,
  expansion,
  footer,
  loadingLines,
  cardTitleColumn,
  cardLayout = 'fields',
  overdueToneOf,
  sort,
  onSortChange,
  minWidth = 720,
  maxHeight = '70vh',
  striped = true,
  dense = false,
}: DataTableProps<Row>) {
  const { t, i18n } = useLingui();
  const isPhone = useIsPhoneLayout();
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
  const rowClick = (event: MouseEvent<HTMLElement>, row: Row) => {
    if (rowHref) {
      // The row's link does the navigating, so the row and the link can never go two ways.
      if (!isFromControl(event)) event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
    } else if (onRowOpen) onRowOpen(row);
    else if (expansion) toggleExpanded(rowKey(row));
  };
  const isClickable = rowHref !== undefined || onRowOpen !== undefined || expansion !== undefined;
  // The row is a tab stop only when nothing in it is: a linked row is reached by its link.
  const isRowFocusable = onRowOpen !== undefined && rowHref === undefined;

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

  const linkColumn =
    cardTitleColumn !== undefined && columns.some((column) => column.key === cardTitleColumn) ? cardTitleColumn : columns[0]?.key;
  const valueOf = (row: Row, column: DataColumn<Row>, isCard: boolean) => {
    const value = column.cell(row);
    const shown =
      column.lineClamp !== undefined && !isCard ? (
        <Text component="span" inherit lineClamp={column.lineClamp} title={typeof value === 'string' ? value : undefined}>
          {value}
        </Text>
      ) : (
        value
      );
    if (!rowHref || column.key !== linkColumn) return shown;
    return (
      <Anchor component={Link} to={rowHref(row)} c="inherit" fw="inherit" underline="hover" data-row-link>
        {shown}
      </Anchor>
    );
  };

  const cellContent = (row: Row, column: DataColumn<Row>, emphasis: ReturnType<typeof emphasisOf>, isFirst: boolean, isCard = false) => (
    <>
      {valueOf(row, column, isCard)}
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
    const isInline = cardLayout === 'inline';
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
                data-activatable={isClickable ? true : undefined}
                data-layout={cardLayout}
                tabIndex={isRowFocusable ? 0 : undefined}
                onClick={isClickable ? (event) => rowClick(event, row) : undefined}
                onKeyDown={(event) => openByKey(event, row)}
              >
                <Group gap="xs" wrap="nowrap" align={isInline ? 'center' : 'flex-start'} mb={isInline ? 0 : 4}>
                  {selection ? (
                    <div className={classes.cardControl} onClick={(event) => event.stopPropagation()}>
                      {rowCheckbox(row)}
                    </div>
                  ) : null}
                  {first ? (
                    // Where rows can be unread, only an unread card's title is bold (a read message's is not).
                    <Text fw={isUnread && !emphasis.isUnread && !emphasis.isOverdue ? 500 : 700} className={classes.cardTitle}>
                      {cellContent(row, first, emphasis, true, true)}
                    </Text>
                  ) : null}
                  {isInline && rest.length > 0 ? (
                    // The values stand at the line's end; their labels are read, not shown.
                    <dl className={classes.cardInlineFields}>
                      {rest.map((column) => (
                        <div key={column.key} style={{ display: 'contents' }}>
                          <VisuallyHidden component="dt">{column.header}</VisuallyHidden>
                          <dd className={nowrapClass(column)}>{cellContent(row, column, emphasis, false, true)}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {expansion ? <div className={classes.cardControl}>{expandToggle(row, index)}</div> : null}
                </Group>
                {!isInline && rest.length > 0 ? (
                  <dl className={classes.cardFields}>
                    {rest.map((column) => {
                      // A card leaves out what a table shows as an empty cell, so it reads as label–value pairs only.
                      const value = column.cell(row);
                      if (isBlank(value) && !(column.key === markerColumn && emphasis.isOverdue)) return null;
                      return (
                        <div key={column.key} style={{ display: 'contents' }}>
                          <dt>{column.header}</dt>
                          <dd className={nowrapClass(column)}>{cellContent(row, column, emphasis, false, true)}</dd>
                        </div>
                      );
                    })}
                  </dl>
                ) : null}
                {details.isMounted ? (
                  // A click inside the details is theirs: it never folds the card it opened from.
                  <div
                    id={detailsIdOf(index)}
                    hidden={!details.isOpen}
                    className={classes.cardDetails}
                    onClick={(event) => event.stopPropagation()}
                  >
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
      <Table striped={striped} highlightOnHover={isClickable} stickyHeader {...(dense ? { horizontalSpacing: 'xs' } : {})} {...namingProps}>
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
                  style={column.minWidth === undefined ? undefined : { minWidth: column.minWidth }}
                  aria-sort={column.sortValue ? (isSorted ? activeSort.direction : 'none') : undefined}
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
                  tabIndex={isRowFocusable ? 0 : undefined}
                  onClick={isClickable ? (event) => rowClick(event, row) : undefined}
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
