import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

const nextMonth = msg`Next month`;
const previousMonth = msg`Previous month`;

/** Names for a date picker's month arrows and days (each day read out in full, weekday included). */
export function calendarLabels(i18n: I18n) {
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeZone: 'UTC' });
  return {
    nextLabel: i18n._(nextMonth),
    previousLabel: i18n._(previousMonth),
    getDayAriaLabel: (day: string) => format.format(new Date(`${day.slice(0, 10)}T00:00:00Z`)),
  };
}
