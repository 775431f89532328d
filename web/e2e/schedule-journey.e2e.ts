import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeScheduleTable, PeriodStatus, type ScheduleTable, type ScheduleTableWire, type TableEntry } from '@portal/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { describeViolation, seriousViolations } from './axe';
import { launchChromium, openPage, signInAs } from './chromium';
import { today } from './dates';

const portalUrl = inject('portalUrl');

// Issue 13, "Done when", the end-to-end journey: the planner builds a shift group with a day and a night
// shift, a cyclic formula and a schedule on it, assigns five employees (the demo employee among them),
// generates next month, plans a night shift right before a day shift (a daily rest of 2 h, the Labor Code
// wants 11), sees the warning, saves, sets the month prepared and finds it read only; the demo employee
// then sees the month's shifts in My schedule. The UI is backed by the table read over the REST API.
// In Lithuanian, the interface's default language, as the planner and the employee use it.

const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.data/screenshots');

/** Codes of this run: the e2e database may be reused between files and runs. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const GROUP_CODE = `E2E-${RUN}`;
const GROUP_NAME = `Kelionės pamainos ${RUN}`;
const FORMULA_CODE = `C-${RUN}`;
const FORMULA_NAME = `Du dieniniai, du naktiniai ${RUN}`;
const SCHEDULE_CODE = `E2E-${RUN}`;
const SCHEDULE_NAME = `Kelionės grafikas ${RUN}`;

const DAY = { code: 'D8', name: 'Dieninė 8 val.', start: '08:00', end: '16:00', background: '#FFF3BF', font: '#000000' };
const NIGHT = { code: 'N8', name: 'Naktinė 8 val.', start: '22:00', end: '06:00', background: '#364FC7', font: '#FFFFFF' };
/** A week of positions: two days, two nights, three days off (every rest ≥ 16 h, a weekly rest ≥ 35 h). */
const CYCLE = [DAY.code, DAY.code, NIGHT.code, NIGHT.code, null, null, null] as const;

/** The demo employee (SV0012) and four colleagues who are not in the demo schedule GAM-01. */
const DEMO_EMPLOYEE_NO = 'SV0012';
const EMPLOYEE_NOS = [DEMO_EMPLOYEE_NO, 'SV0008', 'SV0009', 'SV0010', 'SV0011'];

/** Next month, the one the journey plans. */
function nextMonth(): { year: number; month: number } {
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
const MONTH = nextMonth();
const YEAR_MONTH = `${MONTH.year}-${String(MONTH.month).padStart(2, '0')}`;
const dateOf = (day: number) => `${YEAR_MONTH}-${String(day).padStart(2, '0')}`;

// ---- The REST API, as the planner (the UI's figures checked against the data) ----

interface Envelope<T> {
  status: string;
  messages?: string[];
  data: T;
}

async function apiToken(username: string): Promise<string> {
  const response = await fetch(`${portalUrl}/api/sessions/username-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo1234' }),
  });
  const body = (await response.json()) as Envelope<{ token: string } | null>;
  if (!body.data) throw new Error(`signing ${username} in over the API failed: ${body.status}`);
  return body.data.token;
}

async function apiGet<T>(token: string, url: string): Promise<{ statusCode: number; body: Envelope<T> }> {
  const response = await fetch(`${portalUrl}/api${url}`, { headers: { authorization: `Bearer ${token}` } });
  return { statusCode: response.status, body: (await response.json()) as Envelope<T> };
}

/** The month table over REST; its lines' entries come in the compact wire form (table-wire.ts). */
async function readTable(token: string, scheduleId: number): Promise<ScheduleTable> {
  const { statusCode, body } = await apiGet<ScheduleTableWire>(
    token,
    `/wtc-area/schedules/${scheduleId}/table/${MONTH.year}/${MONTH.month}/code/journey`,
  );
  expect(statusCode, JSON.stringify(body)).toBe(200);
  expect(body.status).toBe('success');
  for (const line of body.data.lines) expect(typeof line.encodedEntries).toBe('string');
  return decodeScheduleTable(body.data);
}

function entriesOf(table: ScheduleTable, employeeNo: string, date: string): TableEntry[] {
  const line = table.lines.find((candidate) => candidate.employeeNo === employeeNo);
  if (!line) throw new Error(`no line of ${employeeNo} in the table`);
  return line.entries.filter((entry) => entry.date === date && entry.action !== 'delete');
}

function shiftIdOf(table: ScheduleTable, code: string): number {
  const shift = table.shifts.find((candidate) => candidate.code === code);
  if (!shift) throw new Error(`no shift ${code} in the table`);
  return shift.id;
}

/**
 * A day of the month's first dozen (their columns are drawn at 1440 px) on which the line has the day shift
 * and again the next day, and no ERP absence around: the night shift planned on it ends 2 h before the
 * next day's shift. The demo employee's line first, so that they see the change in My schedule.
 */
function dayBeforeADayShift(table: ScheduleTable): { employeeNo: string; day: number } {
  const dayShift = shiftIdOf(table, DAY.code);
  const isOnlyTheDayShift = (employeeNo: string, day: number) => {
    const entries = entriesOf(table, employeeNo, dateOf(day));
    return entries.length === 1 && entries[0]!.type === 'work' && entries[0]!.shiftId === dayShift;
  };
  const hasNoAbsence = (employeeNo: string, day: number) =>
    entriesOf(table, employeeNo, dateOf(day)).every((entry) => entry.type !== 'integration_activity');
  for (const employeeNo of EMPLOYEE_NOS) {
    for (let day = 2; day <= 12; day++) {
      if (
        isOnlyTheDayShift(employeeNo, day) &&
        isOnlyTheDayShift(employeeNo, day + 1) &&
        [day - 1, day, day + 1, day + 2].every((around) => hasNoAbsence(employeeNo, around))
      ) {
        return { employeeNo, day };
      }
    }
  }
  throw new Error('no line has a day shift on two days in a row among the first twelve');
}

// ---- The screens ----

/** A field's label as written, with the asterisk a required field's label ends with. */
function labelled(label: string): RegExp {
  return new RegExp(`^${label}( \\*)?$`);
}

function cell(page: Page, employeeNo: string, day: number): Locator {
  return page.locator(`[role="row"][data-employee="${employeeNo}"] [role="gridcell"][data-point$=":${day - 1}"]`);
}

/** A full-page picture from the top, nothing focused (a focused skip link or cell outline is not the screen's look). */
async function savePng(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true, animations: 'disabled' });
}

/** axe-core's serious and critical findings on the screen as it is now, added to `problems` (issue 12). */
async function checkAccessibility(page: Page, where: string, problems: string[]): Promise<void> {
  for (const violation of await seriousViolations(page)) problems.push(describeViolation(where, violation));
}

async function success(page: Page, text: string | RegExp): Promise<void> {
  await page.getByText(text).first().waitFor({ timeout: 20_000 });
}

/** A shift of the group through its dialog: code, name, times, a 30-minute break and its colours. */
async function createShift(page: Page, shift: typeof DAY, beforeSaving?: () => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Nauja pamaina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nauja pamaina' });
  await dialog.getByLabel(labelled('Kodas')).fill(shift.code);
  await dialog.getByLabel(labelled('Pavadinimas')).fill(shift.name);
  await dialog.getByLabel(labelled('Pradžios laikas')).fill(shift.start);
  await dialog.getByLabel(labelled('Pabaigos laikas')).fill(shift.end);
  for (const [label, colour] of [
    ['Fono spalva', shift.background],
    ['Teksto spalva', shift.font],
  ] as const) {
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(colour);
    await dialog.getByRole('textbox', { name: label, exact: true }).press('Tab');
  }
  // The Labor Code wants a break of 30 minutes in a shift over 5 hours.
  await dialog.getByRole('button', { name: 'Pridėti pertrauką' }).click();
  const firstBreak = dialog.getByRole('group', { name: 'Pertrauka 1' });
  await firstBreak.getByLabel('Neapibrėžtas laikas').check();
  await firstBreak.getByLabel('Minutės').fill('30');
  // The preview counts what the server will store: 8 h less the break not counted in work time.
  await dialog.getByText('Darbo valandos: 7,5').waitFor();
  await beforeSaving?.();
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: 'Pamainos' }).getByRole('row').filter({ hasText: shift.name }).waitFor();
}

describe.skipIf(!inject('chromiumAvailable'))('the planner’s month, from the shift group to My schedule, in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('plans a month that breaks the daily rest, saves it, prepares it read only, and the employee sees it', async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser, portalUrl);
    page.setDefaultTimeout(30_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, 'planner');
    const plannerToken = await apiToken('planner');
    /** What axe finds on the journey's screens beyond the menu's (those the accessibility walk checks). */
    const problems: string[] = [];

    // The shift group, its two shifts and the cyclic formula.
    await page.goto('/wtm-area/shift-groups');
    await page.getByRole('link', { name: 'Nauja pamainų grupė' }).click();
    const groupForm = page.getByRole('form', { name: 'Pamainų grupė' });
    await groupForm.getByLabel(labelled('Kodas')).fill(GROUP_CODE);
    await groupForm.getByLabel(labelled('Pavadinimas')).fill(GROUP_NAME);
    await page.getByRole('group', { name: 'Pamainų grupės veiksmai' }).getByRole('button', { name: 'Išsaugoti' }).click();
    await page.getByRole('heading', { level: 1, name: `${GROUP_CODE} · ${GROUP_NAME}` }).waitFor();
    await success(page, 'Pamainų grupė sukurta.');

    await createShift(page, DAY, () => checkAccessibility(page, 'the new shift dialog', problems));
    await createShift(page, NIGHT);

    await page.getByRole('tab', { name: 'Formulės' }).click();
    await page.getByRole('button', { name: 'Nauja formulė' }).click();
    const formulaDialog = page.getByRole('dialog', { name: 'Nauja formulė' });
    await formulaDialog.getByLabel(labelled('Kodas')).fill(FORMULA_CODE);
    await formulaDialog.getByLabel(labelled('Pavadinimas')).fill(FORMULA_NAME);
    // A new formula is cyclic and starts today; it has one position to begin with.
    expect(await formulaDialog.getByRole('radio', { name: 'Ciklinė' }).isChecked()).toBe(true);
    for (let position = 2; position <= CYCLE.length; position++) {
      await formulaDialog.getByRole('button', { name: 'Pridėti poziciją' }).click();
      await formulaDialog.getByLabel(`Pozicija ${position}`, { exact: true }).waitFor();
    }
    for (const [index, code] of CYCLE.entries()) {
      await formulaDialog.getByLabel(`Pozicija ${index + 1}`, { exact: true }).selectOption({ label: code ?? 'Laisva' });
    }
    await checkAccessibility(page, 'the new formula dialog', problems);
    await formulaDialog.getByRole('button', { name: 'Išsaugoti' }).click();
    await formulaDialog.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Formulės' }).getByRole('row').filter({ hasText: FORMULA_CODE }).waitFor();
    await checkAccessibility(page, 'the shift group page (formulas)', problems);

    // The schedule on the shift group.
    await page.goto('/wtm-area/schedules');
    await page.getByRole('link', { name: 'Naujas grafikas' }).click();
    const scheduleForm = page.getByRole('form', { name: 'Grafikas' });
    await scheduleForm.getByLabel(labelled('Kodas')).fill(SCHEDULE_CODE);
    await scheduleForm.getByLabel(labelled('Pavadinimas')).fill(SCHEDULE_NAME);
    await scheduleForm.getByLabel(labelled('Pamainų grupė')).click();
    await scheduleForm.getByLabel(labelled('Pamainų grupė')).fill(GROUP_CODE);
    await page.getByRole('option', { name: `${GROUP_CODE} · ${GROUP_NAME}` }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await checkAccessibility(page, 'the new schedule form', problems);
    await page.getByRole('group', { name: 'Grafiko veiksmai' }).getByRole('button', { name: 'Sukurti grafiką' }).click();
    await page.waitForURL(/\/wtm-area\/schedules\/\d+$/);
    const scheduleId = Number(/\/schedules\/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('heading', { level: 1, name: `${SCHEDULE_CODE} · ${SCHEDULE_NAME}` }).waitFor();

    // Resource planning: five employees with the formula, from today on.
    const tabs = page.getByRole('navigation', { name: 'Grafikas' });
    await tabs.getByRole('link', { name: 'Išteklių planavimas' }).click();
    await page.getByRole('button', { name: 'Pridėti darbuotojų' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Pridėti darbuotojų' });
    const available = addDialog.getByRole('table', { name: 'Grafike nesantys darbuotojai' });
    for (const employeeNo of EMPLOYEE_NOS) {
      await addDialog.getByRole('textbox', { name: 'Paieška', exact: true }).fill(employeeNo);
      const row = available.getByRole('row').filter({ has: page.getByRole('cell', { name: employeeNo, exact: true }) });
      await row.getByRole('checkbox').check();
    }
    await addDialog.getByText(`Pažymėta: ${EMPLOYEE_NOS.length}`).waitFor();
    await addDialog.getByLabel('Formulė', { exact: true }).click();
    await page.getByRole('option', { name: `${FORMULA_CODE} · ${FORMULA_NAME}` }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await checkAccessibility(page, 'the add employees dialog', problems);
    await addDialog.getByRole('button', { name: 'Pridėti pažymėtus' }).click();
    await success(page, `Pridėta darbuotojų: ${EMPLOYEE_NOS.length}.`);
    await addDialog.waitFor({ state: 'detached' });
    const members = page.getByRole('table', { name: 'Darbuotojai be grupės' });
    for (const employeeNo of EMPLOYEE_NOS) await members.getByText(new RegExp(`^${employeeNo}( ·|$)`)).waitFor();
    await checkAccessibility(page, 'resource planning', problems);

    // The month table: next month, generated from the formula.
    await tabs.getByRole('link', { name: 'Lentelė' }).click();
    await page.getByRole('grid', { name: 'Mėnesio grafikas' }).waitFor();
    await page.getByRole('button', { name: 'Kitas mėnuo' }).click();
    await page.waitForURL(`**/wtm-area/schedules/${scheduleId}/table?month=${YEAR_MONTH}`);
    await page.getByRole('button', { name: 'Generuoti', exact: true }).click();
    await page.getByRole('dialog', { name: 'Generuoti mėnesį' }).getByRole('button', { name: 'Generuoti' }).click();
    await success(page, /Mėnuo sugeneruotas: įrašyta \d+/);
    // The formula keeps every Labor Code rule: no warning before the planner's change.
    await page.getByRole('button', { name: 'Darbo kodeksas (0)' }).waitFor();

    const generated = await readTable(plannerToken, scheduleId);
    expect(generated.lines.map((line) => line.employeeNo).sort()).toEqual([...EMPLOYEE_NOS].sort());
    expect(generated.violations).toEqual([]);
    const target = dayBeforeADayShift(generated);
    const { employeeNo, day } = target;
    await expect.poll(() => cell(page, employeeNo, day).textContent()).toBe(DAY.code);
    await expect.poll(() => cell(page, employeeNo, day + 1).textContent()).toBe(DAY.code);

    // The night shift on the day before a day shift: it ends at 06:00, the day shift starts at 08:00.
    await cell(page, employeeNo, day).click();
    await page.getByText('Pažymėta langelių: 1').waitFor();
    await page.getByRole('toolbar', { name: 'Lentelės veiksmai' }).getByRole('button', { name: 'Priskirti pamainą' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${NIGHT.code} — ${NIGHT.name}`) }).click();
    const bar = page.getByRole('group', { name: 'Neišsaugoti pakeitimai' });
    await bar.getByText('1 neišsaugotas pakeitimas').waitFor();
    const warning = 'Tarp pamainų tik 2 val. poilsio; reikia ne mažiau kaip 11 val.';
    await expect.poll(() => cell(page, employeeNo, day + 1).textContent()).toContain(warning);
    expect(await cell(page, employeeNo, day).textContent()).toMatch(new RegExp(`^${NIGHT.code}`));
    await page.locator(`[role="row"][data-employee="${employeeNo}"]`).getByRole('img', { name: '1 Darbo kodekso įspėjimas' }).waitFor();
    // The panel lists it, with the line's name and the rule's; it does not stop saving.
    await page.getByRole('button', { name: 'Darbo kodeksas (1)' }).click();
    const panel = page.getByRole('dialog', { name: 'Darbo kodekso įspėjimai' });
    await panel.getByText('Įspėjimai netrukdo išsaugoti.').waitFor();
    const listed = panel.getByRole('listitem');
    expect(await listed.count()).toBe(1);
    expect(await listed.first().textContent()).toContain('Kasdienis poilsis');
    expect(await listed.first().textContent()).toContain(warning);
    await panel.getByRole('button', { name: 'Uždaryti' }).click();
    await panel.waitFor({ state: 'detached' });

    await bar.getByRole('button', { name: 'Išsaugoti' }).click();
    await bar.waitFor({ state: 'detached' });
    await success(page, 'Pakeitimai išsaugoti.');
    await expect.poll(() => cell(page, employeeNo, day).textContent()).toMatch(new RegExp(`^${NIGHT.code}`));
    await page.locator(`[role="row"][data-employee="${employeeNo}"]`).getByRole('img', { name: '1 Darbo kodekso įspėjimas' }).waitFor();

    // The saved month with its warning as the planner sees it, on a desktop and on a phone.
    await savePng(page, 'schedule-journey-1440.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('grid', { name: 'Mėnesio grafikas' }).waitFor();
    await savePng(page, 'schedule-journey-390.png');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Over the API: the night shift is stored as the planner's entry, the warning is the month's only one.
    const committed = await readTable(plannerToken, scheduleId);
    expect(committed.editSession).toBeNull();
    expect(committed.period.status).toBe(PeriodStatus.inProgress);
    expect(entriesOf(committed, employeeNo, dateOf(day))).toMatchObject([
      { type: 'work', shiftId: shiftIdOf(committed, NIGHT.code), source: 'manual', startTime: NIGHT.start, endTime: NIGHT.end },
    ]);
    expect(entriesOf(committed, employeeNo, dateOf(day + 1))).toMatchObject([
      { type: 'work', shiftId: shiftIdOf(committed, DAY.code), source: 'formula' },
    ]);
    expect(committed.violations).toHaveLength(1);
    expect(committed.violations[0]).toMatchObject({ rule: 'daily_rest', employeeNo, limit: 11 * 60, actual: 2 * 60, unit: 'minutes' });
    expect(committed.violations[0]!.dates).toContain(dateOf(day + 1));

    // Prepared: the table is read only, with a notice and nothing to change the cells with.
    await page.getByRole('button', { name: 'Būsena' }).click();
    await page.getByRole('menuitem', { name: 'Nustatyti „Parengtas“' }).click();
    await page.getByText('Šis mėnuo parengtas. Norėdami jį keisti, nustatykite būseną „Vykdomas“.').waitFor();
    await page.getByText('Tik skaityti', { exact: true }).waitFor();
    for (const name of ['Priskirti pamainą', 'Ištrinti įrašus', 'Generuoti']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    await cell(page, employeeNo, day + 2).click();
    await page.keyboard.press('Space');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Išsamiau' }).waitFor();
    expect(
      await page
        .getByRole('menu')
        .getByRole('menuitem', { name: new RegExp(NIGHT.name) })
        .count(),
    ).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await page.keyboard.press('Delete');
    expect(await page.getByRole('group', { name: 'Neišsaugoti pakeitimai' }).count()).toBe(0);
    await savePng(page, 'schedule-journey-prepared-1440.png');
    await checkAccessibility(page, 'the prepared month table', problems);

    const prepared = await readTable(plannerToken, scheduleId);
    expect(prepared.period.status).toBe(PeriodStatus.prepared);
    expect(prepared.isEditable).toBe(false);
    // The keys pressed on the read-only month opened no draft and changed no cell.
    expect(prepared.editSession).toBeNull();
    expect(entriesOf(prepared, employeeNo, dateOf(day + 2))).toEqual(entriesOf(committed, employeeNo, dateOf(day + 2)));
    const refused = await apiGet<null>(plannerToken, `/wtc-area/schedules/${scheduleId}/init/${MONTH.year}/${MONTH.month}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.messages).toContain('errors.period_not_editable');

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();

    // The demo employee: next month in My schedule holds this schedule's entries (shifts, and the ERP's
    // absences placed by the generation), prepared.
    // The line also shows, read only, what the demo schedule GAM-01 plans for them: My schedule lists
    // those under GAM-01, so only this schedule's own entries are counted here.
    const ownEntries = prepared.lines
      .find((line) => line.employeeNo === DEMO_EMPLOYEE_NO)!
      .entries.filter((entry) => !entry.belongsToOtherSchedule);
    const ownShifts = ownEntries.filter((entry) => entry.type === 'work');
    expect(ownShifts.length).toBeGreaterThan(0);
    const employee = await openPage(browser, portalUrl);
    const own = employee.page;
    own.setDefaultTimeout(30_000);
    await signInAs(own, 'employee');
    await own.getByRole('navigation', { name: 'Pagrindinis meniu' }).getByRole('link', { name: 'Mano darbo laikas', exact: true }).click();
    await own.waitForURL('**/my-working-time/schedule');
    await own.getByRole('heading', { level: 1, name: 'Mano grafikas' }).waitFor();
    await own.getByRole('button', { name: 'Kitas mėnuo' }).click();
    const schedules = own.locator('section[aria-labelledby="my-schedule-schedules"]');
    const listedSchedule = schedules.getByRole('listitem').filter({ hasText: SCHEDULE_NAME });
    // This month lists it too (not started) until next month's answer replaces it.
    await expect.poll(() => listedSchedule.textContent(), { timeout: 20_000 }).toContain('Parengtas');
    const chipsOfThisSchedule = own.getByRole('button', { name: new RegExp(`grafikas ${SCHEDULE_NAME}`) });
    await expect.poll(() => chipsOfThisSchedule.count()).toBe(ownEntries.length);
    for (const entry of ownShifts.slice(0, 3)) {
      const code = entry.shiftId === shiftIdOf(prepared, NIGHT.code) ? NIGHT.code : DAY.code;
      const chip = own.locator(`td[data-date="${entry.date}"]`).getByRole('button', { name: new RegExp(`grafikas ${SCHEDULE_NAME}`) });
      expect(await chip.textContent()).toMatch(new RegExp(`^${code} `));
    }
    if (employeeNo === DEMO_EMPLOYEE_NO) {
      // The planner's night shift, as the employee sees it.
      const changed = own.locator(`td[data-date="${dateOf(day)}"]`).getByRole('button', { name: new RegExp(`grafikas ${SCHEDULE_NAME}`) });
      expect(await changed.textContent()).toContain(`${NIGHT.code} ${NIGHT.start}–${NIGHT.end}`);
    }
    await checkAccessibility(own, 'My schedule, next month', problems);
    expect(problems).toEqual([]);
    expect(employee.pageErrors).toEqual([]);
    expect(employee.consoleErrors).toEqual([]);
    await own.context().close();
  }, 240_000);
});
