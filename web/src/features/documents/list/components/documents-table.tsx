import { useLingui } from '@lingui/react/macro';
import {
  DocumentPseudoColumn,
  type DocumentListRow,
  FieldType,
  type FormMeta,
  type FormSettingsColumn,
  localized,
  type SortDirection,
} from '@portal/shared';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../../../../components/data-table';
import { StateBadge } from '../../../../components/state-badge';
import { formatDateTime } from '../../../../lib/format';
import { columnName, isSortable } from '../columns';
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

/** The employee the document is about; a document about no employee of the company names its filer. */
export function employeeNameOf(row: DocumentListRow): string {
  return row.employeeFullName ?? row.submittedBy?.employeeFullName ?? '';
}

/** A period as from – to over two lines (each date whole, the column narrow), one date when it is one day. */
function periodOf(row: DocumentListRow): ReactNode {
  const { dateFrom, dateTo } = row;
  if (!dateFrom) return '';
  return dateTo && dateTo !== dateFrom ? (
    <>
      {dateFrom} – <br />
      {dateTo}
    </>
  ) : (
    dateFrom
  );
}

/** A form's name takes at most two lines in the table (the whole name in its title), so the default columns fit beside the tree. */
const FORM_NAME_LINES = 2;
const FORM_NAME_MIN_WIDTH = 170;

const DATE_PSEUDO_COLUMNS: readonly number[] = [
  DocumentPseudoColumn.period,
  DocumentPseudoColumn.lastChange,
  DocumentPseudoColumn.creationDate,
];

/**
 * The documents, one row each, in the user's columns (DataTable: a card per row on phones); a
 * heading sorts on the server, a row opens on click, Enter or Space, unread rows are bold.
 */
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
        case DocumentPseudoColumn.form:
          return localized(row.form.name, row.form.nameEn, i18n.locale);
        case DocumentPseudoColumn.employee:
          return employeeNameOf(row);
        case DocumentPseudoColumn.period:
          return periodOf(row);
        case DocumentPseudoColumn.lastChange:
          return formatDateTime(row.updateDate);
      }
    }
    return fieldValueText(metas.get(column.formMetaId)?.type ?? 0, row.values[String(column.formMetaId)], i18n);
  };

  const isDate = (column: FormSettingsColumn) =>
    column.isPseudoColumn ? DATE_PSEUDO_COLUMNS.includes(column.formMetaId) : metas.get(column.formMetaId)?.type === FieldType.date;

  const isPseudo = (column: FormSettingsColumn, pseudoColumn: DocumentPseudoColumn) =>
    column.isPseudoColumn && column.formMetaId === pseudoColumn;

  const dataColumns: DataColumn<DocumentListRow>[] = columns.map((column) => ({
    key: String(column.formMetaId),
    header: columnName(column, metas, i18n),
    cell: (row) => cellOf(row, column),
    kind: isDate(column) ? 'date' : isPseudo(column, DocumentPseudoColumn.documentNumber) ? 'code' : 'text',
    ...(isPseudo(column, DocumentPseudoColumn.form) ? { lineClamp: FORM_NAME_LINES, minWidth: FORM_NAME_MIN_WIDTH } : {}),
    // The server sorts: DataTable only shows the heading as sortable and reports the choice.
    ...(isSortable(column) ? { sortValue: () => null } : {}),
  }));

  return (
    <DataTable
      label={label}
      rows={rows}
      rowKey={(row) => row.id}
      columns={dataColumns}
      onRowOpen={onOpen}
      isUnread={(row) => !row.isViewed}
      sort={{ column: String(sort.column), direction: sort.direction === 'asc' ? 'ascending' : 'descending' }}
      onSortChange={(next) => onSort(Number(next.column))}
      minWidth={Math.max(720, columns.length * 130)}
      dense
    />
  );
}
