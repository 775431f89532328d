// Number and date formats are costly to build and the grid draws hundreds of cells a frame while
// scrolling: one of each per language, kept.

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Hours as the table shows them: up to two decimals, none on whole hours ("7,5" in Lithuanian). */
export function formatHours(hours: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(hours);
}

/** An ISO date in a named style of the language ("weekdayShort" → "Mon"; "dayLong" → "Monday, November 2"). */
export function formatDate(date: string, locale: string, style: 'weekdayShort' | 'dayLong'): string {
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === 'weekdayShort'
        ? { weekday: 'short', timeZone: 'UTC' }
        : { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' },
    );
    dateFormats.set(key, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
