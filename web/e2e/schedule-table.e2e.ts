import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolation, seriousViolations } from './axe';
import { launchChromium, openPage, signInAs } from './chromium';

const portalUrl = inject('portalUrl');

/** The month after next (the demo seed generates this month and the next): this test's own month. */
function monthAfterNext(): { year: number; month: number } {
  const today = new Date();
  const index = today.getUTCFullYear() * 12 + today.getUTCMonth() + 2;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The first Monday of the month from the 4th on, so that the Tuesday after it is a working day too. */
function aMonday({ year, month }: { year: number; month: number }): number {
  for (let day = 4; day <= 10; day++) if (new Date(Date.UTC(year, month - 1, day)).getUTCDay() === 1) return day;
  throw new Error('no Monday');
}

function cell(page: Page, employeeNo: string, day: number): Locator {
  return page.locator(`[role="row"][data-employee="${employeeNo}"] [role="gridcell"][data-point$=":${day - 1}"]`);
}

describe.skipIf(!inject('chromiumAvailable'))('the schedule month table in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('generates a month, plans a night shift that breaks the daily rest, saves it and finds the prepared month read only', async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser, portalUrl);
    await signInAs(page, 'planner');
    await page.goto('/wtm-area/schedules');
    await page
      .getByRole('link', { name: /GAM-01/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Lentelė' }).click();
    await page.getByRole('grid', { name: 'Mėnesio grafikas' }).waitFor();
    await page.getByRole('button', { name: 'Kitas mėnuo' }).click();
    await page.getByRole('button', { name: 'Kitas mėnuo' }).click();
    const month = monthAfterNext();
    await page.waitForURL(`**/table?month=${month.year}-${String(month.month).padStart(2, '0')}`);

    await page.getByRole('button', { name: 'Generuoti' }).click();
    await page.getByRole('dialog', { name: 'Generuoti mėnesį' }).getByRole('button', { name: 'Generuoti' }).click();
    await page.getByText(/Mėnuo sugeneruotas/).waitFor();
    // The grid's roles (grid, rows, headers, cells) pass axe with shifts, weekends and holidays drawn.
    // The cells' colours are the planners' own (each shift's background and font colour): their
    // contrast is the shift's definition, not the table's, so it is left out here.
    const violations = (await seriousViolations(page)).filter(
      (violation) =>
        violation.rule !== 'color-contrast' || !violation.targets.every((target) => /^div\[data-point=|^… and \d+ more$/.test(target)),
    );
    expect(violations.map((violation) => describeViolation('schedule table', violation))).toEqual([]);

    // A day-shift line (Monday to Friday D): its Monday becomes a night shift ending at 06:30 on Tuesday,
    // 1.5 hours before Tuesday's day shift.
    const monday = aMonday(month);
    const dayLine = page
      .locator('[role="row"][data-employee]')
      .filter({ has: page.locator(`[data-point$=":${monday - 1}"]`, { hasText: /^D$/ }) });
    const employeeNo = (await dayLine.first().getAttribute('data-employee'))!;
    await expect.poll(() => cell(page, employeeNo, monday + 1).textContent()).toBe('D');

    // Dragging selects a rectangle; Escape clears it.
    await cell(page, employeeNo, monday).hover();
    await page.mouse.down();
    await cell(page, employeeNo, monday + 2).hover();
    await page.mouse.up();
    await page.getByText('Pažymėta langelių: 3').waitFor();
    await page.keyboard.press('Escape');

    await cell(page, employeeNo, monday).click();
    await page.keyboard.press('Space');
    await page.getByRole('menuitem', { name: /^N — Naktinė/ }).click();
    const bar = page.getByRole('group', { name: 'Neišsaugoti pakeitimai' });
    await bar.getByText('1 neišsaugotas pakeitimas').waitFor();
    await expect.poll(() => cell(page, employeeNo, monday + 1).textContent()).toContain('Tarp pamainų tik 1,5 val. poilsio');
    // The line is marked, and the warning does not stop saving.
    await page
      .locator(`[role="row"][data-employee="${employeeNo}"]`)
      .getByRole('img', { name: /Darbo kodekso įspėj/ })
      .waitFor();
    await bar.getByRole('button', { name: 'Išsaugoti' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(await cell(page, employeeNo, monday).textContent()).toMatch(/^N/);

    await page.getByRole('button', { name: 'Būsena' }).click();
    await page.getByRole('menuitem', { name: 'Nustatyti „Parengtas“' }).click();
    await page.getByText('Šis mėnuo parengtas. Norėdami jį keisti, nustatykite būseną „Vykdomas“.').waitFor();
    expect(await page.getByRole('button', { name: 'Priskirti pamainą' }).count()).toBe(0);
    await cell(page, employeeNo, monday + 2).click();
    await page.keyboard.press('Delete');
    await page.keyboard.press('Space');
    expect(
      await page
        .getByRole('menu')
        .getByRole('menuitem', { name: /Naktinė/ })
        .count(),
    ).toBe(0);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('group', { name: 'Neišsaugoti pakeitimai' }).count()).toBe(0);

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
