import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, signInAs, switchToEnglish } from './chromium';
import { resetEmployeePreferences } from './demo-preferences';
import { nextMonthWithHoliday } from './dates';

const portalUrl = inject('portalUrl');

// The demo seed: `employee` is SV0012, `manager` SV0005; 24 payslips from November 2024 to October 2026,
// two years of absences, and substitutions both ways around the day the demo was seeded (today).

interface Wording {
  mainMenu: string;
  home: string;
  contracts: string;
  contractHistory: string;
  payslips: string;
  payslipHistoryPages: string;
  olderMonth: RegExp;
  olderMonthTable: string;
  pageTwo: string;
  myWorkingTime: string;
  mySchedule: string;
  absenceHistory: string;
  absenceHistoryPages: string;
  absenceCalendar: string;
  nextMonth: string;
  substitutions: string;
  iAmSubstituted: string;
  iAmSubstituting: string;
}

const lithuanian: Wording = {
  mainMenu: 'Pagrindinis meniu',
  home: 'Pradžia',
  contracts: 'Sutartys',
  contractHistory: 'Sutarčių istorija',
  payslips: 'Algalapiai',
  payslipHistoryPages: 'Algalapių istorijos puslapiai',
  olderMonth: /^2025 m\. sausis/,
  olderMonthTable: 'Algalapis: 2025 m. sausis',
  pageTwo: '2 puslapis',
  myWorkingTime: 'Mano darbo laikas',
  mySchedule: 'Mano grafikas',
  absenceHistory: 'Neatvykimų istorija',
  absenceHistoryPages: 'Neatvykimų istorijos puslapiai',
  absenceCalendar: 'Neatvykimų kalendorius',
  nextMonth: 'Kitas mėnuo',
  substitutions: 'Pavadavimai',
  iAmSubstituted: 'Mane pavaduoja',
  iAmSubstituting: 'Aš pavaduoju',
};

const english: Wording = {
  mainMenu: 'Main menu',
  home: 'Home',
  contracts: 'Contracts',
  contractHistory: 'Contract history',
  payslips: 'Payslips',
  payslipHistoryPages: 'Payslip history pages',
  olderMonth: /^January 2025/,
  olderMonthTable: 'Payslip for January 2025',
  pageTwo: 'Page 2',
  myWorkingTime: 'My working time',
  mySchedule: 'My schedule',
  absenceHistory: 'Absence history',
  absenceHistoryPages: 'Absence history pages',
  absenceCalendar: 'Absence calendar',
  nextMonth: 'Next month',
  substitutions: 'Substitutions',
  iAmSubstituted: 'I am substituted',
  iAmSubstituting: 'I am substituting',
};

/** Home → contracts → payslips (an older month) → my schedule → absence history (second page) → substitutions, by the left menu. */
async function walkEmployeeRecords(page: Page, words: Wording) {
  const menu = page.getByRole('navigation', { name: words.mainMenu });

  await menu.getByRole('link', { name: words.home, exact: true }).click();
  await page.getByRole('heading', { name: words.home, level: 1 }).waitFor();
  // Both substitution lists have rows today: the demo employee substitutes and is substituted.
  await page.getByRole('table', { name: words.iAmSubstituted }).getByText('Kvalifikacijos kėlimo kursai').waitFor();
  await page.getByRole('table', { name: words.iAmSubstituting }).getByText('Gamybos vadovo atostogos').waitFor();

  await menu.getByRole('link', { name: words.contracts, exact: true }).click();
  await page.getByRole('heading', { name: words.contracts, level: 1 }).waitFor();
  await page.getByRole('heading', { name: words.contractHistory }).waitFor();
  await page.getByTestId('unused-holidays').waitFor();
  expect(await page.getByTestId('unused-holidays').textContent()).toMatch(/^-?\d+[.,]\d{2} /);

  await menu.getByRole('link', { name: words.payslips, exact: true }).click();
  await page.getByRole('heading', { name: words.payslips, level: 1 }).waitFor();
  const pager = page.getByRole('navigation', { name: words.payslipHistoryPages });
  await pager.getByRole('button', { name: words.pageTwo }).click();
  await page.getByRole('button', { name: words.olderMonth }).click();
  const older = page.getByRole('table', { name: words.olderMonthTable });
  await older.waitFor();
  expect(await older.getByRole('row').count()).toBeGreaterThan(3);

  // My working time opens at the schedule; the absence history is its second tab.
  await menu.getByRole('link', { name: words.myWorkingTime, exact: true }).click();
  await page.waitForURL('**/my-working-time/schedule');
  await page.getByRole('heading', { name: words.mySchedule, level: 1 }).waitFor();
  const workingTimeTabs = page.getByRole('navigation', { name: words.myWorkingTime });
  await workingTimeTabs.getByRole('link', { name: words.absenceHistory }).click();
  await page.waitForURL('**/my-working-time/history');
  const history = page.getByRole('table', { name: words.absenceHistory });
  await history.waitFor();
  // Ten a page: a pager only when a page is full and more follow (the demo employee has about eight).
  const rows = await history.getByRole('row').count();
  expect(rows).toBeGreaterThan(1);
  expect(rows).toBeLessThanOrEqual(11);
  const absencePager = page.getByRole('navigation', { name: words.absenceHistoryPages });
  if (rows < 11) {
    expect(await absencePager.count()).toBe(0);
  } else {
    const firstRowOnPageOne = await history.getByRole('row').nth(1).textContent();
    await absencePager.getByRole('button', { name: words.pageTwo }).click();
    await absencePager.locator('[aria-current="page"]', { hasText: /^2$/ }).waitFor();
    await page.waitForFunction((before) => document.querySelectorAll('table tbody tr')[0]?.textContent !== before, firstRowOnPageOne);
  }

  await workingTimeTabs.getByRole('link', { name: words.absenceCalendar }).click();
  await page.getByRole('heading', { name: words.absenceCalendar, level: 1 }).waitFor();
  // The calendar marks public holidays: paged on to the first coming month that has one.
  const { monthsAhead, holiday } = nextMonthWithHoliday();
  for (let month = 0; month < monthsAhead; month++) await page.getByRole('button', { name: words.nextMonth }).click();
  await page.locator(`[data-holiday][aria-label^="${holiday}"]`).waitFor();

  await workingTimeTabs.getByRole('link', { name: words.substitutions }).click();
  await page.getByRole('heading', { name: words.substitutions, level: 1 }).waitFor();
  // About three months back: the employee's past leaves (August, and October's whose cancellation is
  // pending) are in the list, which home (today on) leaves out.
  await page.getByRole('table', { name: words.iAmSubstituted }).getByText('Kasmetinės atostogos').first().waitFor();
  await page.getByRole('table', { name: words.iAmSubstituting }).getByText('Komandiruotė').waitFor();
}

describe.skipIf(!inject('chromiumAvailable'))('the employee’s own records in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    // The walk ends in English, which the profile keeps: later files expect the seeded Lithuanian.
    await resetEmployeePreferences(portalUrl);
  });

  it('walks home, contracts, payslips, absences and substitutions in Lithuanian, then in English, without errors', async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser, portalUrl);

    await signInAs(page, 'employee');

    await walkEmployeeRecords(page, lithuanian);

    await switchToEnglish(page);

    await walkEmployeeRecords(page, english);

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('refuses the employee the manager’s payslips over the API', async () => {
    const signIn = await fetch(`${portalUrl}/api/sessions/username-auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'employee', password: 'Demo1234' }),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;

    const own = await fetch(`${portalUrl}/api/employees/SV0012/payslips`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await own.json()) as { status: string }).status).toBe('success');

    const response = await fetch(`${portalUrl}/api/employees/SV0005/payslips`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { status: string; substatus: string | null; data: unknown };
    expect(body.status).toBe('error');
    expect(body.substatus).toBe('permission_denied');
    expect(body.data).toBeNull();
  });
});
