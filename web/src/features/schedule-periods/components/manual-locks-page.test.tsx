import { ErrorCode, type IndexPeriodsInput } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';
import { aPeriod, aScheduleRow, periodsServer, planner } from '../testing/period-fixtures';

const ROUTE = '/wtm-area/manual-locks';

const periods = [
  aPeriod(1, { year: 2026, month: 11, status: 0 }),
  aPeriod(2, {
    year: 2026,
    month: 10,
    status: 2,
    manualLock: true,
    lockedByName: 'Antanas Paulauskas',
    bcUpdatedAt: new Date('2026-11-03T12:30:00Z'),
  }),
  aPeriod(3, { scheduleId: 42, scheduleCode: 'SAN-1', scheduleName: 'Sandėlis', year: 2025, month: 12, status: 1, canLock: false }),
];

function locksServer(overrides: ProcedureMocks = {}, list = periods) {
  const server = periodsServer(list);
  return {
    'users.me': () => planner,
    'schedulePeriods.indexPeriods': server.indexPeriods,
    'schedulePeriods.lock': server.lock,
    'schedulePeriods.unlock': server.unlock,
    'schedules.list': () => ({
      items: [aScheduleRow(41, { code: 'GAM-1', name: 'Gamyba' }), aScheduleRow(42, { code: 'SAN-1', name: 'Sandėlis' })],
      pagination: { page: 1, rowsPerPage: 100, totalRecords: 2 },
      canCreate: true,
    }),
    ...overrides,
  } as ProcedureMocks;
}

async function periodRows() {
  const table = await screen.findByRole('table', { name: 'Grafikų mėnesiai' });
  return within(table).getAllByRole('row').slice(1);
}

describe('period locks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the schedules’ months with status, lock and ERP mark, each opening the month’s table', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: locksServer() });
    expect(await screen.findByRole('heading', { name: 'Laikotarpių užrakinimas', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Grafikai', selected: true })).toBeInTheDocument();
    const rows = await periodRows();
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['GAM-1 · Gamyba', '2026 lapkritis', 'Vykdomas', 'Neužrakintas', '—', 'Užrakinti'],
      ['GAM-1 · Gamyba', '2026 spalis', 'Patvirtintas', 'UžrakintasAntanas Paulauskas', '2026-11-03 14:30', 'Atrakinti'],
      ['SAN-1 · Sandėlis', '2025 gruodis', 'Parengtas', 'Neužrakintas', '—', ''],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'GAM-1 · Gamyba' })).toHaveAttribute(
      'href',
      '/wtm-area/schedules/41/table?month=2026-11',
    );
    expect(within(rows[2]!).getByRole('link', { name: 'SAN-1 · Sandėlis' })).toHaveAttribute(
      'href',
      '/wtm-area/schedules/42/table?month=2025-12',
    );
  });

  it('offers no lock button on a month the user may not change the status of', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: locksServer() });
    const rows = await periodRows();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Užrakinti GAM-1, 2026 lapkritis' })).toBeInTheDocument();
  });

  it('filters by schedule, year and lock, starting again at the first page, and keeps the filters in the address', async () => {
    const app = renderApp({ route: `${ROUTE}?page=2`, signedIn: true, procedures: locksServer() });
    await waitFor(() => expect(app.callsOf('schedulePeriods.indexPeriods')).toHaveLength(1));
    expect(app.callsOf('schedulePeriods.indexPeriods')[0]?.input).toEqual({ page: 2, rowsPerPage: 20, locked: 'all' });

    await app.user.click(screen.getByRole('combobox', { name: 'Grafikas' }));
    await app.user.click(await screen.findByRole('option', { name: 'SAN-1 · Sandėlis' }));
    await waitFor(() =>
      expect(app.callsOf('schedulePeriods.indexPeriods').at(-1)?.input).toEqual({
        page: 1,
        rowsPerPage: 20,
        scheduleId: 42,
        locked: 'all',
      }),
    );
    await app.user.click(screen.getByRole('combobox', { name: 'Metai' }));
    await app.user.click(await screen.findByRole('option', { name: '2025' }));
    await app.user.click(screen.getByRole('radio', { name: 'Užrakinti' }));
    await waitFor(() =>
      expect(app.callsOf('schedulePeriods.indexPeriods').at(-1)?.input).toEqual({
        page: 1,
        rowsPerPage: 20,
        scheduleId: 42,
        year: 2025,
        locked: 'locked',
      }),
    );
    expect(app.router.state.location.search).toBe('?schedule=42&year=2025&locked=locked');
    expect(await screen.findByText('Filtrus atitinkančių grafikų mėnesių nėra.')).toBeInTheDocument();
  });

  it('locks a month after the confirmation, says so and reads the list again', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: locksServer() });
    const [first] = await periodRows();
    await app.user.click(within(first!).getByRole('button', { name: 'Užrakinti GAM-1, 2026 lapkritis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Užrakinti mėnesį' });
    expect(dialog).toHaveTextContent('GAM-1: 2026 lapkritis bus užrakintas.');
    // Cancel changes nothing.
    await app.user.click(within(dialog).getByRole('button', { name: 'Atšaukti' }));
    expect(app.callsOf('schedulePeriods.lock')).toEqual([]);

    await app.user.click(within(first!).getByRole('button', { name: 'Užrakinti GAM-1, 2026 lapkritis' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Užrakinti mėnesį' })).getByRole('button', { name: 'Užrakinti' }),
    );
    expect(await screen.findByText('GAM-1: 2026 lapkritis užrakintas.')).toBeInTheDocument();
    expect(app.callsOf('schedulePeriods.lock').map((call) => call.input)).toEqual([{ scheduleId: 41, year: 2026, month: 11 }]);
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]!).getByRole('button', { name: /Atrakinti/ })).toBeInTheDocument());
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Asta Kairienė');
    expect(app.callsOf('schedulePeriods.indexPeriods')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('unlocks a locked month after the confirmation', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: locksServer() });
    const rows = await periodRows();
    await app.user.click(within(rows[1]!).getByRole('button', { name: 'Atrakinti GAM-1, 2026 spalis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atrakinti mėnesį' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Atrakinti' }));
    expect(await screen.findByText('GAM-1: 2026 spalis atrakintas.')).toBeInTheDocument();
    expect(app.callsOf('schedulePeriods.unlock').map((call) => call.input)).toEqual([{ scheduleId: 41, year: 2026, month: 10 }]);
    await waitFor(() => expect(screen.getAllByRole('row')[2]).toHaveTextContent('Neužrakintas'));
  });

  it('shows the server’s refusal and keeps the month as it was', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: locksServer({ 'schedulePeriods.lock': () => Promise.reject(trpcError(ErrorCode.permissionDenied)) } as ProcedureMocks),
    });
    const [first] = await periodRows();
    await app.user.click(within(first!).getByRole('button', { name: 'Užrakinti GAM-1, 2026 lapkritis' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Užrakinti mėnesį' })).getByRole('button', { name: 'Užrakinti' }),
    );
    expect(await screen.findByText('Neturite teisių atlikti šio veiksmo.')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Užrakinti GAM-1, 2026 lapkritis' })).toBeInTheDocument();
  });

  it('says when no month has been started yet', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: locksServer({}, []) });
    expect(await screen.findByText('Dar nepradėtas nė vienas grafiko mėnuo.')).toBeInTheDocument();
  });

  it('asks the server for the page picked in the pager', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      aPeriod(100 + index, { year: 2024 + Math.floor(index / 12), month: (index % 12) + 1 }),
    );
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: locksServer({}, many) });
    await periodRows();
    await app.user.click(
      within(screen.getByRole('navigation', { name: 'Grafikų mėnesių puslapiai' })).getByRole('button', { name: '2 puslapis' }),
    );
    await waitFor(() => expect((app.callsOf('schedulePeriods.indexPeriods').at(-1)?.input as IndexPeriodsInput).page).toBe(2));
    await waitFor(async () => expect(await periodRows()).toHaveLength(5));
  });
});
