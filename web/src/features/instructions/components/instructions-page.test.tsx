import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

describe('instructions', () => {
  it('lists the instructions with blank ERP placeholder dates', async () => {
    renderApp({
      route: '/other/employee-instructions',
      signedIn: true,
      procedures: {
        'instructions.mine': () => [
          {
            entryNo: 1,
            name: 'Periodinis saugos instruktažas',
            type: 'Periodinis',
            checkType: 'Žodžiu',
            allowedForJobTitle: 'Operatorius',
            conclusion: 'Išklausė',
            date: '2026-01-15',
            executionDate: '2026-01-15',
            validTo: '9999-12-31',
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Instruktažai' })).toBeInTheDocument();
    const row = within(await screen.findByRole('table', { name: 'Instruktažai' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Periodinis saugos instruktažas');
    expect(row).toHaveTextContent('2026-01-15');
    expect(row).toHaveTextContent('Išklausė');
    expect(row).not.toHaveTextContent('9999');
  });

  it('says so when there are none', async () => {
    renderApp({ route: '/other/employee-instructions', signedIn: true, procedures: { 'instructions.mine': () => [] } });
    expect(await screen.findByText('Instruktažų duomenų nėra.')).toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    renderApp({ route: '/other/employee-instructions', signedIn: true, procedures: { 'instructions.mine': () => new Promise(() => {}) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Įkeliama…');
  });

  it('shows the translated server message when loading fails', async () => {
    renderApp({
      route: '/other/employee-instructions',
      signedIn: true,
      procedures: { 'instructions.mine': () => Promise.reject(trpcError('BAD_REQUEST', 'validation.invalid_value')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisinga reikšmė.');
  });
});
