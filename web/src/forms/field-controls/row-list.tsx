import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { FieldControlProps } from './field-control';
import { FieldGroup } from './field-group';

interface RowListProps<Row> {
  control: FieldControlProps;
  rows: Row[];
  onRowsChange(rows: Row[]): void;
  newRow(): Row;
  /** How a row is added; by default a new row at the end. */
  addRow?: (rows: Row[]) => Row[];
  /** The inputs of one row; `update` merges a change into it. */
  renderRow(row: Row, index: number, update: (change: Partial<Row>) => void): ReactNode;
  addLabel: string;
  /** False keeps the add button disabled (the hyperlink rule: not while the last row is empty). */
  canAdd?: boolean;
  /** Headers and cells of the read-only table. */
  columns: string[];
  cellsOf(row: Row): ReactNode[];
}

/** The editor of a multi-row field (types 23, 24, 27, 28): rows of inputs, each removable, and an add button. */
export function RowList<Row>({
  control,
  rows,
  onRowsChange,
  newRow,
  addRow,
  renderRow,
  addLabel,
  canAdd = true,
  columns,
  cellsOf,
}: RowListProps<Row>) {
  const { t } = useLingui();
  // Time inputs keep their own text (the mask): removing a row remounts the rows below it.
  const [generation, setGeneration] = useState(0);

  if (control.readOnly) {
    return (
      <FieldGroup control={control}>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No entries</Trans>
          </Text>
        ) : (
          <Table withTableBorder aria-label={control.definition.caption}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index}>
                  {cellsOf(row).map((cell, cellIndex) => (
                    <Table.Td key={cellIndex}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </FieldGroup>
    );
  }

  const update = (index: number) => (change: Partial<Row>) =>
    onRowsChange(rows.map((row, rowIndex) => (rowIndex === index ? { ...row, ...change } : row)));
  const remove = (index: number) => {
    setGeneration((current) => current + 1);
    onRowsChange(rows.filter((_, rowIndex) => rowIndex !== index));
  };
  return (
    <FieldGroup control={control}>
      {rows.map((row, index) => (
        <Group key={`${generation}-${index}`} align="flex-end" gap="sm" wrap="wrap">
          {renderRow(row, index, update(index))}
          <ActionIcon variant="subtle" color="red" size="lg" mb={2} aria-label={t`Remove row ${index + 1}`} onClick={() => remove(index)}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={!canAdd}
          onClick={() => onRowsChange(addRow ? addRow(rows) : [...rows, newRow()])}
        >
          {addLabel}
        </Button>
      </Group>
    </FieldGroup>
  );
}
