import { describe, expect, it } from 'vitest';
import { defaultEmployeeMenu, hasWorkTimeAccess, parseEmployeeMenu, visibleMenu } from './employee-menu';

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
