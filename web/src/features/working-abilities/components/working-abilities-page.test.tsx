import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

describe('working abilities', () => {
  it('lists the periods with their percentage and flags', async () => {
    renderApp({
      route: '/other/working-ability',
      signedIn: true,
      procedures: {
        'workingAbilities.mine': () => [
          {
            entryNo: 2,
            fromDate: '2026-03-01',
            toDate: null,
            workingAbilityPercent: 60,
            notes: 'Po traumos',
            workplaceAccident: true,
            occupationalDisease: false,
          },
          {
            entryNo: 1,
            fromDate: '2024-01-01',
            toDate: '1753-01-01',
            workingAbilityPercent: 100,
            notes: '',
            workplaceAccident: false,
            occupationalDisease: false,
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Darbingumas' })).toBeInTheDocument();
    const [latest, earlier] = within(await screen.findByRole('table', { name: 'Darbingumas' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      within(latest!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-03-01', '', '60', 'Taip', 'Ne', 'Po traumos']);
    expect(within(earlier!).getAllByRole('cell')[1]).toHaveTextContent('');
    expect(earlier).not.toHaveTextContent('1753');
  });

  it('says so when there are none', async () => {
    renderApp({ route: '/other/working-ability', signedIn: true, procedures: { 'workingAbilities.mine': () => [] } });
    expect(await screen.findByText('Darbingumo duomenų nėra.')).toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    renderApp({ route: '/other/working-ability', signedIn: true, procedures: { 'workingAbilities.mine': () => new Promise(() => {}) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Įkeliama…');
  });

  it('shows the translated server message when loading fails', async () => {
    renderApp({
      route: '/other/working-ability',
      signedIn: true,
      procedures: { 'workingAbilities.mine': () => Promise.reject(trpcError('NOT_FOUND', 'errors.record_with_id_does_not_exist')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tokio įrašo nėra.');
  });
});
