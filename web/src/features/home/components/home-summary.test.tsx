import { ErrorCode } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { aHomeSummary } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

const employeeSummary = aHomeSummary({
  leave: { holidayDayType: 0, available: 32.92, planned: 6, takenThisYear: 10, year: 2026 },
  quickForms: [
    { id: 1, name: 'Prašymas suteikti kasmetines atostogas', nameEn: 'Annual leave application', formGroupId: 1, filedCount: 4 },
    { id: 5, name: 'Komandiruotės prašymas', nameEn: 'Business trip application', formGroupId: 2, filedCount: 2 },
  ],
  upcomingAbsences: [
    {
      source: 'absence',
      dateFrom: '2026-12-28',
      dateTo: '2026-12-31',
      activityCode: 'A',
      activityCodeText: 'Kasmetinės atostogos',
      activityCodeTextEn: 'Annual leave',
      color: '#4CAF50',
      submissionId: null,
    },
    {
      source: 'application',
      dateFrom: '2027-01-11',
      dateTo: '2027-01-11',
      activityCode: 'NA',
      activityCodeText: 'Nemokamos atostogos',
      activityCodeTextEn: null,
      color: '#9E9E9E',
      submissionId: 77,
    },
  ],
});

describe('home: the leave balance cards', () => {
  it('shows available, planned and taken this year, each a large figure in days with a link to its records', async () => {
    renderApp({ route: '/home', signedIn: true, procedures: { 'home.summary': () => employeeSummary } });
    const available = await screen.findByRole('group', { name: 'Galima pasinaudoti' });
    expect(within(available).getByTestId('balance-available-value')).toHaveTextContent('32,92');
    expect(available).toHaveTextContent('32,92 d.');
    expect(within(available).getByRole('link', { name: 'Sutartis' })).toHaveAttribute('href', '/personal-info/contract-info');
    const planned = screen.getByRole('group', { name: 'Suplanuota' });
    expect(within(planned).getByTestId('balance-planned-value')).toHaveTextContent(/^6$/);
    expect(within(planned).getByRole('link', { name: 'Mano prašymai' })).toHaveAttribute('href', '/applications/my-applications');
    const taken = screen.getByRole('group', { name: 'Panaudota 2026 m.' });
    expect(within(taken).getByTestId('balance-taken-value')).toHaveTextContent(/^10$/);
    expect(within(taken).getByRole('link', { name: 'Neatvykimų istorija' })).toHaveAttribute('href', '/my-working-time/history');
    expect(screen.getByText('Skaičiuojama darbo dienomis.')).toBeInTheDocument();
  });

  it('names calendar days as the unit when the reserve counts them, and reads in English', async () => {
    activateLanguage('en');
    renderApp({
      route: '/home',
      signedIn: true,
      procedures: { 'home.summary': () => ({ ...employeeSummary, leave: { ...employeeSummary.leave!, holidayDayType: 1 } }) },
    });
    const available = await screen.findByRole('group', { name: 'Available' });
    expect(available).toHaveTextContent('32.92 days');
    expect(screen.getByRole('group', { name: 'Taken in 2026' })).toBeInTheDocument();
    expect(screen.getByText('Counted in calendar days.')).toBeInTheDocument();
  });

  it('shows no cards to a user without an employee record in the company', async () => {
    renderApp({ route: '/home', signedIn: true, procedures: { 'home.summary': () => aHomeSummary({ leave: null }) } });
    await screen.findByRole('region', { name: 'Naujas prašymas' });
    expect(screen.queryByRole('group', { name: 'Galima pasinaudoti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Artimiausi neatvykimai' })).not.toBeInTheDocument();
  });

  it('tells when the summary fails to load, and still shows the requests', async () => {
    renderApp({
      route: '/home',
      signedIn: true,
      procedures: { 'home.summary': () => Promise.reject(trpcError('BAD_REQUEST', 'validation.invalid_value')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisinga reikšmė.');
    expect(await screen.findByText('Prašymų neturite.')).toBeInTheDocument();
  });
});

describe('home: new application', () => {
  it('offers the most used forms as quick buttons to their filing screens, all forms and the primary action', async () => {
    renderApp({ route: '/home', signedIn: true, procedures: { 'home.summary': () => employeeSummary } });
    const panel = await screen.findByRole('region', { name: 'Naujas prašymas' });
    expect(within(panel).getByText('Dažniausiai naudojamos formos')).toBeInTheDocument();
    const buttons = within(panel).getAllByRole('link');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('href')])).toEqual([
      ['Prašymas suteikti kasmetines atostogas', '/applications/detail-application/1/1'],
      ['Komandiruotės prašymas', '/applications/detail-application/5/2'],
      ['Visos formos', '/applications/new-application'],
    ]);
    const primary = screen.getAllByRole('link', { name: 'Naujas prašymas' });
    expect(primary.map((link) => link.getAttribute('href'))).toContain('/applications/new-application');
  });

  it('opens the filing screen of a quick form', async () => {
    const app = renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'home.summary': () => employeeSummary,
        'documents.form': () => Promise.reject(trpcError(ErrorCode.recordNotFound)),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Naujas prašymas' });
    await app.user.click(within(panel).getByRole('link', { name: 'Komandiruotės prašymas' }));
    await waitFor(() => expect(app.pathname()).toBe('/applications/detail-application/5/2'));
    await waitFor(() => expect(app.callsOf('documents.form').map((call) => call.input)).toContainEqual({ id: 5 }));
  });
});

describe('home: upcoming absences', () => {
  it('lists the next absences with their dates and type, an approved application marked as not yet recorded', async () => {
    renderApp({ route: '/home', signedIn: true, procedures: { 'home.summary': () => employeeSummary } });
    const region = await screen.findByRole('region', { name: 'Artimiausi neatvykimai' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('2026-12-28 – 2026-12-31');
    expect(items[0]).toHaveTextContent('Kasmetinės atostogos');
    expect(items[0]).not.toHaveTextContent('Patvirtinta, dar neįregistruota');
    expect(items[1]).toHaveTextContent('2027-01-11');
    expect(items[1]).not.toHaveTextContent('–');
    expect(items[1]).toHaveTextContent('Patvirtinta, dar neįregistruota');
  });

  it('names the absence type in English in English, and in Lithuanian where it has no English name', async () => {
    activateLanguage('en');
    renderApp({ route: '/home', signedIn: true, procedures: { 'home.summary': () => employeeSummary } });
    const region = await screen.findByRole('region', { name: 'Upcoming absences' });
    const items = within(region).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Annual leave');
    expect(items[0]).not.toHaveTextContent('Kasmetinės atostogos');
    expect(items[1]).toHaveTextContent('Nemokamos atostogos');
  });
});

describe('home for a new employee', () => {
  it('reads well with no data: zero balances, forms to start with, nothing ahead and no requests', async () => {
    renderApp({ route: '/home', signedIn: true });
    const available = await screen.findByRole('group', { name: 'Galima pasinaudoti' });
    expect(within(available).getByTestId('balance-available-value')).toHaveTextContent(/^0$/);
    const panel = screen.getByRole('region', { name: 'Naujas prašymas' });
    expect(within(panel).getByText('Formos pradžiai')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Prašymas suteikti kasmetines atostogas' })).toBeInTheDocument();
    const upcoming = screen.getByRole('region', { name: 'Artimiausi neatvykimai' });
    expect(within(upcoming).queryByRole('list')).not.toBeInTheDocument();
    expect(upcoming).toHaveTextContent('Artimiausių neatvykimų nėra.');
    expect(await screen.findByText('Prašymų neturite.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mano užduotys' })).not.toBeInTheDocument();
  });
});
