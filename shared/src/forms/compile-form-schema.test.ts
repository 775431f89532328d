import { describe, expect, it } from 'vitest';
import { compileFormSchema, formIssuesOf } from './compile-form-schema';
import { FieldType, serializeFieldValue } from './field-types';
import { FormErrorCode } from './form-errors';
import { MAX_PARTICIPANTS } from './participants';
import { type FormFieldDefinition, type FormRuleContext, validateForm, ValidationType } from './validate-form';

const TODAY = '2026-02-12';
const field = (id: string, type: number, extra: Partial<FormFieldDefinition> = {}): FormFieldDefinition => ({
  id,
  type,
  caption: `Field ${id}`,
  mandatory: false,
  ...extra,
});
const dateFrom = (extra: Partial<FormFieldDefinition> = {}) =>
  field('from', FieldType.date, { dataSourceFieldKey: 'dateFromFieldKey', ...extra });
const dateTo = () => field('to', FieldType.date, { dataSourceFieldKey: 'dateToFieldKey' });
const participant = (n: number) => ({ nameWithEmployeeNo: `P ${n}`, personnelNo: `${n}`, employeeNo: `E${n}` });
const participants = (count: number) =>
  serializeFieldValue(
    FieldType.participants,
    Array.from({ length: count }, (_, index) => participant(index)),
  );

function issuesOf(fields: FormFieldDefinition[], values: Record<string, string | null>, options = {}) {
  const result = compileFormSchema({ fields }, options).safeParse(values);
  return result.success ? [] : formIssuesOf(result.error);
}
const codes = (issues: { code: string }[]) => issues.map((issue) => issue.code);

describe('compileFormSchema', () => {
  it('puts the mandatory error at the field path with the field’s own message', () => {
    const result = compileFormSchema({
      fields: [field('7', FieldType.text, { mandatory: true, requiredErrorMessage: 'Enter the purpose' })],
    }).safeParse({ '7': ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['7'],
      message: FormErrorCode.required,
      params: { caption: 'Field 7', message: 'Enter the purpose' },
    });
    expect(compileFormSchema({ fields: [field('7', FieldType.text, { mandatory: true })] }).safeParse({ '7': 'x' }).success).toBe(true);
  });

  it('reads a missing or null value as empty and outputs the dropdown default', () => {
    const schema = compileFormSchema({
      fields: [field('d', FieldType.dropdown, { mandatory: true, options: ['Yes', 'No'] }), field('t', FieldType.text)],
    });
    expect(schema.parse({ t: null })).toEqual({ d: 'Yes', t: '' });
  });

  it('refuses a dropdown value outside its options and accepts one inside', () => {
    const dropdown = field('d', FieldType.dropdown, { options: ['Yes', 'No'] });
    expect(codes(issuesOf([dropdown], { d: 'Maybe' }))).toEqual([FormErrorCode.invalidValue]);
    expect(issuesOf([dropdown], { d: 'No' })).toEqual([]);
    expect(issuesOf([dropdown], { d: '' })).toEqual([]);
    // Without known options the value is not restricted.
    expect(issuesOf([field('d', FieldType.listDropdown)], { d: 'Anything' })).toEqual([]);
  });

  it('refuses unreadable values per type', () => {
    expect(codes(issuesOf([field('d', FieldType.date)], { d: '2026-02-30' }))).toEqual([FormErrorCode.invalidDate]);
    expect(codes(issuesOf([field('v', FieldType.vehicle)], { v: '{broken' }))).toEqual([FormErrorCode.invalidValue]);
    expect(codes(issuesOf([field('h', FieldType.hyperlinks)], { h: JSON.stringify([{ name: 'x', url: 'javascript:alert(1)' }]) }))).toEqual(
      [FormErrorCode.invalidHyperlink],
    );
    expect(issuesOf([field('h', FieldType.hyperlinks)], { h: JSON.stringify([{ name: 'x', url: 'https://example.com' }]) })).toEqual([]);
  });

  it('reports a start after the end on the start field, not an equal one', () => {
    expect(issuesOf([dateFrom(), dateTo()], { from: '2026-03-02', to: '2026-03-01' })).toEqual([
      { fieldId: 'from', code: FormErrorCode.dateFromAfterDateTo, params: { from: '2026-03-02', to: '2026-03-01' } },
    ]);
    expect(issuesOf([dateFrom(), dateTo()], { from: '2026-03-01', to: '2026-03-01' })).toEqual([]);
  });

  it('blocks on trip rows as errors, vehicle details and non-working hours', () => {
    const rows = JSON.stringify([
      { location: 'Riga', dateFrom: '2026-03-01', dateTo: '2026-03-03' },
      { location: '', dateFrom: '2026-03-03', dateTo: '2026-03-04' },
    ]);
    expect(codes(issuesOf([field('t', FieldType.tripLocations)], { t: rows }))).toEqual([
      FormErrorCode.required,
      FormErrorCode.dateRangeOverlaps,
    ]);
    const ownCar = JSON.stringify({
      vehicleUse: 1,
      vehicleModel: 'Skoda',
      fuelRate: 6,
      kmTraveled: 100,
      fuelUsed: 6,
      engineSize: 1.6,
      fuelType: 'diesel',
      regDate: '2020-01-01',
      category: '',
    });
    expect(issuesOf([field('v', FieldType.vehicle)], { v: ownCar })[0]).toMatchObject({
      code: FormErrorCode.required,
      params: { part: 'category' },
    });
    expect(codes(issuesOf([field('n', FieldType.nonWorkingHours, { mandatory: true })], { n: '[]' }))).toEqual([
      FormErrorCode.required,
      FormErrorCode.nonWorkingHoursDateError,
    ]);
    const rowWithoutEnd = JSON.stringify([{ dateFrom: '2026-03-01', timeFrom: '18:00', timeTo: '' }]);
    expect(codes(issuesOf([field('n', FieldType.nonWorkingHours)], { n: rowWithoutEnd }))).toEqual([
      FormErrorCode.nonWorkingHoursDateError,
    ]);
    expect(issuesOf([field('n', FieldType.nonWorkingHours)], { n: '[]' })).toEqual([]);
  });

  it('allows 100 participants in a multiple field and refuses the 101st', () => {
    const multiple = field('p', FieldType.participants, { isMultiple: true });
    expect(issuesOf([multiple], { p: participants(MAX_PARTICIPANTS) })).toEqual([]);
    expect(codes(issuesOf([multiple], { p: participants(MAX_PARTICIPANTS + 1) }))).toEqual([FormErrorCode.tooManyParticipants]);
    expect(codes(issuesOf([field('p', FieldType.participants)], { p: participants(2) }))).toEqual([FormErrorCode.tooManyParticipants]);
  });

  it('runs the rules relative to today only when given today', () => {
    const from = dateFrom({ validations: [{ validationType: ValidationType.dateFromToday, value: '2' }] });
    expect(issuesOf([from], { from: '2026-02-16' })).toEqual([]);
    expect(codes(issuesOf([from], { from: '2026-02-16' }, { today: TODAY }))).toEqual([FormErrorCode.dateOutOfRange]);
    expect(issuesOf([from], { from: '2026-02-17' }, { today: TODAY })).toEqual([]);
  });
});

describe('compileFormSchema agrees with the synchronous part of validateForm', () => {
  // Every asynchronous rule answers "no problem", so validateForm's errors are its synchronous ones.
  const quietContext: FormRuleContext = {
    today: TODAY,
    holidayReserveAfterDays: async () => 1000,
    checkParentDayOff: async () => ({ valid: 1, message: null }),
    checkEnteredDates: async () => ({ valid: true, messages: [] }),
  };
  const tillVacation = [
    dateFrom({ validations: [{ validationType: ValidationType.dateFromToday, value: '0' }] }),
    dateTo(),
    field('kind', FieldType.listDropdown, { validations: [{ validationType: ValidationType.tillVacationTrigger, value: 'Annual' }] }),
    field('tick', FieldType.checkbox, { dataSourceFieldKey: 'tillVacationCheckbox' }),
    field('note', FieldType.text, { validations: [{ validationType: ValidationType.conditionalRequired, value: 'Annual' }] }),
  ];
  const cases: {
    name: string;
    fields: FormFieldDefinition[];
    values: Record<string, string>;
    edit?: { isEdit: boolean; savedFileCounts: Record<string, number> };
  }[] = [
    { name: 'valid annual leave', fields: tillVacation, values: { from: '2026-03-02', to: '2026-03-06', kind: 'Annual', note: 'x' } },
    {
      name: 'till vacation unticked, note missing',
      fields: tillVacation,
      values: { from: '2026-02-13', to: '2026-02-20', kind: 'Annual' },
    },
    { name: 'reversed period before today', fields: tillVacation, values: { from: '2026-02-11', to: '2026-02-10', kind: 'Other' } },
    {
      name: 'dropdown outside options',
      fields: [field('d', FieldType.dropdown, { mandatory: true, options: ['A', 'B'] })],
      values: { d: 'C' },
    },
    { name: 'required dropdown default', fields: [field('d', FieldType.dropdown, { mandatory: true, options: ['A', 'B'] })], values: {} },
    {
      name: 'upload saved in edit',
      fields: [field('u', FieldType.upload, { mandatory: true })],
      values: { u: '' },
      edit: { isEdit: true, savedFileCounts: { u: 1 } },
    },
    { name: 'upload missing', fields: [field('u', FieldType.upload, { mandatory: true })], values: { u: '' } },
    {
      name: 'participants over the limit',
      fields: [field('p', FieldType.participants, { isMultiple: true, mandatory: true })],
      values: { p: participants(101) },
    },
    {
      name: 'broken json and bad date',
      fields: [field('v', FieldType.vehicle), field('d', FieldType.date)],
      values: { v: '[', d: '2026-13-01' },
    },
  ];

  it.each(cases)('$name', async ({ fields, values, edit }) => {
    const expected = await validateForm({ fields }, values, quietContext, 'submit', { employeeNo: 'E1', ...edit });
    const compiled = compileFormSchema({ fields }, { today: TODAY, ...edit }).safeParse(values);
    expect(compiled.success ? [] : formIssuesOf(compiled.error)).toEqual(expected.errors);
    if (compiled.success) expect(compiled.data).toEqual({ ...Object.fromEntries(fields.map((each) => [each.id, ''])), ...expected.values });
  });

  it('finds errors in most of the cases, so the comparison is not vacuous', async () => {
    const failing = cases.filter(
      (each) => !compileFormSchema({ fields: each.fields }, { today: TODAY, ...each.edit }).safeParse(each.values).success,
    );
    expect(failing.map((each) => each.name)).toEqual([
      'till vacation unticked, note missing',
      'reversed period before today',
      'dropdown outside options',
      'upload missing',
      'participants over the limit',
      'broken json and bad date',
    ]);
  });
});
