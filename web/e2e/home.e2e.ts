import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, signInAs } from './chromium';
import { resetEmployeePreferences } from './demo-preferences';
import { christmasLeave } from './dates';

const portalUrl = inject('portalUrl');

/** A figure as the page prints it ("32,92", "6", "-1,5") as a number. */
function figureOf(text: string | null): number {
  const match = (text ?? '').replace(/\s/g, '').match(/-?\d+(?:[.,]\d+)?/);
  if (!match) throw new Error(`no figure in "${text}"`);
  return Number(match[0].replace(',', '.'));
}

async function balance(page: Page, card: 'available' | 'planned' | 'taken'): Promise<number> {
  const value = page.getByTestId(`balance-${card}-value`);
  await value.waitFor();
  return figureOf(await value.textContent());
}

/** Whether the page scrolls sideways (the document is wider than the window). */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe.skipIf(!inject('chromiumAvailable'))('home in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    // The Lithuanian wording below needs the seeded language, which an earlier file may have changed.
    await resetEmployeePreferences(portalUrl);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("shows the employee's leave balance as the contract page counts it, the quick forms and the upcoming absences", async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser, portalUrl);
    await signInAs(page, 'employee');

    await page.getByRole('group', { name: 'Galima pasinaudoti' }).waitFor();
    await page.getByRole('group', { name: 'Suplanuota' }).waitFor();
    const available = await balance(page, 'available');
    // The demo employee took a summer leave of ten work days and has the Christmas leave ahead.
    expect(await balance(page, 'taken')).toBeGreaterThanOrEqual(10);
    expect(await balance(page, 'planned')).toBeGreaterThanOrEqual(4);
    const upcoming = page.getByRole('region', { name: 'Artimiausi neatvykimai' });
    const christmas = christmasLeave();
    await upcoming.getByText(`${christmas.from} – ${christmas.to}`).waitFor();

    // The most filed form is the annual leave: its quick button opens its filing screen.
    const quickForms = page.getByRole('region', { name: 'Naujas prašymas' });
    await quickForms.getByRole('link', { name: 'Prašymas suteikti kasmetines atostogas' }).click();
    await page.waitForURL('**/applications/detail-application/**');
    await page.goBack();

    // "Available" is the unused holidays the contract page shows for today.
    await page.getByRole('group', { name: 'Galima pasinaudoti' }).getByRole('link', { name: 'Sutartis' }).click();
    await page.getByRole('heading', { name: 'Sutartys', level: 1 }).waitFor();
    const unused = page.getByTestId('unused-holidays');
    await unused.waitFor();
    expect(figureOf(await unused.textContent())).toBe(available);

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('fits a phone 390 px wide: the cards wrap and the page does not scroll sideways', async () => {
    const { page, pageErrors } = await openPage(browser, portalUrl);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'employee');
    const cards = ['available', 'planned', 'taken'].map((card) => page.getByTestId(`balance-${card}`));
    await cards[2]!.waitFor();
    const boxes = await Promise.all(cards.map((card) => card.boundingBox()));
    // One card under another, each within the window.
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
    for (const box of boxes) expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.getByRole('heading', { name: 'Mano prašymai' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(pageErrors).toEqual([]);
    await page.context().close();
  });
});
