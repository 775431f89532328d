import { type Browser, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags that keep Chromium quiet on a closed network (no background calls home).
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

export interface OpenedPage {
  page: Page;
  /** Uncaught errors the page threw; a test asserts this stays empty. */
  pageErrors: Error[];
  /** Errors the page logged to the console; a test asserts this stays empty. */
  consoleErrors: string[];
}

/** A fresh page in its own context (empty local storage). */
export async function openPage(browser: Browser, baseURL: string): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL, locale: 'lt-LT', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { page, pageErrors, consoleErrors };
}

/** Signs in through the Lithuanian sign-in form and waits for home. */
export async function signInAs(page: Page, username: string, password = 'Demo1234'): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Naudotojo vardas').fill(username);
  await page.getByLabel('Slaptažodis').fill(password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await page.getByRole('heading', { name: 'Pradžia' }).waitFor();
}

/** Opens the settings from the avatar menu and saves English as the language (from Lithuanian). */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Naudotojo meniu' }).click();
  await page.getByRole('menuitem', { name: 'Nustatymai' }).click();
  await page.getByRole('heading', { name: 'Nustatymai' }).waitFor();
  await page.getByLabel('Kalba').click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Išsaugoti kalbą' }).click();
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
}
