import { Table } from '@mantine/core';
import type { Key, ReactNode } from 'react';

export interface RecordColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures align right. */
  align?: 'left' | 'right';
}

interface RecordTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  rows: Row[];
  rowKey: (row: Row) => Key;
  columns: RecordColumn<Row>[];
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  highlightOnHover?: boolean;
}

/** A read-only table of records, one row each, striped and scrollable. */
export function RecordTable<Row>({ label, rows, rowKey, columns, minWidth = 800, highlightOnHover = false }: RecordTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover={highlightOnHover} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={index} scope="col" ta={column.align}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <Table.Td key={index} ta={column.align}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
