import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../../lib/storage';
import { SESSION_TOKEN } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

describe('sign-out', () => {
  it('ends the session on the server, clears local storage and opens sign-in', async () => {
    const app = renderApp({
      route: '/sign-out',
      signedIn: true,
      storage: {
        [StorageKey.companyCode]: 'SV',
        [StorageKey.companyName]: 'UAB „Šiaurės vėjas“',
        [StorageKey.defaultLanguage]: 'en',
        [StorageKey.appMode]: 'beta',
      },
      procedures: { 'sessions.signOut': () => ({ signedOut: true as const }) },
    });
    expect(await screen.findByRole('button', { name: 'Prisijungti' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/sign-in');
    expect(app.callsOf('sessions.signOut')[0]?.headers.get('authorization')).toBe(`Bearer ${SESSION_TOKEN}`);
    for (const key of Object.values(StorageKey)) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('signs out locally even when the server refuses', async () => {
    const app = renderApp({
      route: '/sign-out',
      signedIn: true,
      procedures: { 'sessions.signOut': () => Promise.reject(trpcError('UNAUTHORIZED', 'errors.session_expired')) },
    });
    await waitFor(() => expect(app.pathname()).toBe('/sign-in'));
    expect(window.localStorage.getItem(StorageKey.sessionToken)).toBeNull();
    // A failed sign-out is not worth a notice.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs out when any call answers 401, with a session-expired notice', async () => {
    const app = renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'messages.sidebar': () => Promise.reject(trpcError('UNAUTHORIZED', 'errors.session_expired')),
        'sessions.signOut': () => Promise.reject(trpcError('UNAUTHORIZED', 'errors.session_expired')),
      },
    });
    expect(await screen.findByText('Jūsų sesija baigėsi. Prisijunkite iš naujo.')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/sign-in'));
    expect(window.localStorage.getItem(StorageKey.sessionToken)).toBeNull();
  });

  it('signs out when the stored session is no longer valid at startup', async () => {
    const app = renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'users.me': () => Promise.reject(trpcError('UNAUTHORIZED', 'errors.session_expired')),
        'sessions.signOut': () => Promise.reject(trpcError('UNAUTHORIZED', 'errors.session_expired')),
      },
    });
    expect(await screen.findByRole('button', { name: 'Prisijungti' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/sign-in');
    expect(screen.getByText('Jūsų sesija baigėsi. Prisijunkite iš naujo.')).toBeInTheDocument();
  });

  it('signs out with a maintenance notice when the site closes under a signed-in user', async () => {
    const app = renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'messages.sidebar': () => Promise.reject(trpcError('SERVICE_UNAVAILABLE', 'errors.site_closed')),
        'sessions.signOut': () => ({ signedOut: true as const }),
      },
    });
    expect(await screen.findByText('Portalas uždarytas techninei priežiūrai. Bandykite vėliau.')).toBeInTheDocument();
    await waitFor(() => expect(app.pathname()).toBe('/sign-in'));
    expect(app.callsOf('sessions.signOut')).toHaveLength(1);
    expect(window.localStorage.getItem(StorageKey.sessionToken)).toBeNull();
  });

  it('signs out, not a boot failure, when the site is closed at startup', async () => {
    const app = renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'users.me': () => Promise.reject(trpcError('SERVICE_UNAVAILABLE', 'errors.site_closed')),
        'sessions.signOut': () => ({ signedOut: true as const }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Prisijungti' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/sign-in');
    expect(screen.getByText('Portalas uždarytas techninei priežiūrai. Bandykite vėliau.')).toBeInTheDocument();
  });
});
