/** The wall-clock fields a zoned formatter writes: a calendar date, to the minute, or to the second. */
export type ZonedPrecision = 'day' | 'minute' | 'second';

const fieldsOf: Record<ZonedPrecision, Intl.DateTimeFormatOptions> = {
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  minute: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  second: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per time zone and precision, kept for the process: building an Intl.DateTimeFormat
 * costs about a hundred times more than formatting with it, and the request path asks for "today in
 * the business time zone" on every request. en-CA writes a day as YYYY-MM-DD.
 */
export function zonedFormatter(timeZone: string, precision: ZonedPrecision): Intl.DateTimeFormat {
  const key = `${timeZone}\u0000${precision}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, ...fieldsOf[precision] });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a time zone, as numbers. */
export function zonedParts(
  instant: Date,
  timeZone: string,
  precision: ZonedPrecision,
): Record<'year' | 'month' | 'day', number> & Partial<Record<'hour' | 'minute' | 'second', number>> {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of zonedFormatter(timeZone, precision).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts as Record<'year' | 'month' | 'day', number>;
}
