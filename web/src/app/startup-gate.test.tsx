import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSiteSettings, aUser } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { trpcError } from '../testing/trpc-mock';

// The settings screen is the heaviest lazy chunk: its first transform in jsdom outlasts the 5 s default on a busy machine.
const SETTINGS_CHUNK_TIMEOUT_MS = 15_000;

describe('startup', () => {
  it('sends a visitor without a session to sign-in', async () => {
    const app = renderApp({ route: '/home' });
    expect(await screen.findByRole('button', { name: 'Prisijungti' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/sign-in');
    expect(app.callsOf('users.me')).toHaveLength(0);
  });

  it('lets a visitor without a session request a password, but not recover one without a token', async () => {
    const request = renderApp({ route: '/password-request' });
    expect(await screen.findByRole('button', { name: 'Patvirtinti' })).toBeInTheDocument();
    expect(request.pathname()).toBe('/password-request');
    request.unmount();

    const recover = renderApp({ route: '/password-recover' });
    expect(await screen.findByRole('button', { name: 'Prisijungti' })).toBeInTheDocument();
    expect(recover.pathname()).toBe('/sign-in');
  });

  it('sends a signed-in user from sign-in to the default route of the menu setting', async () => {
    const app = renderApp({
      route: '/sign-in',
      signedIn: true,
      procedures: {
        'sessions.siteSettings': () => aSiteSettings({ employeeMenu: { ...aSiteSettings().employeeMenu, defaultRoute: '/settings' } }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Nustatymai' }, { timeout: SETTINGS_CHUNK_TIMEOUT_MS })).toBeInTheDocument();
    expect(app.pathname()).toBe('/settings');
  });

  it('opens home for a signed-in user at the root address', async () => {
    const app = renderApp({ route: '/', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Pradžia' })).toBeInTheDocument();
    expect(screen.getByText('Sveiki, Rūta Kazlauskienė!')).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
  });

  it('keeps a user whose password must change on the forced change screen', async () => {
    const app = renderApp({ route: '/settings', signedIn: true, procedures: { 'users.me': () => aUser({ forcePasswordChange: true }) } });
    expect(await screen.findByRole('heading', { name: 'Pakeiskite slaptažodį' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/forced-password-change');
  });

  it('stops with an error screen when the settings cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({
      route: '/sign-in',
      procedures: { 'sessions.preAuthSettings': () => Promise.reject(trpcError('INTERNAL_SERVER_ERROR', 'errors.critical_server_error')) },
    });
    expect(await screen.findByRole('heading', { name: 'Nepavyko paleisti portalo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prisijungti' })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Portal startup failed', expect.anything());
  });

  it('shows the not-found page for an unknown address', async () => {
    renderApp({ route: '/no-such-page', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Puslapis nerastas' })).toBeInTheDocument();
  });
});

describe('area guards', () => {
  it('sends a user without admin access from the admin area to not-authorized', async () => {
    const app = renderApp({ route: '/admin-area/users', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Prieiga draudžiama' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/not-authorized');
  });

  it('lets an administrator into the admin area, at its earlier addresses too', async () => {
    const app = renderApp({ route: '/admin-area/users', signedIn: true, procedures: { 'users.me': () => aUser({ adminAccess: 1 }) } });
    // The users screens come with their own issue: the address moves to /admin and shows not-found.
    expect(await screen.findByRole('heading', { name: 'Puslapis nerastas' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/admin/users');
  });

  it('sends a user without admin access from /admin to not-authorized', async () => {
    const app = renderApp({ route: '/admin/documents', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Prieiga draudžiama' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/not-authorized');
  });

  it('needs work-time access to the current company for the work-time area', async () => {
    const denied = renderApp({
      route: '/wtm-area/schedules',
      signedIn: true,
      procedures: { 'users.me': () => aUser({ workTimeAccessCompanies: ['NL'] }) },
    });
    await waitFor(() => expect(denied.pathname()).toBe('/not-authorized'));
    denied.unmount();

    const allowed = renderApp({
      route: '/wtm-area/schedules',
      signedIn: true,
      procedures: {
        'users.me': () => aUser({ workTimeAccessCompanies: ['SV'] }),
        'schedules.list': () => ({ items: [], pagination: { page: 1, rowsPerPage: 20, totalRecords: 0 }, canCreate: false }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Grafikai', level: 1 })).toBeInTheDocument();
    expect(allowed.pathname()).toBe('/wtm-area/schedules');
  });
});
