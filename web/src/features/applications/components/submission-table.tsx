import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { type DocumentListRow, highlightedDeadline, localized, type TaskSort } from '@portal/shared';
import { type DataColumn, DataTable, type DataTableSort } from '../../../components/data-table';
import { StateBadge } from '../../../components/state-badge';
import { formatDateTime, formatErpDate } from '../../../lib/format';
import { CancellationRequestBadge } from './cancellation-request-badge';

/** The server-side order of the tasks list the table shows and changes. */
export interface TaskOrder {
  sort: TaskSort;
  direction: 'asc' | 'desc';
}

interface SubmissionTableProps {
  /** The table's accessible name. */
  label: string;
  rows: DocumentListRow[];
  /** Tasks: who initiated the submission, the workflow step it waits in and its deadline. */
  withTaskColumns?: boolean;
  /** Tasks: rows the caller has not opened yet are bold. */
  marksUnread?: boolean;
  /** Tasks: the order the server sorted by; with onOrderChange the Created and Deadline headers sort. */
  order?: TaskOrder;
  onOrderChange?: (order: TaskOrder) => void;
  onOpen: (row: DocumentListRow) => void;
}

function periodOf(row: DocumentListRow): ReactNode {
  const from = formatErpDate(row.dateFrom);
  const to = formatErpDate(row.dateTo);
  // Two lines, each date whole: the column stays narrow enough for the task columns to fit.
  if (from && to)
    return from === to ? (
      from
    ) : (
      <>
        {from} – <br />
        {to}
      </>
    );
  return from || to;
}

/** The deadline is a day: shown as that day, never with a time. */
function deadlineOf(row: DocumentListRow): string {
  return row.deadline ? row.deadline.toISOString().slice(0, 10) : '';
}

// The table's columns that the server can sort the tasks by.
const SORT_COLUMNS: Record<TaskSort, string> = { createDate: 'created', deadline: 'deadline' };

/**
 * Applications or tasks, one row each; a row opens on click, Enter or Space. A submission awaiting a
 * decision past its deadline gets a red "Overdue" marker, one due today or the next work day an amber
 * "Due soon" marker (spec 1 §4 asks for bold red: the marker carries the colour, so the row stays
 * readable). Cancellation requests carry their badge beside the state; in the tasks lists unread rows are bold.
 */
export function SubmissionTable({
  label,
  rows,
  withTaskColumns = false,
  marksUnread = false,
  order,
  onOrderChange,
  onOpen,
}: SubmissionTableProps) {
  const { t, i18n } = useLingui();
  const isSortable = onOrderChange !== undefined;
  // The server sorts: the values here only make the headers sortable.
  const sortBy = (value: (row: DocumentListRow) => string) => (isSortable ? { sortValue: value } : {});

  const columns: DataColumn<DocumentListRow>[] = [
    { key: 'documentNo', header: t`Document no.`, kind: 'code', cell: (row) => row.documentNo ?? '' },
    { key: 'form', header: t`Form`, cell: (row) => localized(row.form.name, row.form.nameEn, i18n.locale) },
    ...(withTaskColumns
      ? [{ key: 'initiatedBy', header: t`Initiated by`, cell: (row: DocumentListRow) => row.initiatedBy?.employeeFullName ?? '' }]
      : []),
    { key: 'period', header: t`Period`, kind: 'date', cell: periodOf },
    {
      key: 'created',
      header: t`Created`,
      kind: 'date',
      cell: (row) => formatDateTime(row.createDate),
      ...sortBy((row) => row.createDate.toISOString()),
    },
    ...(withTaskColumns
      ? ([
          {
            key: 'step',
            header: t`Current step`,
            cell: (row) => (
              <>
                {row.workflowActivity ? localized(row.workflowActivity.name, row.workflowActivity.nameEn, i18n.locale) : ''}
                {row.workflowActivity?.userRoles ? (
                  <Text size="xs" c="dimmed" fw="normal">
                    {row.workflowActivity.userRoles.name}
                  </Text>
                ) : null}
              </>
            ),
          },
          { key: 'deadline', header: t`Deadline`, kind: 'date', cell: deadlineOf, ...sortBy(deadlineOf) },
        ] satisfies DataColumn<DocumentListRow>[])
      : []),
    {
      key: 'state',
      header: t`Status`,
      cell: (row) => (
        <Group gap={4} wrap="wrap">
          <StateBadge kind="submission" state={row.state} />
          {row.cancellationInProgress ? <CancellationRequestBadge /> : null}
        </Group>
      ),
    },
  ];

  const sort: DataTableSort | undefined = order
    ? { column: SORT_COLUMNS[order.sort], direction: order.direction === 'asc' ? 'ascending' : 'descending' }
    : undefined;
  const changeSort = (next: DataTableSort) => {
    const target = (Object.keys(SORT_COLUMNS) as TaskSort[]).find((key) => SORT_COLUMNS[key] === next.column);
    if (target) onOrderChange?.({ sort: target, direction: next.direction === 'ascending' ? 'asc' : 'desc' });
  };

  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      onRowOpen={onOpen}
      isUnread={marksUnread ? (row) => !row.isViewed : undefined}
      overdueOf={(row) => {
        const tone = highlightedDeadline(row);
        return tone === 'overdue' ? t`Overdue` : tone === 'dueSoon' ? t`Due soon` : null;
      }}
      overdueToneOf={(row) => highlightedDeadline(row) ?? 'overdue'}
      overdueColumn={withTaskColumns ? 'deadline' : 'period'}
      {...(isSortable ? { sort, onSortChange: changeSort } : {})}
    />
  );
}
