import { Trans, useLingui } from '@lingui/react/macro';
import { ScrollArea, Table, Title } from '@mantine/core';
import type { SummaryTable } from '@portal/shared';

interface SummaryTableViewProps {
  summary: SummaryTable;
}

/** Per shift and day, how many people cover it; fewer than the minimum or more than the maximum stand out. */
export function SummaryTableView({ summary }: SummaryTableViewProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="schedule-summary-title">
      <Title order={2} size="h4" id="schedule-summary-title" mb="xs">
        <Trans>Summary table</Trans>
      </Title>
      <ScrollArea type="auto" tabIndex={0} aria-label={t`Summary table`}>
        <Table withTableBorder withColumnBorders fz="xs" horizontalSpacing={4} verticalSpacing={2}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Shift</Trans>
              </Table.Th>
              {summary.dates.map((date) => (
                <Table.Th key={date} ta="center">
                  {Number(date.slice(8, 10))}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {summary.rows.map((row) => (
              <Table.Tr key={row.shiftId}>
                <Table.Th scope="row" style={{ backgroundColor: row.backgroundColor, color: row.fontColor, whiteSpace: 'nowrap' }}>
                  {row.code} — {row.name}
                </Table.Th>
                {row.cells.map((cell, index) => {
                  const count = cell.count;
                  const min = cell.minCapacity;
                  const max = cell.maxCapacity;
                  const isUnder = min !== null && count < min;
                  const isOver = max !== null && count > max;
                  const state = isUnder
                    ? t`${count}, fewer than the ${min} needed`
                    : isOver
                      ? t`${count}, more than the ${max} allowed`
                      : undefined;
                  return (
                    <Table.Td
                      key={summary.dates[index]}
                      ta="center"
                      data-capacity={isUnder ? 'under' : isOver ? 'over' : undefined}
                      aria-label={state}
                      title={state}
                      style={{
                        backgroundColor: isUnder ? 'var(--mantine-color-red-1)' : isOver ? 'var(--mantine-color-orange-1)' : undefined,
                        fontWeight: isUnder || isOver ? 700 : undefined,
                      }}
                    >
                      {count}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </section>
  );
}
