import { type BusinessCalendar, lithuanianCalendar } from '../calendar/business-calendar';
import { type IsoDate, isIsoDate } from '../calendar/iso-dates';
import { HolidayDayType } from '../employees/contract.schemas';
import { FieldType, parseFieldValue, serializeFieldValue } from './field-types';
import { annualLeaveResult, type AnnualLeaveResult, leaveDaysOf } from './lookups.schemas';
import { withCalculatedHours } from './trip-rules';
import { DataSourceFieldKey } from './validate-form';

// Calculated fields (types 19, 22 and the hours of type 24) hold what the rules compute from other
// fields, never what someone typed: the browser shows them live and the server computes them again
// on every save, whatever the client sent, so an approver never reads a blank or forged figure.

/** The parts of a placed field the calculation reads (a Form's formData entries fit). */
export interface CalculatedFormField {
  id: number;
  /** Type 19: count public holidays in the calendar days. */
  includeHolidaysAnnualLeave: boolean;
  formMeta: { type: number; dataSourceFieldKey: string | null };
}

/** The employee's unused holidays on a date and the unit they count in (spec 1 §3 holiday reserve). */
export interface LeaveTerms {
  holidayReserve: number;
  holidayDayType: number;
}

export interface CalculatedFieldContext {
  /** The reserve on the first day of the leave; asked only when the form has a leave field and a period. */
  leaveTermsOn(employeeNo: string, date: IsoDate): Promise<LeaveTerms>;
  calendar?: BusinessCalendar;
}

export const CALCULATED_FIELD_TYPES: readonly number[] = [
  FieldType.annualLeaveCalculation,
  FieldType.annualLeaveBalance,
  FieldType.tripTime,
];

const LEAVE_TYPES: readonly number[] = [FieldType.annualLeaveCalculation, FieldType.annualLeaveBalance];

const keyOf = (field: Pick<CalculatedFormField, 'id'>) => String(field.id);

/** The form's period: its date-from and date-to fields, when both hold dates in order. */
export function formPeriodOf(
  fields: readonly CalculatedFormField[],
  values: Record<string, string>,
): { from: IsoDate; to: IsoDate } | null {
  const valueWithKey = (key: string) => {
    const field = fields.find((candidate) => candidate.formMeta.dataSourceFieldKey === key);
    return field ? (values[keyOf(field)] ?? '').slice(0, 10) : '';
  };
  const from = valueWithKey(DataSourceFieldKey.dateFrom);
  const to = valueWithKey(DataSourceFieldKey.dateTo);
  return isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : null;
}

/** The days a leave takes from the reserve: working days when the reserve counts them, else calendar days. */
export function leaveDaysTaken(result: Pick<AnnualLeaveResult, 'calendarDays' | 'workDays' | 'holidayDayType'>): number {
  return result.holidayDayType === HolidayDayType.workDays ? result.workDays : result.calendarDays;
}

/** The annual-leave result of a period for an employee's terms: the one rule both tiers count with. */
export function leaveOf(
  period: { from: IsoDate; to: IsoDate },
  terms: LeaveTerms,
  includeHolidays: boolean,
  calendar: BusinessCalendar = lithuanianCalendar,
): AnnualLeaveResult {
  return annualLeaveResult(terms, leaveDaysOf(period.from, period.to, includeHolidays, calendar));
}

/**
 * The values with every calculated field computed: leave days (type 19) as a whole number, the
 * reserve on the leave's first day (type 22) with two decimals, '' for both without a period; trip
 * hours (type 24) recomputed from each row's times. Other values are returned as given.
 */
export async function computeCalculatedFields(
  fields: readonly CalculatedFormField[],
  values: Record<string, string>,
  employeeNo: string,
  context: CalculatedFieldContext,
): Promise<Record<string, string>> {
  const next = { ...values };
  const period = formPeriodOf(fields, values);
  const needsTerms = period !== null && employeeNo !== '' && fields.some((field) => LEAVE_TYPES.includes(field.formMeta.type));
  const terms = needsTerms ? await context.leaveTermsOn(employeeNo, period.from) : null;
  for (const field of fields) {
    const key = keyOf(field);
    if (field.formMeta.type === FieldType.annualLeaveCalculation) {
      next[key] = period && terms ? String(leaveDaysTaken(leaveOf(period, terms, field.includeHolidaysAnnualLeave, context.calendar))) : '';
    } else if (field.formMeta.type === FieldType.annualLeaveBalance) {
      next[key] = terms ? leaveOf(period!, terms, false, context.calendar).holidayReserve.toFixed(2) : '';
    } else if (field.formMeta.type === FieldType.tripTime && (values[key] ?? '') !== '') {
      const rows = parseFieldValue(FieldType.tripTime, values[key]);
      // An unreadable value is left for the validity rule to refuse, not replaced by an empty list.
      if (rows.length > 0) next[key] = serializeFieldValue(FieldType.tripTime, withCalculatedHours(rows));
    }
  }
  return next;
}
