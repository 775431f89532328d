import { encodeTimesheetTable, ErrorCode, type Timesheet, type TimesheetSdlaSummary, type TimesheetTable } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, SESSION_TOKEN } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';
import { workJobsServer } from '../../../testing/work-job-fixtures';

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

function aTable(overrides: Partial<TimesheetTable> = {}): TimesheetTable {
  const dates = ['2030-12-01', '2030-12-02', '2030-12-03'];
  return {
    timesheet,
    year: 2030,
    month: 12,
    period: { id: 1, status: 0, manualLock: false, lockedByName: null, version: 2, generatedAt: null },
    isEditable: true,
    canChangeStatus: true,
    editSession: null,
    days: dates.map((date, index) => ({
      date,
      day: index + 1,
      dayOfWeek: index === 0 ? 7 : index,
      type: index === 0 ? 'weekend' : 'weekday',
      isEnabled: true,
    })),
    activityCodes: [
      {
        code: 'FD',
        text: 'Faktiškai dirbtas laikas',
        textEn: 'Time worked',
        color: '#808080',
        hoursType: 'worked',
        inclusion: 'added_to_worked_hours',
      },
    ],
    lines: [
      {
        employeeNo: 'SV0012',
        firstName: 'Ona',
        lastName: 'Onaitė',
        days: dates.map((date) => ({
          date,
          confirmed: date === '2030-12-02',
          recalculationRequired: false,
          employeeValid: true,
          figures: date === '2030-12-01' ? [] : [{ code: 'FD', minutes: 480, hoursType: 'worked', source: 'schedule', pending: false }],
        })),
        totals: { worked: 16, night: 0, overtime: 0, holiday: 0, absence: 0, total: 16 },
      },
    ],
    ...overrides,
  };
}

function mocks(table: TimesheetTable, extra: ProcedureMocks = {}): ProcedureMocks {
  // Sent as the server sends it: each line's days encoded (shared timesheet-table-wire.ts).
  return { 'users.me': () => planner, 'timesheets.table': () => encodeTimesheetTable(table), ...extra };
}

describe('the timesheet month table', () => {
  it('shows each day’s hours by code, the confirmed days and the line’s totals, and confirms the selected days', async () => {
    const app = renderApp({
      route: '/wtm-area/timesheets/7/table?month=2030-12',
      signedIn: true,
      procedures: mocks(aTable(), { 'timesheets.confirmDays': () => ({ days: 1 }) }),
    });
    const grid = await screen.findByRole('grid', { name: 'Žiniaraštis' });
    // The month in the interface's language, whatever the browser's.
    expect(screen.getByText('2030 gruodis')).toBeInTheDocument();
    const confirmedCell = within(grid).getByRole('gridcell', { name: 'Onaitė Ona, 2030-12-02, patvirtinta' });
    expect(confirmedCell).toHaveTextContent('FD 8');
    const row = within(grid).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('gridcell').at(-1)).toHaveTextContent('16');

    await app.user.click(within(grid).getByRole('gridcell', { name: 'Onaitė Ona, 2030-12-03' }));
    await app.user.click(screen.getByRole('button', { name: 'Patvirtinti dienas' }));
    await waitFor(() =>
      expect(app.callsOf('timesheets.confirmDays')[0]?.input).toEqual({
        timesheetId: 7,
        year: 2030,
        month: 12,
        employeeNos: ['SV0012'],
        dates: ['2030-12-03'],
      }),
    );
  });

  it('enters hours in an edit session opened on the first change', async () => {
    const app = renderApp({
      route: '/wtm-area/timesheets/7/table?month=2030-12',
      signedIn: true,
      procedures: mocks(aTable(), {
        'timesheets.init': () => ({ changedCells: 0, isStale: false }),
        'timesheets.updateHours': () => ({ changedCells: 1, isStale: false }),
      }),
    });
    const grid = await screen.findByRole('grid', { name: 'Žiniaraštis' });
    await app.user.click(within(grid).getByRole('gridcell', { name: 'Onaitė Ona, 2030-12-01' }));
    await app.user.click(screen.getByRole('button', { name: 'Įrašyti valandas' }));
    await waitFor(() => expect(app.callsOf('timesheets.updateHours')).toHaveLength(1));
    expect(app.callsOf('timesheets.init')).toHaveLength(1);
    expect(app.callsOf('timesheets.updateHours')[0]?.input).toMatchObject({
      code: 'FD',
      hours: 8,
      cells: [{ employeeNo: 'SV0012', date: '2030-12-01' }],
    });
  });

  it('is read only when the month is approved: no generation, confirmation or hours', async () => {
    renderApp({
      route: '/wtm-area/timesheets/7/table?month=2030-12',
      signedIn: true,
      procedures: mocks(
        aTable({ isEditable: false, period: { id: 1, status: 2, manualLock: false, lockedByName: null, version: 2, generatedAt: null } }),
      ),
    });
    await screen.findByRole('grid', { name: 'Žiniaraštis' });
    expect(screen.getByText(/Šį mėnesį galima tik peržiūrėti/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generuoti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Patvirtinti dienas' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grąžinti rengti' })).toBeInTheDocument();
  });
});

describe('a line’s summarised working-time accounting', () => {
  const route = '/wtm-area/timesheets/7/table?month=2030-12';
  const summary: TimesheetSdlaSummary = {
    timesheetId: 7,
    employeeNo: 'SV0012',
    year: 2030,
    month: 12,
    periodMonths: 3,
    periodFrom: '2030-10-01',
    periodTo: '2030-12-31',
    months: [
      { year: 2030, month: 10, normHours: 183, workHours: 185, absenceHours: 0, diffHours: 2 },
      { year: 2030, month: 11, normHours: 160, workHours: 150.5, absenceHours: 8, diffHours: -1.5 },
      { year: 2030, month: 12, normHours: 164, workHours: 16, absenceHours: 0, diffHours: -148 },
    ],
    historicSdlaHours: 335.5,
    historicDeductibleNormHours: 335,
    schedulePeriodTotalHours: 351.5,
    schedulePeriodNormHours: 499,
    schedulePeriodDiffHours: -147.5,
    averageWeeklyHours: 26.75,
    averageWeeklyLimitHours: 48,
    exceedsAverageWeeklyLimit: false,
  };

  it('opens from the line’s header by keyboard with the recorded hours per month of the period and the totals', async () => {
    const app = renderApp({ route, signedIn: true, procedures: mocks(aTable(), { 'timesheets.sdla': () => summary }) });
    const grid = await screen.findByRole('grid', { name: 'Žiniaraštis' });
    const open = within(grid).getByRole('button', { name: 'Suminė darbo laiko apskaita: Onaitė Ona' });
    // Nothing asked before the dialog opens.
    expect(app.callsOf('timesheets.sdla')).toHaveLength(0);
    open.focus();
    await app.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Suminė darbo laiko apskaita (įrašytos valandos) · Onaitė Ona' });
    expect(await within(dialog).findByText('2030-10-01 – 2030-12-31')).toBeInTheDocument();
    expect(app.callsOf('timesheets.sdla').map((call) => call.input)).toEqual([
      { timesheetId: 7, year: 2030, month: 12, employeeNo: 'SV0012' },
    ]);
    expect(within(dialog).queryByText(/viršija/)).not.toBeInTheDocument();
    const rows = within(within(dialog).getByRole('table', { name: 'Suminė darbo laiko apskaita' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MėnuoNormaDarbasNeatvykimasSkirtumas',
      '2030 m. spalis183 h185 h0 h2 h',
      '2030 m. lapkritis160 h150,5 h8 h−1,5 h',
      '2030 m. gruodis164 h16 h0 h−148 h',
      'Iki šio mėnesio335 h335,5 h0,5 h',
      'Laikotarpis iki šiol499 h351,5 h−147,5 h',
    ]);
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal in the dialog', async () => {
    const app = renderApp({
      route,
      signedIn: true,
      procedures: mocks(aTable(), { 'timesheets.sdla': () => Promise.reject(trpcError(ErrorCode.recordNotFound)) }),
    });
    const grid = await screen.findByRole('grid', { name: 'Žiniaraštis' });
    await app.user.click(within(grid).getByRole('button', { name: 'Suminė darbo laiko apskaita: Onaitė Ona' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tokio įrašo nėra.');
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the timesheet reports', () => {
  const route = '/wtm-area/timesheets/7/table?month=2030-12';
  const saved: string[] = [];
  const requests: Array<{ path: string; authorization: string | null; body: unknown }> = [];

  function catchDownloads() {
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    saved.length = 0;
    requests.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    server.use(
      http.post('*/api/wtc-area/timesheets/:report', async ({ request, params }) => {
        requests.push({
          path: new URL(request.url).pathname,
          authorization: request.headers.get('authorization'),
          body: await request.json(),
        });
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-disposition': `attachment; filename="GAM-01-Z ${String(params.report)}.xlsx"` },
        });
      }),
    );
  }

  afterEach(() => vi.restoreAllMocks());

  it('starts the month record as a job with the choices made, follows its progress and offers its file', async () => {
    const jobs = workJobsServer();
    const app = renderApp({ route, signedIn: true, procedures: mocks(aTable(), jobs.procedures) });
    await screen.findByRole('grid', { name: 'Žiniaraštis' });
    await app.user.click(screen.getByRole('button', { name: 'Ataskaitos' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Darbo laiko apskaitos žiniaraštis (Excel)' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Su valandomis' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Su suminės darbo laiko apskaitos (SDLA) rezultatu' }));
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Darbuotojai' }));
    await app.user.click(await screen.findByRole('option', { name: 'Onaitė Ona (SV0012)' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Sukurti failą' }));

    await waitFor(() => expect(app.callsOf('workJobs.start')).toHaveLength(1));
    expect(app.callsOf('workJobs.start')[0]?.input).toEqual({
      kind: 'timesheet_excel_export',
      input: { timesheetId: 7, year: 2030, month: 12, setHours: false, showSdlaResult: true, selectedEmployees: ['SV0012'] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('progressbar', { name: /Eiga: .*darbo laiko apskaitos žiniaraštis/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Atsisiųsti GAM-1 2026-11.xlsx/ }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('checks the range of the plan/fact difference before asking, then downloads it with the session in the header', async () => {
    catchDownloads();
    const app = renderApp({ route, signedIn: true, procedures: mocks(aTable()) });
    await screen.findByRole('grid', { name: 'Žiniaraštis' });
    await app.user.click(screen.getByRole('button', { name: 'Ataskaitos' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Planuotos ir faktinės valandos (Excel)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planuotos ir faktinės valandos' });
    const from = within(dialog).getByRole('textbox', { name: 'Nuo' });
    expect(from).toHaveValue('2030-12-01');
    await app.user.clear(from);
    await app.user.type(from, '2030-12-20');
    await app.user.tab();
    const to = within(dialog).getByRole('textbox', { name: 'Iki' });
    await app.user.clear(to);
    await app.user.type(to, '2030-12-10');
    await app.user.tab();
    await app.user.click(within(dialog).getByRole('button', { name: 'Atsisiųsti' }));
    expect(await within(dialog).findByText('Pabaigos data yra ankstesnė už pradžios datą.')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await app.user.clear(to);
    await app.user.type(to, '2030-12-31');
    await app.user.tab();
    await app.user.click(within(dialog).getByRole('button', { name: 'Atsisiųsti' }));
    await waitFor(() => expect(saved).toEqual(['GAM-01-Z downloadsdladiff.xlsx']));
    expect(requests).toEqual([
      {
        path: '/api/wtc-area/timesheets/downloadsdladiff',
        authorization: `Bearer ${SESSION_TOKEN}`,
        body: { timesheetId: 7, from: '2030-12-20', to: '2030-12-31', selectedEmployees: [] },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads the unused holiday days on the date chosen, and says so when the download fails', async () => {
    catchDownloads();
    const app = renderApp({ route, signedIn: true, procedures: mocks(aTable()) });
    await screen.findByRole('grid', { name: 'Žiniaraštis' });
    await app.user.click(screen.getByRole('button', { name: 'Ataskaitos' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Nepanaudotos atostogų dienos (Excel)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nepanaudotos atostogų dienos' });
    expect(within(dialog).queryByRole('textbox', { name: 'Nuo' })).not.toBeInTheDocument();
    const date = within(dialog).getByRole('textbox', { name: 'Datai' });
    await app.user.clear(date);
    await app.user.type(date, '2030-12-15');
    await app.user.tab();
    server.use(
      http.post('*/api/wtc-area/timesheets/downloadunusedholidaydays', () => HttpResponse.json({ status: 'error' }, { status: 403 }), {
        once: true,
      }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Atsisiųsti' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failo atsisiųsti nepavyko.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Atsisiųsti' }));
    await waitFor(() => expect(saved).toEqual(['GAM-01-Z downloadunusedholidaydays.xlsx']));
    expect(requests.at(-1)?.body).toEqual({ timesheetId: 7, to: '2030-12-15', selectedEmployees: [] });
  });
});
