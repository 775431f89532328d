import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import { FieldType, parseFieldValue, serializeFieldValue, type TripLocationRow } from '@portal/shared';
import { DateInputField } from './date-input-field';
import type { FieldControlProps } from './field-control';
import { RowList } from './row-list';

/**
 * Type 23: business-trip destinations, a row each with the place and its dates. Overlapping or
 * reversed rows are warned about while typing and refused on submit (the shared rules).
 */
export function TripLocationsControl(props: FieldControlProps) {
  const { t } = useLingui();
  const rows = parseFieldValue(FieldType.tripLocations, props.value);
  const isRequired = props.definition.mandatory;
  return (
    <RowList<TripLocationRow>
      control={props}
      rows={rows}
      onRowsChange={(next) => props.onChange(serializeFieldValue(FieldType.tripLocations, next))}
      newRow={() => ({ location: '', dateFrom: '', dateTo: '' })}
      addLabel={t`Add destination`}
      columns={[t`Location`, t`Date from`, t`Date to`]}
      cellsOf={(row) => [row.location, row.dateFrom, row.dateTo]}
      renderRow={(row, index, update) => (
        <>
          <TextInput
            label={t`Location, row ${index + 1}`}
            required={isRequired}
            value={row.location}
            onChange={(event) => update({ location: event.currentTarget.value })}
          />
          <DateInputField
            label={t`Date from, row ${index + 1}`}
            required={isRequired}
            value={row.dateFrom}
            onChange={(dateFrom) => update({ dateFrom })}
            w={160}
          />
          <DateInputField
            label={t`Date to, row ${index + 1}`}
            required={isRequired}
            value={row.dateTo}
            onChange={(dateTo) => update({ dateTo })}
            w={160}
          />
        </>
      )}
    />
  );
}
