import { addDays } from '@portal/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type OpenedPage, openPage, signInAs, switchToEnglish } from './chromium';
import { nextWorkDay, today, typeDate } from './dates';
import { resetEmployeePreferences } from './demo-preferences';

const portalUrl = inject('portalUrl');

/** Applications → New application → the form's button, in English. */
async function openNewApplication(page: Page, formName: string): Promise<void> {
  await page.goto('/applications/new-application');
  await page
    .getByRole('button', { name: formName })
    .or(page.getByRole('link', { name: formName }))
    .first()
    .click();
  await page.getByRole('heading', { name: formName, level: 1 }).waitFor();
}

/** The demo employee's full name as the portal names them (GET /api/user). */
async function employeeFullName(): Promise<string> {
  const signIn = await fetch(`${portalUrl}/api/sessions/username-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'employee', password: 'Demo1234' }),
  });
  const { data } = (await signIn.json()) as { data: { token: string } };
  const me = await fetch(`${portalUrl}/api/user`, { headers: { authorization: `Bearer ${data.token}` } });
  return ((await me.json()) as { data: { employeeFullName: string } }).data.employeeFullName;
}

/** Picks a period in the range picker labelled Period: its first day, then its last (the month moved on as needed). */
async function pickPeriod(page: Page, from: string, to: string): Promise<void> {
  const dayLabel = (date: string) =>
    new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  await page
    .getByRole('button', { name: 'Period', exact: true })
    .or(page.getByLabel('Period', { exact: true }))
    .first()
    .click();
  const nextMonth = page.getByRole('button', { name: 'Next month' });
  // Only once the calendar shows can a missing day mean "a later month" (on a busy machine it opens late).
  await nextMonth.waitFor();
  for (const date of [from, to]) {
    const day = page.getByRole('button', { name: dayLabel(date), exact: true });
    // The calendar opens at the current month; a day of a later one is a page ahead.
    for (let pagesAhead = 0; !(await day.isVisible()); pagesAhead++) {
      if (pagesAhead >= 24) throw new Error(`the calendar never showed ${date}`);
      await nextMonth.click();
    }
    await day.click();
  }
}

/** The document view after a save: its title is the form name and the document number. */
async function documentNumberOnView(page: Page, formName: string, prefix: string): Promise<string> {
  const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${formName}.*${prefix}\\d+`) });
  await heading.waitFor({ timeout: 15_000 });
  const number = (await heading.textContent())?.match(new RegExp(`${prefix}\\d+`))?.[0];
  if (!number) throw new Error('no document number in the title');
  return number;
}

describe.skipIf(!inject('chromiumAvailable'))('applications and documents in Chromium', () => {
  let browser: Browser;
  let opened: OpenedPage;
  let annualLeaveNo = '';
  let tripNo = '';

  beforeAll(async () => {
    await resetEmployeePreferences(portalUrl);
    browser = await launchChromium();
    opened = await openPage(browser, portalUrl);
    await signInAs(opened.page, 'employee');
    await switchToEnglish(opened.page);
  });

  afterAll(async () => {
    await browser?.close();
    await resetEmployeePreferences(portalUrl);
  });

  it('files an annual leave inside the till-vacation window once the box is ticked', async () => {
    const { page } = opened;
    await openNewApplication(page, 'Annual leave application');
    const start = nextWorkDay(today);
    await typeDate(page, 'Date from', start);
    await typeDate(page, 'Date to', nextWorkDay(start));
    // The leave days and the balance after the leave show before anything is sent: two work days.
    await expect.poll(() => page.getByRole('textbox', { name: 'Leave days', exact: true }).inputValue()).toBe('2');
    await page.getByText(/^Balance after this leave: -?[\d,.]+ days/).waitFor();
    // Holiday pay before the leave is the default choice: too soon for it.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByText(/too soon to pay the holiday pay before it/)
      .first()
      .waitFor();
    expect(page.url()).toContain('/applications/detail-application/');

    await page.getByRole('checkbox', { name: 'I agree to receive the holiday pay later, with my salary' }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/applications\/view-application\/\d+$/);
    await page.getByText('Submitted for approval', { exact: true }).first().waitFor();
    annualLeaveNo = await documentNumberOnView(page, 'Annual leave application', 'KA-');
    // Submitting started the form's approval workflow.
    await page.getByText('In progress', { exact: true }).first().waitFor();
  });

  it('files a business trip: overlapping destinations warn while typing, the fixed trip is filed with its file', async () => {
    const { page } = opened;
    await openNewApplication(page, 'Business trip application');
    const start = addDays(today, 14);
    const end = addDays(start, 3);
    await page.getByRole('textbox', { name: 'Purpose of the trip', exact: true }).fill('Supplier audit in Riga');
    await page.getByRole('combobox', { name: 'Country', exact: true }).click();
    await page.getByRole('option', { name: /LV/ }).first().click();
    await typeDate(page, 'Date from', start);
    await typeDate(page, 'Date to', end);

    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByRole('textbox', { name: 'Location, row 1' }).fill('Riga');
    await typeDate(page, 'Date from, row 1', start);
    await typeDate(page, 'Date to, row 1', addDays(start, 2));
    await page.getByRole('button', { name: 'Add destination' }).click();
    await page.getByRole('textbox', { name: 'Location, row 2' }).fill('Jelgava');
    await typeDate(page, 'Date from, row 2', addDays(start, 1));
    await typeDate(page, 'Date to, row 2', end);
    const overlap = page.getByText(/overlap/i).first();
    await overlap.waitFor();

    await typeDate(page, 'Date from, row 2', addDays(start, 3));
    await overlap.waitFor({ state: 'detached' });

    await page
      .locator('input[type="file"][aria-label="Documents"]')
      .setInputFiles({ name: 'invitation.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% invitation\n%%EOF\n') });
    await page.getByText('invitation.pdf').first().waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/applications\/view-application\/\d+$/, { timeout: 20_000 });
    tripNo = await documentNumberOnView(page, 'Business trip application', 'KOM-');
    await page.getByText('invitation.pdf').first().waitFor();
  });

  it('lists the documents by the employee’s name with the basic filters in one row, filtering by status and period', async () => {
    const { page } = opened;
    const name = await employeeFullName();
    await page.goto('/documents');
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    const filters = page.getByRole('form', { name: 'Document search' });
    const table = page.getByRole('table', { name: 'Documents' });
    // Other files file documents too (later periods sort first): the leave's number narrows the list to it.
    await filters.getByLabel('Search text', { exact: true }).fill(annualLeaveNo);
    await filters.getByLabel('Search text', { exact: true }).press('Enter');
    // The columns people read first, the employee by name (never their number).
    await table.getByText(annualLeaveNo).waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Document no.',
      'Form',
      'Employee',
      'Period',
      'Status',
      'Last change',
    ]);
    const leaveRow = table.getByRole('row').filter({ hasText: annualLeaveNo });
    await leaveRow.getByRole('cell', { name: name, exact: true }).waitFor();
    expect(await table.getByRole('cell', { name: 'SV0012', exact: true }).count()).toBe(0);
    // The basic filters show; the per-field ones wait behind More filters.
    for (const label of ['Form', 'Status', 'Period', 'Search text']) await filters.getByLabel(label, { exact: true }).first().waitFor();
    expect(await filters.getByLabel('Purpose of the trip').count()).toBe(0);

    await filters.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'Rejected', exact: true }).click();
    await expect.poll(() => table.getByText(annualLeaveNo).count()).toBe(0);
    await filters.getByLabel('Status', { exact: true }).click();
    await page.getByRole('option', { name: 'In progress', exact: true }).click();
    await table.getByText(annualLeaveNo).waitFor();

    // The leave begins on the next work day: today alone misses it, today to its end finds it.
    const leaveEnd = nextWorkDay(nextWorkDay(today));
    await pickPeriod(page, today, today);
    await expect.poll(() => table.getByText(annualLeaveNo).count()).toBe(0);
    await pickPeriod(page, today, leaveEnd);
    await table.getByText(annualLeaveNo).waitFor();
    await filters.getByRole('button', { name: 'Clear filters' }).click();

    expect(opened.pageErrors).toEqual([]);
    expect(opened.consoleErrors).toEqual([]);
  });

  it('finds both in the documents list by free text and by a per-field search, and opens one', async () => {
    const { page } = opened;
    await page.goto('/documents');
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    const filters = page.getByRole('form', { name: 'Document search' });
    const table = page.getByRole('table', { name: 'Documents' });

    await filters.getByRole('textbox', { name: 'Search text' }).fill(annualLeaveNo);
    await filters.getByRole('button', { name: 'Search' }).click();
    // The header row and the one document.
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByText(annualLeaveNo).waitFor();

    await filters.getByRole('textbox', { name: 'Search text' }).fill('supplier audit');
    await filters.getByRole('button', { name: 'Search' }).click();
    await table.getByText(tripNo).waitFor();

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await page
      .getByRole('region', { name: 'Document groups' })
      .or(page.getByLabel('Document groups'))
      .getByText('Business trips', { exact: true })
      .first()
      .click();
    await filters.getByRole('button', { name: 'More filters' }).click();
    await filters.getByRole('textbox', { name: 'Purpose of the trip' }).fill('Riga');
    await filters.getByRole('button', { name: 'Search' }).click();
    await table.getByText(tripNo).waitFor();
    await expect.poll(() => table.getByText(annualLeaveNo).count()).toBe(0);

    await table.getByText(tripNo).click();
    await page.waitForURL(/\/documents\/view\/\d+$/);
    await documentNumberOnView(page, 'Business trip application', 'KOM-');
    await page.getByRole('textbox', { name: 'Purpose of the trip' }).or(page.getByText('Supplier audit in Riga')).first().waitFor();

    expect(opened.pageErrors).toEqual([]);
    expect(opened.consoleErrors).toEqual([]);
  });
});
