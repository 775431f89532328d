import { addDays } from '@portal/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, signInAs } from './chromium';
import { today, typeDate } from './dates';

const portalUrl = inject('portalUrl');

// Employee activities (issue #14) in Chromium: an activity kept with its setup entry, and the demo's Tuesday
// studies reaching the demo timesheet's month through Generate activity entries (the planner edits it).
describe.skipIf(!inject('chromiumAvailable'))('employee activities in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('creates an activity with a setup entry, then deletes it', async () => {
    const { page, pageErrors } = await openPage(browser, portalUrl);
    // The admin administers the company's schedules: the company-wide grant activities take.
    await signInAs(page, 'admin');
    await page.goto('/wtm-area/employee-activities');
    const table = page.getByRole('table', { name: 'Darbuotojų veiklos' });
    await table.getByText('Studijos antradienių popietėmis').waitFor();

    await page.getByRole('link', { name: 'Nauja veikla' }).click();
    await page.getByRole('heading', { name: 'Nauja darbuotojo veikla', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Darbuotojas' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Veikla' }).click();
    await page.getByRole('option', { name: 'K · Komandiruotė' }).click();
    await typeDate(page, 'Data nuo', addDays(today, 400));
    await typeDate(page, 'Data iki', addDays(today, 430));
    const entry = page.getByRole('group', { name: 'Nustatymo įrašas 1' });
    await entry.getByRole('checkbox', { name: 'Trečiadienis' }).check();
    await entry.getByRole('textbox', { name: 'Valandos per dieną' }).fill('2');
    await page.getByRole('button', { name: 'Išsaugoti' }).click();
    await page.waitForURL(/\/wtm-area\/employee-activities\/\d+$/);
    await expect.poll(() => entry.getByRole('checkbox', { name: 'Trečiadienis' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Ištrinti' }).click();
    await page.getByRole('dialog', { name: 'Ištrinti veiklą' }).getByRole('button', { name: 'Ištrinti' }).click();
    await page.waitForURL(/\/wtm-area\/employee-activities$/);
    await page.getByText('Veikla ištrinta.').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('generates the demo’s Tuesday studies into this month of the demo timesheet, and a rerun writes nothing', async () => {
    const { page, pageErrors } = await openPage(browser, portalUrl);
    await signInAs(page, 'planner');
    await page.goto('/wtm-area/timesheets');
    await page
      .getByRole('link', { name: /GAM-01-Z/ })
      .first()
      .click();
    const grid = page.getByRole('grid', { name: 'Žiniaraštis' });
    await grid.waitFor();
    await page.getByRole('button', { name: 'Generuoti veiklų įrašus' }).click();
    await page.getByText(/Veiklų įrašai sugeneruoti: įrašyta [1-9]\d*, pašalinta 0\./).waitFor();
    await page.getByRole('button', { name: 'Generuoti veiklų įrašus' }).click();
    await page.getByText('Veiklų įrašai jau buvo naujausi.').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
