import { DataSourceFieldKey, FieldType, type FormField } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { aField } from '../testing/form-fixtures';
import { type FormLayoutRow, type FormLayoutSection, formLayoutOf } from './form-layout';

/** Each section as its kind and its rows as field ids: [1, 2] a pair, [1] a short field alone, 'period 2–3', or 'wide 7'. */
function shape(sections: FormLayoutSection[]) {
  const rowShape = (row: FormLayoutRow) => {
    if (row.kind === 'pair') return row.fields.map((field) => field.id);
    return row.item.kind === 'period' ? `period ${row.item.from.id}–${row.item.to.id}` : `wide ${row.item.field.id}`;
  };
  return sections.map((section) => [section.kind, section.rows.map(rowShape)]);
}

const dateFrom = (id: number) => aField(id, FieldType.date, { formMeta: { dataSourceFieldKey: DataSourceFieldKey.dateFrom } });
const dateTo = (id: number) => aField(id, FieldType.date, { formMeta: { dataSourceFieldKey: DataSourceFieldKey.dateTo } });

describe('formLayoutOf', () => {
  it('lays an annual leave out as who, the period with its figures, the rest, short fields in rows of two', () => {
    const fields: FormField[] = [
      aField(1, FieldType.employees),
      dateFrom(2),
      dateTo(3),
      aField(4, FieldType.annualLeaveCalculation),
      aField(5, FieldType.annualLeaveBalance),
      aField(6, FieldType.dropdown),
      aField(7, FieldType.checkbox),
      aField(8, FieldType.substitutionEmployees),
      aField(9, FieldType.textArea),
    ];
    expect(shape(formLayoutOf(fields))).toEqual([
      ['main', [[1]]],
      ['period', ['period 2–3', [4, 5]]],
      ['details', [[6], 'wide 7', [8], 'wide 9']],
    ]);
  });

  it('keeps the form’s order, puts files last and leaves hidden fields out', () => {
    const fields: FormField[] = [
      aField(1, FieldType.text, { sortOrder: 20 }),
      aField(2, FieldType.upload, { sortOrder: 10 }),
      aField(3, FieldType.hidden, { sortOrder: 30 }),
      aField(4, FieldType.date, { sortOrder: 40 }),
      aField(5, FieldType.hyperlinks, { sortOrder: 50 }),
      aField(6, FieldType.listDropdown, { sortOrder: 60 }),
    ];
    expect(shape(formLayoutOf(fields))).toEqual([
      ['main', [[1, 4], [6]]],
      ['attachments', ['wide 2', 'wide 5']],
    ]);
  });

  it('pairs only neighbours: a wide field between two short ones keeps them apart', () => {
    const fields = [aField(1, FieldType.text), aField(2, FieldType.vehicle), aField(3, FieldType.text), aField(4, FieldType.countries)];
    expect(shape(formLayoutOf(fields))).toEqual([['main', [[1], 'wide 2', [3, 4]]]]);
  });

  it('leaves the dates and the leave figures where they are on a form without a period', () => {
    const fields = [aField(1, FieldType.annualLeaveBalance), dateFrom(2), aField(3, FieldType.textArea)];
    expect(shape(formLayoutOf(fields))).toEqual([['main', [[1, 2], 'wide 3']]]);
  });

  it('puts the period first in its section when the form places a figure before the dates', () => {
    const fields = [aField(1, FieldType.annualLeaveBalance), dateFrom(2), dateTo(3), aField(4, FieldType.text)];
    expect(shape(formLayoutOf(fields))).toEqual([
      ['period', ['period 2–3', [1]]],
      ['details', [[4]]],
    ]);
  });
});
