import { addDays } from '@portal/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type OpenedPage, openPage } from './chromium';
import { nextWorkDay, today } from './dates';
import { resetEmployeePreferences } from './demo-preferences';

const portalUrl = inject('portalUrl');

// Issue 12: filing an annual leave and approving it with the keyboard alone. Every step below is a key
// press (Tab, Shift+Tab, Enter, Space, arrows, typed text); locators only wait for a page and read what
// the test asserts. Wherever the keyboard could not go on, the component was fixed, not the test.

/** A laptop's screen: the leave form is taller than it, so the sticky action bar covers part of the form. */
const VIEWPORT = { width: 1280, height: 720 };
const ANNUAL_LEAVE = 'Prašymas suteikti kasmetines atostogas';

/** What holds the keyboard focus, read in the page. */
interface FocusedElement {
  tag: string;
  /** The explicit role, else the one its tag implies (link, button, textbox, checkbox, row). */
  role: string;
  /** aria-label, else its label's text (the required mark left out), else its own text. */
  name: string;
  value: string | null;
  isChecked: boolean | null;
  /** A ring shows: an outline that is drawn, or a box shadow. */
  isRingVisible: boolean;
  /** How it lies against the sticky action bar: covered by it (even partly), or clear of it. */
  isUnderActionBar: boolean;
}

function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { tag: 'body', role: 'none', name: '', value: null, isChecked: null, isRingVisible: false, isUnderActionBar: false };
    }
    const tag = element.tagName.toLowerCase();
    const type = element.getAttribute('type');
    const implicitRoles: Record<string, string> = { a: 'link', button: 'button', textarea: 'textbox', tr: 'row' };
    const role =
      element.getAttribute('role') ?? (tag === 'input' ? (type === 'checkbox' ? 'checkbox' : 'textbox') : (implicitRoles[tag] ?? tag));
    const labelled = element.getAttribute('aria-labelledby');
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    const rawName =
      element.getAttribute('aria-label') ??
      (labelled
        ? labelled
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      (labels && labels.length > 0 ? labels[0]!.textContent : null) ??
      element.textContent ??
      '';
    const name = rawName
      .replace(/\s+/g, ' ')
      .replace(/\s*\*$/, '')
      .trim();
    // The ring is drawn on the element, or on the box around it where the control is more than its input
    // (a password field with its eye button): an ancestor no larger than a control's frame.
    const hasRing = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      return (
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
        (style.boxShadow !== '' && style.boxShadow !== 'none')
      );
    };
    const own = element.getBoundingClientRect();
    let isRingVisible = hasRing(element);
    for (let frame = element.parentElement, depth = 0; !isRingVisible && frame && depth < 3; frame = frame.parentElement, depth++) {
      const box = frame.getBoundingClientRect();
      if (box.height > own.height + 16) break;
      isRingVisible = hasRing(frame);
    }
    const bar = document.querySelector('[data-sticky-action-bar]');
    let isUnderActionBar = false;
    if (bar && !bar.contains(element)) {
      const barBox = bar.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      isUnderActionBar = box.bottom > barBox.top + 0.5 && box.top < barBox.bottom;
    }
    return {
      tag,
      role,
      name,
      value: 'value' in element ? String((element as HTMLInputElement).value) : null,
      isChecked: type === 'checkbox' ? (element as HTMLInputElement).checked : null,
      isRingVisible,
      isUnderActionBar,
    };
  });
}

type Matcher = { role: string; name: string | RegExp };

function matches(element: FocusedElement, { role, name }: Matcher): boolean {
  return element.role === role && (typeof name === 'string' ? element.name === name : name.test(element.name));
}

function describeMatcher({ role, name }: Matcher): string {
  return `the ${role} "${String(name)}"`;
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on the element described, and answers it; after `limit`
 * presses it fails, naming every stop on the way, so a control the keyboard cannot reach (or a trap)
 * fails clearly instead of looping.
 */
async function tabUntil(page: Page, target: Matcher, options: { limit?: number; backwards?: boolean } = {}): Promise<FocusedElement> {
  const { limit = 40, backwards = false } = options;
  const stops: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const element = await focusedElement(page);
    // Every stop on the way, not only the target, shows where the focus is (WCAG 2.4.11).
    expect(element.isUnderActionBar, `${element.role} "${element.name}" hidden under the sticky action bar`).toBe(false);
    if (matches(element, target)) return element;
    stops.push(`${element.role} "${element.name.slice(0, 40)}"`);
  }
  throw new Error(
    `${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${describeMatcher(target)}; the focus went ${stops.join(' → ')}`,
  );
}

/** The focus is on the element described, with its ring showing and not hidden under the action bar. */
async function expectFocusOn(page: Page, target: Matcher): Promise<FocusedElement> {
  const element = await focusedElement(page);
  expect(matches(element, target), `focus on ${describeMatcher(target)}, found ${element.role} "${element.name}"`).toBe(true);
  expectFocusShows(element);
  return element;
}

function expectFocusShows(element: FocusedElement): void {
  expect(element.isRingVisible, `a focus ring on ${element.role} "${element.name}"`).toBe(true);
  expect(element.isUnderActionBar, `${element.role} "${element.name}" clear of the action bar`).toBe(false);
}

/** Signs in on the sign-in page with the keyboard: the username field has the focus as the page opens. */
async function signInWithKeyboard(page: Page, username: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(async () => (await focusedElement(page)).name).toBe('Naudotojo vardas');
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expectFocusOn(page, { role: 'textbox', name: 'Slaptažodis' });
  await page.keyboard.type('Demo1234');
  // Enter in the password field signs in, as on any sign-in form.
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Pradžia', level: 1 }).waitFor({ timeout: 15_000 });
}

/** Follows a menu entry of the sidebar with Tab and Enter, and waits for its page. */
async function openFromMenu(page: Page, entry: string, heading: string): Promise<void> {
  const link = await tabUntil(page, { role: 'link', name: entry });
  expectFocusShows(link);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 15_000 });
}

/** The leave's number as its document view's title shows it. */
async function documentNumberOnView(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 1, name: /KA-\d+/ });
  await heading.waitFor({ timeout: 20_000 });
  const number = (await heading.textContent())?.match(/KA-\d+/)?.[0];
  if (!number) throw new Error('no document number in the title');
  return number;
}

/**
 * An approver opens the document's task from the task list and approves it, keys only. Declining first
 * without a reason shows that the keyboard is taken to the comment, where the reason goes.
 */
async function approveWithKeyboard(page: Page, documentNo: string, comment: string): Promise<void> {
  await openFromMenu(page, 'Užduotys', 'Užduotys');
  await page.getByRole('table', { name: 'Užduotys' }).getByRole('row').filter({ hasText: documentNo }).waitFor({ timeout: 15_000 });
  const row = await tabUntil(page, { role: 'row', name: new RegExp(documentNo) }, { limit: 80 });
  expectFocusShows(row);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: new RegExp(documentNo) }).waitFor({ timeout: 15_000 });
  const decided = page.url();
  // The decision buttons come with the page's approval part, which loads after the title: a person
  // waits for them to appear before reaching for them.
  await page.getByRole('button', { name: 'Atmesti', exact: true }).waitFor({ timeout: 15_000 });

  // HR's page has more stops on the way (the work-time menu, the administrator's controls).
  await tabUntil(page, { role: 'button', name: 'Atmesti' }, { limit: 80 });
  await page.keyboard.press('Enter');
  await page.getByText('Komentaras: nurodykite atmetimo priežastį.').waitFor();
  await expectFocusOn(page, { role: 'textbox', name: 'Komentaras' });
  await page.keyboard.type(comment);

  expectFocusShows(await tabUntil(page, { role: 'button', name: 'Patvirtinti' }));
  await page.keyboard.press('Space');
  // On to the next task, or to the task list when none is left.
  await page.waitForURL((url) => url.href !== decided && /\/applications\/(tasks|view-application\/\d+)$/.test(url.pathname), {
    timeout: 15_000,
  });
}

/** The document and its approval plan as the employee reads them over the API. */
async function documentAsEmployee(id: string) {
  const signIn = await fetch(`${portalUrl}/api/sessions/username-auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'employee', password: 'Demo1234' }),
  });
  const { data: session } = (await signIn.json()) as { data: { token: string } };
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${portalUrl}/api${path}`, { headers: { authorization: `Bearer ${session.token}` } });
    return ((await response.json()) as { data: T }).data;
  };
  const document = await read<{ state: string; dateFrom: string; dateTo: string }>(`/documents/get-form-submissions/${id}`);
  const plan = await read<{
    workflowActivities: { nameEn: string; state: string; workflowActivityParticipants: { comment: string | null }[] }[];
  }>(`/documents/get-workflow-plan/${id}`);
  return {
    state: document.state,
    period: [document.dateFrom, document.dateTo],
    steps: plan.workflowActivities.map((step) => ({
      step: step.nameEn,
      state: step.state,
      comments: step.workflowActivityParticipants.map((participant) => participant.comment).filter(Boolean),
    })),
  };
}

describe.skipIf(!inject('chromiumAvailable'))('filing and approving an annual leave with the keyboard alone', () => {
  let browser: Browser;
  const pages: OpenedPage[] = [];
  const start = nextWorkDay(addDays(today, 130));
  const end = nextWorkDay(start);
  let documentId = '';
  let documentNo = '';

  async function newPage(): Promise<Page> {
    const opened = await openPage(browser, portalUrl);
    pages.push(opened);
    await opened.page.setViewportSize(VIEWPORT);
    return opened.page;
  }

  beforeAll(async () => {
    await resetEmployeePreferences(portalUrl);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('files the leave: signs in, opens the form from the menu, fills it and submits it', async () => {
    const page = await newPage();
    await signInWithKeyboard(page, 'employee');

    await openFromMenu(page, 'Mano prašymai', 'Mano prašymai');
    expectFocusShows(await tabUntil(page, { role: 'link', name: 'Naujas prašymas' }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Naujas prašymas', level: 1 }).waitFor();
    await page.getByRole('link', { name: ANNUAL_LEAVE }).first().waitFor();
    expectFocusShows(await tabUntil(page, { role: 'link', name: ANNUAL_LEAVE }));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: ANNUAL_LEAVE, level: 1 }).waitFor();
    const filing = page.url();
    expect(filing).toMatch(/\/applications\/detail-application\/\d+\/\d+$/);
    await page.getByRole('textbox', { name: 'Data nuo' }).waitFor();

    // Submitting the empty form is refused, and the keyboard is taken to the first field to fix.
    expectFocusShows(await tabUntil(page, { role: 'button', name: 'Pateikti' }));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focusedElement(page)).name).toBe('Data nuo');
    await expectFocusOn(page, { role: 'textbox', name: 'Data nuo' });
    expect(page.url()).toBe(filing);
    // No calendar pops up over the fields below: the keyboard types the date.
    expect(await page.locator('[data-dates-dropdown]').isVisible()).toBe(false);

    // The period is typed into the date-range control; Enter in a field never submits.
    await page.keyboard.type(start);
    await page.keyboard.press('Enter');
    await tabUntil(page, { role: 'textbox', name: 'Data iki' }, { limit: 3 });
    await page.keyboard.type(end);
    await page.keyboard.press('Enter');
    // The leave days and the balance after the leave show live before anything is sent.
    await expect.poll(() => page.getByRole('textbox', { name: 'Atostogų dienos', exact: true }).inputValue()).toBe('2');
    await page.getByText(/^Likutis po šių atostogų: -?[\d\s,]+ d\./).waitFor();

    // The holiday pay: the select opens and moves with the arrows, Enter picks (and does not submit).
    await tabUntil(page, { role: 'combobox', name: 'Atostoginių išmokėjimas' }, { limit: 6 });
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Su darbo užmokesčiu' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect((await expectFocusOn(page, { role: 'combobox', name: 'Atostoginių išmokėjimas' })).value).toBe('Su darbo užmokesčiu');

    // The agreement is ticked with Space.
    const agreement = await tabUntil(page, { role: 'checkbox', name: /^Sutinku, kad atostoginiai/ }, { limit: 2 });
    expectFocusShows(agreement);
    expect(agreement.isChecked).toBe(false);
    await page.keyboard.press('Space');
    expect((await focusedElement(page)).isChecked).toBe(true);

    // A substitute is chosen from the searchable list with the arrows.
    await tabUntil(page, { role: 'combobox', name: 'Pavaduojantis darbuotojas' }, { limit: 2 });
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const substitute = await expectFocusOn(page, { role: 'combobox', name: 'Pavaduojantis darbuotojas' });
    expect(substitute.value).toMatch(/\(SV\d+\)$/);

    // In the notes Enter starts a new line.
    await tabUntil(page, { role: 'textbox', name: 'Pastabos' }, { limit: 2 });
    await expectFocusOn(page, { role: 'textbox', name: 'Pastabos' });
    await page.keyboard.type('Šeimos atostogos.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pavaduos kolegė.');
    expect((await focusedElement(page)).value).toBe('Šeimos atostogos.\nPavaduos kolegė.');
    expect(page.url()).toBe(filing);

    // The actions wait in the bar at the bottom: close, save as draft, then submit.
    expectFocusShows(await tabUntil(page, { role: 'button', name: 'Uždaryti' }, { limit: 2 }));
    expectFocusShows(await tabUntil(page, { role: 'button', name: 'Išsaugoti juodraštį' }, { limit: 1 }));
    expectFocusShows(await tabUntil(page, { role: 'button', name: 'Pateikti' }, { limit: 1 }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/applications\/view-application\/\d+$/, { timeout: 20_000 });
    await page.getByText('Pateikta tvirtinti', { exact: true }).first().waitFor();
    documentNo = await documentNumberOnView(page);
    documentId = page.url().match(/(\d+)$/)![1]!;

    const filed = await documentAsEmployee(documentId);
    expect(filed.state).toBe('InProgress');
    expect(filed.period).toEqual([start, end]);
    expect(filed.steps.map((step) => step.state)).toEqual(['active', 'waiting']);
  });

  it('is approved by the manager and then HR, each opening the task from the task list with the keyboard', async () => {
    expect(documentNo, 'the leave filed by the test before').not.toBe('');
    const manager = await newPage();
    await signInWithKeyboard(manager, 'manager');
    await approveWithKeyboard(manager, documentNo, 'Pritariu, gero poilsio.');
    const afterManager = await documentAsEmployee(documentId);
    expect(afterManager.state).toBe('InProgress');
    expect(afterManager.steps[0]).toEqual({ step: "Manager's consent", state: 'approved', comments: ['Pritariu, gero poilsio.'] });
    expect(afterManager.steps[1]?.state).toBe('active');

    const hr = await newPage();
    await signInWithKeyboard(hr, 'admin');
    await approveWithKeyboard(hr, documentNo, 'Įregistruota.');
    await expect.poll(async () => (await documentAsEmployee(documentId)).state).toBe('Approved');
  });

  it('raised no page or console errors', () => {
    for (const opened of pages) {
      expect(opened.pageErrors.map((error) => error.message)).toEqual([]);
      expect(opened.consoleErrors).toEqual([]);
    }
  });
});
