import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n';
import { aFormMenu } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

describe('new application chooser', () => {
  it('shows a card per application group, nested groups by their path, and a button per form', async () => {
    const app = renderApp({
      route: '/applications/new-application',
      signedIn: true,
      procedures: { 'documents.formGroupMenu': () => aFormMenu() },
    });
    const leave = await screen.findByRole('region', { name: 'Atostogos' });
    expect(within(leave).getByRole('link', { name: 'Kasmetinės atostogos' })).toHaveAttribute(
      'href',
      '/applications/detail-application/11/1',
    );
    expect(within(leave).getByRole('link', { name: 'Nemokamos atostogos' })).toHaveAttribute(
      'href',
      '/applications/detail-application/12/1',
    );
    const childCare = screen.getByRole('region', { name: 'Atostogos / Vaiko priežiūra' });
    expect(within(childCare).getByRole('link', { name: 'Tėvystės atostogos' })).toHaveAttribute(
      'href',
      '/applications/detail-application/31/3',
    );
    expect(within(screen.getByRole('region', { name: 'Komandiruotės' })).getAllByRole('link')).toHaveLength(1);
    expect(app.callsOf('documents.formGroupMenu')[0]?.input).toEqual({ isApplication: true });
  });

  it('names groups and forms in English when the interface is English', async () => {
    activateLanguage('en');
    renderApp({ route: '/applications/new-application', signedIn: true, procedures: { 'documents.formGroupMenu': () => aFormMenu() } });
    const leave = await screen.findByRole('region', { name: 'Leave' });
    expect(within(leave).getByRole('link', { name: 'Annual leave' })).toBeInTheDocument();
    // A group without an English name keeps its Lithuanian one.
    expect(screen.getByRole('region', { name: 'Leave / Vaiko priežiūra' })).toBeInTheDocument();
  });

  it('says so when there are no application forms', async () => {
    renderApp({ route: '/applications/new-application', signedIn: true, procedures: { 'documents.formGroupMenu': () => [] } });
    expect(await screen.findByText('Prašymų formų nėra.')).toBeInTheDocument();
  });

  it('shows the translated server message when the menu fails', async () => {
    renderApp({
      route: '/applications/new-application',
      signedIn: true,
      procedures: { 'documents.formGroupMenu': () => Promise.reject(trpcError('BAD_REQUEST', 'validation.invalid_value')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisinga reikšmė.');
  });
});
