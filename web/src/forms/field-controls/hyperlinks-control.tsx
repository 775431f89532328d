import { useLingui } from '@lingui/react/macro';
import { TextInput } from '@mantine/core';
import {
  addHyperlinkRow,
  canAddHyperlinkRow,
  FieldType,
  FormErrorCode,
  type HyperlinkRow,
  isHttpUrl,
  parseFieldValue,
  serializeFieldValue,
} from '@portal/shared';
import { formErrorMessages } from '../form-error-messages';
import type { FieldControlProps } from './field-control';
import { RowList } from './row-list';
import { SafeLink } from './safe-link';

function isRow(value: unknown): value is HyperlinkRow {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as HyperlinkRow).name === 'string' &&
    typeof (value as HyperlinkRow).url === 'string'
  );
}

/**
 * The rows as typed, half-typed addresses included: the shared parse drops a list with an address that
 * is not http(s) yet, and the submit rules report it (validation.invalid_hyperlink).
 */
function rowsAsTyped(formValue: string): HyperlinkRow[] {
  try {
    const parsed: unknown = JSON.parse(formValue);
    if (Array.isArray(parsed) && parsed.every(isRow)) return parsed.map((row) => ({ name: row.name, url: row.url }));
  } catch {
    // Not JSON: the shared parse decides.
  }
  return parseFieldValue(FieldType.hyperlinks, formValue);
}

/** Type 28: named links. The editor always has a row to type into, and adds none while the last is empty. */
export function HyperlinksControl(props: FieldControlProps) {
  const { t, i18n } = useLingui();
  const stored = rowsAsTyped(props.value);
  const rows = props.readOnly
    ? stored.filter((row) => row.name !== '' || row.url !== '')
    : stored.length > 0
      ? stored
      : [{ name: '', url: '' }];
  const save = (next: HyperlinkRow[]) => props.onChange(serializeFieldValue(FieldType.hyperlinks, next));
  return (
    <RowList<HyperlinkRow>
      control={props}
      rows={rows}
      onRowsChange={save}
      newRow={() => ({ name: '', url: '' })}
      addRow={addHyperlinkRow}
      canAdd={canAddHyperlinkRow(rows)}
      addLabel={t`Add link`}
      columns={[t`Link name`, t`Address`]}
      cellsOf={(row) => [row.name, <SafeLink key="url" row={row} />]}
      renderRow={(row, index, update) => (
        <>
          <TextInput label={t`Name, row ${index + 1}`} value={row.name} onChange={(event) => update({ name: event.currentTarget.value })} />
          <TextInput
            label={t`Address, row ${index + 1}`}
            type="url"
            placeholder="https://"
            value={row.url}
            onChange={(event) => update({ url: event.currentTarget.value })}
            error={row.url !== '' && !isHttpUrl(row.url) ? i18n._(formErrorMessages[FormErrorCode.invalidHyperlink]) : undefined}
            miw={280}
          />
        </>
      )}
    />
  );
}
