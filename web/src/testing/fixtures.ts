import {
  type CurrentUser,
  defaultEmployeeMenu,
  type DocumentListPage,
  type DocumentListRow,
  type FormGroup,
  type FormSummary,
  type HomeSummary,
  type PreAuthSettings,
  type SiteSettings,
} from '@portal/shared';

// Answers shaped like the server's, for component tests only.

export function aPreAuthSettings(overrides: Partial<PreAuthSettings> = {}): PreAuthSettings {
  return {
    siteClosed: false,
    systemMessage: '',
    systemMessageEn: '',
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

/** A row of the documents, tasks and applications lists: an annual-leave application filed by the user. */
export function aDocumentRow(id: number, overrides: Partial<DocumentListRow> = {}): DocumentListRow {
  const createDate = new Date(Date.UTC(2026, 10, 20, 8, 30) - id * 86_400_000);
  return {
    id,
    name: 'Kasmetinės atostogos',
    nameEn: 'Annual leave',
    documentNo: `PR-${String(id).padStart(4, '0')}`,
    state: 'InProgress',
    createDate,
    updateDate: createDate,
    form: { id: 11, name: 'Kasmetinės atostogos', nameEn: 'Annual leave', formGroupId: 1, isApplication: true },
    submittedBy: { userId: 7, employeeFullName: 'Rūta Kazlauskienė', employeeNo: 'E0007' },
    changedBy: null,
    initiatedBy: { userId: 7, employeeFullName: 'Rūta Kazlauskienė', employeeNo: 'E0007' },
    workflowActivity: null,
    deadline: null,
    isNearDeadline: false,
    // Consistent with isNearDeadline unless a test says otherwise: a near deadline is due soon.
    deadlineStatus: overrides.isNearDeadline === true ? 'dueSoon' : null,
    cancellationInProgress: false,
    isViewed: true,
    dateFrom: '2026-12-01',
    dateTo: '2026-12-05',
    employeeNo: 'E0007',
    employeeFullName: 'Rūta Kazlauskienė',
    bcGuid: null,
    values: {},
    ...overrides,
  };
}

/** One page of `rows` as the list procedures answer it. */
export function aDocumentPage(rows: DocumentListRow[], input: unknown = {}, totalRecords = rows.length): DocumentListPage {
  const { page, rowsPerPage } = pageInputOf(input);
  return { items: rows, pagination: { page, rowsPerPage, totalRecords, totalRecordsIsEstimate: false } };
}

/** The page and size a list procedure was asked for, with the lists' defaults. */
export function pageInputOf(input: unknown, defaultRowsPerPage = 10): { page: number; rowsPerPage: number } {
  const { page = 1, rowsPerPage = defaultRowsPerPage } = (input ?? {}) as { page?: unknown; rowsPerPage?: unknown };
  return { page: Number(page), rowsPerPage: Number(rowsPerPage) };
}

export function aFormSummary(
  id: number,
  formGroupId: number,
  name: string,
  nameEn: string | null = null,
  overrides: Partial<FormSummary> = {},
): FormSummary {
  return {
    id,
    name,
    nameEn,
    isApplication: true,
    formGroupId,
    formSection: null,
    archived: false,
    sortOrder: id,
    activityCode: null,
    holidayPlanningColor: null,
    allowHolidayPlanning: false,
    messageOnSubmit: null,
    systemName: null,
    numbering: null,
    bcGroup: null,
    ...overrides,
  };
}

export function aFormGroup(
  id: number,
  name: string,
  forms: FormSummary[],
  groups: FormGroup[] = [],
  overrides: Partial<FormGroup> = {},
): FormGroup {
  return { id, name, nameEn: null, sortOrder: id, archived: false, parentId: null, isApplication: true, forms, groups, ...overrides };
}

/** The form menu of the tests: leave (with a nested child-care group) and business trips. */
export function aFormMenu(): FormGroup[] {
  return [
    aFormGroup(
      1,
      'Atostogos',
      [aFormSummary(11, 1, 'Kasmetinės atostogos', 'Annual leave'), aFormSummary(12, 1, 'Nemokamos atostogos', 'Unpaid leave')],
      [aFormGroup(3, 'Vaiko priežiūra', [aFormSummary(31, 3, 'Tėvystės atostogos', 'Paternity leave')], [], { parentId: 1 })],
      { nameEn: 'Leave' },
    ),
    aFormGroup(2, 'Komandiruotės', [aFormSummary(21, 2, 'Komandiruotė', 'Business trip')]),
  ];
}

/** Home's summary of a new employee: no leave earned or taken, the first forms offered, nothing ahead. */
export function aHomeSummary(overrides: Partial<HomeSummary> = {}): HomeSummary {
  return {
    leave: { holidayDayType: 0, available: 0, planned: 0, takenThisYear: 0, year: 2026 },
    quickForms: [
      { id: 1, name: 'Prašymas suteikti kasmetines atostogas', nameEn: 'Annual leave application', formGroupId: 1, filedCount: 0 },
      { id: 2, name: 'Prašymas suteikti nemokamas atostogas', nameEn: 'Unpaid leave application', formGroupId: 1, filedCount: 0 },
    ],
    upcomingAbsences: [],
    ...overrides,
  };
}
