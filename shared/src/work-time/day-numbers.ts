import { type IsoDate, toDayNumber } from '../calendar/iso-dates';

// toDayNumber validates its date through Date objects (microseconds); a month of 2,000 lines asks for
// the same few dozen dates tens of thousands of times. Answers are kept, a bounded number.
const CACHE_SIZE = 50_000;
const dayNumbers = new Map<IsoDate, number>();

/** toDayNumber of the date (days since 1970-01-01), remembered; throws as toDayNumber does on a non-date. */
export function cachedDayNumber(date: IsoDate): number {
  let dayNumber = dayNumbers.get(date);
  if (dayNumber === undefined) {
    if (dayNumbers.size >= CACHE_SIZE) dayNumbers.clear();
    dayNumber = toDayNumber(date);
    dayNumbers.set(date, dayNumber);
  }
  return dayNumber;
}

/** The day number of the Monday of the ISO week of a day number (weeks start on Monday; 1970-01-01 was a Thursday). */
export function mondayDayNumber(dayNumber: number): number {
  return dayNumber - ((((dayNumber + 3) % 7) + 7) % 7);
}
