import { Table } from '@mantine/core';
import type { Substitution } from '@portal/shared';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { formatErpDate } from '../../../lib/format';
import { useLingui } from '@lingui/react/macro';

interface SubstitutionTableProps {
  caption: string;
  /** The heading of the column naming the other person of each pair. */
  personHeading: string;
  emptyText: ReactNode;
  rows: readonly Substitution[];
}

/** One of the two substitution lists: who, from, to and why. */
export function SubstitutionTable({ caption, personHeading, emptyText, rows }: SubstitutionTableProps) {
  const { t } = useLingui();
  if (rows.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{personHeading}</Table.Th>
            <Table.Th scope="col">{t`From`}</Table.Th>
            <Table.Th scope="col">{t`To`}</Table.Th>
            <Table.Th scope="col">{t`Description`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.entryNo}>
              <Table.Td>{`${row.firstname} ${row.lastname}`.trim()}</Table.Td>
              <Table.Td>{formatErpDate(row.fromDateStr)}</Table.Td>
              <Table.Td>{formatErpDate(row.toDateStr)}</Table.Td>
              <Table.Td>{row.description}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
