import { dateInTimeZone, type IsoDate, zonedParts } from '@portal/shared';
import type { AppDeps } from './context';

/** Today's calendar date in the business time zone. */
export function businessToday(deps: Pick<AppDeps, 'now' | 'env'>): IsoDate {
  return dateInTimeZone(deps.now(), deps.env.BUSINESS_TIME_ZONE);
}

/** The instant a calendar date begins in a time zone (its local midnight), DST included. */
export function startOfDayIn(date: IsoDate, timeZone: string): Date {
  const utcMidnight = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  // The zone's offset at that moment: how far its wall clock is from UTC there.
  const parts = zonedParts(new Date(utcMidnight), timeZone, 'second');
  const wallClock = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour!, parts.minute!, parts.second!);
  return new Date(utcMidnight - (wallClock - utcMidnight));
}
