import { useLingui } from '@lingui/react/macro';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { DocumentPseudoColumn, type DocumentListRow, type FormMeta, type FormSettingsColumn, type SortDirection } from '@portal/shared';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { StateBadge } from '../../../../components/state-badge';
import { formatDateTime } from '../../../../lib/format';
import { columnName } from '../columns';
import { fieldValueText } from '../field-value-text';

export interface DocumentSort {
  /** A pseudo-column or a form meta id. */
  column: number;
  direction: SortDirection;
}

interface DocumentsTableProps {
  label: string;
  rows: DocumentListRow[];
  /** The visible columns, in order. */
  columns: FormSettingsColumn[];
  metas: ReadonlyMap<number, FormMeta>;
  sort: DocumentSort;
  onSort: (column: number) => void;
  onOpen: (row: DocumentListRow) => void;
}

/** The documents, one row each, with the user's columns; a heading sorts, a row opens on click, Enter or Space. */
export function DocumentsTable({ label, rows, columns, metas, sort, onSort, onOpen }: DocumentsTableProps) {
  const { i18n } = useLingui();

  const cellOf = (row: DocumentListRow, column: FormSettingsColumn): ReactNode => {
    if (column.isPseudoColumn) {
      switch (column.formMetaId) {
        case DocumentPseudoColumn.status:
          return <StateBadge kind="submission" state={row.state} />;
        case DocumentPseudoColumn.creationDate:
          return formatDateTime(row.createDate);
        case DocumentPseudoColumn.documentNumber:
          return row.documentNo ?? '';
      }
    }
    return fieldValueText(metas.get(column.formMetaId)?.type ?? 0, row.values[String(column.formMetaId)], i18n);
  };

  const openByKey = (event: KeyboardEvent, row: DocumentListRow) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(row);
  };

  return (
    <Table.ScrollContainer minWidth={Math.max(600, columns.length * 140)}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const isSorted = sort.column === column.formMetaId;
              const SortIcon = !isSorted ? IconArrowsSort : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
              return (
                <Table.Th
                  key={column.formMetaId}
                  scope="col"
                  aria-sort={isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <UnstyledButton onClick={() => onSort(column.formMetaId)} fw={700} fz="sm">
                    <Group gap={4} wrap="nowrap">
                      {columnName(column, metas, i18n)}
                      <SortIcon size={14} aria-hidden style={{ opacity: isSorted ? 1 : 0.4 }} />
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(row)}
              onKeyDown={(event) => openByKey(event, row)}
            >
              {columns.map((column) => (
                <Table.Td key={column.formMetaId}>{cellOf(row, column)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
