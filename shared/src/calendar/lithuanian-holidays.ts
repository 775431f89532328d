import type { IsoDate } from './iso-dates';
import { lithuanianHolidayTable } from './lithuanian-holiday-table.generated';

export interface PublicHoliday {
  date: IsoDate;
  name: { lt: string; en: string };
}

// The public holidays (days off) of Lithuania come from the maintained `date-holidays` rules (Easter
// Sunday and Monday move every year, All Souls' Day counts from 2020), evaluated ahead into a generated
// table (scripts/lib/generate-holiday-table.mjs): the package itself, with its calendar engine and every
// country's rules, would ship 240 kB gzip to the browser for the one country the portal's companies need.
const cache = new Map<number, PublicHoliday[]>();

/** The first and last year the holiday table covers. */
export const LITHUANIAN_HOLIDAY_YEARS = { first: lithuanianHolidayTable.firstYear, last: lithuanianHolidayTable.lastYear } as const;

/**
 * Lithuanian public holidays of one year, in date order. Years outside LITHUANIAN_HOLIDAY_YEARS have none
 * listed: ERP dates up to 1900 mean "empty", and no payroll is planned two centuries ahead.
 */
export function lithuanianPublicHolidays(year: number): PublicHoliday[] {
  let days = cache.get(year);
  if (!days) {
    const row = lithuanianHolidayTable.years[year] ?? '';
    days = row
      .split(' ')
      .filter(Boolean)
      .map((entry) => {
        const [monthDay, nameIndex] = entry.split(':');
        const [lt, en] = lithuanianHolidayTable.names[Number(nameIndex)] ?? [];
        if (lt === undefined || en === undefined) throw new Error(`lithuanian-holiday-table: no name ${nameIndex} (year ${year})`);
        return { date: `${String(year).padStart(4, '0')}-${monthDay}`, name: { lt, en } };
      });
    cache.set(year, days);
  }
  return days;
}
