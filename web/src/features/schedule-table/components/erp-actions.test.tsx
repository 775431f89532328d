import { ErrorCode, type ErpHandOverResult, PeriodStatus } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { SESSION_TOKEN } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';
import { aTable, TABLE_ROUTE } from '../testing/table-fixtures';
import { tableServer } from '../testing/table-server';

// The month's ERP menu (spec 2 §7): send an approved month, send the planned absences, compare in Excel.

const period = (status: 0 | 1 | 2) => ({ id: 7, status, manualLock: false, lockedByName: null, bcUpdatedAt: null, version: 3 });
const handOver = (result: Partial<ErpHandOverResult>): ErpHandOverResult => ({
  queued: 0,
  reversed: 0,
  unchanged: 0,
  period: period(PeriodStatus.approved),
  ...result,
});

function renderMonth(status: 0 | 1 | 2, options: { changeStatus?: boolean; overrides?: ProcedureMocks } = {}) {
  const table = aTable({
    period: period(status),
    isEditable: status === PeriodStatus.inProgress,
    permissions: { edit: true, changeStatus: options.changeStatus ?? true, lock: true, exportToExcel: true },
  });
  const { procedures, month } = tableServer({
    table,
    overrides: {
      'schedulePeriods.updateNavision': () => handOver({ queued: 2, unchanged: 1 }),
      'schedulePeriods.absenceToNavision': () => handOver({ queued: 3, reversed: 1, unchanged: 4 }),
      ...options.overrides,
    },
  });
  return { app: renderApp({ route: TABLE_ROUTE, signedIn: true, procedures }), month };
}

/** The month's first render loads the page's code: on a busy machine it takes longer than findBy's second. */
const monthShown = () => screen.findByRole('grid', {}, { timeout: 5_000 });

describe('the month and the ERP', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
    activateLanguage('en');
  });
  afterEach(() => vi.useRealTimers());

  it('sends an approved month after asking, and says how many lines were queued', async () => {
    const { app, month } = renderMonth(PeriodStatus.approved);
    await monthShown();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Send to ERP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the month to the ERP' });
    expect(app.callsOf('schedulePeriods.updateNavision')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(app.callsOf('schedulePeriods.updateNavision').map((call) => call.input)).toEqual([month]));
    expect(await screen.findByText('Employee lines queued for the ERP: 2; unchanged: 1.')).toBeInTheDocument();
  });

  it('is used from the keyboard alone', async () => {
    const { app, month } = renderMonth(PeriodStatus.approved);
    await monthShown();
    screen.getByRole('button', { name: 'ERP' }).focus();
    await app.user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Send to ERP' });
    await app.user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Send the absences to the ERP' });
    // Cancel has the focus first: Tab to the sending button.
    await app.user.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(app.callsOf('schedulePeriods.absenceToNavision').map((call) => call.input)).toEqual([month]));
    expect(dialog).not.toBeInTheDocument();
    expect(await screen.findByText('Absences queued for the ERP: 3; taken back: 1; unchanged: 4.')).toBeInTheDocument();
  });

  it('offers sending only for a month that may be sent', async () => {
    const { app } = renderMonth(PeriodStatus.inProgress);
    await monthShown();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    expect(await screen.findByRole('menuitem', { name: 'Send to ERP' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Send absences to ERP' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Compare with ERP (Excel)' })).toBeEnabled();
  });

  it('sends the absences of a prepared month, whose month itself is not sent yet', async () => {
    const { app } = renderMonth(PeriodStatus.prepared, {
      overrides: { 'schedulePeriods.absenceToNavision': () => handOver({ unchanged: 2 }) },
    });
    await monthShown();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    expect(await screen.findByRole('menuitem', { name: 'Send to ERP' })).toBeDisabled();
    await app.user.click(screen.getByRole('menuitem', { name: 'Send absences to ERP' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The ERP already has this month’s absences: nothing new was sent.')).toBeInTheDocument();
  });

  it('shows the server’s refusal in words', async () => {
    const { app } = renderMonth(PeriodStatus.approved, {
      overrides: {
        'schedulePeriods.updateNavision': () => {
          throw trpcError(ErrorCode.periodNotApproved);
        },
      },
    });
    await monthShown();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Send to ERP' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Only an approved month can be sent to the ERP. Approve the month first.')).toBeInTheDocument();
  });

  it('offers a viewer only the comparison', async () => {
    const { app } = renderMonth(PeriodStatus.approved, { changeStatus: false });
    await monthShown();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    await screen.findByRole('menuitem', { name: 'Compare with ERP (Excel)' });
    expect(screen.queryByRole('menuitem', { name: 'Send to ERP' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Send absences to ERP' })).not.toBeInTheDocument();
  });

  it('downloads the comparison through the REST route, with the session in the header', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const requests: Array<{ path: string; authorization: string | null; body: unknown }> = [];
    server.use(
      http.post('*/api/wtc-area/schedules/export-to-excel-nav-comparison/:year/:month', async ({ request }) => {
        requests.push({
          path: new URL(request.url).pathname,
          authorization: request.headers.get('authorization'),
          body: await request.json(),
        });
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-disposition': `attachment; filename="GAM-1 2026-11 ERP palyginimas.xlsx"` },
        });
      }),
    );
    const { app } = renderMonth(PeriodStatus.inProgress);
    await monthShown();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Compare with ERP (Excel)' }));
    await waitFor(() => expect(saved).toEqual(['GAM-1 2026-11 ERP palyginimas.xlsx']));
    expect(requests).toEqual([
      {
        path: '/api/wtc-area/schedules/export-to-excel-nav-comparison/2026/11',
        authorization: `Bearer ${SESSION_TOKEN}`,
        body: { scheduleId: 41 },
      },
    ]);
    click.mockRestore();
  });

  it('names the actions in Lithuanian', async () => {
    activateLanguage('lt');
    const { app } = renderMonth(PeriodStatus.approved);
    await monthShown();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    expect(await screen.findByRole('menuitem', { name: 'Siųsti į ERP' })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: 'Siųsti nebuvimus į ERP' })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: 'Palyginti su ERP (Excel)' })).toBeEnabled();
  });
});
