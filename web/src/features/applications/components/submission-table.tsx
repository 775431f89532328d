import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { type DocumentListRow, isNearDeadlineHighlighted, localized } from '@portal/shared';
import type { KeyboardEvent } from 'react';
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

function periodOf(row: DocumentListRow): string {
  const from = formatErpDate(row.dateFrom);
  const to = formatErpDate(row.dateTo);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to;
}

/**
 * Applications or tasks, one row each; a row opens on click, Enter or Space. Near-deadline rows in
 * progress are bold red (spec 1 §4); in the tasks lists unread rows are bold.
 */
export function SubmissionTable({ label, rows, withTaskColumns = false, marksUnread = false, onOpen }: SubmissionTableProps) {
  const { i18n } = useLingui();

  const openByKey = (event: KeyboardEvent, row: DocumentListRow) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(row);
  };

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Document no.</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Form</Trans>
            </Table.Th>
            {withTaskColumns ? (
              <Table.Th scope="col">
                <Trans>Initiated by</Trans>
              </Table.Th>
            ) : null}
            <Table.Th scope="col">
              <Trans>Period</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Created</Trans>
            </Table.Th>
            {withTaskColumns ? (
              <>
                <Table.Th scope="col">
                  <Trans>Current step</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Deadline</Trans>
                </Table.Th>
              </>
            ) : null}
            <Table.Th scope="col">
              <Trans>Status</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const isNearDeadline = isNearDeadlineHighlighted(row.state, row.isNearDeadline);
            const isUnread = marksUnread && !row.isViewed;
            return (
              <Table.Tr
                key={row.id}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                fw={isNearDeadline || isUnread ? 700 : undefined}
                c={isNearDeadline ? 'red.8' : undefined}
                data-unread={isUnread || undefined}
                data-near-deadline={isNearDeadline || undefined}
                onClick={() => onOpen(row)}
                onKeyDown={(event) => openByKey(event, row)}
              >
                <Table.Td>
                  {row.documentNo ?? ''}
                  {isUnread ? (
                    <VisuallyHidden>
                      <Trans>(unread)</Trans>
                    </VisuallyHidden>
                  ) : null}
                  {isNearDeadline ? (
                    <VisuallyHidden>
                      <Trans>(deadline near)</Trans>
                    </VisuallyHidden>
                  ) : null}
                </Table.Td>
                <Table.Td>{localized(row.form.name, row.form.nameEn, i18n.locale)}</Table.Td>
                {withTaskColumns ? <Table.Td>{row.initiatedBy?.employeeFullName ?? ''}</Table.Td> : null}
                <Table.Td>{periodOf(row)}</Table.Td>
                <Table.Td>{formatDateTime(row.createDate)}</Table.Td>
                {withTaskColumns ? (
                  <>
                    <Table.Td>
                      {row.workflowActivity?.name ?? ''}
                      {row.workflowActivity?.userRoles ? (
                        <Text size="xs" c="dimmed" fw="normal">
                          {row.workflowActivity.userRoles.name}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{row.deadline ? formatDateTime(row.deadline) : ''}</Table.Td>
                  </>
                ) : null}
                <Table.Td>
                  <StateBadge kind="submission" state={row.state} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
