import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { FieldType, parseFieldValue, serializeFieldValue, type TripTimeRow, withCalculatedHours } from '@portal/shared';
import { formatDecimal } from '../../lib/format';
import { DateInputField } from './date-input-field';
import type { FieldControlProps } from './field-control';
import { RowList } from './row-list';
import { TimeField } from './time-field';

/** Type 24: travel time, a row each with the date and times; the hours follow (two decimals, '00:00' ends at midnight). */
export function TripTimeControl(props: FieldControlProps) {
  const { t, i18n } = useLingui();
  const rows = parseFieldValue(FieldType.tripTime, props.value);
  return (
    <RowList<TripTimeRow>
      control={props}
      rows={rows}
      onRowsChange={(next) => props.onChange(serializeFieldValue(FieldType.tripTime, withCalculatedHours(next)))}
      newRow={() => ({ dateFrom: '', timeFrom: '', timeTo: '', timeCalculated: 0 })}
      addLabel={t`Add travel time`}
      columns={[t`Date`, t`From`, t`To`, t`Hours`]}
      cellsOf={(row) => [row.dateFrom, row.timeFrom, row.timeTo, formatDecimal(row.timeCalculated, i18n.locale)]}
      renderRow={(row, index, update) => (
        <>
          <DateInputField label={t`Date, row ${index + 1}`} value={row.dateFrom} onChange={(dateFrom) => update({ dateFrom })} w={160} />
          <TimeField label={t`From, row ${index + 1}`} value={row.timeFrom} onChange={(timeFrom) => update({ timeFrom })} />
          <TimeField label={t`To, row ${index + 1}`} value={row.timeTo} onChange={(timeTo) => update({ timeTo })} />
          <TextInput label={t`Hours, row ${index + 1}`} value={formatDecimal(row.timeCalculated, i18n.locale)} readOnly w={90} />
        </>
      )}
    />
  );
}
