import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../../lib/storage';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

const newSession = {
  token: 'fresh-session-token-abcdefghijklmnop',
  expiresAt: new Date('2030-01-01T00:00:00Z'),
  user: aUser(),
  passwordChangeRequired: false,
};

describe('password request', () => {
  it('sends the request, says an e-mail was sent and returns to sign-in', async () => {
    const app = renderApp({
      route: '/password-request',
      procedures: { 'users.requestPasswordReset': () => ({ requested: true as const }) },
    });
    await app.user.type(await screen.findByLabelText('Naudotojo vardas'), 'manager');
    await app.user.click(screen.getByRole('button', { name: 'Patvirtinti' }));

    expect(
      await screen.findByText('Jei toks naudotojas yra, slaptažodžio atkūrimo nuoroda išsiųsta jo el. pašto adresu.'),
    ).toBeInTheDocument();
    expect(app.callsOf('users.requestPasswordReset')[0]?.input).toEqual({ username: 'manager' });
    await waitFor(() => expect(app.pathname()).toBe('/sign-in'));
  });

  it('shows the server field error next to the username', async () => {
    const app = renderApp({
      route: '/password-request',
      procedures: {
        'users.requestPasswordReset': () =>
          Promise.reject(trpcError('BAD_REQUEST', 'validation.invalid_value', { fieldErrors: { username: ['validation.required'] } })),
      },
    });
    await app.user.type(await screen.findByLabelText('Naudotojo vardas'), '   x');
    await app.user.click(screen.getByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(screen.getByLabelText('Naudotojo vardas')).toHaveAccessibleDescription('Šis laukas privalomas.'));
    expect(app.pathname()).toBe('/password-request');
  });

  it('asks for the username before calling the server, spaces alone being none', async () => {
    const app = renderApp({ route: '/password-request' });
    await app.user.type(await screen.findByLabelText('Naudotojo vardas'), '   ');
    await app.user.click(screen.getByRole('button', { name: 'Patvirtinti' }));

    expect(screen.getByLabelText('Naudotojo vardas')).toHaveAccessibleDescription('Šis laukas privalomas.');
    expect(app.callsOf('users.requestPasswordReset')).toHaveLength(0);
  });

  it('cancels back to sign-in', async () => {
    const app = renderApp({ route: '/password-request' });
    await app.user.click(await screen.findByRole('link', { name: 'Atšaukti' }));
    expect(await screen.findByRole('button', { name: 'Prisijungti' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/sign-in');
  });
});

describe('password recovery', () => {
  it('sets the new password with the token, signs in and opens home', async () => {
    const app = renderApp({ route: '/password-recover?token=reset-token-123', procedures: { 'users.changePassword': () => newSession } });
    await app.user.type(await screen.findByLabelText('Naujas slaptažodis'), 'Rudenelis2026');
    await app.user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Rudenelis2026');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));

    expect(await screen.findByRole('heading', { name: 'Pradžia' })).toBeInTheDocument();
    expect(app.callsOf('users.changePassword')[0]?.input).toEqual({
      validatingWith: 1,
      token: 'reset-token-123',
      newPassword: 'Rudenelis2026',
      passwordConfirmation: 'Rudenelis2026',
    });
    expect(window.localStorage.getItem(StorageKey.sessionToken)).toBe('fresh-session-token-abcdefghijklmnop');
  });

  it('shows the translated refusal of a used or unknown link', async () => {
    const app = renderApp({
      route: '/password-recover?token=used',
      procedures: {
        'users.changePassword': () =>
          Promise.reject(trpcError('BAD_REQUEST', 'errors.no_such_token', { fieldErrors: { token: ['errors.no_such_token'] } })),
      },
    });
    await app.user.type(await screen.findByLabelText('Naujas slaptažodis'), 'Rudenelis2026');
    await app.user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Rudenelis2026');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));

    expect(await screen.findByText('Ši slaptažodžio atkūrimo nuoroda netinkama arba nebegalioja.')).toBeInTheDocument();
    expect(app.pathname()).toBe('/password-recover');
    expect(window.localStorage.getItem(StorageKey.sessionToken)).toBeNull();
  });

  it('checks the policy and the confirmation before calling the server', async () => {
    const app = renderApp({ route: '/password-recover?token=abc' });
    await app.user.type(await screen.findByLabelText('Naujas slaptažodis'), 'short');
    await app.user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'other');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));

    expect(screen.getByLabelText('Naujas slaptažodis')).toHaveAccessibleDescription(
      expect.stringContaining('Slaptažodį turi sudaryti bent 8 simboliai.'),
    );
    expect(screen.getByLabelText('Pakartokite slaptažodį')).toHaveAccessibleDescription('Slaptažodžiai nesutampa.');
    expect(app.callsOf('users.changePassword')).toHaveLength(0);
  });
});

describe('forced password change', () => {
  it('asks for the current password and clears a field’s error once it is edited', async () => {
    const app = renderApp({
      route: '/forced-password-change',
      signedIn: true,
      procedures: { 'users.me': () => aUser({ forcePasswordChange: true }) },
    });
    await app.user.type(await screen.findByLabelText('Naujas slaptažodis'), 'Rudenelis2026');
    await app.user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Rudenelis2026');
    await app.user.click(screen.getByRole('button', { name: 'Keisti slaptažodį' }));

    expect(screen.getByLabelText('Dabartinis slaptažodis')).toHaveAccessibleDescription('Šis laukas privalomas.');
    expect(app.callsOf('users.changePassword')).toHaveLength(0);
    await app.user.type(screen.getByLabelText('Dabartinis slaptažodis'), 'D');
    expect(screen.getByLabelText('Dabartinis slaptažodis')).not.toHaveAccessibleDescription('Šis laukas privalomas.');
  });

  it('shows the server field errors next to the fields and as a notice', async () => {
    const app = renderApp({
      route: '/forced-password-change',
      signedIn: true,
      procedures: {
        'users.me': () => aUser({ forcePasswordChange: true }),
        'users.changePassword': () =>
          Promise.reject(
            trpcError('BAD_REQUEST', 'validation.current_password_incorrect', {
              fieldErrors: { password: ['validation.current_password_incorrect'] },
            }),
          ),
      },
    });
    await app.user.type(await screen.findByLabelText('Dabartinis slaptažodis'), 'Wrong1234');
    await app.user.type(screen.getByLabelText('Naujas slaptažodis'), 'Rudenelis2026');
    await app.user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Rudenelis2026');
    await app.user.click(screen.getByRole('button', { name: 'Keisti slaptažodį' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Dabartinis slaptažodis')).toHaveAccessibleDescription('Neteisingas dabartinis slaptažodis.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Neteisingas dabartinis slaptažodis.');
    expect(app.callsOf('users.changePassword')[0]?.input).toEqual({
      password: 'Wrong1234',
      newPassword: 'Rudenelis2026',
      passwordConfirmation: 'Rudenelis2026',
    });
    expect(app.pathname()).toBe('/forced-password-change');
  });

  it('stores the new session and opens the default route', async () => {
    let isChanged = false;
    const app = renderApp({
      route: '/forced-password-change',
      signedIn: true,
      procedures: {
        'users.me': () => aUser({ forcePasswordChange: !isChanged }),
        'users.changePassword': () => {
          isChanged = true;
          return newSession;
        },
      },
    });
    await app.user.type(await screen.findByLabelText('Dabartinis slaptažodis'), 'Demo1234');
    await app.user.type(screen.getByLabelText('Naujas slaptažodis'), 'Rudenelis2026');
    await app.user.type(screen.getByLabelText('Pakartokite slaptažodį'), 'Rudenelis2026');
    await app.user.click(screen.getByRole('button', { name: 'Keisti slaptažodį' }));

    expect(await screen.findByRole('heading', { name: 'Pradžia' })).toBeInTheDocument();
    expect(window.localStorage.getItem(StorageKey.sessionToken)).toBe('fresh-session-token-abcdefghijklmnop');
  });
});
