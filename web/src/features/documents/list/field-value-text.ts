import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FieldType, fieldTypeOf, parseFieldValue, VehicleUse } from '@portal/shared';
import { formatMoney } from '../../../lib/format';

const yes = msg`Yes`;
const no = msg`No`;
const ownCar = msg`Own car`;
const companyCar = msg`Company car`;

function span(from: string, to: string): string {
  return from && to && from !== to ? `${from} – ${to}` : from || to;
}

function times(date: string, from: string, to: string): string {
  return [date, span(from, to)].filter((part) => part !== '').join(' ');
}

/**
 * A stored form value as one line of a list cell. The multi-value field types keep JSON; each is
 * read through the shared field registry and summarised; an unreadable value shows as nothing.
 */
export function fieldValueText(type: number, formValue: string | undefined, i18n: I18n): string {
  if (formValue === undefined || formValue === '') return '';
  switch (type) {
    case FieldType.checkbox:
      return i18n._(parseFieldValue(FieldType.checkbox, formValue) ? yes : no);
    case FieldType.multipleCheckbox:
    case FieldType.upload:
      return parseFieldValue(type, formValue).join(', ');
    case FieldType.participants:
      return parseFieldValue(FieldType.participants, formValue)
        .map((participant) => participant.nameWithEmployeeNo)
        .join(', ');
    case FieldType.tripLocations:
      return parseFieldValue(FieldType.tripLocations, formValue)
        .map((row) => [row.location, span(row.dateFrom, row.dateTo)].filter((part) => part !== '').join(' '))
        .join('; ');
    case FieldType.tripTime:
      return parseFieldValue(FieldType.tripTime, formValue)
        .map((row) => times(row.dateFrom, row.timeFrom, row.timeTo))
        .join('; ');
    case FieldType.nonWorkingHours:
      return parseFieldValue(FieldType.nonWorkingHours, formValue)
        .map((row) => times(row.dateFrom, row.timeFrom, row.timeTo))
        .join('; ');
    case FieldType.advancePayment: {
      const payment = parseFieldValue(FieldType.advancePayment, formValue);
      if (!payment.selected) return '';
      return payment.amount === null ? i18n._(yes) : formatMoney(payment.amount, i18n.locale);
    }
    case FieldType.vehicle: {
      const vehicle = parseFieldValue(FieldType.vehicle, formValue);
      const use =
        vehicle.vehicleUse === VehicleUse.ownCar ? i18n._(ownCar) : vehicle.vehicleUse === VehicleUse.companyCar ? i18n._(companyCar) : '';
      return [use, vehicle.vehicleModel].filter((part) => part !== '').join(', ');
    }
    case FieldType.hyperlinks:
      return parseFieldValue(FieldType.hyperlinks, formValue)
        .map((row) => row.name || row.url)
        .filter((text) => text !== '')
        .join(', ');
    default:
      // Every other type stores plain text; a date drops a stored time part.
      return String(fieldTypeOf(type).parse(formValue));
  }
}
