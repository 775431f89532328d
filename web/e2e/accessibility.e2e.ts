import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays } from '@portal/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AxeViolation, describeViolation, seriousViolations } from './axe';
import { launchChromium, signInAs } from './chromium';
import { nextWorkDay, today, typeDate } from './dates';

const portalUrl = inject('portalUrl');

// Issue 12: axe-core on every page each demo user reaches, no serious and no critical violations, at a
// desktop width and a phone's; at the phone's width the pages people use most never scroll sideways. The
// same walk leaves screenshots of those pages at both widths in .data/screenshots/ for a reviewer.

const DEMO_USERS = ['employee', 'manager', 'admin', 'planner', 'viewer'] as const;
type DemoUser = (typeof DEMO_USERS)[number];

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const MAIN_MENU = 'Pagrindinis meniu';
const LOADING = 'Įkeliama…';
const ANNUAL_LEAVE = 'Prašymas suteikti kasmetines atostogas';

export const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.data/screenshots');

/**
 * Violations found on screens that other work in progress is rebuilding (issue 12), allowed here until it
 * lands: each names its page (the route as the menu or the router spells it) and axe rule, who fixes it
 * and how. The lead removes an entry when the fix is merged; an entry that no longer matches anything
 * fails the last test, so none outlives its violation.
 */
interface KnownViolation {
  page: string;
  rule: string;
  owner: string;
  fix: string;
}

export const knownViolations: KnownViolation[] = [];

/** The pages checked under a name: the route pattern, so entries and failures read the same. */
const PAGE = {
  signIn: '/sign-in',
  passwordRequest: '/password-request',
  settings: '/settings',
  newApplication: '/applications/new-application',
  filing: '/applications/detail-application/:id/:formGroupId',
  documentView: '/applications/view-application/:id',
  messageView: '/messages/view-message/:id',
} as const;

/** Pages that must fit a phone's width without the page scrolling sideways (issue 12). */
const NO_SIDEWAYS_SCROLL = new Set<string>([
  '/home',
  PAGE.filing,
  '/applications/tasks',
  PAGE.documentView,
  '/documents',
  // The work-time area's landing page and the period locks (issue 13), reached from the planner's menu.
  '/wtm-area/dashboard',
  '/wtm-area/manual-locks',
  '/my-working-time/schedule',
  // The planner's lists of schedules and shift groups (issue 13): their tables scroll inside, not the page.
  '/wtm-area/schedules',
  '/wtm-area/shift-groups',
]);

const usedKnownViolations = new Set<KnownViolation>();

function knownViolation(pageName: string, rule: string): KnownViolation | undefined {
  return knownViolations.find((entry) => entry.page === pageName && entry.rule === rule);
}

/** Waits until the screen has drawn its data: no requests in flight, its title shown, no loading text. */
async function settle(page: Page, options: { signedIn: boolean }): Promise<void> {
  await page.waitForLoadState('networkidle');
  if (options.signedIn) {
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1 }).first().waitFor();
    await main.getByText(LOADING).first().waitFor({ state: 'detached' });
  } else {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  // Two frames, so a layout that follows the viewport (the burger, table cards) has been drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function savePng(page: Page, name: string, width: number): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}

/** How far the page scrolls sideways at the current width (0 when it fits). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

interface CheckOptions {
  signedIn?: boolean;
  /** Saves `<screenshot>-1440.png` and `<screenshot>-390.png`. */
  screenshot?: string;
}

/**
 * Runs axe on the page as it is, at 1440 px and at 390 px (the pages of NO_SIDEWAYS_SCROLL also measured for
 * sideways scrolling there), and adds what it finds to `problems`; leaves the page at 1440 px.
 */
async function checkPage(page: Page, pageName: string, problems: string[], options: CheckOptions = {}): Promise<void> {
  const signedIn = options.signedIn ?? true;
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await settle(page, { signedIn });
    const where = `${pageName} at ${viewport.width} px`;
    const violations: AxeViolation[] = await seriousViolations(page);
    for (const violation of violations) {
      const known = knownViolation(pageName, violation.rule);
      if (known) usedKnownViolations.add(known);
      else problems.push(describeViolation(where, violation));
    }
    if (viewport === PHONE && NO_SIDEWAYS_SCROLL.has(pageName)) {
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) {
        const known = knownViolation(pageName, 'page-scrolls-sideways');
        if (known) usedKnownViolations.add(known);
        else problems.push(`${where}: the page scrolls sideways by ${overflow} px`);
      }
    }
    if (options.screenshot) await savePng(page, options.screenshot, viewport.width);
  }
  await page.setViewportSize(DESKTOP);
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  // Reduced motion: Mantine skips its transitions, so axe never measures a colour halfway through a fade.
  return browser.newContext({ baseURL: portalUrl, locale: 'lt-LT', viewport: DESKTOP, reducedMotion: 'reduce' });
}

/** The main menu's entries as the signed-in user sees them at 1440 px. */
async function menuEntries(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: MAIN_MENU }).getByRole('link');
  await links.first().waitFor();
  return links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
}

/** Opens a menu entry by clicking it, as a person would, and waits for it to be marked current. */
async function openMenuEntry(page: Page, href: string): Promise<void> {
  await page.getByRole('navigation', { name: MAIN_MENU }).locator(`a[href="${href}"]`).click();
  await page.waitForFunction(
    ({ menuName, entry }) =>
      document.querySelector(`nav[aria-label="${menuName}"] a[href="${entry}"]`)?.getAttribute('aria-current') === 'page',
    { menuName: MAIN_MENU, entry: href },
  );
}

/** Applications → New application → the annual leave form. */
async function openAnnualLeaveForm(page: Page): Promise<void> {
  await page.goto('/applications/new-application');
  await page
    .getByRole('button', { name: ANNUAL_LEAVE })
    .or(page.getByRole('link', { name: ANNUAL_LEAVE }))
    .first()
    .click();
  await page.getByRole('heading', { name: ANNUAL_LEAVE, level: 1 }).waitFor();
}

/** Opens the first row of a table in the main area (rows open their document or message). */
async function openFirstRow(page: Page, url: RegExp): Promise<void> {
  const row = page.getByRole('main').getByRole('table').first().getByRole('row').nth(1);
  await row.waitFor();
  const link = row.getByRole('link').first();
  if ((await link.count()) > 0) await link.click();
  else await row.click();
  await page.waitForURL(url);
}

describe.skipIf(!inject('chromiumAvailable'))('accessibility (axe-core) and phone widths in Chromium', () => {
  let browser: Browser;
  /** The annual leave the employee files here; the manager opens it from the tasks as its approver. */
  let annualLeaveNo = '';

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds no serious or critical violation on the pages before signing in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    await page.goto('/sign-in');
    await checkPage(page, PAGE.signIn, problems, { signedIn: false });
    await page.goto('/password-request');
    await checkPage(page, PAGE.passwordRequest, problems, { signedIn: false });
    await context.close();
    expect(problems).toEqual([]);
  });

  it.each(DEMO_USERS)(
    'finds no serious or critical violation on any page %s reaches, at 1440 and 390 px',
    async (username: DemoUser) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const problems: string[] = [];
      await signInAs(page, username);

      // Every entry of the user's menu; home, the task list and the documents list are photographed.
      const screenshots: Record<string, string | undefined> = {
        '/home': username === 'employee' ? 'home' : undefined,
        '/applications/tasks': username === 'manager' ? 'tasks' : undefined,
        '/documents': username === 'admin' ? 'documents' : undefined,
        '/wtm-area/dashboard': username === 'planner' ? 'wtm-dashboard' : undefined,
        '/wtm-area/manual-locks': username === 'planner' ? 'manual-locks' : undefined,
        '/wtm-area/schedules': username === 'planner' ? 'schedules' : undefined,
        '/wtm-area/shift-groups': username === 'planner' ? 'shift-groups' : undefined,
      };
      const entries = await menuEntries(page);
      expect(entries.length, `${username}'s menu`).toBeGreaterThan(0);
      for (const href of entries) {
        await openMenuEntry(page, href);
        await checkPage(page, href, problems, { screenshot: screenshots[href] });
      }

      await page.getByRole('button', { name: 'Naudotojo meniu' }).click();
      await page.getByRole('menuitem', { name: 'Nustatymai' }).click();
      await page.getByRole('heading', { name: 'Nustatymai', level: 1 }).waitFor();
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await checkPage(page, PAGE.settings, problems);

      // Filing: the annual leave form with its dates typed, so the leave days and the balance show.
      await openAnnualLeaveForm(page);
      const start = nextWorkDay(addDays(today, 118));
      await typeDate(page, 'Data nuo', start);
      await typeDate(page, 'Data iki', nextWorkDay(start));
      await checkPage(page, PAGE.filing, problems, { screenshot: username === 'employee' ? 'filing' : undefined });

      if (username === 'employee') {
        await page.getByRole('button', { name: 'Pateikti', exact: true }).click();
        await page.waitForURL(/\/applications\/view-application\/\d+$/, { timeout: 20_000 });
        const heading = page.getByRole('heading', { level: 1, name: /KA-\d+/ });
        await heading.waitFor({ timeout: 15_000 });
        annualLeaveNo = (await heading.textContent())?.match(/KA-\d+/)?.[0] ?? '';
        await checkPage(page, PAGE.documentView, problems);
      } else if (username === 'manager') {
        // The approver's view: the employee's annual leave opened from the task list.
        expect(annualLeaveNo, 'the employee filed an annual leave first').not.toBe('');
        await page.goto('/applications/tasks');
        const row = page.getByRole('main').getByRole('row').filter({ hasText: annualLeaveNo });
        await row.first().click();
        await page.waitForURL(/\/applications\/view-application\/\d+$/);
        await page.getByRole('heading', { level: 1, name: new RegExp(annualLeaveNo) }).waitFor();
        await checkPage(page, PAGE.documentView, problems, { screenshot: 'document-view' });
      } else if (username !== 'viewer') {
        // The viewer files no documents in the demo, so has none of their own to open.
        await page.goto('/applications/my-applications');
        await openFirstRow(page, /\/applications\/view-application\/\d+$/);
        await checkPage(page, PAGE.documentView, problems);
      }

      await page.goto('/messages');
      await openFirstRow(page, /\/messages\/view-message\/\d+$/);
      await checkPage(page, PAGE.messageView, problems);

      await context.close();
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    },
    300_000,
  );

  it('allows no known violation that no longer occurs (remove its entry from knownViolations)', () => {
    const stale = knownViolations.filter((entry) => !usedKnownViolations.has(entry));
    expect(stale).toEqual([]);
  });
});
