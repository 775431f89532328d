import { FieldType, fieldTypeOf, parseFieldValue, VehicleUse } from '@portal/shared';

export type PdfLanguage = 'lt' | 'en';

/** The printed document's own words; the submission's values and captions are printed as entered. */
const WORDS = {
  lt: {
    yes: 'Taip',
    no: 'Ne',
    ownCar: 'Nuosavas automobilis',
    companyCar: 'Įmonės automobilis',
    model: 'Modelis',
    fuelRate: 'Kuro norma',
    kmTraveled: 'Nuvažiuota km',
    fuelUsed: 'Sunaudota kuro',
    engineSize: 'Variklio tūris',
    fuelType: 'Kuro tipas',
    regDate: 'Registracijos data',
    category: 'Kategorija',
    hours: 'val.',
  },
  en: {
    yes: 'Yes',
    no: 'No',
    ownCar: 'Own car',
    companyCar: 'Company car',
    model: 'Model',
    fuelRate: 'Fuel rate',
    kmTraveled: 'Km traveled',
    fuelUsed: 'Fuel used',
    engineSize: 'Engine size',
    fuelType: 'Fuel type',
    regDate: 'Registration date',
    category: 'Category',
    hours: 'h',
  },
} as const;

function range(from: string, to: string): string {
  return [from, to].filter((part) => part !== '').join(' – ');
}

function amount(value: number | null): string {
  return value === null ? '' : value.toFixed(2);
}

/** Non-empty "label: value" parts of a vehicle, so an own car prints all its data and a company car just the use. */
function labelled(parts: [string, string | number | null][]): string[] {
  return parts.filter(([, value]) => value !== null && value !== '').map(([label, value]) => `${label}: ${value}`);
}

/**
 * A stored form value as printable lines (spec 1 §3 field types): multi-value JSON types one row a
 * line, a checkbox as yes/no, upload file names one a line; every other type prints its text.
 * An unreadable JSON value prints as stored rather than disappearing from the document.
 */
export function readableFieldValue(type: number, formValue: string, language: PdfLanguage): string[] {
  const words = WORDS[language];
  if (!fieldTypeOf(type).isValid(formValue)) return formValue === '' ? [] : [formValue];
  switch (type) {
    case FieldType.checkbox:
      return [parseFieldValue(FieldType.checkbox, formValue) ? words.yes : words.no];
    case FieldType.multipleCheckbox:
      return parseFieldValue(FieldType.multipleCheckbox, formValue);
    case FieldType.upload:
      return parseFieldValue(FieldType.upload, formValue);
    case FieldType.participants:
      return parseFieldValue(FieldType.participants, formValue).map(
        (participant) => participant.nameWithEmployeeNo || participant.employeeNo,
      );
    case FieldType.tripLocations:
      return parseFieldValue(FieldType.tripLocations, formValue).map((row) =>
        [row.location, range(row.dateFrom, row.dateTo)].filter(Boolean).join(': '),
      );
    case FieldType.tripTime:
      return parseFieldValue(FieldType.tripTime, formValue).map((row) =>
        `${row.dateFrom} ${range(row.timeFrom, row.timeTo)} (${row.timeCalculated.toFixed(2)} ${words.hours})`.trim(),
      );
    case FieldType.nonWorkingHours:
      return parseFieldValue(FieldType.nonWorkingHours, formValue).map((row) =>
        `${row.dateFrom} ${range(row.timeFrom, row.timeTo)}`.trim(),
      );
    case FieldType.advancePayment: {
      const advance = parseFieldValue(FieldType.advancePayment, formValue);
      return [
        advance.selected ? [words.yes, amount(advance.amount) && `${amount(advance.amount)} EUR`].filter(Boolean).join(', ') : words.no,
      ];
    }
    case FieldType.vehicle: {
      const vehicle = parseFieldValue(FieldType.vehicle, formValue);
      if (vehicle.vehicleUse === null) return [];
      const use = vehicle.vehicleUse === VehicleUse.ownCar ? words.ownCar : words.companyCar;
      return [
        use,
        ...labelled([
          [words.model, vehicle.vehicleModel],
          [words.fuelRate, vehicle.fuelRate],
          [words.kmTraveled, vehicle.kmTraveled],
          [words.fuelUsed, vehicle.fuelUsed],
          [words.engineSize, vehicle.engineSize],
          [words.fuelType, vehicle.fuelType],
          [words.regDate, vehicle.regDate],
          [words.category, vehicle.category],
        ]),
      ];
    }
    case FieldType.hyperlinks:
      return parseFieldValue(FieldType.hyperlinks, formValue)
        .filter((row) => row.url !== '')
        .map((row) => (row.name ? `${row.name} – ${row.url}` : row.url));
    default: {
      const text = String(fieldTypeOf(type).parse(formValue));
      return text === '' ? [] : text.split(/\r?\n/);
    }
  }
}
