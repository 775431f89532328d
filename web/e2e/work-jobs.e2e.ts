import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, signInAs } from './chromium';

const portalUrl = inject('portalUrl');

/** This month as the table's address names it (the demo seed generates it). */
function thisMonth(): string {
  const today = new Date();
  return `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}`;
}

// Issue #14's job queue in Chromium: the planner starts the month's Excel export from the table, sees
// its progress bar reach the end, downloads the file, and finds the job on the jobs screen.
describe.skipIf(!inject('chromiumAvailable'))('work jobs in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('exports the month to Excel as a job, downloads the file and lists the job', async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser, portalUrl);
    await signInAs(page, 'planner');
    await page.goto('/wtm-area/schedules');
    await page
      .getByRole('link', { name: /GAM-01/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Lentelė' }).click();
    await page.getByRole('grid', { name: 'Mėnesio grafikas' }).waitFor();
    // The table opens at this month.
    const month = thisMonth();

    await page.getByRole('button', { name: 'Eksportuoti į Excel' }).click();
    const bar = page.getByRole('progressbar', { name: `Eiga: Eksportas į Excel: ${month}` });
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
    await page.getByText('Baigta').first().waitFor();
    await page.screenshot({ path: '/tmp/work-jobs-table.png' });

    const downloadButton = page.getByRole('button', { name: /^Atsisiųsti GAM-01 .*\.xlsx$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe(`GAM-01 ${month}.xlsx`);
    const path = await download.path();
    expect(path).toBeTruthy();

    await page.getByRole('link', { name: 'Darbų eilė' }).click();
    await page.getByRole('heading', { name: 'Darbų eilė', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Darbų eilė' });
    const row = table.getByRole('row').filter({ hasText: 'Grafiko mėnesio eksportas į Excel' }).first();
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Baigta');
    expect(await row.textContent()).toContain(`GAM-01 ${month}.xlsx`);
    await page.screenshot({ path: '/tmp/work-jobs-screen.png', fullPage: true });

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
