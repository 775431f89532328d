import Holidays from 'date-holidays';
import type { IsoDate } from './iso-dates';

export interface PublicHoliday {
  date: IsoDate;
  name: { lt: string; en: string };
}

// The public holidays (days off) of Lithuania come from the maintained `date-holidays` rules, which
// ship their data: Easter Sunday and Monday move every year, All Souls' Day counts from 2020.
// Mother's and Father's Day are observances on Sundays, not extra days off, so only 'public' counts.
let holidays: Holidays | undefined;
const cache = new Map<number, PublicHoliday[]>();

function lithuania(): Holidays {
  holidays ??= new Holidays('LT', { types: ['public'] });
  return holidays;
}

/** Lithuanian public holidays of one year, in date order. */
export function lithuanianPublicHolidays(year: number): PublicHoliday[] {
  let days = cache.get(year);
  if (!days) {
    const english = new Map(
      lithuania()
        .getHolidays(year, 'en')
        .map((holiday) => [holiday.date.slice(0, 10), holiday.name]),
    );
    days = lithuania()
      .getHolidays(year, 'lt')
      .filter((holiday) => holiday.type === 'public')
      // 'YYYY-MM-DD hh:mm:ss' in the country's own time: the first ten characters are the date, no zone shift.
      .map((holiday) => {
        const date = holiday.date.slice(0, 10);
        return { date, name: { lt: holiday.name, en: english.get(date) ?? holiday.name } };
      });
    cache.set(year, days);
  }
  return days;
}
