import { useLingui } from '@lingui/react/macro';
import { FieldType, type NonWorkingHoursRow, parseFieldValue, serializeFieldValue } from '@portal/shared';
import { DateInputField } from './date-input-field';
import type { FieldControlProps } from './field-control';
import { RowList } from './row-list';
import { TimeField } from './time-field';

/** Type 27: travel outside working hours, a row each with the date and times; every part is needed. */
export function NonWorkingHoursControl(props: FieldControlProps) {
  const { t } = useLingui();
  const rows = parseFieldValue(FieldType.nonWorkingHours, props.value);
  return (
    <RowList<NonWorkingHoursRow>
      control={props}
      rows={rows}
      onRowsChange={(next) => props.onChange(serializeFieldValue(FieldType.nonWorkingHours, next))}
      newRow={() => ({ dateFrom: '', timeFrom: '', timeTo: '' })}
      addLabel={t`Add non-working hours`}
      columns={[t`Date`, t`From`, t`To`]}
      cellsOf={(row) => [row.dateFrom, row.timeFrom, row.timeTo]}
      renderRow={(row, index, update) => (
        <>
          <DateInputField
            label={t`Date, row ${index + 1}`}
            required
            value={row.dateFrom}
            onChange={(dateFrom) => update({ dateFrom })}
            w={160}
          />
          <TimeField label={t`From, row ${index + 1}`} required value={row.timeFrom} onChange={(timeFrom) => update({ timeFrom })} />
          <TimeField label={t`To, row ${index + 1}`} required value={row.timeTo} onChange={(timeTo) => update({ timeTo })} />
        </>
      )}
    />
  );
}
