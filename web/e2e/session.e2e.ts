import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, switchToEnglish } from './chromium';
import { resetEmployeePreferences, restoreDemoPassword } from './demo-preferences';

const portalUrl = inject('portalUrl');
const serverLogFile = inject('serverLogFile');

async function signInOverApi(username: string, password: string) {
  const response = await fetch(`${portalUrl}/api/sessions/username-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (await response.json()) as { status: string; data: { token: string } | null };
}

/** The recovery link of the newest password-reset mail to `username`, read from the outbox worker's log. */
async function waitForRecoveryLink(username: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = readFileSync(serverLogFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { template?: string; text?: string })
      .filter((entry) => entry.template === 'password-reset' && new RegExp(`\\b${username}\\b`).test(entry.text ?? ''));
    const link = mails.at(-1)?.text?.match(/https?:\/\/\S+\/password-recover\?token=\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no password-reset mail for ${username} reached the outbox log`);
}

describe.skipIf(!inject('chromiumAvailable'))('signing in and out in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    // The first test switches the employee's company and language: start from and leave the seeded ones.
    await resetEmployeePreferences(portalUrl);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await resetEmployeePreferences(portalUrl);
    // The recovery test gives the manager a new password; the other files sign the manager in with the seeded one.
    await restoreDemoPassword(portalUrl, 'manager', 'Rudenelis2026');
  });

  it('signs the employee in, shows the layout in Lithuanian, switches company and language, and signs out', async () => {
    const { page, pageErrors } = await openPage(browser, portalUrl);
    await page.goto('/');
    await page.waitForURL('**/sign-in');

    await expect(page.getByRole('checkbox', { name: 'Prisiminti mane' }).isChecked()).resolves.toBe(true);
    await page.getByLabel('Naudotojo vardas').fill('employee');
    await page.getByLabel('Slaptažodis').fill('Demo1234');
    await page.getByRole('button', { name: 'Prisijungti' }).click();

    await page.getByRole('heading', { name: 'Pradžia' }).waitFor();
    await page.getByRole('button', { name: 'Pranešimai' }).waitFor();
    const token = await page.evaluate(() => Object.values(localStorage).find((value) => /^[\w-]{40,}$/.test(value)) ?? null);
    expect(token).not.toBeNull();

    await page.getByRole('button', { name: 'Keisti įmonę' }).click();
    const chooser = page.getByRole('dialog', { name: 'Pasirinkite įmonę' });
    await chooser.waitFor();
    await chooser.getByText('UAB „Nemuno logistika“').click();
    const confirm = chooser.getByRole('button', { name: 'Pasirinkti' });
    if (await confirm.isVisible()) await confirm.click();
    await page.getByRole('button', { name: 'Keisti įmonę' }).filter({ hasText: 'Nemuno logistika' }).waitFor();
    const company = await fetch(`${portalUrl}/api/company`, { headers: { authorization: `Bearer ${token}` } });
    expect((await company.json()).data.code).toBe('NL');

    await switchToEnglish(page);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('button', { name: /^(Prisijungti|Sign in)$/ }).waitFor();

    // Signing out revoked the session on the server, not only in the browser.
    const afterSignOut = await fetch(`${portalUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(afterSignOut.status).toBe(401);
    expect(pageErrors).toEqual([]);
  });

  it('keeps the language chosen on the sign-in page for the next sign-in on another browser', async () => {
    // The profile speaks Lithuanian (the test before switched it to English): only the choice below changes it.
    await resetEmployeePreferences(portalUrl);
    const { page, pageErrors } = await openPage(browser, portalUrl);
    await page.goto('/sign-in');
    await page.getByText('Demonstracinė aplinka: duomenys išgalvoti.').waitFor();
    // The switch is a segmented control: its radio input sits under its label.
    await page.getByText('EN', { exact: true }).click();
    await page.getByText('Demo environment: the data is made up.').waitFor();
    await page.getByLabel('Username').fill('employee');
    await page.getByLabel('Password').fill('Demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Home' }).waitFor();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/sign-in');
    // Another browser: nothing stored, the sign-in page speaks the default Lithuanian.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.reload();
    await page.getByLabel('Naudotojo vardas').fill('employee');
    await page.getByLabel('Slaptažodis').fill('Demo1234');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    // The profile kept English.
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(pageErrors).toEqual([]);
  });

  it('recovers a forgotten password through the e-mail outbox and signs in with the new one', async () => {
    const { page, pageErrors } = await openPage(browser, portalUrl);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Pamiršote slaptažodį?' }).click();
    await page.waitForURL('**/password-request');
    await page.getByLabel('Naudotojo vardas').fill('manager');
    await page.getByRole('button', { name: 'Patvirtinti' }).click();

    const link = await waitForRecoveryLink('manager');
    await page.goto(link.slice(link.indexOf('/password-recover')));
    await page.getByLabel('Naujas slaptažodis').fill('Rudenelis2026');
    await page.getByLabel('Pakartokite slaptažodį').fill('Rudenelis2026');
    await page.getByRole('button', { name: 'Išsaugoti' }).click();
    await page.getByRole('heading', { name: 'Pradžia' }).waitFor();

    expect((await signInOverApi('manager', 'Demo1234')).status).toBe('fail');
    expect((await signInOverApi('manager', 'Rudenelis2026')).status).toBe('success');

    // The link works once only.
    const { page: second } = await openPage(browser, portalUrl);
    await second.goto(link.slice(link.indexOf('/password-recover')));
    await second.getByLabel('Naujas slaptažodis').fill('Ruduo2026xx');
    await second.getByLabel('Pakartokite slaptažodį').fill('Ruduo2026xx');
    await second.getByRole('button', { name: 'Išsaugoti' }).click();
    await second.getByRole('alert').first().waitFor();
    expect((await signInOverApi('manager', 'Ruduo2026xx')).status).toBe('fail');
    expect(pageErrors).toEqual([]);
  });
});
