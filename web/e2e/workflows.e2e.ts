import { addDays } from '@portal/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, type OpenedPage, openPage, signInAs, switchToEnglish } from './chromium';
import { nextWorkDay, today, typeDate } from './dates';
import { resetEmployeePreferences } from './demo-preferences';

const portalUrl = inject('portalUrl');

// The annual-leave workflow of the demo: the line manager (`manager`) approves, then HR (`admin`)
// confirms; its cancellation goes to the manager again. The employee works in English, the approvers
// in Lithuanian (their saved language), as they would.

/** Files an annual leave of two work days from `start` and answers its number, on the document view. */
async function fileAnnualLeave(page: Page, start: string): Promise<string> {
  await page.goto('/applications/new-application');
  await page
    .getByRole('button', { name: 'Annual leave application' })
    .or(page.getByRole('link', { name: 'Annual leave application' }))
    .first()
    .click();
  await page.getByRole('heading', { name: 'Annual leave application', level: 1 }).waitFor();
  await typeDate(page, 'Date from', start);
  await typeDate(page, 'Date to', nextWorkDay(start));
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/applications\/view-application\/\d+$/, { timeout: 20_000 });
  const heading = page.getByRole('heading', { level: 1, name: /KA-\d+/ });
  await heading.waitFor({ timeout: 15_000 });
  const number = (await heading.textContent())?.match(/KA-\d+/)?.[0];
  if (!number) throw new Error('no document number in the title');
  // Submitting started the form's workflow.
  await page.getByText('In progress', { exact: true }).first().waitFor();
  return number;
}

/** Opens a step of the workflow history and waits for `text` in it. */
async function expectInHistoryStep(page: Page, step: string, text: string): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(step) })
    .first()
    .click();
  await page.getByText(text).first().waitFor();
}

/** Opens a task from home's "My tasks" (Lithuanian); one never opened before is marked unread. */
async function openTaskFromHome(page: Page, documentNo: string, options: { unread: boolean }): Promise<void> {
  await page.goto('/home');
  const tasks = page.getByRole('table', { name: 'Mano užduotys' });
  const row = tasks.getByRole('row').filter({ hasText: documentNo });
  await row.waitFor({ timeout: 15_000 });
  expect(await row.getAttribute('data-unread')).toBe(options.unread ? 'true' : null);
  await row.click();
  await page.waitForURL(/\/applications\/view-application\/\d+$/);
  await page.getByRole('heading', { level: 1, name: new RegExp(documentNo) }).waitFor();
}

/** The approver's decision panel beside the open document (Lithuanian). */
function decisionPanel(page: Page) {
  return page.getByRole('region', { name: 'Jūsų sprendimas' });
}

/**
 * Approves or declines the open document with a comment (Lithuanian) in the panel beside it, and
 * moves on: to the next task, or to the task list when none is left (never home).
 */
async function decide(page: Page, decision: 'Patvirtinti' | 'Atmesti', comment: string): Promise<void> {
  const decided = page.url();
  const panel = decisionPanel(page);
  await panel.getByRole('textbox', { name: /Komentaras/ }).fill(comment);
  await panel.getByRole('button', { name: decision, exact: true }).click();
  await page.waitForURL((url) => url.href !== decided && /\/applications\/(tasks|view-application\/\d+)$/.test(url.pathname), {
    timeout: 15_000,
  });
}

/** Opens a task from the task list (Lithuanian). */
async function openTaskFromTasks(page: Page, documentNo: string): Promise<void> {
  await page.goto('/applications/tasks');
  const row = page.getByRole('table', { name: 'Užduotys' }).getByRole('row').filter({ hasText: documentNo });
  await row.waitFor({ timeout: 15_000 });
  await row.click();
  await page.getByRole('heading', { level: 1, name: new RegExp(documentNo) }).waitFor();
}

/** Opens one of the employee's documents from My applications (every state, newest first). */
async function openOwnDocument(page: Page, documentNo: string): Promise<void> {
  await page.goto('/applications/my-applications');
  await page.getByRole('table', { name: 'My applications' }).getByRole('row').filter({ hasText: documentNo }).click();
  await page.getByRole('heading', { level: 1, name: new RegExp(documentNo) }).waitFor();
}

/** The absence history lists a row starting on `start` (the job queue has applied the record). */
async function absenceRowsStarting(page: Page, start: string): Promise<number> {
  await page.goto('/my-working-time/history');
  await page.getByRole('heading', { name: 'Absence history', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Absence history' }).or(page.getByText('You have no absences.')).first().waitFor();
  return page.getByRole('table', { name: 'Absence history' }).getByRole('row').filter({ hasText: start }).count();
}

describe.skipIf(!inject('chromiumAvailable'))('approving, declining and cancelling an annual leave in Chromium', () => {
  let browser: Browser;
  let employee: OpenedPage;
  let manager: OpenedPage;
  let admin: OpenedPage;
  let approvedNo = '';
  const approvedStart = nextWorkDay(addDays(today, 62));

  beforeAll(async () => {
    await resetEmployeePreferences(portalUrl);
    browser = await launchChromium();
    [employee, manager, admin] = await Promise.all([
      openPage(browser, portalUrl),
      openPage(browser, portalUrl),
      openPage(browser, portalUrl),
    ]);
    await signInAs(employee.page, 'employee');
    await switchToEnglish(employee.page);
    await signInAs(manager.page, 'manager');
    await signInAs(admin.page, 'admin');
  });

  afterAll(async () => {
    await browser?.close();
    await resetEmployeePreferences(portalUrl);
  });

  it('goes from the employee to the manager and HR, is approved, recorded as an absence and announced', async () => {
    const start = approvedStart;
    const documentNo = await fileAnnualLeave(employee.page, start);
    approvedNo = documentNo;

    await openTaskFromHome(manager.page, documentNo, { unread: true });
    await decide(manager.page, 'Patvirtinti', 'Pritariu, gero poilsio.');

    await openTaskFromHome(admin.page, documentNo, { unread: true });
    await decide(admin.page, 'Patvirtinti', 'Įregistruota.');

    const { page } = employee;
    await openOwnDocument(page, documentNo);
    await page.getByText('Approved', { exact: true }).first().waitFor();
    // The history names both decisions with their comments.
    await expectInHistoryStep(page, 'Vadovo pritarimas', 'Pritariu, gero poilsio.');
    await expectInHistoryStep(page, 'Personalo patvirtinimas', 'Įregistruota.');

    await expect.poll(() => absenceRowsStarting(page, start), { timeout: 20_000, interval: 1_000 }).toBe(1);

    await page.goto('/messages');
    await page.getByText(`Your document has been approved: Annual leave application ${documentNo}`).first().waitFor();
  });

  it('cancels the approved leave with a reason through its cancellation workflow, and the absence is reversed', async () => {
    const { page } = employee;
    const reason = 'Susirgo vaikas, atostogas perkeliu.';
    const documentNo = approvedNo;
    const start = approvedStart;
    await openOwnDocument(page, documentNo);
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Initiate cancellation' }).click();
    const dialog = page.getByRole('dialog');
    // The request needs a reason: without one the dialog names the field and starts nothing.
    await dialog.getByRole('button', { name: 'Initiate cancellation' }).click();
    await dialog.getByText('Enter the reason for cancellation.').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason for cancellation' }).fill(reason);
    await dialog.getByRole('button', { name: 'Initiate cancellation' }).click();
    await page.getByText('Cancellation in progress').first().waitFor({ timeout: 15_000 });
    await page.getByText(`Reason for cancellation: ${reason}`).waitFor();

    // The manager finds the request in the tasks list as it opens (In Progress by default), marked as
    // a cancellation request, and reads the reason in the history before deciding.
    const tasksPage = manager.page;
    await tasksPage.goto('/applications/tasks');
    const row = tasksPage.getByRole('table', { name: 'Užduotys' }).getByRole('row').filter({ hasText: documentNo });
    await row.waitFor({ timeout: 15_000 });
    await row.getByText('Atšaukimo prašymas').waitFor();
    await row.click();
    await tasksPage.waitForURL(/\/applications\/view-application\/\d+$/);
    await tasksPage.getByRole('heading', { level: 1, name: new RegExp(documentNo) }).waitFor();
    await tasksPage.getByText(`Atšaukimo priežastis: ${reason}`).waitFor({ timeout: 15_000 });
    await decide(tasksPage, 'Patvirtinti', 'Sutinku atšaukti.');

    await openOwnDocument(page, documentNo);
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    await expect.poll(() => absenceRowsStarting(page, start), { timeout: 20_000, interval: 1_000 }).toBe(0);
  });

  it('is rejected when the manager declines, and the employee is told', async () => {
    const start = nextWorkDay(addDays(today, 90));
    const documentNo = await fileAnnualLeave(employee.page, start);

    await openTaskFromHome(manager.page, documentNo, { unread: true });
    await decide(manager.page, 'Atmesti', 'Tuo metu trūksta žmonių.');

    const { page } = employee;
    await openOwnDocument(page, documentNo);
    await page.getByText('Rejected', { exact: true }).first().waitFor();
    await expectInHistoryStep(page, 'Vadovo pritarimas', 'Tuo metu trūksta žmonių.');
    await page.goto('/messages');
    await page.getByText(`Your document has been rejected: Annual leave application ${documentNo}`).first().waitFor();
    expect(await absenceRowsStarting(page, start)).toBe(0);
  });

  it('shows the manager the balance after the leave and the team away, wants a reason to decline, then goes on to the next task', async () => {
    const olderNo = await fileAnnualLeave(employee.page, nextWorkDay(addDays(today, 100)));
    const start = nextWorkDay(addDays(today, 110));
    const documentNo = await fileAnnualLeave(employee.page, start);
    const { page } = manager;

    await openTaskFromTasks(page, documentNo);
    // The request reads as label–value pairs beside the decision, not as disabled inputs.
    await page.getByLabel('Dokumento laukai').getByText('Laikotarpis').waitFor();
    const context = page.getByRole('region', { name: 'Sprendimui' });
    await context.getByText('Likutis po atostogų').waitFor({ timeout: 15_000 });
    const strip = context.getByRole('list', { name: 'Komandos narių nebuvimas pagal dienas' });
    await strip.waitFor();
    expect(await strip.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await context.getByText(/^Komanda: Gamybos skyrius/).waitFor();
    await page.getByRole('region', { name: 'Tvirtinimo eiga' }).getByText('Vadovo pritarimas').waitFor();

    // No reason: refused, with the field named, and nothing sent.
    const panel = decisionPanel(page);
    await panel.getByRole('button', { name: 'Atmesti', exact: true }).click();
    await panel.getByText('Komentaras: nurodykite atmetimo priežastį.').waitFor();
    expect(page.url()).toMatch(/\/applications\/view-application\/\d+$/);

    await decide(page, 'Atmesti', 'Tą savaitę metinė inventorizacija.');
    // The next task in the list's order (newest first): the leave filed just before.
    await page.getByRole('heading', { level: 1, name: new RegExp(olderNo) }).waitFor({ timeout: 15_000 });

    await openOwnDocument(employee.page, documentNo);
    await employee.page.getByText('Rejected', { exact: true }).first().waitFor();
  });

  it('raised no page or console errors', () => {
    for (const opened of [employee, manager, admin]) {
      expect(opened.pageErrors.map((error) => error.message)).toEqual([]);
      expect(opened.consoleErrors).toEqual([]);
    }
  });
});
