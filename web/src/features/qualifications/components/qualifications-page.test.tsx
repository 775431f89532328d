import type { Qualification } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

function aQualification(entryNo: number, overrides: Partial<Qualification> = {}): Qualification {
  return {
    entryNo,
    categoryCode: 'SAUGA',
    code: 'PIRMOJI',
    description: 'Pirmosios pagalbos mokymai',
    fromDate: '2025-01-10',
    toDate: '2025-01-12',
    dateOfIssue: '2025-01-12',
    documentNo: `PP-${entryNo}`,
    expirationDate: '2030-01-12',
    mandatory: false,
    passed: 'passed',
    passedInt: 1,
    valid: true,
    cost: 80,
    institutionName: 'Sveikatos mokymo centras',
    ...overrides,
  };
}

describe('qualifications', () => {
  it('marks valid, expired and mandatory qualifications', async () => {
    renderApp({
      route: '/other/employee-qualification',
      signedIn: true,
      procedures: {
        'qualifications.mine': () => [
          aQualification(1, { mandatory: true }),
          aQualification(2, {
            description: 'Krautuvo vairuotojo pažymėjimas',
            expirationDate: '2024-05-01',
            valid: false,
            passed: 'failed',
            passedInt: 2,
          }),
          aQualification(3, {
            description: 'Anglų kalbos kursai',
            expirationDate: '9999-12-31',
            dateOfIssue: '1900-01-01',
            passed: 'planned',
            passedInt: 0,
          }),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Kvalifikacijos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kvalifikacijos' });
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Privaloma');
    expect(first).toHaveTextContent('Galioja');
    expect(first).toHaveTextContent('Išlaikyta');
    expect(second).toHaveTextContent('Nebegalioja');
    expect(second).toHaveTextContent('Neišlaikyta');
    expect(second).not.toHaveTextContent('Privaloma');
    expect(third).toHaveTextContent('Suplanuota');
    expect(third).not.toHaveTextContent(/9999|1900/);
  });

  it('says so when there are none', async () => {
    renderApp({ route: '/other/employee-qualification', signedIn: true, procedures: { 'qualifications.mine': () => [] } });
    expect(await screen.findByText('Kvalifikacijų duomenų nėra.')).toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    renderApp({
      route: '/other/employee-qualification',
      signedIn: true,
      procedures: { 'qualifications.mine': () => new Promise(() => {}) },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Įkeliama…');
  });

  it('shows the translated server message when loading fails', async () => {
    renderApp({
      route: '/other/employee-qualification',
      signedIn: true,
      procedures: { 'qualifications.mine': () => Promise.reject(trpcError('NOT_FOUND', 'errors.record_with_id_does_not_exist')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tokio įrašo nėra.');
  });
});
