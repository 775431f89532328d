import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { SESSION_TOKEN } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { ErrorCode } from '@portal/shared';
import { StorageKey } from '../../../lib/storage';
import { trpcError } from '../../../testing/trpc-mock';
import { aBigTable, aTable, aViolation, dateOf, TABLE_ROUTE } from '../testing/table-fixtures';
import { tableServer } from '../testing/table-server';

/** The day cell of an employee's line (rendered only while in view). */
function cellOf(employeeNo: string, day: number): HTMLElement {
  const row = document.querySelector<HTMLElement>(`[role="row"][data-employee="${employeeNo}"]`);
  if (!row) throw new Error(`no line ${employeeNo}`);
  const cells = within(row)
    .getAllByRole('gridcell')
    .filter((cell) => cell.dataset.point !== undefined);
  const cell = cells.find((candidate) => Number(candidate.dataset.point!.split(':')[1]) === day - 1);
  if (!cell) throw new Error(`no cell ${employeeNo} ${day}`);
  return cell;
}

describe('schedule table', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
    activateLanguage('en');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the month with its groups, shift colours and ERP absences', async () => {
    const { procedures } = tableServer();
    renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    const grid = await screen.findByRole('grid', { name: 'Schedule for the month' });
    expect(screen.getByRole('heading', { level: 1, name: 'GAM-1 · Gamyba' })).toBeInTheDocument();
    expect(grid).toHaveAttribute('aria-rowcount', String(1 + 5));
    expect(within(grid).getByRole('button', { name: 'Pirma pamaina (2)' })).toHaveAttribute('aria-expanded', 'true');
    expect(cellOf('SV0001', 2)).toHaveTextContent('D');
    expect(cellOf('SV0001', 2)).toHaveStyle({ backgroundColor: '#FFEB3B' });
    expect(cellOf('SV0001', 3)).toHaveTextContent('N');
    expect(cellOf('SV0002', 2)).toHaveAttribute('aria-readonly', 'true');
    expect(cellOf('SV0003', 9)).toHaveAttribute('aria-disabled', 'true');
    expect(cellOf('SV0003', 10)).not.toHaveAttribute('aria-disabled');
  });

  it('draws the cells in the display mode of the settings, and marks weekends and holidays', async () => {
    const table = aTable();
    table.days[3] = { ...table.days[3]!, type: 'holiday', holidayName: 'Šventė', holidayNameEn: 'Feast day', normHours: 0 };
    const { procedures } = tableServer({ table });
    window.localStorage.setItem(StorageKey.scheduleTableSettings, JSON.stringify({ cellDisplayMode: 'time' }));
    renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    expect(cellOf('SV0001', 2)).toHaveTextContent('08:00–16:30');
    expect(cellOf('SV0001', 3)).toHaveTextContent('22:00–06:00');
    expect(screen.getByRole('columnheader', { name: /November 4.*Feast day/ })).toHaveAttribute('data-day-kind', 'holiday');
    expect(screen.getByRole('columnheader', { name: /Sunday, November 1/ })).toHaveAttribute('data-day-kind', 'weekend');
  });

  it('renders only the rows and days in view of a 2,000-line month', async () => {
    const { procedures } = tableServer({ table: aBigTable(2000) });
    renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', String(1 + 1 + 2000));
    const lines = within(grid)
      .getAllByRole('row')
      .filter((row) => row.dataset.employee);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.length).toBeLessThan(60);
    const dayCells = grid.querySelectorAll('[data-point]');
    expect(dayCells.length).toBeLessThan(60 * 31);
    expect(dayCells.length).toBeLessThan(2000);
    // Each rendered cell says where it is in the whole grid.
    expect(lines[0]).toHaveAttribute('aria-rowindex', '3');
  });

  it('selects a rectangle by dragging, extends it with shift-click and adds cells with ctrl-click', async () => {
    const { procedures } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.pointer([
      { keys: '[MouseLeft>]', target: cellOf('SV0001', 2) },
      { target: cellOf('SV0001', 3) },
      { target: cellOf('SV0002', 4) },
      { keys: '[/MouseLeft]', target: cellOf('SV0002', 4) },
    ]);
    expect(screen.getByText('Selected cells: 6')).toBeInTheDocument();
    expect(cellOf('SV0002', 3)).toHaveAttribute('aria-selected', 'true');
    await app.user.keyboard('{Shift>}');
    await app.user.click(cellOf('SV0002', 6));
    await app.user.keyboard('{/Shift}');
    expect(screen.getByText('Selected cells: 10')).toBeInTheDocument();
    await app.user.keyboard('{Control>}');
    await app.user.click(cellOf('SV0001', 20));
    await app.user.keyboard('{/Control}');
    expect(screen.getByText('Selected cells: 11')).toBeInTheDocument();
    expect(cellOf('SV0001', 19)).toHaveAttribute('aria-selected', 'false');
  });

  it('moves with the arrows, extends with Shift+arrows, clears with Escape, keeping one cell in the tab order', async () => {
    const { procedures } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 5));
    expect(cellOf('SV0001', 5)).toHaveFocus();
    await app.user.keyboard('{ArrowRight}');
    expect(cellOf('SV0001', 6)).toHaveFocus();
    expect(cellOf('SV0001', 6)).toHaveAttribute('tabindex', '0');
    expect(cellOf('SV0001', 5)).toHaveAttribute('tabindex', '-1');
    await app.user.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    expect(screen.getByText('Selected cells: 4')).toBeInTheDocument();
    expect(cellOf('SV0002', 7)).toHaveFocus();
    // Down from the first group's last line skips the second group's header.
    await app.user.keyboard('{ArrowDown}');
    expect(cellOf('SV0003', 7)).toHaveFocus();
    await app.user.keyboard('{Escape}');
    expect(screen.queryByText(/Selected cells/)).not.toBeInTheDocument();
  });

  it('applies a shift: opens the edit once, sends the selected cells, shows them as unsaved', async () => {
    const { procedures, month } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 5));
    await app.user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await app.user.click(screen.getByRole('button', { name: 'Apply a shift' }));
    await app.user.click(await screen.findByRole('menuitem', { name: /N — Naktinė/ }));
    await waitFor(() => expect(app.callsOf('scheduleEntries.createShiftEntries')).toHaveLength(1));
    expect(app.callsOf('scheduleEntries.init').map((call) => call.input)).toEqual([month]);
    expect(app.callsOf('scheduleEntries.createShiftEntries')[0]?.input).toEqual({
      ...month,
      shiftId: 12,
      cells: [
        { employeeNo: 'SV0001', date: dateOf(5) },
        { employeeNo: 'SV0001', date: dateOf(6) },
      ],
    });
    expect(await screen.findByText('2 unsaved changes')).toBeInTheDocument();
    expect(cellOf('SV0001', 5)).toHaveTextContent('N(not saved)');

    // The session is open now: the next change goes straight in, from the keyboard menu.
    await app.user.click(cellOf('SV0001', 9));
    await app.user.keyboard('{Delete}');
    await waitFor(() => expect(app.callsOf('scheduleEntries.deleteEntries')).toHaveLength(1));
    expect(app.callsOf('scheduleEntries.init')).toHaveLength(1);
    expect(await screen.findByText('3 unsaved changes')).toBeInTheDocument();
  });

  it('undoes the last change with Ctrl+Z', async () => {
    const { procedures } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 2));
    await app.user.keyboard('{Delete}');
    expect(await screen.findByText('1 unsaved change')).toBeInTheDocument();
    expect(cellOf('SV0001', 2)).toHaveTextContent('D(deleted, not saved)');
    await app.user.click(cellOf('SV0001', 2));
    await app.user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(app.callsOf('scheduleEntries.undo')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/unsaved change/)).not.toBeInTheDocument());
    expect(cellOf('SV0001', 2)).toHaveTextContent(/^D$/);
  });

  it('saves the changes with commit, and discards them with rollback after asking', async () => {
    const { procedures, month } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 4));
    await app.user.keyboard(' ');
    await app.user.click(await screen.findByRole('menuitem', { name: /D — Dieninė/ }));
    const bar = await screen.findByRole('group', { name: 'Unsaved changes' });
    await app.user.click(within(bar).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.callsOf('scheduleEntries.commit').map((call) => call.input)).toEqual([month]));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Unsaved changes' })).not.toBeInTheDocument());
    expect(cellOf('SV0001', 4)).toHaveTextContent(/^D$/);

    await app.user.click(cellOf('SV0001', 4));
    await app.user.keyboard('{Delete}');
    await app.user.click(within(await screen.findByRole('group', { name: 'Unsaved changes' })).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard the changes' });
    expect(app.callsOf('scheduleEntries.rollback')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(app.callsOf('scheduleEntries.rollback')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Unsaved changes' })).not.toBeInTheDocument());
  });

  it('explains a conflicting save and reloads the month on request', async () => {
    const { procedures } = tableServer({
      overrides: {
        'scheduleEntries.commit': () => {
          throw trpcError(ErrorCode.schedulePeriodChanged);
        },
      },
    });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 2));
    await app.user.keyboard('{Delete}');
    await app.user.click(within(await screen.findByRole('group', { name: 'Unsaved changes' })).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved changes to this month after you started editing.');
    await app.user.click(within(alert).getByRole('button', { name: 'Reload the month' }));
    await waitFor(() => expect(app.callsOf('scheduleEntries.rollback')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Unsaved changes' })).not.toBeInTheDocument());
  });

  it('is read only when the month is prepared, and says why', async () => {
    const table = aTable({ isEditable: false, period: { ...aTable().period, status: 1 } });
    const { procedures } = tableServer({ table });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    expect(screen.getByText('This month is prepared. Set it in progress to change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply a shift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
    await app.user.click(cellOf('SV0001', 2));
    await app.user.keyboard('{Delete}');
    await app.user.keyboard(' ');
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: /Dieninė/ })).not.toBeInTheDocument();
    expect(app.callsOf('scheduleEntries.init')).toHaveLength(0);
    expect(app.callsOf('scheduleEntries.deleteEntries')).toHaveLength(0);
  });

  it('marks the cells of a Labor Code violation and explains the rule in words', async () => {
    const { procedures } = tableServer({ table: aTable({ violations: [aViolation()] }) });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    const text = 'Only 5.5 h of rest between shifts; at least 11 h are required.';
    expect(cellOf('SV0001', 2)).toHaveTextContent(text);
    expect(cellOf('SV0001', 4)).not.toHaveTextContent(text);
    expect(screen.getByRole('img', { name: '1 Labor Code warning' })).toBeInTheDocument();
    await app.user.hover(cellOf('SV0001', 3));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(text);

    await app.user.click(screen.getByRole('button', { name: 'Labor Code (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Labor Code warnings' });
    await app.user.click(within(drawer).getByRole('button', { name: /Jonas Jonaitis · Daily rest/ }));
    await waitFor(() => expect(screen.getByText('Selected cells: 2')).toBeInTheDocument());
    expect(cellOf('SV0001', 3)).toHaveAttribute('aria-selected', 'true');
  });

  it('filters the lines by a lower-case substring of number, name, department or job title', async () => {
    const { procedures } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    const grid = await screen.findByRole('grid');
    await app.user.type(screen.getByRole('textbox', { name: 'Filter lines' }), 'SANDĖ');
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('row')
          .filter((row) => row.dataset.employee),
      ).toHaveLength(1),
    );
    expect(within(grid).getByRole('rowheader', { name: /SV0002/ })).toBeInTheDocument();
    expect(within(grid).queryByRole('button', { name: /Antra pamaina/ })).not.toBeInTheDocument();
    await app.user.clear(screen.getByRole('textbox', { name: 'Filter lines' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Filter lines' }), 'zzz');
    expect(await screen.findByText('No line matches the filter.')).toBeInTheDocument();
  });

  it('keeps the table settings in local storage and shows the summary table when asked', async () => {
    const { procedures } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    expect(app.callsOf('schedulePeriods.summaryTable')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Table settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table settings' });
    await app.user.click(within(dialog).getByRole('radio', { name: 'Hours' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Department' }));
    await app.user.click(within(dialog).getByRole('switch', { name: 'Summary table' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(JSON.parse(window.localStorage.getItem(StorageKey.scheduleTableSettings)!)).toMatchObject({
      cellDisplayMode: 'hours',
      displayColumns: expect.arrayContaining(['department']),
      showSummaryTable: true,
    });
    expect(cellOf('SV0001', 2)).toHaveTextContent(/^8$/);
    expect(screen.getByRole('columnheader', { name: 'Department' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Summary table' });
    expect(within(summary).getByRole('cell', { name: '1, fewer than the 2 needed' })).toHaveAttribute('data-capacity', 'under');
    expect(within(summary).getByRole('cell', { name: '5, more than the 4 allowed' })).toHaveAttribute('data-capacity', 'over');
  });

  it('links to resource planning when the schedule has no employees', async () => {
    const { procedures } = tableServer({ table: aTable({ lines: [] }) });
    renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    expect(await screen.findByRole('link', { name: 'Add them in resource planning.' })).toHaveAttribute(
      'href',
      '/wtm-area/schedules/41/resource-planning',
    );
  });

  it('folds a group and shows the day totals under the table', async () => {
    const { procedures } = tableServer();
    window.localStorage.setItem(StorageKey.scheduleTableSettings, JSON.stringify({ displayTotalsVertically: true }));
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    const grid = await screen.findByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', String(1 + 5 + 1));
    const totals = within(grid).getByRole('row', { name: /Hours a day/ });
    // Day 2: Jonas's day shift (8 h) and Ona's ERP absence (8 h).
    expect(within(totals).getAllByRole('gridcell')[1]).toHaveTextContent('16');
    await app.user.click(within(grid).getByRole('button', { name: 'Pirma pamaina (2)' }));
    expect(within(grid).getByRole('button', { name: 'Pirma pamaina (2)' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[data-employee="SV0001"]')).toBeNull();
    expect(document.querySelector('[data-employee="SV0003"]')).not.toBeNull();
    expect(within(totals).getAllByRole('gridcell')[1]).toHaveTextContent('0');
  });

  it('opens an entry’s details on double-click and with Alt+Enter', async () => {
    const { procedures } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.dblClick(cellOf('SV0001', 2));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule entry' });
    expect(await within(dialog).findByText('D — Dieninė')).toBeInTheDocument();
    expect(app.callsOf('schedulePeriods.entryDetails').map((call) => call.input)).toEqual([{ scheduleId: 41, entryId: 1002 }]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule entry' })).not.toBeInTheDocument());
    await app.user.click(cellOf('SV0001', 3));
    await app.user.keyboard('{Alt>}{Enter}{/Alt}');
    await waitFor(() => expect(app.callsOf('schedulePeriods.entryDetails').at(-1)?.input).toEqual({ scheduleId: 41, entryId: 1003 }));
  });

  it('asks before leaving the month with unsaved changes', async () => {
    const { procedures } = tableServer();
    const app = renderApp({ route: `${TABLE_ROUTE}?month=2026-11`, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 2));
    await app.user.keyboard('{Delete}');
    await screen.findByText('1 unsaved change');
    await app.user.click(screen.getByRole('button', { name: 'Next month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' });
    expect(dialog).toHaveTextContent('1 changed cell is not saved.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(app.router.state.location.search).toBe('?month=2026-11');
    await app.user.click(screen.getByRole('button', { name: 'Next month' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Leave with unsaved changes?' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(app.router.state.location.search).toBe('?month=2026-12'));
    expect(app.callsOf('schedulePeriods.table').at(-1)?.input).toMatchObject({ scheduleId: 41, year: 2026, month: 12 });
  });

  it('sets the month prepared and locks it, after which it is read only', async () => {
    const { procedures, month } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(screen.getByRole('button', { name: 'Status' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Set prepared' }));
    await waitFor(() => expect(app.callsOf('schedulePeriods.setStatus').map((call) => call.input)).toEqual([{ ...month, status: 1 }]));
    expect(await screen.findByText('This month is prepared. Set it in progress to change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply a shift' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(app.callsOf('schedulePeriods.lock').map((call) => call.input)).toEqual([month]));
    expect(await screen.findByText('Locked by Asta Kairienė')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
  });

  it('names the month’s state in Lithuanian', async () => {
    activateLanguage('lt');
    const { procedures } = tableServer({
      table: aTable({ violations: [aViolation({ rule: 'consecutive_work_days', limit: 6, actual: 8, unit: 'days' })] }),
    });
    renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid', { name: 'Mėnesio grafikas' });
    expect(screen.getByRole('button', { name: 'Priskirti pamainą' })).toBeInTheDocument();
    expect(cellOf('SV0001', 2)).toHaveTextContent('8 darbo dienos iš eilės; leidžiama ne daugiau kaip 6.');
  });

  it('exports the month to Excel as a job: the progress bar to the end, then the file from the job’s download route', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const requests: Array<{ method: string; path: string; authorization: string | null }> = [];
    server.use(
      http.get('*/api/wtc-area/jobs/:id/download', ({ request }) => {
        requests.push({ method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'content-disposition': `attachment; filename="GAM-1 2026-11.xlsx"` },
        });
      }),
    );
    const { procedures, month } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    // The workbook shows the cells as the table does.
    await waitFor(() =>
      expect(app.callsOf('workJobs.start').map((call) => call.input)).toEqual([
        { kind: 'schedule_excel_export', input: { ...month, mode: 'code' } },
      ]),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Progress of Excel export of 2026-11' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'), { timeout: 5_000 });
    expect(screen.getByText('Completed')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Download GAM-1 2026-11.xlsx' }));
    await waitFor(() => expect(saved).toEqual(['GAM-1 2026-11.xlsx']));
    expect(requests).toEqual([{ method: 'GET', path: '/api/wtc-area/jobs/900/download', authorization: `Bearer ${SESSION_TOKEN}` }]);
    click.mockRestore();
  });

  it('generates the month as a job after asking, follows its bar and reads the month again when it is done', async () => {
    const { procedures, month } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(screen.getByRole('button', { name: 'Generate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate the month' });
    expect(app.callsOf('workJobs.start')).toHaveLength(0);
    const tableReads = app.callsOf('schedulePeriods.table').length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(app.callsOf('workJobs.start').map((call) => call.input)).toEqual([{ kind: 'schedule_generation', input: month }]),
    );
    expect(await screen.findByRole('progressbar', { name: 'Progress of Generation of 2026-11' })).toBeInTheDocument();
    expect(await screen.findByText('The month was generated: 40 entries written, 2 removed.', {}, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(app.callsOf('schedulePeriods.table').length).toBeGreaterThan(tableReads));
  });

  it('shows why a job was not accepted: the same one is still running', async () => {
    const { procedures } = tableServer({
      overrides: {
        'workJobs.start': () => {
          throw trpcError('CONFLICT', ErrorCode.workJobAlreadyRunning);
        },
      },
    });
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(/The same job is already running/)).toBeInTheDocument();
  });

  it('applies a shift from the keyboard alone: Space opens the menu, the arrows and Enter choose', async () => {
    const { procedures, month } = tableServer();
    const app = renderApp({ route: TABLE_ROUTE, signedIn: true, procedures });
    await screen.findByRole('grid');
    await app.user.click(cellOf('SV0001', 6));
    await app.user.keyboard(' ');
    const menu = await screen.findByRole('menu', { name: 'Cell actions' });
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await app.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /D — Dieninė/ })).toHaveFocus());
    await app.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: /N — Naktinė/ })).toHaveFocus());
    await app.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(app.callsOf('scheduleEntries.createShiftEntries')[0]?.input).toEqual({
        ...month,
        shiftId: 12,
        cells: [{ employeeNo: 'SV0001', date: dateOf(6) }],
      }),
    );
    // The focus is back on the cell, ready for the next key.
    await waitFor(() => expect(cellOf('SV0001', 6)).toHaveFocus());
    await app.user.keyboard('{ArrowRight} ');
    await screen.findByRole('menu', { name: 'Cell actions' });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(cellOf('SV0001', 7)).toHaveFocus());
  });
});
