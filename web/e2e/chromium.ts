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
}

/** A fresh page in its own context (empty local storage). */
export async function openPage(browser: Browser, baseURL: string): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL, locale: 'lt-LT', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { page, pageErrors };
}
