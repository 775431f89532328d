import { describe, expect, it } from 'vitest';
import { defaultEmployeeMenu, hasWorkTimeAccess, parseEmployeeMenu, reachableDefaultRoute, routedMenu, visibleMenu } from './employee-menu';

const keys = (sections: ReturnType<typeof visibleMenu>) => sections.map((section) => section.key);

describe('visibleMenu', () => {
  it('shows an ordinary employee neither the work-time, team nor admin sections', () => {
    expect(keys(visibleMenu(defaultEmployeeMenu, { adminAccess: 0, hasWorkTimeAccess: false, allowMyTeam: false }))).toEqual([
      'employees',
      'documents',
      'objectives',
    ]);
  });

  it('shows the work-time section only with access to the current company', () => {
    const sections = visibleMenu(defaultEmployeeMenu, { adminAccess: 0, hasWorkTimeAccess: true, allowMyTeam: false });
    expect(keys(sections)).toContain('wtm');
  });

  it('shows my team to managers and the admin section from level 1', () => {
    expect(keys(visibleMenu(defaultEmployeeMenu, { adminAccess: 0, hasWorkTimeAccess: false, allowMyTeam: true }))).toContain('myteam');
    expect(keys(visibleMenu(defaultEmployeeMenu, { adminAccess: 1, hasWorkTimeAccess: false, allowMyTeam: false }))).toContain('admin');
  });

  it('drops disabled sections and items', () => {
    const menu = parseEmployeeMenu({
      defaultRoute: '/home',
      sections: [
        {
          key: 'employees',
          items: [
            { key: 'home', route: '/home' },
            { key: 'payslips', route: '/personal-info/payslips', enabled: false },
          ],
        },
        { key: 'documents', enabled: false, items: [{ key: 'documents', route: '/documents' }] },
      ],
    });
    const sections = visibleMenu(menu, { adminAccess: 0, hasWorkTimeAccess: false, allowMyTeam: false });
    expect(sections).toHaveLength(1);
    expect(sections[0]!.items.map((entry) => entry.key)).toEqual(['home']);
  });

  it('falls back to the default menu when the setting is empty or malformed', () => {
    expect(parseEmployeeMenu({})).toBe(defaultEmployeeMenu);
    expect(parseEmployeeMenu('nonsense')).toBe(defaultEmployeeMenu);
  });
});

describe('hasWorkTimeAccess', () => {
  it('needs the current company among the work-time companies', () => {
    expect(hasWorkTimeAccess({ currentCompanyCode: 'SV', workTimeAccessCompanies: ['SV'] })).toBe(true);
    expect(hasWorkTimeAccess({ currentCompanyCode: 'NL', workTimeAccessCompanies: ['SV'] })).toBe(false);
    expect(hasWorkTimeAccess({ currentCompanyCode: null, workTimeAccessCompanies: ['SV'] })).toBe(false);
  });
});

describe('routedMenu', () => {
  const everyone = { adminAccess: 1, hasWorkTimeAccess: true, allowMyTeam: true };

  it('drops the entries without a screen and the sections they leave empty', () => {
    const built = new Set(['/home', '/documents', '/admin/users']);
    const sections = routedMenu(visibleMenu(defaultEmployeeMenu, everyone), (route) => built.has(route));
    expect(sections.map((section) => [section.key, section.items.map((entry) => entry.route)])).toEqual([
      ['employees', ['/home']],
      ['documents', ['/documents']],
      ['admin', ['/admin/users']],
    ]);
  });

  it('keeps the whole menu when every screen exists', () => {
    const sections = visibleMenu(defaultEmployeeMenu, everyone);
    expect(routedMenu(sections, () => true)).toEqual(sections);
  });
});

describe('reachableDefaultRoute', () => {
  it('keeps a default route that has a screen', () => {
    expect(reachableDefaultRoute('/documents', (route) => route === '/documents')).toBe('/documents');
  });

  it('falls back to home when the default route has no screen, or is the root', () => {
    expect(reachableDefaultRoute('/wtm-area/dashboard', (route) => route === '/home')).toBe('/home');
    expect(reachableDefaultRoute('/', () => true)).toBe('/home');
  });
});
