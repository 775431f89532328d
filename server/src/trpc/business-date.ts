import { dateInTimeZone, type IsoDate } from '@portal/shared';
import type { AppDeps } from './context';

/** Today's calendar date in the business time zone. */
export function businessToday(deps: Pick<AppDeps, 'now' | 'env'>): IsoDate {
  return dateInTimeZone(deps.now(), deps.env.BUSINESS_TIME_ZONE);
}

/** The instant a calendar date begins in a time zone (its local midnight), DST included. */
export function startOfDayIn(date: IsoDate, timeZone: string): Date {
  const utcMidnight = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  // The zone's offset at that moment: how far its wall clock is from UTC there.
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .formatToParts(new Date(utcMidnight))
    .reduce<Record<string, number>>((all, part) => (part.type === 'literal' ? all : { ...all, [part.type]: Number(part.value) }), {});
  const wallClock = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return new Date(utcMidnight - (wallClock - utcMidnight));
}
