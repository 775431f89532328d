import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../../lib/storage';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

const inDays = (days: number) => dayjs().add(days, 'day').format('YYYY-MM-DD');

describe('settings', () => {
  it('offers the password change to the portal’s own users only', async () => {
    const internal = renderApp({ route: '/settings', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Sauga' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keisti slaptažodį' })).toBeInTheDocument();
    internal.unmount();

    renderApp({
      route: '/settings',
      signedIn: true,
      procedures: { 'users.me': () => aUser({ isInternal: false, type: 'active_directory' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Nustatymai' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sauga' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Dabartinis slaptažodis')).not.toBeInTheDocument();
  });

  it('lays each form out as a titled section with its save action in a sticky bar', async () => {
    renderApp({ route: '/settings', signedIn: true });
    for (const name of ['Įmonė', 'Kalba', 'El. pašto pranešimai', 'Sauga']) {
      const heading = await screen.findByRole('heading', { name, level: 2 });
      expect(heading.closest('section')).not.toBeNull();
    }
    for (const name of ['Išsaugoti įmonę', 'Išsaugoti kalbą', 'Keisti slaptažodį', 'Išsaugoti pranešimų nustatymus']) {
      expect(screen.getByRole('button', { name }).closest('[data-sticky-action-bar]')).not.toBeNull();
    }
  });

  it('warns when the password expires in less than 1000 days', async () => {
    const soon = renderApp({
      route: '/settings',
      signedIn: true,
      procedures: { 'users.me': () => aUser({ passwordExpirationDate: inDays(23) }) },
    });
    expect(await screen.findByText(`Jūsų slaptažodis galioja iki ${inDays(23)}.`, { exact: false })).toHaveTextContent('Liko 23 dienos.');
    soon.unmount();

    renderApp({ route: '/settings', signedIn: true, procedures: { 'users.me': () => aUser({ passwordExpirationDate: inDays(1000) }) } });
    await screen.findByRole('heading', { name: 'Sauga' });
    expect(screen.queryByText(/Jūsų slaptažodis galioja iki/)).not.toBeInTheDocument();
  });

  it('changes the password, keeps the new session and says so', async () => {
    const app = renderApp({
      route: '/settings',
      signedIn: true,
      procedures: {
        'users.changePassword': () => ({
          token: 'replacement-token-abcdefghijklmnop',
          expiresAt: new Date('2030-01-01'),
          user: aUser(),
          passwordChangeRequired: false,
        }),
      },
    });
    await app.user.type(await screen.findByLabelText('Dabartinis slaptažodis'), 'Demo1234');
    await app.user.type(screen.getByLabelText('Naujas slaptažodis'), 'Rudenelis2026');
    await app.user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Rudenelis2026');
    await app.user.click(screen.getByRole('button', { name: 'Keisti slaptažodį' }));

    expect(await screen.findByText('Slaptažodis pakeistas.')).toBeInTheDocument();
    expect(window.localStorage.getItem(StorageKey.sessionToken)).toBe('replacement-token-abcdefghijklmnop');
    expect(screen.getByLabelText('Dabartinis slaptažodis')).toHaveValue('');
    expect(app.pathname()).toBe('/settings');
  });

  it('refuses a new password containing the username before calling the server', async () => {
    const app = renderApp({ route: '/settings', signedIn: true });
    await app.user.type(await screen.findByLabelText('Dabartinis slaptažodis'), 'Demo1234');
    await app.user.type(screen.getByLabelText('Naujas slaptažodis'), 'Employee2026');
    await app.user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Employee2026');
    await app.user.click(screen.getByRole('button', { name: 'Keisti slaptažodį' }));

    expect(screen.getByLabelText('Naujas slaptažodis')).toHaveAccessibleDescription(
      expect.stringContaining('Slaptažodyje negali būti jūsų naudotojo vardo, įmonės ar portalo pavadinimo.'),
    );
    expect(app.callsOf('users.changePassword')).toHaveLength(0);
  });

  it('switches the interface to English at once when the language is saved', async () => {
    const app = renderApp({
      route: '/settings',
      signedIn: true,
      procedures: { 'users.changeLanguage': (input) => aUser({ defaultLanguage: input.code }) },
    });
    await app.user.click(await screen.findByLabelText('Kalba'));
    await app.user.click(await screen.findByRole('option', { name: 'English' }));
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti kalbą' }));

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Language changed.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(app.callsOf('users.changeLanguage')[0]?.input).toEqual({ code: 'en' });
    expect(window.localStorage.getItem(StorageKey.defaultLanguage)).toBe('en');
  });

  it('shows the first server message when the language cannot be saved', async () => {
    const app = renderApp({
      route: '/settings',
      signedIn: true,
      procedures: { 'users.changeLanguage': () => Promise.reject(trpcError('BAD_REQUEST', 'errors.language_not_supported')) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Išsaugoti kalbą' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ši kalba nepalaikoma.');
    expect(screen.getByRole('heading', { name: 'Nustatymai' })).toBeInTheDocument();
  });

  it('switches the company from the company card', async () => {
    const app = renderApp({
      route: '/settings',
      signedIn: true,
      procedures: {
        'users.changeCompany': (input) => aUser({ currentCompanyCode: input.code, currentCompanyName: 'UAB „Nemuno logistika“' }),
      },
    });
    await app.user.click(await screen.findByLabelText('Įmonė'));
    await app.user.click(await screen.findByRole('option', { name: 'UAB „Nemuno logistika“' }));
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti įmonę' }));

    expect(await screen.findByText('Įmonė pakeista.')).toBeInTheDocument();
    expect(app.callsOf('users.changeCompany')[0]?.input).toEqual({ code: 'NL' });
    expect(window.localStorage.getItem(StorageKey.companyCode)).toBe('NL');
  });

  it('saves the notification settings and names what changed', async () => {
    const app = renderApp({
      route: '/settings',
      signedIn: true,
      procedures: {
        'users.updateMessageSettings': (input) => aUser({ sendEmails: input.sendEmails, alternativeEmail: input.alternativeEmail }),
      },
    });
    const email = await screen.findByLabelText('Alternatyvus el. pašto adresas');
    expect(email).toHaveAttribute('type', 'email');
    await app.user.type(email, 'ruta@example.com');
    await app.user.click(screen.getByRole('switch', { name: 'Siųsti pranešimus el. paštu' }));
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti pranešimų nustatymus' }));

    expect(await screen.findByText('Alternatyvus el. pašto adresas atnaujintas.')).toBeInTheDocument();
    expect(app.callsOf('users.updateMessageSettings')[0]?.input).toEqual({ sendEmails: false, alternativeEmail: 'ruta@example.com' });

    await app.user.click(screen.getByRole('switch', { name: 'Siųsti pranešimus el. paštu' }));
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti pranešimų nustatymus' }));
    expect(await screen.findByText('Pakeitimai išsaugoti.')).toBeInTheDocument();
  });

  it('shows a refused e-mail address next to its field', async () => {
    const app = renderApp({
      route: '/settings',
      signedIn: true,
      procedures: {
        'users.updateMessageSettings': () =>
          Promise.reject(
            trpcError('BAD_REQUEST', 'validation.invalid_value', { fieldErrors: { alternativeEmail: ['validation.invalid_email'] } }),
          ),
      },
    });
    await app.user.type(await screen.findByLabelText('Alternatyvus el. pašto adresas'), 'not-an-address');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti pranešimų nustatymus' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Alternatyvus el. pašto adresas')).toHaveAccessibleDescription('Įveskite teisingą el. pašto adresą.'),
    );
    expect(within(screen.getByRole('alert')).getByText('Įveskite teisingą el. pašto adresą.')).toBeInTheDocument();
  });
});
