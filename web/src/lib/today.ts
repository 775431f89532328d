import { dateInTimeZone, DEFAULT_BUSINESS_TIME_ZONE, type IsoDate } from '@portal/shared';

/** Today's calendar date in the business time zone, the "today" the server reckons with. */
export function businessToday(): IsoDate {
  return dateInTimeZone(new Date(), DEFAULT_BUSINESS_TIME_ZONE);
}
