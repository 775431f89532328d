import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addMonths } from '@portal/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activityWorkbook, type ActivityFileRow } from '../../server/src/modules/activity-entries/testing/activity-workbook';
import { launchChromium, openPage, signInAs } from './chromium';
import { today } from './dates';

const portalUrl = inject('portalUrl');
const folder = mkdtempSync(join(tmpdir(), 'activity-import-'));

/** The demo timesheet's id and two employees on its lines next month, read as the planner over REST. */
async function demoTimesheet(year: number, month: number): Promise<{ id: number; employeeNos: string[] }> {
  const signIn = await fetch(`${portalUrl}/api/sessions/username-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'planner', password: 'Demo1234' }),
  });
  const { data } = (await signIn.json()) as { data: { token: string } };
  const headers = { authorization: `Bearer ${data.token}` };
  const list = await fetch(`${portalUrl}/api/wtc-area/timesheets?search=GAM-01-Z`, { headers });
  const id = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  const table = await fetch(`${portalUrl}/api/wtc-area/timesheets/${id}/table/${year}/${month}`, { headers });
  const lines = ((await table.json()) as { data: { lines: { employeeNo: string }[] } }).data.lines;
  return { id, employeeNos: lines.slice(0, 2).map((line) => line.employeeNo) };
}

async function writeWorkbook(name: string, rows: ActivityFileRow[]): Promise<string> {
  const path = join(folder, name);
  writeFileSync(path, await activityWorkbook(rows));
  return path;
}

async function checkFile(page: Page, path: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(path);
  await page.getByRole('button', { name: 'Tikrinti failą' }).click();
  // The check job's bar runs to its end.
  const bar = page.getByRole('progressbar', { name: 'Eiga: Failas tikrinamas' });
  await bar.waitFor();
  await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 20_000 }).toBe('100');
}

describe.skipIf(!inject('chromiumAvailable'))('activity import in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a bad row’s error, then imports the fixed file, following the job to its end', async () => {
    // Next month: not started yet, so in progress and open to the import.
    const first = addMonths(`${today.slice(0, 7)}-01`, 1);
    const [year, month] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
    const { employeeNos } = await demoTimesheet(year, month);
    expect(employeeNos).toHaveLength(2);
    const [ona, jonas] = employeeNos as [string, string];
    const day = (number: number) => `${first.slice(0, 8)}${String(number).padStart(2, '0')}`;
    const goodRows: ActivityFileRow[] = [
      [ona, day(2), 'FD', '8'],
      [ona, day(3), 'FD', '7,5'],
      [jonas, day(2), 'FD', 6],
    ];

    const { page, pageErrors } = await openPage(browser, portalUrl);
    await signInAs(page, 'planner');
    await page.goto('/wtm-area/activity-entries/import');
    await page.getByRole('heading', { name: 'Veiklų importas', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Žiniaraštis' }).click();
    await page.getByRole('option', { name: /GAM-01-Z/ }).click();
    await page.getByLabel('Mėnuo').fill(first.slice(0, 7));

    await checkFile(page, await writeWorkbook('su-klaida.xlsx', [...goodRows, [jonas, day(3), 'NERA-TOKIO', '8']]));
    const errors = page.getByRole('table', { name: 'Failo klaidos' });
    await errors.waitFor();
    await expect.poll(() => errors.getByRole('row').nth(1).textContent()).toContain('5');
    await expect.poll(() => errors.getByRole('row').nth(1).textContent()).toContain('Veiklos kodas');
    expect(await page.getByRole('button', { name: /Importuoti/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Tikrinti kitą failą' }).click();
    await checkFile(page, await writeWorkbook('pataisytas.xlsx', goodRows));
    await page.getByRole('table', { name: 'Teisingos eilutės' }).waitFor();
    expect(await page.getByRole('table', { name: 'Failo klaidos' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Importuoti įrašus (3)' }).click();
    const writing = page.getByRole('progressbar', { name: 'Eiga: Įrašai rašomi' });
    await writing.waitFor();
    await expect.poll(() => writing.getAttribute('aria-valuenow'), { timeout: 20_000 }).toBe('100');
    await page.getByText('Įrašai įrašyti į žiniaraštį.').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
