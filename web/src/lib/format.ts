import { DEFAULT_BUSINESS_TIME_ZONE, isEmptyErpDate } from '@portal/shared';

// Numbers and dates the way spec 1 §9 shows them, in the interface language's conventions.

const moneyFormats = new Map<string, Intl.NumberFormat>();
const decimalFormats = new Map<string, Intl.NumberFormat>();

/** Euro with two decimals: "1 234,50 €" in Lithuanian, "€1,234.50" in English. */
export function formatMoney(amount: number, locale: string): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  return format.format(amount);
}

/** A number with exactly two decimals (unused holidays, balances, hours). */
export function formatDecimal(value: number, locale: string): string {
  let format = decimalFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    decimalFormats.set(locale, format);
  }
  return format.format(value);
}

/** An ERP date as YYYY-MM-DD; the ERP's "no date" placeholders (1753, 9999, ≤ 1900) are blank. */
export function formatErpDate(date: string | null | undefined): string {
  if (!date || isEmptyErpDate(date)) return '';
  return date.slice(0, 10);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: DEFAULT_BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as YYYY-MM-DD HH:mm in the business time zone, the day the server reckons with. */
export function formatDateTime(instant: Date): string {
  const parts = dateTimeFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
