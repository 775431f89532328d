import {
  encodeTimesheetTable,
  ErrorCode,
  PeriodStatus,
  type Timesheet,
  type TimesheetErpHandOverResult,
  type TimesheetTable,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { aUser, SESSION_TOKEN } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

// The timesheet month's ERP menu (spec 2 §7 "Timesheets"): send an approved month after asking, compare
// with the ERP in Excel, and when the timesheet was last sent; a recalculation mark shown on its day.

const ROUTE = '/wtm-area/timesheets/7/table?month=2030-12';
const MONTH = { timesheetId: 7, year: 2030, month: 12 };
const planner = aUser({ id: 3, username: 'planner', employeeFullName: 'Asta Kairienė', workTimeAccessCompanies: ['SV'] });

const timesheet: Timesheet = {
  id: 7,
  code: 'GAM-01-Z',
  name: 'Gamybos žiniaraštis',
  scheduleId: 4,
  scheduleCode: 'GAM-01',
  scheduleName: 'Gamyba',
  archived: false,
  bcUpdatedAt: null,
  actions: ['view', 'edit', 'change_status'],
};

function aTable(status: PeriodStatus, overrides: Partial<TimesheetTable> = {}): TimesheetTable {
  const dates = ['2030-12-02', '2030-12-03'];
  return {
    timesheet,
    year: 2030,
    month: 12,
    period: { id: 1, status, manualLock: false, lockedByName: null, version: 2, generatedAt: null },
    isEditable: status === PeriodStatus.inProgress,
    canChangeStatus: true,
    editSession: null,
    days: dates.map((date, index) => ({ date, day: index + 2, dayOfWeek: index + 1, type: 'weekday', isEnabled: true })),
    activityCodes: [],
    lines: [
      {
        employeeNo: 'SV0012',
        firstName: 'Ona',
        lastName: 'Onaitė',
        days: dates.map((date) => ({
          date,
          confirmed: true,
          recalculationRequired: date === '2030-12-03',
          employeeValid: true,
          figures: [{ code: 'FD', minutes: 480, hoursType: 'worked', source: 'schedule', pending: false }],
        })),
        totals: { worked: 16, night: 0, overtime: 0, holiday: 0, absence: 0, total: 16 },
      },
    ],
    ...overrides,
  };
}

const handOver = (result: Partial<TimesheetErpHandOverResult>): TimesheetErpHandOverResult => ({
  queued: 0,
  unchanged: 0,
  bcUpdatedAt: null,
  ...result,
});

function renderMonth(table: TimesheetTable, extra: ProcedureMocks = {}) {
  return renderApp({
    route: ROUTE,
    signedIn: true,
    procedures: {
      'users.me': () => planner,
      'timesheets.table': () => encodeTimesheetTable(table),
      'timesheets.updateNavision': () => handOver({ queued: 2, unchanged: 1, bcUpdatedAt: new Date('2030-12-31T08:00:00Z') }),
      ...extra,
    },
  });
}

/** The month's first render loads the page's code: on a busy machine it takes longer than findBy's second. */
const monthShown = () => screen.findByRole('grid', {}, { timeout: 5_000 });

describe('the timesheet month and the ERP', () => {
  beforeEach(() => activateLanguage('en'));
  afterEach(() => vi.restoreAllMocks());

  it('sends an approved month after asking, says how many lines were queued, and shows when it was last sent', async () => {
    const app = renderMonth(aTable(PeriodStatus.approved, { timesheet: { ...timesheet, bcUpdatedAt: new Date('2030-12-30T10:00:00Z') } }));
    await monthShown();
    expect(screen.getByText(/^Sent to the ERP: /)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Send to ERP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the timesheet month to the ERP' });
    expect(app.callsOf('timesheets.updateNavision')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(app.callsOf('timesheets.updateNavision').map((call) => call.input)).toEqual([MONTH]));
    expect(await screen.findByText('Employee lines queued for the ERP: 2; unchanged: 1.')).toBeInTheDocument();
  });

  it('is used from the keyboard alone, and says when the ERP already has the month', async () => {
    const app = renderMonth(aTable(PeriodStatus.approved), { 'timesheets.updateNavision': () => handOver({ unchanged: 3 }) });
    await monthShown();
    screen.getByRole('button', { name: 'ERP' }).focus();
    await app.user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Send to ERP' });
    await app.user.keyboard('{ArrowDown}{Enter}');
    await screen.findByRole('dialog', { name: 'Send the timesheet month to the ERP' });
    // Cancel has the focus first: Tab to the sending button.
    await app.user.keyboard('{Tab}{Enter}');
    expect(await screen.findByText('The ERP already has this month: nothing new was sent.')).toBeInTheDocument();
  });

  it('offers sending only for an approved month, and says it was never sent', async () => {
    const app = renderMonth(aTable(PeriodStatus.prepared));
    await monthShown();
    expect(screen.getByText('Not sent to the ERP yet')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    expect(await screen.findByRole('menuitem', { name: 'Send to ERP' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Compare with ERP (Excel)' })).toBeEnabled();
  });

  it('offers a viewer only the comparison', async () => {
    const app = renderMonth(aTable(PeriodStatus.approved, { canChangeStatus: false }));
    await monthShown();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    await screen.findByRole('menuitem', { name: 'Compare with ERP (Excel)' });
    expect(screen.queryByRole('menuitem', { name: 'Send to ERP' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in words, naming the month’s status', async () => {
    const app = renderMonth(aTable(PeriodStatus.approved), {
      'timesheets.updateNavision': () => {
        throw trpcError(ErrorCode.timesheetMonthPrepared);
      },
    });
    await monthShown();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Send to ERP' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('The timesheet month is prepared but not approved. Only an approved month can be sent to the ERP.'),
    ).toBeInTheDocument();
  });

  it('downloads the comparison through the REST route, with the session in the header', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const requests: Array<{ path: string; authorization: string | null; body: unknown }> = [];
    server.use(
      http.post('*/api/wtc-area/timesheets/export-to-excel-nav-comparison', async ({ request }) => {
        requests.push({
          path: new URL(request.url).pathname,
          authorization: request.headers.get('authorization'),
          body: await request.json(),
        });
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-disposition': `attachment; filename="GAM-01-Z 2030-12 ERP palyginimas.xlsx"` },
        });
      }),
    );
    const app = renderMonth(aTable(PeriodStatus.inProgress));
    await monthShown();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Compare with ERP (Excel)' }));
    await waitFor(() => expect(saved).toEqual(['GAM-01-Z 2030-12 ERP palyginimas.xlsx']));
    expect(requests).toEqual([
      { path: '/api/wtc-area/timesheets/export-to-excel-nav-comparison', authorization: `Bearer ${SESSION_TOKEN}`, body: MONTH },
    ]);
  });

  it('names the actions in Lithuanian and marks a confirmed day that needs recalculating', async () => {
    activateLanguage('lt');
    const app = renderMonth(aTable(PeriodStatus.approved));
    const grid = await monthShown();
    expect(within(grid).getByRole('gridcell', { name: 'Onaitė Ona, 2030-12-03, patvirtinta, reikia perskaičiuoti' })).toBeInTheDocument();
    expect(within(grid).getByRole('gridcell', { name: 'Onaitė Ona, 2030-12-02, patvirtinta' })).toBeInTheDocument();
    expect(screen.getByText('Į ERP dar nesiųsta')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'ERP' }));
    expect(await screen.findByRole('menuitem', { name: 'Siųsti į ERP' })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: 'Palyginti su ERP (Excel)' })).toBeEnabled();
  });
});
