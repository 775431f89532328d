import { dateInTimeZone, type IsoDate } from '@portal/shared';
import type { AppDeps } from './context';

/** Today's calendar date in the business time zone. */
export function businessToday(deps: Pick<AppDeps, 'now' | 'env'>): IsoDate {
  return dateInTimeZone(deps.now(), deps.env.BUSINESS_TIME_ZONE);
}
