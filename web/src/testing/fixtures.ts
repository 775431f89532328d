import { type CurrentUser, defaultEmployeeMenu, type PreAuthSettings, type SiteSettings } from '@portal/shared';

// Answers shaped like the server's, for component tests only.

export function aPreAuthSettings(overrides: Partial<PreAuthSettings> = {}): PreAuthSettings {
  return {
    siteClosed: false,
    systemMessage: '',
    messageType: 0,
    environmentName: 'Test',
    environmentColor: 'teal',
    version: '1.2.3',
    enableWinIntegratedAuth: false,
    enableAzureSsoAuth: false,
    azureAdClientId: '',
    azureAdAuthority: '',
    ...overrides,
  };
}

export function aSiteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    ...aPreAuthSettings(),
    employeeMenu: defaultEmployeeMenu,
    workingTimePlanShowFact: true,
    workingTimePlanShowPlan: true,
    contactsEmployeeNo: false,
    contactsNameFormat: 'first-last',
    absenceCalendarViews: [],
    ...overrides,
  };
}

export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'employee',
    employeeNo: 'E0007',
    personnelNo: 'P0007',
    employeeFullName: 'Rūta Kazlauskienė',
    label: 'Rūta Kazlauskienė',
    forcePasswordChange: false,
    currentCompanyCode: 'SV',
    currentCompanyName: 'UAB „Šiaurės vėjas“',
    defaultCompany: 'SV',
    adminAccess: 0,
    alternativeEmail: null,
    sendEmails: true,
    adUser: null,
    isInternal: true,
    type: 'internal',
    defaultLanguage: 'lt',
    passwordExpirationDate: null,
    workTimeAccessCompanies: [],
    allowMyTeam: false,
    appMode: 'stable',
    ...overrides,
  };
}

export const companies = [
  { code: 'SV', name: 'UAB „Šiaurės vėjas“' },
  { code: 'NL', name: 'UAB „Nemuno logistika“' },
];

/** A session token of the shape the server issues (the server checks the format before looking it up). */
export const SESSION_TOKEN = 'test-session-token-0123456789abcdef';
