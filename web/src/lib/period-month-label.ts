import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const monthLabel = msg({ message: '{monthName} {year}', comment: 'A period’s month: Lithuanian puts the year first, “2026 lapkritis”' });

/** A period's month (a schedule's or a timesheet's) as lists name it: "2026 lapkritis", "November 2026". */
export function periodMonthLabel(i18n: I18n, year: number, month: number): string {
  const monthName = new Intl.DateTimeFormat(i18n.locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
  return i18n._({ ...monthLabel, values: { monthName, year: String(year) } });
}
