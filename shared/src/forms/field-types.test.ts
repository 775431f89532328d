import { describe, expect, it } from 'vitest';
import { FieldType, fieldTypeOf, fieldTypeRegistry, isHttpUrl, parseFieldValue, serializeFieldValue } from './field-types';

const samples: Record<number, unknown> = {
  [FieldType.text]: 'Vilnius',
  [FieldType.textArea]: 'line one\nline two',
  [FieldType.date]: '2026-02-16',
  [FieldType.plainText]: 'plain',
  [FieldType.checkbox]: true,
  [FieldType.multipleCheckbox]: ['a', 'b'],
  [FieldType.radio]: 'yes',
  [FieldType.dropdown]: 'Option 2',
  [FieldType.countries]: 'LV',
  [FieldType.employees]: 'E0001',
  [FieldType.upload]: ['scan.pdf', 'photo 1.jpg'],
  [FieldType.hidden]: 'secret',
  [FieldType.employeeManager]: 'E0002',
  [FieldType.participants]: [{ nameWithEmployeeNo: 'Ona Onaitė (E0003)', personnelNo: 'P3', employeeNo: 'E0003' }],
  [FieldType.substitutionEmployees]: 'E0004',
  [FieldType.businessTripLocation]: 'RIX',
  [FieldType.workingAbilities]: '3',
  [FieldType.maritalStatuses]: '1',
  [FieldType.listDropdown]: 'annual',
  [FieldType.annualLeaveCalculation]: '5',
  [FieldType.download]: 'template.docx',
  [FieldType.functionalManager]: 'E0005',
  [FieldType.annualLeaveBalance]: '12.50',
  [FieldType.tripLocations]: [{ location: 'Riga', dateFrom: '2026-03-02', dateTo: '2026-03-04' }],
  [FieldType.tripTime]: [{ dateFrom: '2026-03-02', timeFrom: '08:00', timeTo: '00:00', timeCalculated: 16 }],
  [FieldType.advancePayment]: { selected: true, amount: 150.5 },
  [FieldType.vehicle]: {
    vehicleUse: 1,
    vehicleModel: 'Škoda Octavia',
    fuelRate: 6.4,
    kmTraveled: 620,
    fuelUsed: 39.7,
    engineSize: 1968,
    fuelType: 'diesel',
    regDate: '2021-05-10',
    category: 'M1',
  },
  [FieldType.nonWorkingHours]: [{ dateFrom: '2026-03-07', timeFrom: '09:00', timeTo: '13:30' }],
  [FieldType.hyperlinks]: [{ name: 'Policy', url: 'https://example.lt/policy?v=2' }],
};

describe('field-type registry', () => {
  it('has one entry for every type 0 to 28', () => {
    expect([...fieldTypeRegistry.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 29 }, (_, index) => index));
  });

  for (const [type, definition] of fieldTypeRegistry) {
    it(`round-trips a ${definition.name} (${type}) value through formValue and its schema`, () => {
      const value = samples[type];
      expect(definition.schema.safeParse(value).success).toBe(true);
      const formValue = definition.serialize(value);
      expect(typeof formValue).toBe('string');
      expect(definition.parse(formValue)).toEqual(value);
      expect(definition.isValid(formValue)).toBe(true);
      expect(definition.schema.safeParse(definition.defaultValue()).success).toBe(true);
      expect(definition.isEmpty(definition.defaultValue())).toBe(true);
      expect(definition.isEmpty(value)).toBe(false);
    });
  }

  it('treats an unknown type as text and hides only type 11', () => {
    expect(fieldTypeOf(99).name).toBe('text');
    expect(fieldTypeOf(-1).parse('x')).toBe('x');
    expect([...fieldTypeRegistry.values()].filter((definition) => !definition.isShown).map((definition) => definition.type)).toEqual([11]);
  });

  it('stores multi-value types as JSON strings and reads a broken one as the default', () => {
    expect(serializeFieldValue(FieldType.advancePayment, { selected: false, amount: null })).toBe('{"selected":false,"amount":null}');
    expect(parseFieldValue(FieldType.tripLocations, '[{"location":')).toEqual([]);
    expect(parseFieldValue(FieldType.tripLocations, '[{"location":"Riga"}]')).toEqual([]);
    expect(fieldTypeOf(FieldType.tripLocations).isValid('[{"location":"Riga"}]')).toBe(false);
    expect(fieldTypeOf(FieldType.tripLocations).isValid('')).toBe(true);
    expect(parseFieldValue(FieldType.vehicle, '').vehicleUse).toBeNull();
  });

  it("joins upload file names with ';' and ignores empty names", () => {
    expect(serializeFieldValue(FieldType.upload, ['a.pdf', 'b.pdf'])).toBe('a.pdf;b.pdf');
    expect(parseFieldValue(FieldType.upload, 'a.pdf;;b.pdf;')).toEqual(['a.pdf', 'b.pdf']);
    expect(parseFieldValue(FieldType.upload, '')).toEqual([]);
  });

  it('reads a checkbox from true or 1 and a date from a date-time', () => {
    expect(parseFieldValue(FieldType.checkbox, '1')).toBe(true);
    expect(parseFieldValue(FieldType.checkbox, 'false')).toBe(false);
    expect(fieldTypeOf(FieldType.date).parse('2026-02-16T00:00:00')).toBe('2026-02-16');
  });

  it('refuses impossible dates, times and vehicle uses', () => {
    expect(fieldTypeOf(FieldType.date).schema.safeParse('2026-02-30').success).toBe(false);
    const tripTime = fieldTypeOf(FieldType.tripTime).schema;
    expect(tripTime.safeParse([{ dateFrom: '2026-03-02', timeFrom: '24:00', timeTo: '', timeCalculated: 0 }]).success).toBe(false);
    const vehicle = { ...(samples[FieldType.vehicle] as object), vehicleUse: 3 };
    expect(fieldTypeOf(FieldType.vehicle).schema.safeParse(vehicle).success).toBe(false);
  });

  it('accepts only http and https hyperlinks', () => {
    expect(isHttpUrl('http://intranet/page')).toBe(true);
    expect(isHttpUrl('HTTPS://example.lt')).toBe(true);
    for (const url of ['javascript:alert(1)', 'ftp://example.lt', 'https://', 'https://exa mple.lt', 'data:text/html,x']) {
      expect(isHttpUrl(url), url).toBe(false);
    }
    const schema = fieldTypeOf(FieldType.hyperlinks).schema;
    expect(schema.safeParse([{ name: 'x', url: 'javascript:alert(1)' }]).success).toBe(false);
    expect(schema.safeParse([{ name: '', url: '' }]).success).toBe(true);
  });
});
