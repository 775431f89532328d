import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, signInAs } from './chromium';

const portalUrl = inject('portalUrl');
/** Where the screenshots go when asked for (TIMESHEET_SCREENSHOTS=dir), to look at the screens. */
const screenshots = process.env.TIMESHEET_SCREENSHOTS;

describe.skipIf(!inject('chromiumAvailable'))('timesheets in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the demo timesheet’s last month with its 40 lines, confirms a day and shows it confirmed', async () => {
    const { page, pageErrors } = await openPage(browser, portalUrl);
    await signInAs(page, 'planner');
    await page.goto('/wtm-area/timesheets');
    await page
      .getByRole('link', { name: /GAM-01-Z/ })
      .first()
      .click();
    const grid = page.getByRole('grid', { name: 'Žiniaraštis' });
    await grid.waitFor();
    await page.getByRole('button', { name: 'Ankstesnis mėnuo' }).click();
    await expect.poll(() => grid.getAttribute('aria-rowcount')).toBe('41');
    await expect.poll(() => grid.getByText(/^FD /).count()).toBeGreaterThan(10);
    if (screenshots) await page.screenshot({ path: `${screenshots}/timesheet-table.png` });

    // Last month's timesheet is in progress (the schedule's month is approved, the timesheet's not yet).
    const firstWorked = grid.getByRole('gridcell').filter({ hasText: /^FD / }).first();
    const label = await firstWorked.getAttribute('aria-label');
    await firstWorked.click();
    await page.getByRole('button', { name: 'Patvirtinti dienas' }).click();
    await page.getByText('Dienos patvirtintos.').waitFor();
    await grid.getByRole('gridcell', { name: `${label}, patvirtinta` }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('shows the employee their month under My working time', async () => {
    const { page, pageErrors } = await openPage(browser, portalUrl);
    await signInAs(page, 'employee');
    await page.goto('/my-working-time/timesheet');
    await page.getByRole('grid', { name: 'Mano žiniaraštis' }).waitFor();
    await page.getByRole('button', { name: 'Ankstesnis mėnuo' }).click();
    await page.getByText(/Dirbta dienų: [1-9]/).waitFor();
    if (screenshots) await page.screenshot({ path: `${screenshots}/my-timesheet.png`, fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
