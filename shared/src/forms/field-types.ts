import { z } from 'zod';
import { AmountSchema, textSchema } from '../api/input-primitives';
import { isIsoDate } from '../calendar/iso-dates';

// Field type numbers of spec 1 §3 ("Field type number to control"). Any other number is a text field.
export const FieldType = {
  text: 0,
  textArea: 1,
  date: 2,
  plainText: 3,
  checkbox: 4,
  multipleCheckbox: 5,
  radio: 6,
  dropdown: 7,
  countries: 8,
  employees: 9,
  upload: 10,
  hidden: 11,
  employeeManager: 12,
  participants: 13,
  substitutionEmployees: 14,
  businessTripLocation: 15,
  workingAbilities: 16,
  maritalStatuses: 17,
  listDropdown: 18,
  annualLeaveCalculation: 19,
  download: 20,
  functionalManager: 21,
  annualLeaveBalance: 22,
  tripLocations: 23,
  tripTime: 24,
  advancePayment: 25,
  vehicle: 26,
  nonWorkingHours: 27,
  hyperlinks: 28,
} as const;
export type FieldType = (typeof FieldType)[keyof typeof FieldType];

export const VehicleUse = { ownCar: 1, companyCar: 2 } as const;
export type VehicleUse = (typeof VehicleUse)[keyof typeof VehicleUse];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A date input: empty while not chosen, otherwise YYYY-MM-DD. */
export const OptionalDateSchema = textSchema().refine((value) => value === '' || isIsoDate(value), 'validation.invalid_date');
/** A time input (HH:mm mask): empty while not typed. */
export const OptionalTimeSchema = textSchema().refine((value) => value === '' || TIME.test(value), 'validation.invalid_value');

export const ParticipantSchema = z.object({
  nameWithEmployeeNo: textSchema(),
  personnelNo: textSchema(),
  employeeNo: textSchema(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const TripLocationRowSchema = z.object({ location: textSchema(), dateFrom: OptionalDateSchema, dateTo: OptionalDateSchema });
export type TripLocationRow = z.infer<typeof TripLocationRowSchema>;

export const TripTimeRowSchema = z.object({
  dateFrom: OptionalDateSchema,
  timeFrom: OptionalTimeSchema,
  timeTo: OptionalTimeSchema,
  timeCalculated: AmountSchema,
});
export type TripTimeRow = z.infer<typeof TripTimeRowSchema>;

export const AdvancePaymentSchema = z.object({ selected: z.boolean(), amount: AmountSchema.nullable() });
export type AdvancePayment = z.infer<typeof AdvancePaymentSchema>;

export const VehicleSchema = z.object({
  vehicleUse: z.union([z.literal(VehicleUse.ownCar), z.literal(VehicleUse.companyCar)]).nullable(),
  vehicleModel: textSchema(),
  fuelRate: AmountSchema.nullable(),
  kmTraveled: AmountSchema.nullable(),
  fuelUsed: AmountSchema.nullable(),
  engineSize: AmountSchema.nullable(),
  fuelType: textSchema(),
  regDate: OptionalDateSchema,
  category: textSchema(),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

export const NonWorkingHoursRowSchema = z.object({
  dateFrom: OptionalDateSchema,
  timeFrom: OptionalTimeSchema,
  timeTo: OptionalTimeSchema,
});
export type NonWorkingHoursRow = z.infer<typeof NonWorkingHoursRowSchema>;

// A scheme of http or https, then a host of at least one character and no white space anywhere.
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?$/i;

/** A web address the portal will link to: http or https only (no javascript:, data: …). */
export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

// An empty url is allowed: the control always shows one row to type into.
export const HyperlinkRowSchema = z.object({
  name: textSchema(),
  url: textSchema().refine((url) => url === '' || isHttpUrl(url), 'validation.invalid_hyperlink'),
});
export type HyperlinkRow = z.infer<typeof HyperlinkRowSchema>;

/** How one field type reads and writes the `formValue` string stored with each form entry. */
export interface FieldTypeDefinition<T = unknown> {
  type: number;
  name: string;
  /** False only for type 11: kept with the form but never shown. */
  isShown: boolean;
  schema: z.ZodType<T>;
  defaultValue(): T;
  /** The typed value of a stored formValue; an unreadable one gives the default. */
  parse(formValue: string | null | undefined): T;
  /** Whether a formValue is readable and valid (a JSON type's broken text is not). */
  isValid(formValue: string | null | undefined): boolean;
  serialize(value: T): string;
  /** Whether a mandatory field with this value counts as not filled. */
  isEmpty(value: T): boolean;
}

function textType(type: number, name: string, isShown = true): FieldTypeDefinition<string> {
  return {
    type,
    name,
    isShown,
    schema: textSchema(),
    defaultValue: () => '',
    parse: (formValue) => formValue ?? '',
    isValid: () => true,
    serialize: (value) => value,
    isEmpty: (value) => value.trim() === '',
  };
}

function jsonType<T>(
  type: number,
  name: string,
  schema: z.ZodType<T>,
  defaultValue: () => T,
  isEmpty: (value: T) => boolean,
): FieldTypeDefinition<T> {
  function read(formValue: string): { success: true; data: T } | { success: false } {
    try {
      return schema.safeParse(JSON.parse(formValue));
    } catch {
      return { success: false };
    }
  }
  return {
    type,
    name,
    isShown: true,
    schema,
    defaultValue,
    parse(formValue) {
      if (!formValue) return defaultValue();
      const result = read(formValue);
      return result.success ? result.data : defaultValue();
    },
    isValid: (formValue) => !formValue || read(formValue).success,
    serialize: (value) => JSON.stringify(value),
    isEmpty,
  };
}

/** Upload file names are stored joined with ';' (spec 1 §5, §9). */
export const FILE_NAME_SEPARATOR = ';';

const dateType: FieldTypeDefinition<string> = {
  ...textType(FieldType.date, 'date'),
  schema: OptionalDateSchema,
  // A stored value may carry a time ('2026-05-04T00:00:00'): the date part is the value.
  parse: (formValue) => (formValue ? formValue.slice(0, 10) : ''),
  isValid: (formValue) => !formValue || isIsoDate(formValue.slice(0, 10)),
};

const checkboxType: FieldTypeDefinition<boolean> = {
  type: FieldType.checkbox,
  name: 'checkbox',
  isShown: true,
  schema: z.boolean(),
  defaultValue: () => false,
  parse: (formValue) => formValue === 'true' || formValue === '1',
  isValid: () => true,
  serialize: (value) => String(value),
  isEmpty: (value) => !value,
};

const uploadType: FieldTypeDefinition<string[]> = {
  type: FieldType.upload,
  name: 'upload',
  isShown: true,
  schema: z.array(textSchema().min(1)),
  defaultValue: () => [],
  isValid: () => true,
  parse: (formValue) =>
    (formValue ?? '')
      .split(FILE_NAME_SEPARATOR)
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  serialize: (value) => value.join(FILE_NAME_SEPARATOR),
  isEmpty: (value) => value.length === 0,
};

const emptyVehicle = (): Vehicle => ({
  vehicleUse: null,
  vehicleModel: '',
  fuelRate: null,
  kmTraveled: null,
  fuelUsed: null,
  engineSize: null,
  fuelType: '',
  regDate: '',
  category: '',
});

const isEmptyList = (value: unknown[]) => value.length === 0;

const definitions: FieldTypeDefinition<never>[] = [
  textType(FieldType.text, 'text'),
  textType(FieldType.textArea, 'textArea'),
  dateType,
  textType(FieldType.plainText, 'plainText'),
  checkboxType,
  jsonType(FieldType.multipleCheckbox, 'multipleCheckbox', z.array(textSchema()), () => [], isEmptyList),
  textType(FieldType.radio, 'radio'),
  textType(FieldType.dropdown, 'dropdown'),
  textType(FieldType.countries, 'countries'),
  textType(FieldType.employees, 'employees'),
  uploadType,
  textType(FieldType.hidden, 'hidden', false),
  textType(FieldType.employeeManager, 'employeeManager'),
  jsonType(FieldType.participants, 'participants', z.array(ParticipantSchema), () => [], isEmptyList),
  textType(FieldType.substitutionEmployees, 'substitutionEmployees'),
  textType(FieldType.businessTripLocation, 'businessTripLocation'),
  textType(FieldType.workingAbilities, 'workingAbilities'),
  textType(FieldType.maritalStatuses, 'maritalStatuses'),
  textType(FieldType.listDropdown, 'listDropdown'),
  textType(FieldType.annualLeaveCalculation, 'annualLeaveCalculation'),
  textType(FieldType.download, 'download'),
  textType(FieldType.functionalManager, 'functionalManager'),
  textType(FieldType.annualLeaveBalance, 'annualLeaveBalance'),
  jsonType(FieldType.tripLocations, 'tripLocations', z.array(TripLocationRowSchema), () => [], isEmptyList),
  jsonType(FieldType.tripTime, 'tripTime', z.array(TripTimeRowSchema), () => [], isEmptyList),
  jsonType(
    FieldType.advancePayment,
    'advancePayment',
    AdvancePaymentSchema,
    () => ({ selected: false, amount: null }),
    (value) => !value.selected,
  ),
  jsonType(FieldType.vehicle, 'vehicle', VehicleSchema, emptyVehicle, (value) => value.vehicleUse === null),
  jsonType(FieldType.nonWorkingHours, 'nonWorkingHours', z.array(NonWorkingHoursRowSchema), () => [], isEmptyList),
  jsonType(
    FieldType.hyperlinks,
    'hyperlinks',
    z.array(HyperlinkRowSchema),
    () => [],
    (rows) => rows.every((row) => row.url === ''),
  ),
] as FieldTypeDefinition<never>[];

export const fieldTypeRegistry: ReadonlyMap<number, FieldTypeDefinition<unknown>> = new Map(
  definitions.map((definition) => [definition.type, definition as FieldTypeDefinition<unknown>]),
);

/** The definition of a field type number; any number outside the list is a text field. */
export function fieldTypeOf(type: number): FieldTypeDefinition<unknown> {
  return fieldTypeRegistry.get(type) ?? (fieldTypeRegistry.get(FieldType.text) as FieldTypeDefinition<unknown>);
}

/** Typed values of the multi-value field types, for callers that know the type statically. */
export interface FieldValueOf {
  [FieldType.checkbox]: boolean;
  [FieldType.multipleCheckbox]: string[];
  [FieldType.upload]: string[];
  [FieldType.participants]: Participant[];
  [FieldType.tripLocations]: TripLocationRow[];
  [FieldType.tripTime]: TripTimeRow[];
  [FieldType.advancePayment]: AdvancePayment;
  [FieldType.vehicle]: Vehicle;
  [FieldType.nonWorkingHours]: NonWorkingHoursRow[];
  [FieldType.hyperlinks]: HyperlinkRow[];
}

export function parseFieldValue<K extends keyof FieldValueOf>(type: K, formValue: string | null | undefined): FieldValueOf[K] {
  return fieldTypeOf(type).parse(formValue) as FieldValueOf[K];
}

export function serializeFieldValue<K extends keyof FieldValueOf>(type: K, value: FieldValueOf[K]): string {
  return (fieldTypeOf(type) as FieldTypeDefinition<FieldValueOf[K]>).serialize(value);
}
