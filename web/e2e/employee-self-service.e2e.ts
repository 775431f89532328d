import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, signInAs, switchToEnglish } from './chromium';
import { resetEmployeePreferences } from './demo-preferences';

const portalUrl = inject('portalUrl');

/** Follows a link of the left menu (the tab row repeats the items, so the navbar is the scope). */
async function openFromMenu(page: Page, menuName: string, linkName: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: menuName }).getByRole('link', { name: linkName, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** The unread count the messages button describes in words ("3 neskaityti pranešimai"). */
async function unreadCount(page: Page, buttonName: string): Promise<number> {
  const button = page.getByRole('button', { name: buttonName, exact: true });
  const describedBy = await button.getAttribute('aria-describedby');
  const text = (await page.locator(`[id="${describedBy}"]`).textContent()) ?? '';
  return Number(text.match(/\d+/)?.[0] ?? Number.NaN);
}

/** How many of the employee's messages are unread, over the REST API. */
async function unreadMessagesOverApi(baseUrl: string): Promise<number> {
  const signIn = await fetch(`${baseUrl}/api/sessions/username-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'employee', password: 'Demo1234' }),
  });
  const { data } = (await signIn.json()) as { data: { token: string } };
  const sidebar = await fetch(`${baseUrl}/api/messages/get-sidebar-messages`, { headers: { authorization: `Bearer ${data.token}` } });
  const body = (await sidebar.json()) as { data: { unreadCount: number } };
  return body.data.unreadCount;
}

async function waitForUnreadCount(page: Page, buttonName: string, expected: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = Number.NaN;
  while (Date.now() < deadline) {
    last = await unreadCount(page, buttonName);
    if (last === expected) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`the unread count stayed ${last}, expected ${expected}`);
}

describe.skipIf(!inject('chromiumAvailable'))('employee self-service in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    // This walk changes the language on the way: it starts from, and leaves, the seeded preferences.
    await resetEmployeePreferences(portalUrl);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await resetEmployeePreferences(portalUrl);
  });

  it('walks contacts, messages, personal information, work implements and qualifications in Lithuanian, then in English', async () => {
    const { page, pageErrors, consoleErrors } = await openPage(browser, portalUrl);

    await signInAs(page, 'employee');
    const menu = 'Pagrindinis meniu';

    // Contacts: search a colleague's surname; the search waits for typing to stop, then narrows the list.
    await openFromMenu(page, menu, 'Kontaktai', 'Kontaktai');
    const firstName = page.getByRole('table').first().getByRole('row').nth(1).getByRole('cell').first();
    await firstName.waitFor();
    const fullName = (await firstName.textContent())?.trim() ?? '';
    const surname = fullName.split(' ').at(-1) ?? '';
    expect(surname.length).toBeGreaterThan(1);
    const rowsBefore = await page.locator('tbody tr').count();
    await page.getByLabel('Paieška').fill(surname);
    await page.waitForFunction((count) => document.querySelectorAll('tbody tr').length < count, rowsBefore, { timeout: 10_000 });
    const names = await page.locator('tbody tr td:first-child').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names).toContain(fullName);

    // Messages: opening an unread one lowers the badge; a selected one is deleted.
    await openFromMenu(page, menu, 'Pranešimai', 'Pranešimai');
    const table = page.getByRole('table', { name: 'Pranešimai, naujausi viršuje' });
    await table.locator('tbody tr').first().waitFor();
    // The seed leaves some of the employee's messages unread, and other e2e files may have added
    // workflow notices: the badge shows what the server counts.
    const unreadRows = await unreadMessagesOverApi(portalUrl);
    expect(unreadRows).toBeGreaterThan(0);
    await waitForUnreadCount(page, 'Pranešimai', unreadRows);
    const unreadBefore = unreadRows;
    const unreadRow = table.locator('tbody tr').filter({ hasText: '(neskaitytas)' }).first();
    const subject = ((await unreadRow.getByRole('link').textContent()) ?? '').trim();
    await unreadRow.getByRole('link').click();
    await page.getByRole('heading', { name: subject, level: 1 }).waitFor();
    await waitForUnreadCount(page, 'Pranešimai', unreadBefore - 1);
    await page.getByRole('button', { name: 'Uždaryti' }).click();
    await page.getByRole('heading', { name: 'Pranešimai', level: 1 }).waitFor();
    await table.locator('tbody tr').first().waitFor();

    const lastRow = table.locator('tbody tr').last();
    const doomed = ((await lastRow.getByRole('link').textContent()) ?? '').trim();
    await page.getByRole('checkbox', { name: `Pažymėti pranešimą „${doomed}“` }).check();
    await page.getByRole('button', { name: 'Ištrinti pažymėtus' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pranešimų trynimas' });
    await dialog.getByRole('button', { name: 'Ištrinti' }).click();
    await page.getByText('Sėkmingai ištrinta.').waitFor();
    await table.getByRole('link', { name: doomed, exact: true }).waitFor({ state: 'detached' });

    // Personal information with relatives.
    await openFromMenu(page, menu, 'Asmeninė informacija', 'Asmeninė informacija');
    await page.getByRole('table', { name: 'Artimieji' }).waitFor();

    // Work implements: accept the one awaiting confirmation.
    await openFromMenu(page, menu, 'Darbo priemonės', 'Darbo priemonės');
    const implementsTable = page.getByRole('table', { name: 'Darbo priemonės' });
    const awaiting = implementsTable.getByRole('button', { name: 'Laukia patvirtinimo' });
    await awaiting.waitFor();
    const acceptedBefore = await implementsTable.getByText('Priimta', { exact: true }).count();
    await awaiting.click();
    await page.getByRole('dialog', { name: 'Darbo priemonės patvirtinimas' }).getByRole('button', { name: 'Priimti' }).click();
    await page.getByText('Darbo priemonė priimta.').waitFor();
    await implementsTable.getByRole('button', { name: 'Laukia patvirtinimo' }).waitFor({ state: 'detached' });
    await expect(implementsTable.getByText('Priimta', { exact: true }).count()).resolves.toBe(acceptedBefore + 1);

    // Qualifications.
    await openFromMenu(page, menu, 'Kvalifikacijos', 'Kvalifikacijos');
    await page.getByRole('table', { name: 'Kvalifikacijos' }).waitFor();

    // English: the language is chosen in the settings.
    await switchToEnglish(page);

    const mainMenu = 'Main menu';
    await openFromMenu(page, mainMenu, 'Contacts', 'Contacts');
    await page.getByLabel('Search').waitFor();
    await openFromMenu(page, mainMenu, 'Messages', 'Messages');
    await page.getByRole('table', { name: 'Messages, newest first' }).waitFor();
    await openFromMenu(page, mainMenu, 'Personal information', 'Personal information');
    await page.getByRole('table', { name: 'Relatives' }).waitFor();
    await openFromMenu(page, mainMenu, 'Work implements', 'Work implements');
    await page.getByRole('table', { name: 'Work implements' }).getByText('Accepted').first().waitFor();
    await openFromMenu(page, mainMenu, 'Qualifications', 'Qualifications');
    await page.getByRole('table', { name: 'Qualifications' }).waitFor();
    await openFromMenu(page, mainMenu, 'Instructions', 'Instructions');
    await openFromMenu(page, mainMenu, 'Working ability', 'Working abilities');

    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
