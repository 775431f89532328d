import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { type DocumentListRow, isNearDeadlineHighlighted, localized } from '@portal/shared';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { StateBadge } from '../../../components/state-badge';
import { formatDateTime, formatErpDate } from '../../../lib/format';

interface SubmissionTableProps {
  /** The table's accessible name. */
  label: string;
  rows: DocumentListRow[];
  /** Tasks: who initiated the submission, the workflow step it waits in and its deadline. */
  withTaskColumns?: boolean;
  /** Tasks: rows the caller has not opened yet are bold. */
  marksUnread?: boolean;
  onOpen: (row: DocumentListRow) => void;
}

/** A period breaks after its dash when the column is narrow, never inside a date. */
function periodOf(row: DocumentListRow): ReactNode {
  const from = formatErpDate(row.dateFrom);
  const to = formatErpDate(row.dateTo);
  if (from && to && from !== to) {
    return (
      <>
        <span style={{ whiteSpace: 'nowrap' }}>{from} –</span> <span style={{ whiteSpace: 'nowrap' }}>{to}</span>
      </>
    );
  }
  return from || to;
}

/**
 * Applications or tasks, one row each; a row opens on click, Enter or Space. A submission in progress
 * near its deadline is bold with a red start bar and a "deadline near" marker (spec 1 §4 asks for bold
 * red: the marker carries the red, so the row stays readable); in the tasks lists unread rows are bold.
 */
export function SubmissionTable({ label, rows, withTaskColumns = false, marksUnread = false, onOpen }: SubmissionTableProps) {
  const { t, i18n } = useLingui();

  const columns: DataColumn<DocumentListRow>[] = [
    { key: 'documentNo', header: t`Document no.`, kind: 'number', align: 'left', cell: (row) => row.documentNo ?? '' },
    { key: 'form', header: t`Form`, cell: (row) => localized(row.form.name, row.form.nameEn, i18n.locale) },
    ...(withTaskColumns
      ? [{ key: 'initiatedBy', header: t`Initiated by`, cell: (row: DocumentListRow) => row.initiatedBy?.employeeFullName ?? '' }]
      : []),
    { key: 'period', header: t`Period`, cell: periodOf },
    { key: 'created', header: t`Created`, kind: 'date', cell: (row) => formatDateTime(row.createDate) },
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
          { key: 'deadline', header: t`Deadline`, kind: 'date', cell: (row) => (row.deadline ? formatDateTime(row.deadline) : '') },
        ] satisfies DataColumn<DocumentListRow>[])
      : []),
    { key: 'state', header: t`Status`, cell: (row) => <StateBadge kind="submission" state={row.state} /> },
  ];

  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      onRowOpen={onOpen}
      isUnread={marksUnread ? (row) => !row.isViewed : undefined}
      overdueOf={(row) => (isNearDeadlineHighlighted(row.state, row.isNearDeadline) ? t`Deadline near` : null)}
      overdueColumn={withTaskColumns ? 'deadline' : 'period'}
    />
  );
}
