import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Stack, Table, Text } from '@mantine/core';
import { FieldType, OWN_CAR_REQUIRED_PARTS, parseFieldValue, VehicleUse } from '@portal/shared';
import type { ReactNode } from 'react';
import { RecordDisplay } from '../../components/record-display';
import { formatDecimal, formatMoney } from '../../lib/format';
import { SafeLink } from '../field-controls/safe-link';
import { useVehicleLabels } from '../field-controls/vehicle-labels';

interface SummaryTableProps {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  /** A closing row (a total), its first cell a header. */
  footer?: ReactNode[];
}

/** Rows of a multi-row field as a compact table with headers, named by the field's caption. */
function SummaryTable({ caption, columns, rows, footer }: SummaryTableProps) {
  return (
    // The summary's values break anywhere (long names); a table's dates and times break nowhere, and a
    // table wider than a phone scrolls by itself, never the page.
    <Box maw="100%" style={{ overflowX: 'auto' }}>
      <Table
        withTableBorder
        w="auto"
        fz="sm"
        verticalSpacing={4}
        horizontalSpacing="xs"
        aria-label={caption}
        style={{ overflowWrap: 'normal' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, index) => (
            <Table.Tr key={index}>
              {cells.map((cell, cellIndex) => (
                <Table.Td key={cellIndex}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer ? (
          <Table.Tfoot>
            <Table.Tr>
              {footer.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <Table.Th key={cellIndex} scope="row">
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={cellIndex} fw={600}>
                    {cell}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Box>
  );
}

/** Dates and times never break inside. */
function Nowrap({ children }: { children: ReactNode }) {
  return (
    <Text component="span" inherit style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

function VehicleSummary({ value }: { value: string }) {
  const { i18n } = useLingui();
  const { parts, uses } = useVehicleLabels();
  const vehicle = parseFieldValue(FieldType.vehicle, value);
  if (vehicle.vehicleUse === null) return null;
  if (vehicle.vehicleUse !== VehicleUse.ownCar) return <>{uses[vehicle.vehicleUse]}</>;
  const partValue = (part: (typeof OWN_CAR_REQUIRED_PARTS)[number]): string => {
    const stored = vehicle[part];
    if (typeof stored === 'number') return new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(stored);
    return stored ?? '';
  };
  return (
    <Stack gap={4}>
      <Text size="sm">{uses[VehicleUse.ownCar]}</Text>
      <RecordDisplay
        fields={OWN_CAR_REQUIRED_PARTS.map((part) => ({ label: parts[part], value: partValue(part), isNowrap: part !== 'vehicleModel' }))}
        minColumnWidth="10rem"
      />
    </Stack>
  );
}

interface StructuredFieldSummaryProps {
  type: number;
  value: string;
  caption: string;
}

/**
 * The summary of a field whose value is structured (JSON in formValue): trip destinations, travel
 * time and non-working hours as tables, links as links, the vehicle and the advance payment as text.
 */
export function StructuredFieldSummary({ type, value, caption }: StructuredFieldSummaryProps) {
  const { t, i18n } = useLingui();
  switch (type) {
    case FieldType.tripLocations:
      return (
        <SummaryTable
          caption={caption}
          columns={[t`Location`, t`Date from`, t`Date to`]}
          rows={parseFieldValue(FieldType.tripLocations, value).map((row) => [
            row.location,
            <Nowrap key="from">{row.dateFrom}</Nowrap>,
            <Nowrap key="to">{row.dateTo}</Nowrap>,
          ])}
        />
      );
    case FieldType.tripTime: {
      const rows = parseFieldValue(FieldType.tripTime, value);
      const total = rows.reduce((sum, row) => sum + row.timeCalculated, 0);
      return (
        <SummaryTable
          caption={caption}
          columns={[t`Date`, t`From`, t`To`, t`Hours`]}
          rows={rows.map((row) => [
            <Nowrap key="date">{row.dateFrom}</Nowrap>,
            row.timeFrom,
            row.timeTo,
            formatDecimal(row.timeCalculated, i18n.locale),
          ])}
          footer={rows.length > 1 ? [t`Total`, '', '', formatDecimal(total, i18n.locale)] : undefined}
        />
      );
    }
    case FieldType.nonWorkingHours:
      return (
        <SummaryTable
          caption={caption}
          columns={[t`Date`, t`From`, t`To`]}
          rows={parseFieldValue(FieldType.nonWorkingHours, value).map((row) => [
            <Nowrap key="date">{row.dateFrom}</Nowrap>,
            row.timeFrom,
            row.timeTo,
          ])}
        />
      );
    case FieldType.hyperlinks:
      return (
        <SummaryTable
          caption={caption}
          columns={[t`Link name`, t`Address`]}
          rows={parseFieldValue(FieldType.hyperlinks, value)
            .filter((row) => row.name !== '' || row.url !== '')
            .map((row) => [row.name, <SafeLink key="url" row={row} />])}
        />
      );
    case FieldType.vehicle:
      return <VehicleSummary value={value} />;
    case FieldType.advancePayment: {
      const advance = parseFieldValue(FieldType.advancePayment, value);
      if (!advance.selected) return <Trans>No advance payment</Trans>;
      if (advance.amount === null) return <Trans>Advance payment requested</Trans>;
      return <Trans>Advance payment requested: {formatMoney(advance.amount, i18n.locale)}</Trans>;
    }
    default:
      return value;
  }
}
