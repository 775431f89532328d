import { FieldType, type FormField } from '@portal/shared';
import { periodFieldsOf } from './period-fields';

/**
 * How a form's fields are laid out on the filing screen. A form definition names no groups, so they
 * follow from the field types, in the form's order: the fields before the period (who files, what
 * for), the period with the leave days and balance it gives, the fields after it, and the files. Short
 * fields (a date, a select, a short text) go two to a row; anything with rows, a long label or free
 * text takes the whole width.
 */

export const FormSectionKind = { main: 'main', period: 'period', details: 'details', attachments: 'attachments' } as const;
export type FormSectionKind = (typeof FormSectionKind)[keyof typeof FormSectionKind];

export type FormLayoutItem = { kind: 'field'; field: FormField } | { kind: 'period'; from: FormField; to: FormField };

/** One line of the form: a wide item alone, or one or two short fields in a row of two. */
export type FormLayoutRow = { kind: 'wide'; item: FormLayoutItem } | { kind: 'pair'; fields: FormField[] };

export interface FormLayoutSection {
  kind: FormSectionKind;
  rows: FormLayoutRow[];
}

const WIDE_TYPES: readonly number[] = [
  FieldType.textArea,
  FieldType.checkbox,
  FieldType.multipleCheckbox,
  FieldType.upload,
  FieldType.participants,
  FieldType.download,
  FieldType.tripLocations,
  FieldType.tripTime,
  FieldType.advancePayment,
  FieldType.vehicle,
  FieldType.nonWorkingHours,
  FieldType.hyperlinks,
];

const ATTACHMENT_TYPES: readonly number[] = [FieldType.upload, FieldType.download, FieldType.hyperlinks];

/** The figures the period gives (leave days, balance): they sit with the dates. */
const PERIOD_FIGURE_TYPES: readonly number[] = [FieldType.annualLeaveCalculation, FieldType.annualLeaveBalance];

const SECTION_ORDER: readonly FormSectionKind[] = [
  FormSectionKind.main,
  FormSectionKind.period,
  FormSectionKind.details,
  FormSectionKind.attachments,
];

export function isWideField(field: FormField): boolean {
  return WIDE_TYPES.includes(field.formMeta.type);
}

function rowsOf(items: FormLayoutItem[]): FormLayoutRow[] {
  const rows: FormLayoutRow[] = [];
  for (const item of items) {
    if (item.kind === 'period' || isWideField(item.field)) {
      rows.push({ kind: 'wide', item });
      continue;
    }
    const last = rows.at(-1);
    if (last?.kind === 'pair' && last.fields.length === 1) last.fields.push(item.field);
    else rows.push({ kind: 'pair', fields: [item.field] });
  }
  return rows;
}

/** The sections of the form with their rows, empty ones left out; hidden fields (type 11) take no place. */
export function formLayoutOf(formData: readonly FormField[]): FormLayoutSection[] {
  const fields = [...formData]
    .filter((field) => field.formMeta.type !== FieldType.hidden)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const period = periodFieldsOf(fields);
  const items = new Map<FormSectionKind, FormLayoutItem[]>(SECTION_ORDER.map((kind) => [kind, []]));
  let isAfterPeriod = false;
  for (const field of fields) {
    if (period && field === period.to) continue;
    if (period && field === period.from) {
      items.get(FormSectionKind.period)!.push({ kind: 'period', from: period.from, to: period.to });
      isAfterPeriod = true;
      continue;
    }
    const kind = ATTACHMENT_TYPES.includes(field.formMeta.type)
      ? FormSectionKind.attachments
      : period && PERIOD_FIGURE_TYPES.includes(field.formMeta.type)
        ? FormSectionKind.period
        : isAfterPeriod
          ? FormSectionKind.details
          : FormSectionKind.main;
    items.get(kind)!.push({ kind: 'field', field });
  }
  // The period's figures follow its dates even when the form places one of them first.
  items.get(FormSectionKind.period)!.sort((a, b) => Number(b.kind === 'period') - Number(a.kind === 'period'));
  return SECTION_ORDER.map((kind) => ({ kind, rows: rowsOf(items.get(kind)!) })).filter((section) => section.rows.length > 0);
}
