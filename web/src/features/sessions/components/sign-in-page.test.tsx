import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../../lib/storage';
import { aPreAuthSettings, aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

const signInResult = (overrides: Partial<ReturnType<typeof aUser>> = {}, passwordChangeRequired = false) => ({
  token: 'new-session-token-abcdefghijklmnop',
  expiresAt: new Date('2030-01-01T00:00:00Z'),
  user: aUser(overrides),
  passwordChangeRequired,
});

describe('sign-in', () => {
  it('stores the session, the company and the user language, then opens the default route', async () => {
    const app = renderApp({
      route: '/sign-in',
      procedures: {
        'sessions.usernameAuth': () =>
          signInResult({ defaultLanguage: 'en', currentCompanyCode: 'NL', currentCompanyName: 'UAB „Nemuno logistika“' }),
      },
    });
    await app.user.type(await screen.findByLabelText('Naudotojo vardas'), 'employee');
    await app.user.type(screen.getByLabelText('Slaptažodis'), 'Demo1234');
    await app.user.click(screen.getByRole('button', { name: 'Prisijungti' }));

    // The user's language applies at once: the home page speaks English.
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/home');
    expect(window.localStorage.getItem(StorageKey.sessionToken)).toBe('new-session-token-abcdefghijklmnop');
    expect(window.localStorage.getItem(StorageKey.defaultLanguage)).toBe('en');
    expect(window.localStorage.getItem(StorageKey.companyCode)).toBe('NL');
    expect(window.localStorage.getItem(StorageKey.companyName)).toBe('UAB „Nemuno logistika“');
    expect(app.callsOf('sessions.usernameAuth')[0]?.input).toEqual({ username: 'employee', password: 'Demo1234', rememberMe: true });
    // Later calls carry the new token.
    await waitFor(() =>
      expect(app.callsOf('messages.sidebar')[0]?.headers.get('authorization')).toBe('Bearer new-session-token-abcdefghijklmnop'),
    );
  });

  it('goes to the forced password change when the server requires it', async () => {
    const app = renderApp({
      route: '/sign-in',
      procedures: { 'sessions.usernameAuth': () => signInResult({ forcePasswordChange: true }, true) },
    });
    await app.user.type(await screen.findByLabelText('Naudotojo vardas'), 'employee');
    await app.user.type(screen.getByLabelText('Slaptažodis'), 'Demo1234');
    await app.user.click(screen.getByRole('button', { name: 'Prisijungti' }));

    expect(await screen.findByRole('heading', { name: 'Pakeiskite slaptažodį' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/forced-password-change');
  });

  it('shows the translated refusal, clears the password and lets the user try again', async () => {
    const app = renderApp({
      route: '/sign-in',
      procedures: { 'sessions.usernameAuth': () => Promise.reject(trpcError('BAD_REQUEST', 'errors.username_or_password_incorrect')) },
    });
    await app.user.type(await screen.findByLabelText('Naudotojo vardas'), 'employee');
    await app.user.type(screen.getByLabelText('Slaptažodis'), 'wrong');
    await app.user.click(screen.getByRole('button', { name: 'Prisijungti' }));

    expect(await screen.findByText('Neteisingas naudotojo vardas arba slaptažodis.')).toBeInTheDocument();
    expect(screen.getByLabelText('Slaptažodis')).toHaveValue('');
    expect(screen.getByLabelText('Naudotojo vardas')).toHaveValue('employee');
    expect(screen.getByRole('button', { name: 'Prisijungti' })).toBeEnabled();
    expect(window.localStorage.getItem(StorageKey.sessionToken)).toBeNull();
    expect(app.pathname()).toBe('/sign-in');
  });

  it('asks for both fields before calling the server', async () => {
    const app = renderApp({ route: '/sign-in' });
    await app.user.click(await screen.findByRole('button', { name: 'Prisijungti' }));
    expect(screen.getAllByText('Šis laukas privalomas.')).toHaveLength(2);
    expect(app.callsOf('sessions.usernameAuth')).toHaveLength(0);
  });

  it('refuses a username of spaces with the required message on the username field', async () => {
    const app = renderApp({ route: '/sign-in' });
    await app.user.type(await screen.findByLabelText('Naudotojo vardas'), '   ');
    await app.user.type(screen.getByLabelText('Slaptažodis'), 'Demo1234');
    await app.user.click(screen.getByRole('button', { name: 'Prisijungti' }));

    expect(screen.getByLabelText('Naudotojo vardas')).toHaveAccessibleDescription('Šis laukas privalomas.');
    expect(screen.getByLabelText('Slaptažodis')).not.toHaveAccessibleDescription('Šis laukas privalomas.');
    expect(app.callsOf('sessions.usernameAuth')).toHaveLength(0);
  });

  it('sends the username trimmed, as the shared schema reads it', async () => {
    const app = renderApp({ route: '/sign-in', procedures: { 'sessions.usernameAuth': () => signInResult() } });
    await app.user.type(await screen.findByLabelText('Naudotojo vardas'), '  employee ');
    await app.user.type(screen.getByLabelText('Slaptažodis'), 'Demo1234');
    await app.user.click(screen.getByRole('button', { name: 'Prisijungti' }));

    await waitFor(() => expect(app.callsOf('sessions.usernameAuth')).toHaveLength(1));
    expect(app.callsOf('sessions.usernameAuth')[0]?.input).toEqual({ username: 'employee', password: 'Demo1234', rememberMe: true });
  });

  it('remembers the user by default and sends the choice', async () => {
    const app = renderApp({ route: '/sign-in', procedures: { 'sessions.usernameAuth': () => signInResult() } });
    const rememberMe = await screen.findByRole('checkbox', { name: 'Prisiminti mane' });
    expect(rememberMe).toBeChecked();
    await app.user.click(rememberMe);
    await app.user.type(screen.getByLabelText('Naudotojo vardas'), 'employee');
    await app.user.type(screen.getByLabelText('Slaptažodis'), 'Demo1234');
    await app.user.click(screen.getByRole('button', { name: 'Prisijungti' }));
    await waitFor(() => expect(app.callsOf('sessions.usernameAuth')[0]?.input).toMatchObject({ rememberMe: false }));
  });

  it('shows the system message coloured by its type and the maintenance text while the site is closed', async () => {
    renderApp({
      route: '/sign-in',
      procedures: {
        'sessions.preAuthSettings': () =>
          aPreAuthSettings({ systemMessage: 'Planuojami darbai šeštadienį.', messageType: 4, siteClosed: true }),
      },
    });
    const banner = (await screen.findByText('Planuojami darbai šeštadienį.')).closest('[role="status"]');
    expect(banner).not.toBeNull();
    expect(
      within(banner as HTMLElement).getByText('Portalas uždarytas techninei priežiūrai. Prisijungti gali tik administratoriai.'),
    ).toBeInTheDocument();
    expect((banner as HTMLElement).style.getPropertyValue('--alert-bg')).toContain('--mantine-color-red-');
  });

  it('hides a system message of type none', async () => {
    renderApp({
      route: '/sign-in',
      procedures: { 'sessions.preAuthSettings': () => aPreAuthSettings({ systemMessage: 'Nerodomas pranešimas', messageType: 0 }) },
    });
    await screen.findByRole('button', { name: 'Prisijungti' });
    expect(screen.queryByText('Nerodomas pranešimas')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers Windows and Microsoft sign-in only when the settings enable them', async () => {
    renderApp({ route: '/sign-in' });
    await screen.findByRole('button', { name: 'Prisijungti' });
    expect(screen.queryByRole('button', { name: 'Tęsti su Windows' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tęsti su Microsoft' })).not.toBeInTheDocument();
  });

  it('shows the translated answer of Windows sign-in', async () => {
    const app = renderApp({
      route: '/sign-in',
      procedures: {
        'sessions.preAuthSettings': () => aPreAuthSettings({ enableWinIntegratedAuth: true, enableAzureSsoAuth: true }),
        'sessions.windowsAuth': () => Promise.reject(trpcError('BAD_REQUEST', 'errors.windows_authentication_unavailable')),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Tęsti su Windows' }));
    expect(await screen.findByText('Prisijungimas per Windows negalimas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tęsti su Microsoft' })).toBeInTheDocument();
  });

  it('says Microsoft sign-in is unavailable while its client id and authority are not configured', async () => {
    const app = renderApp({
      route: '/sign-in',
      procedures: { 'sessions.preAuthSettings': () => aPreAuthSettings({ enableAzureSsoAuth: true }) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Tęsti su Microsoft' }));
    expect(await screen.findByText('Prisijungimas per Microsoft Entra ID (Azure AD) negalimas.')).toBeInTheDocument();
  });

  it('uses the administrators’ wording of a server message when there is one', async () => {
    const app = renderApp({
      route: '/sign-in',
      procedures: {
        'localization.overrides': ({ lang }): Record<string, string> =>
          lang === 'lt' ? { 'errors.username_or_password_incorrect': 'Prisijungti nepavyko – kreipkitės į personalo skyrių.' } : {},
        'sessions.usernameAuth': () => Promise.reject(trpcError('BAD_REQUEST', 'errors.username_or_password_incorrect')),
      },
    });
    await waitFor(() => expect(app.callsOf('localization.overrides')).toHaveLength(1));
    await app.user.type(await screen.findByLabelText('Naudotojo vardas'), 'employee');
    await app.user.type(screen.getByLabelText('Slaptažodis'), 'wrong');
    await app.user.click(screen.getByRole('button', { name: 'Prisijungti' }));
    expect(await screen.findByText('Prisijungti nepavyko – kreipkitės į personalo skyrių.')).toBeInTheDocument();
  });

  it('lets the visitor switch the interface language before signing in', async () => {
    const app = renderApp({ route: '/sign-in' });
    await app.user.click(await screen.findByRole('radio', { name: 'EN' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(window.localStorage.getItem(StorageKey.defaultLanguage)).toBe('en');
  });

  it('sends the language chosen on the page, so the profile keeps it, and stays in it after signing in', async () => {
    const app = renderApp({
      route: '/sign-in',
      procedures: {
        // The server saves the chosen language and answers the user with it.
        'sessions.usernameAuth': (input) => signInResult({ defaultLanguage: (input as { language?: 'lt' | 'en' }).language ?? 'lt' }),
        'sessions.preAuthSettings': () =>
          aPreAuthSettings({ systemMessage: 'Demonstracinė aplinka.', systemMessageEn: 'Demo environment.', messageType: 2 }),
      },
    });
    expect(await screen.findByText('Demonstracinė aplinka.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('radio', { name: 'EN' }));
    // The demo banner follows the switch too.
    expect(await screen.findByText('Demo environment.')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Username'), 'employee');
    await app.user.type(screen.getByLabelText('Password'), 'Demo1234');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(app.callsOf('sessions.usernameAuth')[0]?.input).toEqual({
      username: 'employee',
      password: 'Demo1234',
      rememberMe: true,
      language: 'en',
    });
    expect(window.localStorage.getItem(StorageKey.defaultLanguage)).toBe('en');
  });

  it("sends no language when none was chosen here, so another browser's sign-in keeps the profile's", async () => {
    const app = renderApp({ route: '/sign-in', procedures: { 'sessions.usernameAuth': () => signInResult({ defaultLanguage: 'en' }) } });
    await app.user.type(await screen.findByLabelText('Naudotojo vardas'), 'employee');
    await app.user.type(screen.getByLabelText('Slaptažodis'), 'Demo1234');
    await app.user.click(screen.getByRole('button', { name: 'Prisijungti' }));

    // The profile's English applies at once.
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(app.callsOf('sessions.usernameAuth')[0]?.input).not.toHaveProperty('language');
  });
});
