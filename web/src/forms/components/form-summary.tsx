import { useLingui } from '@lingui/react/macro';
import { FieldType, type FormField, fieldKeyOf } from '@portal/shared';
import { RecordDisplay, type RecordField } from '../../components/record-display';
import { useFormState } from '../form-state';
import { FieldSummary } from './field-summary';
import { periodFieldsOf } from './period-fields';
import { isBlankSummaryValue, isNowrapSummary, isWideSummary } from './summary-values';

/**
 * A submitted document read as label–value pairs (issue #12: not disabled inputs): the period as one
 * line, people and list items by name, ticks as yes or no, rows of a business trip as small tables.
 * Nothing here is an input: an approver reads what the employee asked for.
 */
export function FormSummary() {
  const { t } = useLingui();
  const { form, values, fieldOf } = useFormState();
  const fields = [...form.formData].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const period = periodFieldsOf(fields);
  const valueOf = (field: FormField) => values[fieldKeyOf(field)] ?? '';

  const records: RecordField[] = [];
  for (const field of fields) {
    const type = field.formMeta.type;
    if (type === FieldType.hidden || (period && field === period.to)) continue;
    if (period && field === period.from) {
      const from = valueOf(period.from).slice(0, 10);
      const to = valueOf(period.to).slice(0, 10);
      records.push({ label: t`Period`, value: from || to ? `${from} – ${to}` : '', isNowrap: true });
      continue;
    }
    const definition = fieldOf(fieldKeyOf(field));
    if (!definition) continue;
    const value = valueOf(field);
    records.push({
      label: definition.caption,
      value: isBlankSummaryValue(type, value) ? '' : <FieldSummary field={field} value={value} caption={definition.caption} />,
      isWide: isWideSummary(type),
      isNowrap: isNowrapSummary(type),
    });
  }
  return <RecordDisplay fields={records} aria-label={t`The document's fields`} />;
}
