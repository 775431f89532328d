import { DataSourceFieldKey, FieldType, type FormField } from '@portal/shared';

/** The form's date-from and date-to fields when both are date fields: shown as one period. */
export function periodFieldsOf(fields: FormField[]): { from: FormField; to: FormField } | null {
  const dateField = (key: string) =>
    fields.find((field) => field.formMeta.type === FieldType.date && field.formMeta.dataSourceFieldKey === key);
  const from = dateField(DataSourceFieldKey.dateFrom);
  const to = dateField(DataSourceFieldKey.dateTo);
  return from && to ? { from, to } : null;
}
