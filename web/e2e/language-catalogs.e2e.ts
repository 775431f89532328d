import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage } from './chromium';

const portalUrl = inject('portalUrl');
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built chunk of a language's message catalog, as the build manifest names it. */
function catalogFile(language: 'lt' | 'en'): string {
  const manifest = JSON.parse(readFileSync(path.join(webRoot, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[`src/locales/${language}/messages.po`];
  if (!chunk) throw new Error(`the build has no catalog chunk for ${language}`);
  return chunk.file;
}

describe.skipIf(!inject('chromiumAvailable'))('the interface language in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("draws nothing before the language's catalog arrives, and fetches the other language only when chosen", async () => {
    const { page, pageErrors } = await openPage(browser, portalUrl);
    const lithuanian = catalogFile('lt');
    const english = catalogFile('en');
    const fetched: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.slice(1);
      if (file === lithuanian || file === english) fetched.push(file);
    });
    // The Lithuanian catalog is held back until the page has had time to draw without it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/${lithuanian}`, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/sign-in', { waitUntil: 'commit' });
    // The first request may take a while on a loaded machine: wait for it longer than poll's default second.
    await expect.poll(() => fetched, { timeout: 15_000 }).toEqual([lithuanian]);
    await page.waitForTimeout(1_000);
    // Not even the loading screen: its words would be message ids without the catalog.
    expect(await page.locator('#root').innerHTML()).toBe('');

    release();
    await page.getByRole('button', { name: 'Prisijungti' }).waitFor();
    expect(fetched).toEqual([lithuanian]);

    // The segmented control's radio input sits under its label.
    await page.getByText('EN', { exact: true }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(fetched).toEqual([lithuanian, english]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(pageErrors).toEqual([]);
  });
});
