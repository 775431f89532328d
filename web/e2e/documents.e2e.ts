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
