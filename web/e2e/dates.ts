import { addDays, addMonths, dateInTimeZone, lithuanianCalendar } from '@portal/shared';
import type { Page } from 'playwright-core';

/** The server's business day, so the dates the tests type fall where the form rules put them. */
export const today = dateInTimeZone(new Date(), 'Europe/Vilnius');

/** The first work day after `from` (exclusive). */
export function nextWorkDay(from: string): string {
  let day = addDays(from, 1);
  while (!lithuanianCalendar.isWorkDay(day)) day = addDays(day, 1);
  return day;
}

/** Types a date into the date field labelled `label` and leaves it (its picker closed). */
export async function typeDate(page: Page, label: string, date: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(date);
  await input.press('Escape');
  await input.blur();
}

/**
 * The demo employee's Christmas leave, as the seed places it around the day it was seeded (today): four
 * work days from 28 December of this year, or of next year once this one's is almost here.
 */
export function christmasLeave(): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  let from = today < `${year}-12-20` ? `${year}-12-28` : `${year + 1}-12-28`;
  while (!lithuanianCalendar.isWorkDay(from)) from = addDays(from, 1);
  return { from, to: lithuanianCalendar.addBusinessDays(from, 3) };
}

/** The first month from next month on with a public holiday, as months ahead of this one, and that holiday. */
export function nextMonthWithHoliday(): { monthsAhead: number; holiday: string } {
  for (let monthsAhead = 1; monthsAhead <= 12; monthsAhead++) {
    const first = addMonths(`${today.slice(0, 7)}-01`, monthsAhead);
    const holiday = lithuanianCalendar.holidaysOf(Number(first.slice(0, 4))).find((entry) => entry.date.startsWith(first.slice(0, 7)));
    if (holiday) return { monthsAhead, holiday: holiday.date };
  }
  throw new Error('no public holiday in the coming year');
}
