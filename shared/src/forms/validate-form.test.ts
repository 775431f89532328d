import { describe, expect, it } from 'vitest';
import { FieldType, serializeFieldValue } from './field-types';
import { FormErrorCode } from './form-errors';
import {
  allowedDateWindow,
  applyFormDefaults,
  type FormFieldDefinition,
  type FormFieldValidation,
  type FormRuleContext,
  parseDropdownOptions,
  validateForm,
  ValidationType,
} from './validate-form';

// Thursday; Monday 2026-02-16 is a Lithuanian public holiday, so two business days on is Tuesday 17th.
const TODAY = '2026-02-12';

function context(overrides: Partial<FormRuleContext> = {}): FormRuleContext & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    today: TODAY,
    async holidayReserveAfterDays(employeeNo, from, to) {
      calls.push(`reserve ${employeeNo} ${from} ${to}`);
      return 0;
    },
    async checkParentDayOff(employeeNo, from, to) {
      calls.push(`parent ${employeeNo} ${from} ${to}`);
      return { valid: 1, message: null };
    },
    async checkEnteredDates(employeeNo, from, to, validationId) {
      calls.push(`entered ${employeeNo} ${from} ${to} ${validationId}`);
      return { valid: true, messages: [] };
    },
    ...overrides,
  };
}

const field = (id: string, type: number, extra: Partial<FormFieldDefinition> = {}): FormFieldDefinition => ({
  id,
  type,
  caption: `Field ${id}`,
  mandatory: false,
  ...extra,
});
const dateFrom = (extra: Partial<FormFieldDefinition> = {}) =>
  field('from', FieldType.date, { dataSourceFieldKey: 'dateFromFieldKey', ...extra });
const dateTo = (extra: Partial<FormFieldDefinition> = {}) =>
  field('to', FieldType.date, { dataSourceFieldKey: 'dateToFieldKey', ...extra });
const options = { employeeNo: 'E1' };

async function submit(
  fields: FormFieldDefinition[],
  values: Record<string, string>,
  rules = context(),
  extra: Partial<typeof options & { isEdit: boolean; savedFileCounts: Record<string, number> }> = {},
) {
  return validateForm({ fields }, values, rules, 'submit', { ...options, ...extra });
}
const codes = (issues: { code: string }[]) => issues.map((issue) => issue.code);

describe('mandatory fields', () => {
  it('reports an empty mandatory field with its caption and own message', async () => {
    const result = await submit([field('1', FieldType.text, { mandatory: true, requiredErrorMessage: 'Enter the purpose' })], {
      '1': '  ',
    });
    expect(result.errors).toEqual([
      { fieldId: '1', code: FormErrorCode.required, params: { caption: 'Field 1', message: 'Enter the purpose' } },
    ]);
    expect((await submit([field('1', FieldType.text, { mandatory: true })], { '1': 'x' })).errors).toEqual([]);
  });

  it('fills a required dropdown with its first option instead of failing', async () => {
    expect(parseDropdownOptions(' Yes, No ,,Maybe')).toEqual(['Yes', 'No', 'Maybe']);
    const dropdown = field('1', FieldType.dropdown, { mandatory: true, options: ['Yes', 'No'] });
    expect(applyFormDefaults([dropdown], {})).toEqual({ '1': 'Yes' });
    const result = await submit([dropdown], { '1': '' });
    expect(result.errors).toEqual([]);
    expect(result.values['1']).toBe('Yes');
    expect(applyFormDefaults([{ ...dropdown, mandatory: false }], {})).toEqual({});
  });

  it('accepts a required upload with saved files only in edit', async () => {
    const upload = field('u', FieldType.upload, { mandatory: true });
    expect(codes((await submit([upload], { u: '' }, context(), { savedFileCounts: { u: 1 } })).errors)).toEqual([FormErrorCode.required]);
    expect((await submit([upload], { u: '' }, context(), { isEdit: true, savedFileCounts: { u: 1 } })).errors).toEqual([]);
    expect((await submit([upload], { u: 'a.pdf' })).errors).toEqual([]);
  });

  it('requires an employee in a mandatory participant field and a ticked mandatory checkbox', async () => {
    expect(codes((await submit([field('p', FieldType.participants, { mandatory: true })], { p: '[]' })).errors)).toEqual([
      FormErrorCode.employeeRequired,
    ]);
    expect(codes((await submit([field('c', FieldType.checkbox, { mandatory: true })], { c: 'false' })).errors)).toEqual([
      FormErrorCode.required,
    ]);
  });

  it('skips the hidden type 11', async () => {
    expect((await submit([field('h', FieldType.hidden, { mandatory: true })], {})).errors).toEqual([]);
  });
});

describe('start after end', () => {
  it('reports dateFrom_morethan_dateTo only when the start is after the end', async () => {
    const fields = [dateFrom(), dateTo()];
    expect(codes((await submit(fields, { from: '2026-03-03', to: '2026-03-02' })).errors)).toEqual([FormErrorCode.dateFromAfterDateTo]);
    expect((await submit(fields, { from: '2026-03-02', to: '2026-03-02' })).errors).toEqual([]);
  });

  it('reports an impossible date', async () => {
    expect(codes((await submit([dateFrom()], { from: '2026-02-30' })).errors)).toEqual([FormErrorCode.invalidDate]);
  });
});

describe('validation types 1 and 2: business days from today', () => {
  const rule = (validationType: number, value: string) => [dateFrom({ validations: [{ validationType, value }] })];

  it('type 1 starts N business days on, across a weekend and a public holiday, and ends a year ahead', async () => {
    expect(allowedDateWindow(1, 2, TODAY)).toEqual({ min: '2026-02-17', max: '2027-02-12' });
    for (const [date, isValid] of [
      ['2026-02-16', false],
      ['2026-02-17', true],
      ['2027-02-12', true],
      ['2027-02-13', false],
    ] as const) {
      const result = await submit(rule(ValidationType.dateFromToday, '2'), { from: date });
      expect(codes(result.errors), date).toEqual(isValid ? [] : [FormErrorCode.dateOutOfRange]);
    }
  });

  it('type 1 with a negative N allows business days in the past, and 0 allows today', async () => {
    expect(allowedDateWindow(1, -1, '2026-02-17').min).toBe('2026-02-13');
    expect(codes((await submit(rule(1, '-1'), { from: '2026-02-11' })).errors)).toEqual([]);
    expect(codes((await submit(rule(1, '-1'), { from: '2026-02-10' })).errors)).toEqual([FormErrorCode.dateOutOfRange]);
    expect(codes((await submit(rule(1, '0'), { from: TODAY })).errors)).toEqual([]);
    expect(codes((await submit(rule(1, '0'), { from: '2026-02-11' })).errors)).toEqual([FormErrorCode.dateOutOfRange]);
  });

  it('type 2 runs from one year back to today ± N business days', async () => {
    expect(allowedDateWindow(2, 2, TODAY)).toEqual({ min: '2025-02-12', max: '2026-02-17' });
    expect(codes((await submit(rule(2, '2'), { from: '2026-02-17' })).errors)).toEqual([]);
    expect(codes((await submit(rule(2, '2'), { from: '2026-02-18' })).errors)).toEqual([FormErrorCode.dateOutOfRange]);
    expect(codes((await submit(rule(2, '2'), { from: '2025-02-12' })).errors)).toEqual([]);
    expect(codes((await submit(rule(2, '2'), { from: '2025-02-11' })).errors)).toEqual([FormErrorCode.dateOutOfRange]);
  });
});

describe('validation types 3 and 4: till vacation', () => {
  const payment = (validations: FormFieldValidation[] = [{ validationType: ValidationType.tillVacationTrigger, value: 'before' }]) =>
    field('pay', FieldType.dropdown, { validations });
  const tillVacation = field('till', FieldType.checkbox, { dataSourceFieldKey: 'tillVacationCheckbox' });

  it('with the default 7 days, asks for the checkbox for a start before today + 7', async () => {
    const fields = [dateFrom(), payment(), tillVacation];
    expect(codes((await submit(fields, { from: '2026-02-18', pay: 'before' })).errors)).toEqual([FormErrorCode.tillVacationCheckbox]);
    expect((await submit(fields, { from: '2026-02-19', pay: 'before' })).errors).toEqual([]);
    expect((await submit(fields, { from: '2026-02-18', pay: 'before', till: 'true' })).errors).toEqual([]);
    expect((await submit(fields, { from: '2026-02-18', pay: 'after' })).errors).toEqual([]);
  });

  it('takes the look-ahead from type 4', async () => {
    const fields = [
      dateFrom(),
      payment([
        { validationType: 3, value: 'before' },
        { validationType: 4, value: '3' },
      ]),
      tillVacation,
    ];
    expect(codes((await submit(fields, { from: '2026-02-14', pay: 'before' })).errors)).toEqual([FormErrorCode.tillVacationCheckbox]);
    expect((await submit(fields, { from: '2026-02-15', pay: 'before' })).errors).toEqual([]);
  });
});

describe('validation type 5: conditional required', () => {
  const kind = field('kind', FieldType.listDropdown);
  const reason = field('reason', FieldType.text, { validations: [{ validationType: ValidationType.conditionalRequired, value: 'other' }] });
  const proof = field('proof', FieldType.upload, { validations: [{ validationType: ValidationType.conditionalRequired, value: 'sick' }] });

  it('requires the field only when a list dropdown holds the rule value', async () => {
    expect(codes((await submit([kind, reason], { kind: 'other' })).errors)).toEqual([FormErrorCode.required]);
    expect((await submit([kind, reason], { kind: 'annual' })).errors).toEqual([]);
  });

  it('is satisfied by a saved file in edit', async () => {
    expect(codes((await submit([kind, proof], { kind: 'sick' })).errors)).toEqual([FormErrorCode.required]);
    expect((await submit([kind, proof], { kind: 'sick' }, context(), { isEdit: true, savedFileCounts: { proof: 2 } })).errors).toEqual([]);
  });
});

describe('validation types 6, 7 and 8: server checks', () => {
  const period = { from: '2026-03-02', to: '2026-03-06' };
  const withRule = (validationType: number, value = '', id?: number) => [
    dateFrom(),
    dateTo(),
    field('r', FieldType.text, { validations: [{ validationType, value, ...(id ? { id } : {}) }] }),
  ];

  it('type 6 blocks when the tolerance exceeds the reserve after the leave', async () => {
    const rules = context({ holidayReserveAfterDays: async () => -3 });
    expect(codes((await submit(withRule(6, '-2'), period, rules)).errors)).toEqual([FormErrorCode.holidayToleranceToMinus]);
    expect((await submit(withRule(6, '-3'), period, rules)).errors).toEqual([]);
  });

  it('asks for the employee of the employees dropdown, else the current user', async () => {
    const rules = context();
    await submit(withRule(6, '0'), period, rules);
    await submit([...withRule(6, '0'), field('e', FieldType.employees)], { ...period, e: 'E9' }, rules);
    expect(rules.calls).toEqual(['reserve E1 2026-03-02 2026-03-06', 'reserve E9 2026-03-02 2026-03-06']);
  });

  it('type 7 blocks on valid 0 and warns on valid 1', async () => {
    const blocked = await submit(withRule(7), period, context({ checkParentDayOff: async () => ({ valid: 0, message: 'already_used' }) }));
    expect(blocked.errors).toEqual([{ fieldId: 'r', code: FormErrorCode.parentDayOff, params: { message: 'already_used' } }]);
    const warned = await submit(withRule(7), period, context({ checkParentDayOff: async () => ({ valid: 1, message: 'check_children' }) }));
    expect(warned.errors).toEqual([]);
    expect(codes(warned.warnings)).toEqual([FormErrorCode.parentDayOff]);
  });

  it('type 8 shows each message as validation.errors.{text} with the dates and blocks', async () => {
    const rules = context({ checkEnteredDates: async () => ({ valid: false, messages: ['absence_exists', 'overdue'] }) });
    const result = await submit(withRule(8, '', 42), period, rules);
    expect(result.errors).toEqual([
      { fieldId: 'r', code: 'validation.errors.absence_exists', params: { from: '2026-03-02', to: '2026-03-06' } },
      { fieldId: 'r', code: 'validation.errors.overdue', params: { from: '2026-03-02', to: '2026-03-06' } },
    ]);
    const recorded = context();
    await submit(withRule(8, '', 42), period, recorded);
    expect(recorded.calls).toEqual(['entered E1 2026-03-02 2026-03-06 42']);
  });

  it('does not ask the server without a valid period', async () => {
    const rules = context();
    await submit(withRule(6, '0'), { from: '2026-03-06', to: '2026-03-02' }, rules);
    await submit(withRule(7), { from: '2026-03-06' }, rules);
    expect(rules.calls).toEqual([]);
  });
});

describe('business-trip fields', () => {
  const locations = field('loc', FieldType.tripLocations, { requiredErrorMessage: 'Enter the route' });
  const overlapping = serializeFieldValue(FieldType.tripLocations, [
    { location: 'Riga', dateFrom: '2026-03-02', dateTo: '2026-03-05' },
    { location: 'Tallinn', dateFrom: '2026-03-04', dateTo: '2026-03-06' },
  ]);

  it('warns about overlapping rows while typing and blocks on submit', async () => {
    const typing = await validateForm({ fields: [locations] }, { loc: overlapping }, context(), 'typing', options);
    expect(typing.errors).toEqual([]);
    expect(typing.warnings).toEqual([{ fieldId: 'loc', code: FormErrorCode.dateRangeOverlaps, params: { row: 1 } }]);
    expect(codes((await submit([locations], { loc: overlapping })).errors)).toEqual([FormErrorCode.dateRangeOverlaps]);
  });

  it("reports an incomplete row with the field's required message", async () => {
    const incomplete = serializeFieldValue(FieldType.tripLocations, [{ location: '', dateFrom: '2026-03-02', dateTo: '2026-03-03' }]);
    expect((await submit([locations], { loc: incomplete })).errors).toEqual([
      {
        fieldId: 'loc',
        code: FormErrorCode.required,
        params: { caption: 'Field loc', message: 'Enter the route', row: 0, part: 'location' },
      },
    ]);
  });

  it('requires own-car details and non-working-hours rows', async () => {
    const vehicle = serializeFieldValue(FieldType.vehicle, {
      vehicleUse: 1,
      vehicleModel: 'Golf',
      fuelRate: 6,
      kmTraveled: 100,
      fuelUsed: 6,
      engineSize: 1400,
      fuelType: 'petrol',
      regDate: '',
      category: 'M1',
    });
    expect((await submit([field('v', FieldType.vehicle)], { v: vehicle })).errors.map((issue) => issue.params?.part)).toEqual(['regDate']);
    expect(codes((await submit([field('n', FieldType.nonWorkingHours, { mandatory: true })], { n: '[]' })).errors)).toEqual([
      FormErrorCode.required,
      FormErrorCode.nonWorkingHoursDateError,
    ]);
    expect((await submit([field('n', FieldType.nonWorkingHours)], { n: '[]' })).errors).toEqual([]);
  });

  it('refuses a javascript: hyperlink', async () => {
    const links = JSON.stringify([{ name: 'x', url: 'javascript:alert(1)' }]);
    expect(codes((await submit([field('l', FieldType.hyperlinks)], { l: links })).errors)).toEqual([FormErrorCode.invalidHyperlink]);
    expect(codes((await submit([field('l', FieldType.hyperlinks)], { l: '[{"name":' })).errors)).toEqual([FormErrorCode.invalidHyperlink]);
    expect(codes((await submit([field('v', FieldType.vehicle)], { v: '{"vehicleUse":3}' })).errors)).toEqual([FormErrorCode.invalidValue]);
  });
});
