import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, type MyHolidayPlan } from '@portal/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, signInAs } from './chromium';
import { today } from './dates';

const portalUrl = inject('portalUrl');

// Issue 14, "Done when": the demo employee opens the absence plan under My working time (the demo plan
// AP-<year> of their department, in progress), adds two planned holidays, sees an overlapping third
// refused with the spec's message, and sees both in their line of the plan. In Lithuanian.

const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.data/screenshots');
const EMPLOYEE_NO = 'SV0012';
// A week ahead, within one year: each year has its plan (next year's from December), and no plan holds a
// range across New Year, so days that would cross it move to the first days of next year.
const weekAhead = addDays(today, 7);
const start = weekAhead.slice(0, 4) === addDays(today, 11).slice(0, 4) ? weekAhead : `${Number(today.slice(0, 4)) + 1}-01-05`;
const FIRST = { from: start, to: addDays(start, 1) };
const SECOND = { from: addDays(start, 3), to: addDays(start, 4) };
const OVERLAPPING = { from: addDays(start, 1), to: addDays(start, 2) };

async function apiToken(username: string): Promise<string> {
  const response = await fetch(`${portalUrl}/api/sessions/username-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo1234' }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The employee's own planned holidays in the journey's days (the e2e database may be reused between runs). */
async function ownEntries(token: string) {
  const response = await fetch(`${portalUrl}/api/holiday-plans?from=${today}&to=${addDays(today, 20)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const plan = ((await response.json()) as { data: MyHolidayPlan }).data;
  return plan.lines.find((line) => line.employeeNo === EMPLOYEE_NO)?.entries ?? [];
}

async function removeOwnEntries(token: string): Promise<void> {
  for (const entry of await ownEntries(token)) {
    await fetch(`${portalUrl}/api/holiday-plans/${entry.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  }
}

describe('the employee’s absence plan', () => {
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchChromium();
    token = await apiToken('employee');
    await removeOwnEntries(token);
  });

  afterAll(async () => {
    if (token) await removeOwnEntries(token);
    await browser?.close();
  });

  it('adds two planned holidays, sees an overlap refused, and sees both in the plan', async () => {
    const { page, pageErrors } = await openPage(browser, portalUrl);
    page.setDefaultTimeout(30_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'employee');
    await page.getByRole('navigation', { name: 'Pagrindinis meniu' }).getByRole('link', { name: 'Mano darbo laikas', exact: true }).click();
    await page.getByRole('link', { name: 'Atostogų planas', exact: true }).click();
    await page.getByRole('heading', { name: 'Atostogų planas', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Atostogų planas' }).waitFor();

    const plan = async (range: { from: string; to: string }) => {
      await page.getByRole('button', { name: 'Naujos planuojamos atostogos' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Atostogų rūšis').first().waitFor();
      // Typed and left with Tab: Escape would close the dialog itself.
      for (const [label, date] of [
        ['Nuo', range.from],
        ['Iki', range.to],
      ] as const) {
        const input = dialog.getByRole('textbox', { name: label, exact: true });
        await input.fill(date);
        await input.press('Tab');
      }
      await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
      return dialog;
    };

    await plan(FIRST);
    await page.getByText('Atostogos suplanuotos.').first().waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await plan(SECOND);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    const refused = await plan(OVERLAPPING);
    await refused.getByText('Datų intervalai persidengia.').waitFor();
    expect(await refused.isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'absence-plan-overlap-1440.png') });
    await refused.getByRole('button', { name: 'Atšaukti' }).click();

    const ownLine = page.locator(`tr[data-employee="${EMPLOYEE_NO}"]`);
    await expect.poll(async () => ownLine.locator('td[data-entry]').count()).toBe(4);
    const entries = await ownEntries(token);
    expect(entries.map((entry) => [entry.dateFrom, entry.dateTo])).toEqual([
      [FIRST.from, FIRST.to],
      [SECOND.from, SECOND.to],
    ]);
    for (const entry of entries) {
      await expect.poll(async () => ownLine.locator(`td[data-entry="${entry.id}"]`).count()).toBe(2);
    }
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'absence-plan-1440.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  it('the planner finds the plan, its planned holidays and its sheet with the reserve at the start and end', async () => {
    const { page, pageErrors } = await openPage(browser, portalUrl);
    page.setDefaultTimeout(30_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'planner');
    await page.goto('/wtm-area/holiday-plans');
    const year = today.slice(0, 4);
    await page
      .getByRole('link', { name: `AP-${year}` })
      .first()
      .click();
    await page.getByRole('heading', { name: `AP-${year} · Atostogų planas ${year}`, level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Planuojamos atostogos' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'holiday-plan-1440.png'), fullPage: true });
    await page.getByRole('link', { name: 'Grafikas', exact: true }).click();
    const sheet = page.getByRole('table', { name: 'Atostogų grafikas' });
    await sheet.getByRole('columnheader', { name: 'Likutis pradžioje' }).waitFor();
    await sheet.getByRole('columnheader', { name: 'Likutis pabaigoje' }).waitFor();
    // The plan starts in January: its first quarter shows the New Year's public holiday.
    await sheet.getByRole('columnheader', { name: `${year} m. sausis` }).waitFor();
    await page.getByRole('button', { name: 'Tolesni mėnesiai' }).click();
    await page.getByRole('button', { name: 'Tolesni mėnesiai' }).click();
    await sheet.getByRole('columnheader', { name: `${year} m. liepa` }).waitFor();
    await expect.poll(async () => sheet.locator('td[data-entry]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'holiday-plan-sheet-1440.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });
});
