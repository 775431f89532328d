import { addDays, dateInTimeZone, lithuanianCalendar } from '@portal/shared';
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
