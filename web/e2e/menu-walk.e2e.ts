import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, signInAs } from './chromium';

const portalUrl = inject('portalUrl');

// Every demo user sees a different menu: the employee's own records, the manager's team, the planner's
// work time, the administrator's administration. Each entry must open a real screen (issue 12).
const DEMO_USERS = ['employee', 'manager', 'admin', 'planner', 'viewer'] as const;

const MAIN_MENU = 'Pagrindinis meniu';
const NOT_FOUND = 'Puslapis nerastas';
const ACCESS_DENIED = 'Prieiga draudžiama';
const LOADING = 'Įkeliama…';

interface MenuEntry {
  label: string;
  href: string;
}

describe.skipIf(!inject('chromiumAvailable'))('the menu in Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(DEMO_USERS)('opens a screen from every menu entry as %s, never the not-found page', async (username) => {
    const { page, pageErrors, consoleErrors } = await openPage(browser, portalUrl);
    await signInAs(page, username);
    const menu = page.getByRole('navigation', { name: MAIN_MENU });
    const links = menu.getByRole('link');
    await links.first().waitFor();
    const entries: MenuEntry[] = await links.evaluateAll((elements) =>
      elements.map((element) => ({ label: element.textContent?.trim() ?? '', href: element.getAttribute('href') ?? '' })),
    );
    expect(entries.length, `${username}'s menu`).toBeGreaterThan(0);

    const problems: string[] = [];
    for (const [index, entry] of entries.entries()) {
      const link = links.nth(index);
      expect(await link.getAttribute('href')).toBe(entry.href);
      await link.click();
      // The entry is marked current once its screen is routed (redirects included); then its heading shows.
      await page.waitForFunction(
        ({ menuName, href }) =>
          document.querySelector(`nav[aria-label="${menuName}"] a[href="${href}"]`)?.getAttribute('aria-current') === 'page',
        { menuName: MAIN_MENU, href: entry.href },
      );
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1 }).first().waitFor();
      await main.getByText(LOADING).first().waitFor({ state: 'detached' });
      const title = (await main.getByRole('heading', { level: 1 }).first().textContent())?.trim();
      if (title === NOT_FOUND || title === ACCESS_DENIED) problems.push(`${entry.label} (${entry.href}) shows "${title}"`);
    }

    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
