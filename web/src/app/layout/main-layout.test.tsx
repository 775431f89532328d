import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    // Named by the company it shows, then by what it does (axe: label-content-name-mismatch).
    const companyButton = await screen.findByRole('button', { name: 'UAB „Šiaurės vėjas“ Keisti įmonę' });
    expect(companyButton).toHaveTextContent('UAB „Šiaurės vėjas“');
    await app.user.click(companyButton);

    const dialog = await screen.findByRole('dialog', { name: 'Pasirinkite įmonę' });
    await app.user.click(await within(dialog).findByRole('button', { name: 'UAB „Nemuno logistika“' }));

    expect(await screen.findByText('Įmonė pakeista.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Keisti įmonę/ })).toHaveTextContent('UAB „Nemuno logistika“'));
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
  const plannerManagerAdmin = aUser({ adminAccess: 1, workTimeAccessCompanies: ['SV'], allowMyTeam: true });
  // A menu whose work-time, team and admin entries point at screens that exist, to see who gets which section.
  const builtSectionsMenu = () =>
    aSiteSettings({
      employeeMenu: {
        defaultRoute: '/home',
        sections: [
          {
            key: 'employees',
            enabled: true,
            minAdminAccess: 0,
            items: [{ key: 'home', route: '/home', enabled: true, minAdminAccess: 0 }],
          },
          {
            key: 'wtm',
            enabled: true,
            minAdminAccess: 0,
            items: [{ key: 'schedules', route: '/documents', enabled: true, minAdminAccess: 0 }],
          },
          {
            key: 'myteam',
            enabled: true,
            minAdminAccess: 0,
            items: [{ key: 'teamContracts', route: '/contacts', enabled: true, minAdminAccess: 0 }],
          },
          {
            key: 'admin',
            enabled: true,
            minAdminAccess: 1,
            items: [{ key: 'users', route: '/admin-area/permissions', enabled: true, minAdminAccess: 1 }],
          },
        ],
      },
    });

  it('shows an ordinary employee neither work time, my team nor administration', async () => {
    renderApp({ route: '/home', signedIn: true, procedures: { 'sessions.siteSettings': builtSectionsMenu } });
    const menu = await menuLinks();
    expect(menu.getByRole('link', { name: 'Pradžia' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('group', { name: 'Darbuotojai' })).toBeInTheDocument();
    expect(menu.queryByRole('group', { name: 'Darbo laiko valdymas' })).not.toBeInTheDocument();
    expect(menu.queryByRole('group', { name: 'Mano komanda' })).not.toBeInTheDocument();
    expect(menu.queryByRole('group', { name: 'Administravimas' })).not.toBeInTheDocument();
  });

  it('adds work time for a planner of the current company, my team for a manager, administration for an admin', async () => {
    renderApp({
      route: '/home',
      signedIn: true,
      procedures: { 'users.me': () => plannerManagerAdmin, 'sessions.siteSettings': builtSectionsMenu },
    });
    const menu = await menuLinks();
    expect(within(menu.getByRole('group', { name: 'Darbo laiko valdymas' })).getByRole('link', { name: 'Grafikai' })).toHaveAttribute(
      'href',
      '/documents',
    );
    expect(within(menu.getByRole('group', { name: 'Mano komanda' })).getByRole('link', { name: 'Komandos sutartys' })).toBeInTheDocument();
    expect(within(menu.getByRole('group', { name: 'Administravimas' })).getByRole('link', { name: 'Naudotojai' })).toHaveAttribute(
      'href',
      '/admin-area/permissions',
    );
  });

  it('hides work time when the planner plans another company only', async () => {
    renderApp({
      route: '/home',
      signedIn: true,
      procedures: { 'users.me': () => aUser({ workTimeAccessCompanies: ['NL'] }), 'sessions.siteSettings': builtSectionsMenu },
    });
    const menu = await menuLinks();
    expect(menu.getByRole('link', { name: 'Pradžia' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Grafikai' })).not.toBeInTheDocument();
  });

  it('shows no entry whose screen is not built, and no section left empty by that', async () => {
    renderApp({ route: '/home', signedIn: true, procedures: { 'users.me': () => plannerManagerAdmin } });
    const menu = await menuLinks();
    expect(menu.getByRole('link', { name: 'Algalapiai' })).toHaveAttribute('href', '/personal-info/payslips');
    expect(menu.getByRole('link', { name: 'Dokumentai' })).toHaveAttribute('href', '/documents');
    for (const unbuilt of ['Komandos sutartys', 'Tikslai', 'Naudotojai']) {
      expect(menu.queryByRole('link', { name: unbuilt })).not.toBeInTheDocument();
    }
    const workTime = within(menu.getByRole('group', { name: 'Darbo laiko valdymas' }));
    expect(workTime.getByRole('link', { name: 'Grafikai' })).toHaveAttribute('href', '/wtm-area/schedules');
    expect(workTime.getByRole('link', { name: 'Darbo laiko nustatymai' })).toHaveAttribute('href', '/wtm-area/settings');
    expect(workTime.getByRole('link', { name: 'Darbo laiko žiniaraščiai' })).toHaveAttribute('href', '/wtm-area/timesheets');
    expect(workTime.getByRole('link', { name: 'Laikotarpių užrakinimas' })).toHaveAttribute('href', '/wtm-area/manual-locks');
    expect(workTime.getByRole('link', { name: 'Atostogų planai' })).toHaveAttribute('href', '/wtm-area/holiday-plans');
    // The dashboard, the area's landing page, comes first.
    expect(workTime.getAllByRole('link')[0]).toHaveAttribute('href', '/wtm-area/dashboard');
    expect(workTime.getAllByRole('link')[0]).toHaveTextContent('Darbo laiko apžvalga');
    // The work-time section shows what is built of it.
    expect(menu.getByRole('link', { name: 'Pamainų grupės' })).toHaveAttribute('href', '/wtm-area/shift-groups');
    for (const emptied of ['Mano komanda', 'Tikslai', 'Administravimas']) {
      expect(menu.queryByRole('group', { name: emptied })).not.toBeInTheDocument();
    }
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

  it('is the only navigation: no row of section tabs repeats it above the page', async () => {
    renderApp({
      route: '/personal-info/payslips',
      signedIn: true,
      procedures: {
        'payslips.get': () => null,
        'payslips.history': () => ({ items: [], pagination: { page: 1, rowsPerPage: 12, totalRecords: 0 } }),
      },
    });
    const menu = await menuLinks();
    expect(menu.getByRole('link', { name: 'Algalapiai' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Algalapiai', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation').map((landmark) => landmark.getAttribute('aria-label'))).toEqual(['Pagrindinis meniu']);
    expect(screen.getAllByRole('link', { name: 'Algalapiai' })).toHaveLength(1);
    // On a wide screen the sections are plain headings, always open.
    expect(menu.getByRole('heading', { name: 'Darbuotojai', level: 2 })).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: 'Dokumentai' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Dokumentai' })).toBeVisible();
  });

  it('offers a skip link first, which moves the focus to the page', async () => {
    const app = renderApp({ route: '/home', signedIn: true });
    await screen.findByRole('heading', { name: 'Pradžia', level: 1 });
    await app.user.tab();
    const skipLink = screen.getByRole('link', { name: 'Pereiti prie turinio' });
    expect(skipLink).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Pradžia', level: 1 }));
    expect(app.pathname()).toBe('/home');
  });

  it('keeps the menu in the Tab order while shown on a wide screen, and out of it once hidden', async () => {
    const app = renderApp({ route: '/home', signedIn: true });
    const navbar = await screen.findByRole('navigation', { name: 'Pagrindinis meniu' });
    expect(navbar).not.toHaveAttribute('inert');
    const burgers = screen.getAllByRole('button', { name: 'Rodyti arba slėpti meniu' });
    await app.user.click(burgers.find((button) => button.getAttribute('aria-expanded') === 'true')!);
    expect(navbar).toHaveAttribute('inert');
  });
});

describe('reduced motion', () => {
  const matchMedia = vi.mocked(window.matchMedia);
  const usual = matchMedia.getMockImplementation();
  afterEach(() => {
    if (usual) matchMedia.mockImplementation(usual);
  });
  const appShellOf = (main: HTMLElement) => main.closest<HTMLElement>('.mantine-AppShell-root')!;

  it('slides the menu and the page by default, and moves them without sliding when the user asks for less motion', async () => {
    const { unmount } = renderApp({ route: '/home', signedIn: true });
    await screen.findByRole('heading', { name: 'Pradžia', level: 1 });
    expect(appShellOf(screen.getByRole('main')).style.getPropertyValue('--app-shell-transition-duration')).toBe('200ms');
    unmount();

    matchMedia.mockImplementation((query: string) => ({ ...usual!(query), matches: query.includes('prefers-reduced-motion') }));
    renderApp({ route: '/home', signedIn: true });
    await screen.findByRole('heading', { name: 'Pradžia', level: 1 });
    await waitFor(() => expect(appShellOf(screen.getByRole('main')).style.getPropertyValue('--app-shell-transition-duration')).toBe('0ms'));
  });
});

describe('menu on a phone', () => {
  const matchMedia = vi.mocked(window.matchMedia);
  const wideScreen = matchMedia.getMockImplementation();
  afterEach(() => {
    if (wideScreen) matchMedia.mockImplementation(wideScreen);
  });
  // Below the `sm` breakpoint every max-width query matches (the phone layout).
  const onPhone = () => matchMedia.mockImplementation((query: string) => ({ ...wideScreen!(query), matches: query.includes('max-width') }));

  it('folds each section under its heading, the current one open, and opens or closes them from the keyboard', async () => {
    onPhone();
    const app = renderApp({
      route: '/personal-info/payslips',
      signedIn: true,
      procedures: {
        'payslips.get': () => null,
        'payslips.history': () => ({ items: [], pagination: { page: 1, rowsPerPage: 12, totalRecords: 0 } }),
      },
    });
    const menu = within(await screen.findByRole('navigation', { name: 'Pagrindinis meniu' }));
    const employees = await menu.findByRole('button', { name: 'Darbuotojai' });
    const documents = menu.getByRole('button', { name: 'Dokumentai' });
    expect(employees).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: 'Algalapiai' })).toBeVisible();
    expect(documents).toHaveAttribute('aria-expanded', 'false');
    expect(menu.queryByRole('link', { name: 'Dokumentai' })).not.toBeInTheDocument();
    expect(document.getElementById(documents.getAttribute('aria-controls')!)).not.toBeNull();

    documents.focus();
    await app.user.keyboard('{Enter}');
    expect(documents).toHaveAttribute('aria-expanded', 'true');
    expect(await menu.findByRole('link', { name: 'Dokumentai' })).toBeVisible();

    employees.focus();
    await app.user.keyboard(' ');
    expect(employees).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu.queryByRole('link', { name: 'Algalapiai' })).not.toBeInTheDocument());
  });

  it('closes the drawer after an entry is chosen', async () => {
    onPhone();
    const app = renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'payslips.get': () => null,
        'payslips.history': () => ({ items: [], pagination: { page: 1, rowsPerPage: 12, totalRecords: 0 } }),
      },
    });
    const menu = within(await screen.findByRole('navigation', { name: 'Pagrindinis meniu' }));
    // jsdom lays the page out at 1024 px, where the CSS hides the phone's burger (and its name from the
    // queries): pick the two burgers by the menu they control, the phone's by its state (closed).
    const burgers = screen
      .getAllByRole('button', { hidden: true })
      .filter((button) => button.getAttribute('aria-controls') === 'main-menu');
    expect(burgers.map((button) => button.getAttribute('aria-label'))).toEqual(['Rodyti arba slėpti meniu', 'Rodyti arba slėpti meniu']);
    const burger = burgers.find((button) => button.getAttribute('aria-expanded') === 'false')!;
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    // Closed, the drawer is off screen, and its links are out of the Tab order.
    const navbar = screen.getByRole('navigation', { name: 'Pagrindinis meniu' });
    expect(navbar).toHaveAttribute('inert');
    await app.user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(navbar).not.toHaveAttribute('inert');
    await app.user.click(menu.getByRole('link', { name: 'Algalapiai' }));
    await waitFor(() => expect(app.pathname()).toBe('/personal-info/payslips'));
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });
});
