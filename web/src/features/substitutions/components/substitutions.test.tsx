import type { Substitution } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

function aSubstitution(entryNo: number, overrides: Partial<Substitution> = {}): Substitution {
  return {
    entryNo,
    employeeNo: 'E0007',
    substEmployeeNo: 'E0019',
    firstname: 'Tomas',
    lastname: 'Žukauskas',
    fromDateStr: '2026-11-18',
    toDateStr: '2026-11-27',
    description: 'Kvalifikacijos kėlimo kursai',
    ...overrides,
  };
}

const dashboard = () => ({
  iAmSubstituted: [aSubstitution(1)],
  iAmSubstituting: [
    aSubstitution(2, {
      employeeNo: 'E0005',
      substEmployeeNo: 'E0007',
      firstname: 'Jonas',
      lastname: 'Petraitis',
      toDateStr: '9999-12-31',
      description: 'Vadovo atostogos',
    }),
  ],
});

describe('substitutions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('home shows both lists for today through six months ahead and no requests', async () => {
    const app = renderApp({ route: '/home', signedIn: true, procedures: { 'substitutions.dashboard': dashboard } });
    expect(await screen.findByRole('heading', { name: 'Pradžia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mano prašymai' })).toBeInTheDocument();
    // Requests and tasks load on their own: none here, so the 'no requests' text and no tasks table.
    expect(await screen.findByText('Prašymų neturite.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mano užduotys' })).not.toBeInTheDocument();

    const substituted = await screen.findByRole('table', { name: 'Mane pavaduoja' });
    expect(within(substituted).getAllByRole('row')[1]).toHaveTextContent('Tomas Žukauskas2026-11-182026-11-27Kvalifikacijos kėlimo kursai');
    const substituting = screen.getByRole('table', { name: 'Aš pavaduoju' });
    // An open end (9999) shows blank.
    expect(
      within(within(substituting).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jonas Petraitis', '2026-11-18', '', 'Vadovo atostogos']);
    // Dates never break across lines.
    expect(within(substituted).getByRole('cell', { name: '2026-11-27' }).className).toMatch(/nowrap/);
    expect(app.callsOf('substitutions.dashboard').map((call) => call.input)).toEqual([{ dateFrom: '2026-11-22', dateTo: '2027-05-22' }]);
  });

  it('says so when nobody substitutes and nobody is substituted', async () => {
    activateLanguage('en');
    renderApp({
      route: '/home',
      signedIn: true,
      procedures: { 'substitutions.dashboard': () => ({ iAmSubstituted: [], iAmSubstituting: [] }) },
    });
    expect(await screen.findByText('Nobody substitutes you in this period.')).toBeInTheDocument();
    expect(screen.getByText('You substitute nobody in this period.')).toBeInTheDocument();
    expect(await screen.findByText('You have no requests.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state and then one translated error for both lists', async () => {
    let refuse: (() => void) | undefined;
    renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'substitutions.dashboard': () =>
          new Promise((_, reject) => (refuse = () => reject(trpcError('BAD_REQUEST', 'validation.date_range_too_long')))),
      },
    });
    await screen.findByRole('heading', { name: 'Mane pavaduoja' });
    // Each list shows its own loading state (home's requests, above, load on their own).
    for (const name of ['Mane pavaduoja', 'Aš pavaduoju']) {
      expect(within(screen.getByRole('heading', { name }).parentElement!).getByRole('status')).toBeInTheDocument();
    }
    await waitFor(() => expect(refuse).toBeDefined());
    refuse!();
    expect(await screen.findByRole('alert')).toHaveTextContent('Per ilgas datų intervalas.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('the substitutions page looks about three months back and six ahead by default', async () => {
    const app = renderApp({
      route: '/my-working-time/substitutions',
      signedIn: true,
      procedures: { 'substitutions.dashboard': dashboard },
    });
    expect(await screen.findByRole('heading', { name: 'Pavadavimai', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Mane pavaduoja' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Aš pavaduoju' })).toBeInTheDocument();
    expect(screen.getByLabelText('Laikotarpis')).toHaveTextContent('2026-08-22 – 2027-05-22');
    expect(app.callsOf('substitutions.dashboard').map((call) => call.input)).toEqual([{ dateFrom: '2026-08-22', dateTo: '2027-05-22' }]);
  });
});
