import type { AbsenceRecord } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureResolver, trpcError } from '../../../testing/trpc-mock';

function anAbsence(entryNo: number, overrides: Partial<AbsenceRecord> = {}): AbsenceRecord {
  return {
    entryNo,
    source: 'absence',
    employeeNo: 'E0007',
    employeeFirstName: 'Rūta',
    employeeLastName: 'Kazlauskienė',
    employeeFullName: 'Rūta Kazlauskienė',
    dateFrom: '2026-11-02',
    dateTo: '2026-11-06',
    activityCode: 'A',
    activityCodeText: 'Kasmetinės atostogos',
    activityCodeTextEn: 'Annual leave',
    activityTypeId: 1,
    activityTypeText: 'Atostogos',
    activityTypeTextEn: 'Leave',
    color: '#2f9e44',
    description: `Įrašas ${entryNo}`,
    calendarDays: 5,
    workDays: 5,
    hoursPerDay: 8,
    applicationNo: null,
    ...overrides,
  };
}

function pagedAbsences(total: number): ProcedureResolver<'absences.current'> {
  return (input) => {
    const page = Number(input.page ?? 1);
    const rowsPerPage = Number(input.rowsPerPage ?? 20);
    const first = (page - 1) * rowsPerPage;
    const items = Array.from({ length: Math.max(0, Math.min(rowsPerPage, total - first)) }, (_, index) => anAbsence(first + index + 1));
    return { items, pagination: { page, rowsPerPage, totalRecords: total } };
  };
}

describe('absence history', () => {
  it('is a tab of my working time, after the schedule, the timesheet and the absence plan', async () => {
    renderApp({ route: '/my-working-time/history', signedIn: true, procedures: { 'absences.current': pagedAbsences(3) } });
    expect(await screen.findByRole('heading', { name: 'Neatvykimų istorija' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Mano darbo laikas' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mano grafikas', 'Mano žiniaraštis', 'Atostogų planas', 'Neatvykimų istorija', 'Neatvykimų kalendorius', 'Pavadavimai']);
    await waitFor(() => expect(within(tabs).getByRole('link', { name: 'Neatvykimų istorija' })).toHaveAttribute('aria-current', 'page'));
    expect(within(tabs).getByRole('link', { name: 'Pavadavimai' })).toHaveAttribute('href', '/my-working-time/substitutions');
  });

  it('lists ten absences a page with the code on its colour and at most ten page links', async () => {
    const app = renderApp({ route: '/my-working-time/history', signedIn: true, procedures: { 'absences.current': pagedAbsences(135) } });
    const table = await screen.findByRole('table', { name: 'Neatvykimų istorija' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('A')).toHaveStyle({ '--badge-bg': '#2f9e44' });
    expect(rows[0]).toHaveTextContent('Kasmetinės atostogos');
    expect(rows[0]).toHaveTextContent('8,00');
    expect(app.callsOf('absences.current')[0]?.input).toEqual({ page: 1, rowsPerPage: 10 });

    const pager = screen.getByRole('navigation', { name: 'Neatvykimų istorijos puslapiai' });
    const pageLinks = () =>
      within(pager)
        .getAllByRole('button', { name: /^\d+ puslapis$/ })
        .map((button) => button.textContent);
    expect(pageLinks()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await app.user.click(within(pager).getByRole('button', { name: 'Kitas puslapis' }));
    expect(await screen.findByText('Įrašas 11')).toBeInTheDocument();
    await app.user.click(within(pager).getByRole('button', { name: '10 puslapis' }));
    expect(await screen.findByText('Įrašas 91')).toBeInTheDocument();
    expect(pageLinks()).toEqual(['5', '6', '7', '8', '9', '10', '11', '12', '13', '14']);
  });

  it('names the absence in English in English', async () => {
    activateLanguage('en');
    renderApp({ route: '/my-working-time/history', signedIn: true, procedures: { 'absences.current': pagedAbsences(1) } });
    const table = await screen.findByRole('table', { name: 'Absence history' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Annual leave');
    expect(row).not.toHaveTextContent('Kasmetinės atostogos');
  });

  it('shows no pager for a single page and says when there are no absences', async () => {
    const one = renderApp({ route: '/my-working-time/history', signedIn: true, procedures: { 'absences.current': pagedAbsences(4) } });
    await screen.findByRole('table', { name: 'Neatvykimų istorija' });
    expect(screen.queryByRole('navigation', { name: 'Neatvykimų istorijos puslapiai' })).not.toBeInTheDocument();
    one.unmount();

    renderApp({ route: '/my-working-time/history', signedIn: true, procedures: { 'absences.current': pagedAbsences(0) } });
    expect(await screen.findByText('Neatvykimų neturite.')).toBeInTheDocument();
  });

  it('shows the server’s message when the history cannot load', async () => {
    renderApp({
      route: '/my-working-time/history',
      signedIn: true,
      procedures: {
        'absences.current': () => {
          throw trpcError('BAD_REQUEST', 'validation.invalid_value');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisinga reikšmė.');
  });
});

describe('absence calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-10T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const payrollCalendar = (input: { dateFrom: string; dateTo: string }) =>
    ['2026-12-24', '2026-12-25', '2027-01-01']
      .filter((date) => date >= input.dateFrom && date <= input.dateTo)
      .map((date) => ({ date, dayType: 'holiday' as const, isHoliday: true, isWeekend: false }));

  it('colours the month’s days by activity, marks holidays and moves between months', async () => {
    const app = renderApp({
      route: '/my-working-time/calendar',
      signedIn: true,
      procedures: {
        'absences.withActivities': (input) =>
          input.dateFrom === '2026-12-01'
            ? [
                anAbsence(1, { dateFrom: '2026-12-21', dateTo: '2026-12-31', color: '#1c7ed6' }),
                anAbsence(2, {
                  source: 'activity',
                  activityCode: 'K',
                  activityCodeText: 'Komandiruotė',
                  color: '#f08c00',
                  dateFrom: '2026-12-03',
                  dateTo: '2026-12-03',
                }),
              ]
            : [],
        'commonData.payrollCalendar': payrollCalendar,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Neatvykimų kalendorius' })).toBeInTheDocument();
    const leaveDay = await screen.findByLabelText('2026-12-22, A Kasmetinės atostogos');
    expect(leaveDay).toHaveStyle({ backgroundColor: '#1c7ed6' });
    expect(screen.getByLabelText('2026-12-03, K Komandiruotė')).toHaveStyle({ backgroundColor: '#f08c00' });
    expect(screen.getByLabelText('2026-12-24, Valstybinė šventė, A Kasmetinės atostogos')).toHaveAttribute('data-holiday');
    expect(screen.getByRole('table', { name: /^Neatvykimai: 2026 m\. gruodis$/ })).toHaveTextContent('Komandiruotė');
    expect(app.callsOf('absences.withActivities')[0]?.input).toEqual({ employeeNo: 'E0007', dateFrom: '2026-12-01', dateTo: '2026-12-31' });
    expect(app.callsOf('commonData.payrollCalendar')[0]?.input).toEqual({ dateFrom: '2026-12-01', dateTo: '2026-12-31', code: 'rh' });

    await app.user.click(screen.getByRole('button', { name: 'Kitas mėnuo' }));
    expect(await screen.findByLabelText('2027-01-01, Valstybinė šventė')).toBeInTheDocument();
    expect(await screen.findByText('Šį mėnesį neatvykimų nėra.')).toBeInTheDocument();
    expect(app.callsOf('absences.withActivities').at(-1)?.input).toEqual({
      employeeNo: 'E0007',
      dateFrom: '2027-01-01',
      dateTo: '2027-01-31',
    });
  });
});
