import type { IndexPeriodsInput, PeriodListItem } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import type { ProcedureMocks } from '../../../testing/trpc-mock';
import { aPeriod, aScheduleRow, periodsServer, planner } from '../testing/period-fixtures';

const ROUTE = '/wtm-area/dashboard';

const gam = aScheduleRow(41, { code: 'GAM-1', name: 'Gamyba', employeesCount: 12 });
const san = aScheduleRow(42, { code: 'SAN-1', name: 'Sandėlis', employeesCount: 3 });

function dashboardServer(schedules: (typeof gam)[], periods: PeriodListItem[], canCreate = true): ProcedureMocks {
  return {
    'users.me': () => planner,
    'schedules.list': () => ({ items: schedules, pagination: { page: 1, rowsPerPage: 100, totalRecords: schedules.length }, canCreate }),
    'schedulePeriods.indexPeriods': periodsServer(periods).indexPeriods,
  } as ProcedureMocks;
}

function today(date: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${date}T10:00:00Z`) });
}

afterEach(() => {
  vi.useRealTimers();
});

async function card(name: string) {
  const heading = await screen.findByRole('heading', { name, level: 3 });
  return within(heading.closest('section')!);
}

/** A card's month lines as text: month, status, lock. */
function monthLines(section: ReturnType<typeof within>) {
  return section.getAllByText(/^\d{4} \p{L}+$/u).map((link: HTMLElement) => link.closest('[data-month-line]')?.textContent);
}

describe('the work-time dashboard', () => {
  it('shows each schedule’s this and next month with status and lock, each opening the month’s table', async () => {
    today('2026-11-22');
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: dashboardServer(
        [gam, san],
        [
          aPeriod(1, { year: 2026, month: 11, status: 1, manualLock: true, lockedByName: 'Antanas Paulauskas' }),
          aPeriod(2, { year: 2026, month: 12, status: 0 }),
          aPeriod(3, { year: 2026, month: 10, status: 2 }),
          aPeriod(4, { scheduleId: 42, scheduleCode: 'SAN-1', scheduleName: 'Sandėlis', year: 2026, month: 11, status: 2 }),
        ],
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Darbo laiko apžvalga', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Šis mėnuo: 2026 lapkritis')).toBeInTheDocument();

    const production = await card('GAM-1 · Gamyba');
    expect(production.getByRole('link', { name: 'GAM-1 · Gamyba' })).toHaveAttribute('href', '/wtm-area/schedules/41/table?month=2026-11');
    expect(production.getByText('Darbuotojų: 12')).toBeInTheDocument();
    await waitFor(() => expect(monthLines(production)).toEqual(['2026 lapkritisParengtasUžrakintas', '2026 gruodisVykdomas']));
    expect(production.getByRole('link', { name: 'GAM-1: 2026 gruodis' })).toHaveAttribute(
      'href',
      '/wtm-area/schedules/41/table?month=2026-12',
    );

    // A month without a period has not been started.
    const warehouse = await card('SAN-1 · Sandėlis');
    expect(monthLines(warehouse)).toEqual(['2026 lapkritisPatvirtintas', '2026 gruodisNepradėtas']);
    expect(app.callsOf('schedulePeriods.indexPeriods').map((call) => call.input)).toEqual([
      { year: 2026, page: 1, rowsPerPage: 100, locked: 'all' },
    ]);
  });

  it('reads the next year too in December', async () => {
    today('2026-12-10');
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: dashboardServer(
        [gam],
        [aPeriod(1, { year: 2026, month: 12, status: 2 }), aPeriod(2, { year: 2027, month: 1, status: 0 })],
      ),
    });
    const production = await card('GAM-1 · Gamyba');
    await waitFor(() => expect(monthLines(production)).toEqual(['2026 gruodisPatvirtintas', '2027 sausisVykdomas']));
    expect(app.callsOf('schedulePeriods.indexPeriods').map((call) => (call.input as IndexPeriodsInput).year)).toEqual([2026, 2027]);
  });

  it('pages through the year’s periods until it passes this month', async () => {
    today('2026-02-15');
    // 15 schedules planned to December: February and March come after 135 later months.
    const schedules = Array.from({ length: 15 }, (_, index) =>
      aScheduleRow(100 + index, { code: `S-${index + 10}`, name: `Grafikas ${index}` }),
    );
    const periods = schedules.flatMap((schedule) =>
      Array.from({ length: 12 }, (_, monthIndex) =>
        aPeriod(schedule.id * 100 + monthIndex, {
          scheduleId: schedule.id,
          scheduleCode: schedule.code,
          scheduleName: schedule.name,
          year: 2026,
          month: monthIndex + 1,
          status: monthIndex + 1 === 2 ? 2 : 0,
        }),
      ),
    );
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: dashboardServer(schedules, periods) });
    const last = await card('S-24 · Grafikas 14');
    await waitFor(() => expect(monthLines(last)).toEqual(['2026 vasarisPatvirtintas', '2026 kovasVykdomas']));
    expect(app.callsOf('schedulePeriods.indexPeriods').map((call) => (call.input as IndexPeriodsInput).page)).toEqual([1, 2]);
  });

  it('offers the area’s main screens', async () => {
    today('2026-11-22');
    renderApp({ route: ROUTE, signedIn: true, procedures: dashboardServer([gam], []) });
    const links = within(await screen.findByRole('region', { name: 'Eiti į' }));
    expect(links.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Grafikai', '/wtm-area/schedules'],
      ['Pamainų grupės', '/wtm-area/shift-groups'],
      ['Laikotarpių užrakinimas', '/wtm-area/manual-locks'],
      ['Darbo laiko nustatymai', '/wtm-area/settings'],
    ]);
  });

  it('tells a planner without schedules so, offering a new one to those who may create it', async () => {
    today('2026-11-22');
    renderApp({ route: ROUTE, signedIn: true, procedures: dashboardServer([], [], true) });
    expect(await screen.findByText(/Kol kas neturite grafikų/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naujas grafikas' })).toHaveAttribute('href', '/wtm-area/schedules/new');
  });

  it('offers no new schedule to a planner who may not create one', async () => {
    today('2026-11-22');
    renderApp({ route: ROUTE, signedIn: true, procedures: dashboardServer([], [], false) });
    expect(await screen.findByText(/Kol kas neturite grafikų/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Naujas grafikas' })).not.toBeInTheDocument();
  });

  it('is where the work-time area opens', async () => {
    today('2026-11-22');
    const app = renderApp({ route: '/wtm-area', signedIn: true, procedures: dashboardServer([gam], []) });
    expect(await screen.findByRole('heading', { name: 'Darbo laiko apžvalga', level: 1 })).toBeInTheDocument();
    expect(app.pathname()).toBe('/wtm-area/dashboard');
  });
});
