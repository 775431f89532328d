import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageKey } from '../../lib/storage';
import { aSiteSettings, aUser, companies } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { trpcError } from '../../testing/trpc-mock';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 10_000);

describe('main layout', () => {
  it('shows the application name, the environment, the version and the system date', async () => {
    renderApp({ route: '/home', signedIn: true });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Portalas')).toBeInTheDocument();
    expect(within(header).getByText('Test')).toBeInTheDocument();
    expect(within(header).getByRole('switch', { name: 'Beta versija' })).not.toBeChecked();
    expect(within(header).queryByText('Beta')).not.toBeInTheDocument();
    const navbar = screen.getByRole('navigation', { name: 'Pagrindinis meniu' });
    expect(within(navbar).getByText('Versija 1.2.3')).toBeInTheDocument();
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(within(navbar).getByText(iso)).toBeInTheDocument();
  });

  it('marks the beta mode with a red badge', async () => {
    renderApp({ route: '/home', signedIn: true, storage: { [StorageKey.appMode]: 'beta' } });
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Beta')).toBeInTheDocument();
    expect(within(header).getByRole('switch', { name: 'Beta versija' })).toBeChecked();
  });

  it('sends the app mode and company with every call', async () => {
    const app = renderApp({ route: '/home', signedIn: true, storage: { [StorageKey.appMode]: 'beta', [StorageKey.companyCode]: 'SV' } });
    await screen.findByRole('heading', { name: 'Pradžia' });
    const headers = app.callsOf('users.me')[0]?.headers;
    expect(headers?.get('x-app-mode')).toBe('beta');
    expect(headers?.get('x-company-code')).toBe('SV');
  });

  it('shows the unread count and lists new messages with their age in the right drawer', async () => {
    const app = renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'messages.sidebar': () => ({
          unreadCount: 3,
          messages: [
            { id: 41, subject: 'Patvirtintas atostogų prašymas', createdAt: minutesAgo(5) },
            { id: 40, subject: 'Naujas dokumentas', createdAt: minutesAgo(60 * 26) },
          ],
        }),
        'messages.view': ({ id }) => ({
          id: Number(id),
          subject: 'Patvirtintas atostogų prašymas',
          isRead: true,
          createdAt: minutesAgo(5),
          body: '<p>Patvirtinta.</p>',
        }),
      },
    });
    const button = await screen.findByRole('button', { name: 'Pranešimai' });
    await waitFor(() => expect(button).toHaveAccessibleDescription('3 neskaityti pranešimai'));
    await app.user.click(button);

    const drawer = await screen.findByRole('dialog', { name: 'Nauji pranešimai' });
    const first = within(drawer).getByRole('button', { name: /Patvirtintas atostogų prašymas/ });
    expect(first).toHaveTextContent('prieš 5 minutes');
    expect(within(drawer).getByRole('button', { name: /Naujas dokumentas/ })).toHaveTextContent('prieš 1 dieną');

    await app.user.click(first);
    await waitFor(() => expect(app.pathname()).toBe('/messages/view-message/41'));
    // The message opens there (and is marked read) before the test ends.
    expect(await screen.findByText('Patvirtinta.')).toBeInTheDocument();
  });

  it('polls the messages every minute', async () => {
    const app = renderApp({ route: '/home', signedIn: true });
    await screen.findByRole('button', { name: 'Pranešimai' });
    const options = app.queryClient.getQueryCache().findAll({ queryKey: [['messages', 'sidebar']] });
    expect(options.map((query) => (query.options as { refetchInterval?: number }).refetchInterval)).toContain(60_000);
  });

  it('opens settings and sign-out from the user menu', async () => {
    const app = renderApp({ route: '/home', signedIn: true, procedures: { 'sessions.signOut': () => ({ signedOut: true as const }) } });
    await app.user.click(await screen.findByRole('button', { name: 'Naudotojo meniu' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Nustatymai' }));
    expect(await screen.findByRole('heading', { name: 'Nustatymai' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Naudotojo meniu' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Atsijungti' }));
    expect(await screen.findByRole('button', { name: 'Prisijungti' })).toBeInTheDocument();
    expect(app.callsOf('sessions.signOut')).toHaveLength(1);
  });

  it('switches the company from the chooser dialog', async () => {
    const nemuno = aUser({ currentCompanyCode: 'NL', currentCompanyName: companies[1]!.name });
    let current = aUser();
    const app = renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'users.me': () => current,
        'users.changeCompany': (input) => {
          current = nemuno;
          expect(input).toEqual({ code: 'NL' });
          return nemuno;
        },
      },
    });
    const companyButton = await screen.findByRole('button', { name: 'Keisti įmonę' });
    expect(companyButton).toHaveTextContent('UAB „Šiaurės vėjas“');
    await app.user.click(companyButton);

    const dialog = await screen.findByRole('dialog', { name: 'Pasirinkite įmonę' });
    await app.user.click(await within(dialog).findByRole('button', { name: 'UAB „Nemuno logistika“' }));

    expect(await screen.findByText('Įmonė pakeista.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keisti įmonę' })).toHaveTextContent('UAB „Nemuno logistika“'));
    expect(screen.queryByRole('dialog', { name: 'Pasirinkite įmonę' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(StorageKey.companyCode)).toBe('NL');
    expect(window.localStorage.getItem(StorageKey.companyName)).toBe('UAB „Nemuno logistika“');
    expect(app.callsOf('users.changeCompany')).toHaveLength(1);
  });

  it('shows a permission-denied notice', async () => {
    renderApp({
      route: '/home',
      signedIn: true,
      procedures: { 'messages.sidebar': () => Promise.reject(trpcError('FORBIDDEN', 'errors.permission_denied')) },
    });
    expect(await screen.findByText('Neturite teisių atlikti šio veiksmo.')).toBeInTheDocument();
  });

  it('shows a critical server error with its request id', async () => {
    renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'messages.sidebar': () =>
          Promise.reject(trpcError('INTERNAL_SERVER_ERROR', 'errors.critical_server_error', { requestId: 'req-42' })),
      },
    });
    expect(await screen.findByText('Įvyko kritinė serverio klaida. Užklausos ID: req-42')).toBeInTheDocument();
  });
});

describe('menu', () => {
  const menuLinks = async () => {
    const navbar = await screen.findByRole('navigation', { name: 'Pagrindinis meniu' });
    return within(navbar);
  };

  it('shows an ordinary employee neither work time, my team nor administration', async () => {
    renderApp({ route: '/home', signedIn: true });
    const menu = await menuLinks();
    expect(menu.getByRole('link', { name: 'Algalapiai' })).toHaveAttribute('href', '/personal-info/payslips');
    expect(menu.getByRole('group', { name: 'Darbuotojai' })).toBeInTheDocument();
    expect(menu.queryByRole('group', { name: 'Darbo laiko valdymas' })).not.toBeInTheDocument();
    expect(menu.queryByRole('group', { name: 'Mano komanda' })).not.toBeInTheDocument();
    expect(menu.queryByRole('group', { name: 'Administravimas' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Pradžia' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds work time for a planner of the current company, my team for a manager, administration for an admin', async () => {
    renderApp({
      route: '/home',
      signedIn: true,
      procedures: { 'users.me': () => aUser({ adminAccess: 1, workTimeAccessCompanies: ['SV'], allowMyTeam: true }) },
    });
    const menu = await menuLinks();
    expect(menu.getByRole('link', { name: 'Grafikai' })).toHaveAttribute('href', '/wtm-area/schedules');
    expect(menu.getByRole('link', { name: 'Komandos sutartys' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Naudotojai' })).toHaveAttribute('href', '/admin-area/users');
  });

  it('hides work time when the planner plans another company only', async () => {
    renderApp({ route: '/home', signedIn: true, procedures: { 'users.me': () => aUser({ workTimeAccessCompanies: ['NL'] }) } });
    const menu = await menuLinks();
    expect(menu.queryByRole('link', { name: 'Grafikai' })).not.toBeInTheDocument();
  });

  it('follows the employee menu setting', async () => {
    renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'sessions.siteSettings': () =>
          aSiteSettings({
            employeeMenu: {
              defaultRoute: '/home',
              sections: [
                {
                  key: 'employees',
                  enabled: true,
                  minAdminAccess: 0,
                  items: [
                    { key: 'home', route: '/home', enabled: true, minAdminAccess: 0 },
                    { key: 'payslips', route: '/personal-info/payslips', enabled: false, minAdminAccess: 0 },
                  ],
                },
              ],
            },
          }),
      },
    });
    const menu = await menuLinks();
    expect(menu.getByRole('link', { name: 'Pradžia' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Algalapiai' })).not.toBeInTheDocument();
    expect(menu.queryByRole('group', { name: 'Dokumentai' })).not.toBeInTheDocument();
  });

  it('shows the current section as a row of tabs', async () => {
    renderApp({
      route: '/personal-info/payslips',
      signedIn: true,
      procedures: {
        'payslips.get': () => null,
        'payslips.history': () => ({ items: [], pagination: { page: 1, rowsPerPage: 12, totalRecords: 0 } }),
      },
    });
    const tabs = await screen.findByRole('navigation', { name: 'Darbuotojai' });
    expect(within(tabs).getByRole('link', { name: 'Algalapiai' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Asmeninė informacija' })).not.toHaveAttribute('aria-current');
  });
});
