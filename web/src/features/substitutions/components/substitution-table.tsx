import { useLingui } from '@lingui/react/macro';
import type { Substitution } from '@portal/shared';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { formatErpDate } from '../../../lib/format';

interface SubstitutionTableProps {
  caption: string;
  /** The heading of the column naming the other person of each pair. */
  personHeading: string;
  emptyText: ReactNode;
  rows: readonly Substitution[];
}

/** One of the two substitution lists: who, from, to and why (a card per substitution on phones). */
export function SubstitutionTable({ caption, personHeading, emptyText, rows }: SubstitutionTableProps) {
  const { t } = useLingui();
  const columns: DataColumn<Substitution>[] = [
    { key: 'person', header: personHeading, cell: (row) => `${row.firstname} ${row.lastname}`.trim() },
    { key: 'from', header: t`From`, kind: 'date', cell: (row) => formatErpDate(row.fromDateStr) },
    { key: 'to', header: t`To`, kind: 'date', cell: (row) => formatErpDate(row.toDateStr) },
    { key: 'description', header: t`Description`, cell: (row) => row.description },
  ];
  return (
    <DataTable
      label={caption}
      rows={rows}
      rowKey={(row) => row.entryNo}
      columns={columns}
      empty={emptyText}
      // Four short columns fit a half-width card on home before they need to scroll.
      minWidth={480}
      maxHeight="none"
    />
  );
}
