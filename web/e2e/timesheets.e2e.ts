import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, signInAs } from './chromium';

const portalUrl = inject('portalUrl');
/** Where the screenshots go when asked for (TIMESHEET_SCREENSHOTS=dir), to look at the screens. */
const screenshots = process.env.TIMESHEET_SCREENSHOTS;

/** The seven days (Monday to Sunday) of the first whole week of last month, as YYYY-MM-DD. */
function firstWeekOfLastMonth(): string[] {
  const today = new Date();
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  const monday = new Date(first);
  monday.setUTCDate(1 + ((8 - first.getUTCDay()) % 7));
  return Array.from({ length: 7 }, (_, index) =>
    new Date(Date.UTC(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate() + index)).toISOString().slice(0, 10),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

  it('generates last month, confirms a week of an employee, sets it prepared and downloads its working-time record', async () => {
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
    await page.getByRole('button', { name: 'Generuoti', exact: true }).click();
    await page.getByText('Mėnuo sugeneruotas.').waitFor();

    // The first line: "Last First (employee no.)".
    const title = (await grid.getByRole('rowheader').first().getAttribute('title'))!;
    const [, name, employeeNo] = /^(.*) \((.+)\)$/.exec(title)!;
    const week = firstWeekOfLastMonth();
    const cellOf = (date: string) => grid.getByRole('gridcell', { name: new RegExp(`^${escapeRegExp(name!)}, ${date}(, |$)`) });
    for (const date of week) await cellOf(date).click();
    await page.getByText('Pažymėta dienų: 7').waitFor();
    await page.getByRole('button', { name: 'Patvirtinti dienas' }).click();
    await page.getByText('Dienos patvirtintos.').waitFor();
    for (const date of week) await grid.getByRole('gridcell', { name: `${name}, ${date}, patvirtinta` }).waitFor();

    await page.getByRole('button', { name: 'Pažymėti parengtu' }).click();
    await page.getByText(/Šį mėnesį galima tik peržiūrėti/).waitFor();

    await page.getByRole('button', { name: 'Ataskaitos' }).click();
    await page.getByRole('menuitem', { name: 'Darbo laiko apskaitos žiniaraštis (Excel)' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Su valandomis' }).waitFor();
    await dialog.getByRole('button', { name: 'Sukurti failą' }).click();
    const bar = page.getByRole('progressbar', { name: /darbo laiko apskaitos žiniaraštis/ });
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Atsisiųsti GAM-01-Z .*\.xlsx$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^GAM-01-Z \d{4}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Darbo laiko apskaitos žiniaraštis');
    const employeeNos = sheet.getColumn(1).values;
    expect(employeeNos).toContain(employeeNo);
    if (screenshots) await page.screenshot({ path: `${screenshots}/timesheet-reports.png` });

    // Back in progress, as the demo had it.
    await page.getByRole('button', { name: 'Grąžinti rengti' }).click();
    await page.getByRole('button', { name: 'Generuoti', exact: true }).waitFor();
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
