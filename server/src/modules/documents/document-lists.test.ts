import {
  DOCUMENT_COUNT_LIMIT,
  dateInTimeZone,
  type DocumentListRow,
  DocumentPseudoColumn,
  type DocumentSearchInputInput,
  ErrorCode,
  type FormSettings,
  formatAdvancedSearch,
  SUBMISSION_STATES,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkSubmissions } from '../../db/seed/bulk-submissions';
import { DemoForm, readCatalogue, type SeededFormCatalogue } from '../../db/seed/demo-forms';
import { type DemoUser, demo, expectValidationError, successData } from '../../testing/rest-client';
import { contextFor } from '../../plugins/request-context';
import { depsOf, TEST_REQUEST, testEnv } from '../../testing/test-app';
import { createCaller } from '../../trpc/app-router';
import {
  type AppCaller,
  expectDomainError,
  expectFieldError,
  expectPageBoundsRefused,
  illTyped,
  useDemoCallers,
} from '../../testing/test-caller';
import { listTuning, markSubmissionViewed } from './document-lists.repository';

// The document lists through the typed caller, on the demo seed plus 2,000 bulk documents in SV and
// 200 in NL. Each answer is checked against a plain filter and sort, in JavaScript, over the same
// rows; the REST rows block at the end checks how the REST rows map onto the procedures.

interface ReferenceRow {
  id: number;
  companyCode: string;
  formId: number;
  formGroupId: number;
  isApplication: boolean;
  documentNo: string | null;
  state: string;
  /** Approved, with its cancellation workflow running: a cancellation request. */
  cancellationInProgress: boolean;
  employeeNo: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  submittedBy: number | null;
  initiatedBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  searchText: string;
  deadline: string | null;
  /** Entry values by form meta id. */
  values: Map<number, string>;
  /** The people of its workflow runs; `pending` while they still have to decide on the active step. */
  participants: { userId: number; employeeNo: string | null; pending: boolean }[];
}

interface Page {
  items: DocumentListRow[];
  pagination: { page: number; rowsPerPage: number; totalRecords: number; totalRecordsIsEstimate: boolean };
}

const api = useDemoCallers();
let userIds: Record<DemoUser, number>;
let catalogue: SeededFormCatalogue;
let rows: ReferenceRow[];
let formRank: Map<number, number>;
/** Whom each demo user substitutes on the test clock's today. */
let substitutedBy: Record<DemoUser, string[]>;
const timeZone = testEnv().BUSINESS_TIME_ZONE;
const employeeNoOf: Record<DemoUser, string> = {
  employee: demo.employee,
  manager: demo.manager,
  admin: demo.admin,
  planner: demo.planner,
  viewer: demo.viewer,
};

beforeAll(async () => {
  const { harness } = api;
  await seedBulkSubmissions(harness.db, { companyCode: 'SV', count: 2000 });
  await seedBulkSubmissions(harness.db, { companyCode: 'NL', count: 200 });
  const users = await harness.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['employee', 'manager', 'admin', 'planner', 'viewer'])
    .execute();
  userIds = Object.fromEntries(users.map((user) => [user.username, user.id])) as Record<DemoUser, number>;
  catalogue = await readCatalogue(harness.db);
  const forms = await harness.db.selectFrom('forms').select(['id', 'name']).execute();
  const byName = [...forms].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  formRank = new Map(byName.map((form, index) => [form.id, index]));
  rows = await loadReference();
  const today = dateInTimeZone(harness.clock.now(), timeZone);
  const substitutions = await harness.db
    .selectFrom('substitutions')
    .select(['employee_no', 'subst_employee_no'])
    .where('company_code', '=', 'SV')
    .where('date_from', '<=', today)
    .where('date_to', '>=', today)
    .execute();
  substitutedBy = Object.fromEntries(
    (Object.keys(employeeNoOf) as DemoUser[]).map((user) => [
      user,
      substitutions.filter((row) => row.subst_employee_no === employeeNoOf[user]).map((row) => row.employee_no),
    ]),
  ) as Record<DemoUser, string[]>;
}, 180_000);

async function loadReference(): Promise<ReferenceRow[]> {
  const { harness } = api;
  const submissions = await harness.db
    .selectFrom('form_submissions')
    .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
    .selectAll('form_submissions')
    .select(['forms.form_group_id', 'forms.is_application'])
    .execute();
  const entries = await harness.db
    .selectFrom('form_submission_entries')
    .innerJoin('form_data', 'form_data.id', 'form_submission_entries.form_data_id')
    .select(['form_submission_entries.submission_id', 'form_data.form_meta_id', 'form_submission_entries.form_value'])
    .execute();
  const participations = await harness.db
    .selectFrom('workflow_participants')
    .innerJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_participants.instance_activity_id')
    .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
    .select([
      'workflow_instances.submission_id',
      'workflow_instances.state as run_state',
      'workflow_instance_activities.state as activity_state',
      'workflow_participants.user_id',
      'workflow_participants.employee_no',
      'workflow_participants.action',
    ])
    .execute();
  const participants = new Map<number, ReferenceRow['participants']>();
  for (const row of participations) {
    const pending = row.action === 0 && row.activity_state === 'active' && row.run_state === 'active';
    participants.set(row.submission_id, [
      ...(participants.get(row.submission_id) ?? []),
      { userId: row.user_id, employeeNo: row.employee_no, pending },
    ]);
  }
  const values = new Map<number, Map<number, string>>();
  for (const entry of entries) {
    let own = values.get(entry.submission_id);
    if (!own) values.set(entry.submission_id, (own = new Map()));
    own.set(entry.form_meta_id, entry.form_value);
  }
  return submissions.map((row) => ({
    id: row.id,
    companyCode: row.company_code,
    formId: row.form_id,
    formGroupId: row.form_group_id,
    isApplication: row.is_application,
    documentNo: row.document_no,
    state: row.state,
    cancellationInProgress: row.cancellation_in_progress,
    employeeNo: row.employee_no,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    submittedBy: row.submitted_by,
    initiatedBy: row.initiated_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    searchText: row.search_text,
    deadline: row.deadline,
    values: values.get(row.id) ?? new Map(),
    participants: participants.get(row.id) ?? [],
  }));
}

function metaId(key: Parameters<SeededFormCatalogue['metas']['get']>[0]): number {
  const id = catalogue.metas.get(key);
  if (id === undefined) throw new Error(`no demo meta ${key}`);
  return id;
}

function formId(systemName: string): number {
  const id = catalogue.forms.get(systemName);
  if (id === undefined) throw new Error(`no demo form ${systemName}`);
  return id;
}

function groupId(key: Parameters<SeededFormCatalogue['groups']['get']>[0]): number {
  const id = catalogue.groups.get(key);
  if (id === undefined) throw new Error(`no demo group ${key}`);
  return id;
}

/** The user takes part in the row's workflow, or does for someone they substitute today (never on their own filings). */
function takesPart(row: ReferenceRow, user: DemoUser, options: { pendingOnly: boolean }): boolean {
  const filedByThem = row.submittedBy === userIds[user] || row.initiatedBy === userIds[user];
  return row.participants.some(
    (participant) =>
      (!options.pendingOnly || participant.pending) &&
      (participant.userId === userIds[user] ||
        (!filedByThem && participant.employeeNo !== null && substitutedBy[user].includes(participant.employeeNo))),
  );
}

/** What visibleTo lets the user read in SV, without grants. */
function visibleRows(user: DemoUser): ReferenceRow[] {
  return rows.filter(
    (row) =>
      row.companyCode === 'SV' &&
      (user === 'admin' ||
        row.submittedBy === userIds[user] ||
        row.initiatedBy === userIds[user] ||
        row.employeeNo === employeeNoOf[user] ||
        takesPart(row, user, { pendingOnly: false })),
  );
}

type SortValue = string | number | null;
const STATE_ORDER = ['Draft', 'New', 'InProgress', 'Approved', 'Rejected', 'Cancelled'];

function sortValueOf(row: ReferenceRow, sort: string | number): SortValue {
  switch (sort) {
    case 'createDate':
    case DocumentPseudoColumn.creationDate:
      return row.createdAt.getTime();
    case 'updateDate':
    case DocumentPseudoColumn.lastChange:
      return row.updatedAt.getTime();
    case 'documentNo':
    case DocumentPseudoColumn.documentNumber:
      return row.documentNo;
    case 'state':
    case DocumentPseudoColumn.status:
      return STATE_ORDER.indexOf(row.state);
    case 'dateFrom':
    case DocumentPseudoColumn.period:
      return row.dateFrom;
    case 'dateTo':
      return row.dateTo;
    case 'name':
    case DocumentPseudoColumn.form:
      return formRank.get(row.formId)!;
    case 'deadline':
      return row.deadline;
    default:
      return row.values.get(Number(sort)) || null;
  }
}

function isFieldSort(sort: string | number): boolean {
  return typeof sort === 'number' && !(Object.values(DocumentPseudoColumn) as number[]).includes(sort);
}

/**
 * The lists' order: text by code point (the C collations), ties by id; empty columns greatest (as
 * PostgreSQL orders NULLs), documents without a value of a field last either way.
 */
function sorted(
  list: ReferenceRow[],
  sort: string | number = DocumentPseudoColumn.creationDate,
  direction: 'asc' | 'desc' = 'desc',
): ReferenceRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const emptyLast = isFieldSort(sort);
  const valueOf = (row: ReferenceRow) => {
    const value = sortValueOf(row, sort);
    return typeof value === 'string' ? value.slice(0, 200) : value;
  };
  const compare = (a: ReferenceRow, b: ReferenceRow) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x !== y) {
      if (x === null) return emptyLast ? 1 : sign;
      if (y === null) return emptyLast ? -1 : -sign;
      return (x < y ? -1 : 1) * sign;
    }
    return (a.id - b.id) * sign;
  };
  return [...list].sort(compare);
}

function paginationFor(total: number, page = 1, rowsPerPage = 100) {
  const limit = (page - 1) * rowsPerPage + DOCUMENT_COUNT_LIMIT;
  return { page, rowsPerPage, totalRecords: Math.min(total, limit), totalRecordsIsEstimate: total > limit };
}

/** The filter, then the page, sort and direction over it (100 rows a page unless given). */
function search(user: DemoUser, filter: DocumentSearchInputInput = {}, query: DocumentSearchInputInput = {}): Promise<Page> {
  return api.as[user].documentLists.search({ ...filter, rowsPerPage: 100, ...query });
}

/** The first page (100 rows) and the total are those of the reference rows in the expected order. */
async function expectSearch(
  user: DemoUser,
  filter: DocumentSearchInputInput,
  expected: ReferenceRow[],
  sort?: { sort: string | number; direction: 'asc' | 'desc' },
) {
  const page = await search(user, filter, sort ? { sort: sort.sort, sortDirection: sort.direction } : {});
  const label = JSON.stringify({ filter, sort, walkRows: listTuning.walkRows });
  expect(page.pagination, label).toEqual(paginationFor(expected.length));
  expect(
    page.items.map((item) => item.id),
    label,
  ).toEqual(
    sorted(expected, sort?.sort, sort?.direction)
      .slice(0, 100)
      .map((row) => row.id),
  );
  return page;
}

function touches(row: ReferenceRow, start: string | undefined, end: string | undefined): boolean {
  if (row.dateFrom !== null) return row.dateFrom <= (end ?? '9999-12-31') && (row.dateTo ?? row.dateFrom) >= (start ?? '0001-01-01');
  const filed = dateInTimeZone(row.createdAt, timeZone);
  return filed >= (start ?? '0001-01-01') && filed <= (end ?? '9999-12-31');
}

/** The field's value contains the text, as text: also in the document's search text (not only in JSON notation). */
function fieldContains(row: ReferenceRow, formMetaId: number, text: string): boolean {
  const value = row.values.get(formMetaId);
  return (
    value !== undefined && value !== '' && value.toLowerCase().includes(text.toLowerCase()) && row.searchText.includes(text.toLowerCase())
  );
}

describe('documentLists.search: who sees what', () => {
  it('shows an administrator every document of the company, newest first, and nothing of another company', async () => {
    const all = visibleRows('admin');
    expect(all.length).toBeGreaterThan(2000);
    const page = await expectSearch('admin', {}, all);
    expect(page.items.every((item) => rows.find((row) => row.id === item.id)?.companyCode === 'SV')).toBe(true);
  });

  it("shows an employee what they filed, what is about them and what the manager they substitute decided on, never another colleague's", async () => {
    const own = visibleRows('employee');
    expect(own.length).toBeGreaterThan(10);
    expect(own.length).toBeLessThan(100);
    const page = await expectSearch('employee', {}, own);
    for (const item of page.items) {
      const row = rows.find((candidate) => candidate.id === item.id)!;
      const isTheirs = [row.submittedBy, row.initiatedBy].includes(userIds.employee) || row.employeeNo === demo.employee;
      expect(isTheirs || takesPart(row, 'employee', { pendingOnly: false }), `row ${row.id}`).toBe(true);
    }
    // The employee substitutes the manager today: the colleague's leave the manager approved is in sight...
    const decidedByManager = rows.find(
      (row) => row.companyCode === 'SV' && row.employeeNo === demo.colleague && takesPart(row, 'employee', { pendingOnly: false }),
    )!;
    expect((await search('employee', { searchQuery: decidedByManager.documentNo })).items.map((item) => item.id)).toEqual([
      decidedByManager.id,
    ]);
    // ...another colleague's document, asked for by its number, stays out of sight.
    const colleagues = rows.find(
      (row) =>
        row.companyCode === 'SV' &&
        row.employeeNo === demo.colleague &&
        row.documentNo &&
        row.submittedBy !== userIds.employee &&
        !takesPart(row, 'employee', { pendingOnly: false }),
    )!;
    expect((await search('employee', { searchQuery: colleagues.documentNo })).items).toEqual([]);
  });

  it("shows a manager their own and their filings for others, not the team's by default", async () => {
    await expectSearch('manager', {}, visibleRows('manager'));
  });

  it('never lists NL documents in SV, not even those the caller filed there', async () => {
    const filedInNl = rows.filter((row) => row.companyCode === 'NL' && row.submittedBy === userIds.employee);
    expect(filedInNl.length).toBeGreaterThan(0);
    const nlIds = new Set(rows.filter((row) => row.companyCode === 'NL').map((row) => row.id));
    for (const user of ['employee', 'admin'] as const) {
      const page = await search(user, { searchQuery: filedInNl[0]!.documentNo });
      expect(
        page.items.filter((item) => nlIds.has(item.id)),
        user,
      ).toEqual([]);
    }
    const employeePage = await search('employee', {}, { rowsPerPage: 100 });
    expect(employeePage.items.filter((item) => nlIds.has(item.id))).toEqual([]);
  });

  it('answers the row a list needs: form, people, dates, unread flag and the values of the shown columns', async () => {
    const trip = rows.find(
      (row) =>
        row.companyCode === 'SV' && row.formId === formId(DemoForm.businessTrip) && row.submittedBy === userIds.employee && row.documentNo,
    )!;
    const page = await search('employee', { searchQuery: trip.documentNo, formId: trip.formId });
    const item = page.items.find((candidate) => candidate.id === trip.id)!;
    expect(item).toMatchObject({
      documentNo: trip.documentNo,
      state: trip.state,
      name: 'Komandiruotės prašymas',
      nameEn: 'Business trip application',
      form: { id: trip.formId, formGroupId: trip.formGroupId, isApplication: true, name: 'Komandiruotės prašymas' },
      submittedBy: { userId: userIds.employee, employeeNo: demo.employee },
      employeeNo: demo.employee,
      employeeFullName: expect.any(String),
      workflowActivity: null,
      deadline: null,
      isNearDeadline: false,
      isViewed: true,
      dateFrom: trip.dateFrom,
      dateTo: trip.dateTo,
      bcGuid: null,
    });
    expect(item.createDate).toEqual(trip.createdAt);
    // No field is a column until the user shows it: no values read.
    expect(item.values).toEqual({});
    await api.as.employee.documentLists.updateFormSettings({
      id: trip.formGroupId,
      columns: [
        { formMetaId: metaId('tripPurpose'), tableVisible: true },
        { formMetaId: metaId('dateFrom'), tableVisible: true },
      ],
    });
    try {
      const shown = await search('employee', { searchQuery: trip.documentNo, formId: trip.formId });
      expect(shown.items.find((candidate) => candidate.id === trip.id)!.values).toEqual({
        [metaId('tripPurpose')]: trip.values.get(metaId('tripPurpose')),
        [metaId('dateFrom')]: trip.dateFrom,
      });
    } finally {
      await api.harness.db
        .deleteFrom('document_table_settings')
        .where('user_id', '=', userIds.employee)
        .where('form_group_id', '=', trip.formGroupId)
        .execute();
    }
  });

  it("names the employee each document is about by the company's register, whoever filed it", async () => {
    const employees = await api.harness.db
      .selectFrom('employees')
      .select(['company_code', 'employee_no', 'first_name', 'last_name'])
      .where('company_code', 'in', ['SV', 'NL'])
      .execute();
    const svNames = new Map(
      employees.filter((row) => row.company_code === 'SV').map((row) => [row.employee_no, `${row.first_name} ${row.last_name}`]),
    );
    const page = await search('admin');
    expect(page.items.map((item) => item.employeeFullName)).toEqual(
      page.items.map((item) => (item.employeeNo === null ? null : (svNames.get(item.employeeNo) ?? null))),
    );
    expect(page.items.filter((item) => item.employeeFullName !== null).length).toBeGreaterThan(50);

    // Filed by the employee about the manager: the manager's name; about a number only NL employs: none.
    const filed = sorted(visibleRows('employee')).find((row) => row.submittedBy === userIds.employee && row.documentNo)!;
    const nlOnly = employees.find((row) => row.company_code === 'NL' && !svNames.has(row.employee_no))!;
    const nameAbout = async (employeeNo: string) => {
      await api.harness.db.updateTable('form_submissions').set({ employee_no: employeeNo }).where('id', '=', filed.id).execute();
      const found = await search('admin', { searchQuery: filed.documentNo ?? undefined, formId: filed.formId });
      return found.items.find((item) => item.id === filed.id)!;
    };
    try {
      const aboutManager = await nameAbout(demo.manager);
      expect(aboutManager.employeeFullName).toBe(svNames.get(demo.manager));
      expect(aboutManager.submittedBy?.employeeFullName).toBe(svNames.get(demo.employee));
      expect((await nameAbout(nlOnly.employee_no)).employeeFullName).toBeNull();
    } finally {
      await api.harness.db.updateTable('form_submissions').set({ employee_no: filed.employeeNo }).where('id', '=', filed.id).execute();
    }
  });

  it('flags a document read once the user has opened it', async () => {
    const other = sorted(visibleRows('admin')).find((row) => row.submittedBy !== userIds.admin && row.initiatedBy !== userIds.admin)!;
    const before = await search('admin', { searchQuery: other.documentNo ?? undefined, formId: other.formId });
    expect(before.items.find((item) => item.id === other.id)?.isViewed).toBe(false);
    await markSubmissionViewed(api.harness.db, other.id, userIds.admin);
    await markSubmissionViewed(api.harness.db, other.id, userIds.admin);
    const after = await search('admin', { searchQuery: other.documentNo ?? undefined, formId: other.formId });
    expect(after.items.find((item) => item.id === other.id)?.isViewed).toBe(true);
  });

  it("carries an ERP document's external id, so the list opens it in view_bc", async () => {
    const erp = sorted(visibleRows('admin')).find((row) => row.documentNo)!;
    await api.harness.db.updateTable('form_submissions').set({ bc_guid: '0f3c-77aa' }).where('id', '=', erp.id).execute();
    try {
      const page = await search('admin', { searchQuery: erp.documentNo ?? undefined, formId: erp.formId });
      expect(page.items.find((item) => item.id === erp.id)?.bcGuid).toBe('0f3c-77aa');
    } finally {
      await api.harness.db.updateTable('form_submissions').set({ bc_guid: null }).where('id', '=', erp.id).execute();
    }
  });
});

// Each page is found by walking down the sort order or by filtering first (listPage): with the walk
// cut short, the same answers must come the other way.
describe.each([{ walkRows: 5000 }, { walkRows: 1 }])('documentLists.search with walks of $walkRows rows', ({ walkRows }) => {
  beforeAll(() => {
    listTuning.walkRows = walkRows;
  });
  afterAll(() => {
    listTuning.walkRows = 5000;
  });

  describe('documentLists.search: filters', () => {
    it('keeps a form group with its sub-groups', async () => {
      const all = visibleRows('admin');
      await expectSearch(
        'admin',
        { formGroupId: groupId('leave') },
        all.filter((row) => row.formGroupId === groupId('leave')),
      );
      const internal = all.filter((row) => row.formGroupId === groupId('internal') || row.formGroupId === groupId('it'));
      expect(internal.some((row) => row.formGroupId === groupId('it'))).toBe(true);
      await expectSearch('admin', { formGroupId: groupId('internal') }, internal);
    });

    it('keeps one form, one state, applications or documents', async () => {
      const all = visibleRows('admin');
      await expectSearch(
        'admin',
        { formId: formId(DemoForm.businessTrip) },
        all.filter((row) => row.formId === formId(DemoForm.businessTrip)),
      );
      for (const state of SUBMISSION_STATES)
        await expectSearch(
          'admin',
          { state },
          all.filter((row) => row.state === state),
        );
      await expectSearch(
        'admin',
        { isApplication: true },
        all.filter((row) => row.isApplication),
      );
      await expectSearch(
        'admin',
        { isApplication: 'false' },
        all.filter((row) => !row.isApplication),
      );
    });

    it('keeps documents whose period touches the dates, and those without a period filed within them', async () => {
      const all = visibleRows('admin');
      for (const [startDate, endDate] of [
        ['2025-03-01', '2025-03-31'],
        ['2026-11-20', undefined],
        [undefined, '2024-01-10'],
        ['2025-07-14', '2025-07-14'],
        // More than the count goes to: a lower bound.
        ['2024-06-01', undefined],
      ] as const) {
        const expected = all.filter((row) => touches(row, startDate, endDate));
        expect(
          expected.some((row) => row.dateFrom === null),
          `${startDate}…${endDate} has undated rows`,
        ).toBe(true);
        expect(
          expected.some((row) => row.dateFrom !== null && row.dateFrom < (startDate ?? '0000')),
          `${startDate}…${endDate} has periods begun before`,
        ).toBe(startDate !== undefined);
        await expectSearch('admin', { startDate, endDate }, expected);
      }
    });

    it('finds free text in the document number, the form name and the values, in any case', async () => {
      const all = visibleRows('admin');
      const numbered = all.find((row) => row.documentNo?.startsWith('NED-'))!;
      for (const text of [
        numbered.documentNo!,
        numbered.documentNo!.toLowerCase(),
        'NEDARBINGUM',
        'illness notification',
        'Talinas',
        'vaiko',
        'x%_\\',
      ]) {
        const expected = all.filter((row) => row.searchText.includes(text.toLowerCase()));
        if (text !== 'x%_\\') expect(expected.length, text).toBeGreaterThan(0);
        await expectSearch('admin', { searchQuery: text }, expected);
      }
    });

    it('searches per field by form meta, case-insensitive, every item at once', async () => {
      const all = visibleRows('admin');
      const purpose = metaId('tripPurpose');
      const employee = metaId('employee');
      const dateFrom = metaId('dateFrom');
      const expectedTrips = all.filter((row) => fieldContains(row, purpose, 'ryga'));
      expect(expectedTrips.length).toBeGreaterThan(0);
      await expectSearch('admin', { advancedSearch: `${purpose}[RYGA]` }, expectedTrips);
      const items = [
        { fieldId: String(employee), value: 'sv001' },
        { fieldId: String(dateFrom), value: '2025-0' },
      ];
      const expected = all.filter((row) => fieldContains(row, employee, 'sv001') && fieldContains(row, dateFrom, '2025-0'));
      expect(expected.length).toBeGreaterThan(0);
      await expectSearch('admin', { advancedSearch: formatAdvancedSearch(items) }, expected);
      await expectSearch('admin', { advancedSearch: items }, expected);
      // A value matching another field only is no match here.
      await expectSearch('admin', { advancedSearch: `${purpose}[sv0012]` }, []);
    });

    it('combines every filter', async () => {
      const filter = {
        formGroupId: groupId('leave'),
        state: 'Approved',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
        searchQuery: 'su darbo',
        advancedSearch: `${metaId('employee')}[sv00]`,
      };
      const expected = visibleRows('admin').filter(
        (row) =>
          row.formGroupId === groupId('leave') &&
          row.state === 'Approved' &&
          touches(row, '2025-01-01', '2025-12-31') &&
          row.searchText.includes('su darbo') &&
          fieldContains(row, metaId('employee'), 'sv00'),
      );
      expect(expected.length).toBeGreaterThan(0);
      await expectSearch('admin', filter, expected);
      // The employee gets the same filter over their own documents only.
      await expectSearch(
        'employee',
        { ...filter, advancedSearch: '' },
        visibleRows('employee').filter(
          (row) =>
            row.formGroupId === groupId('leave') &&
            row.state === 'Approved' &&
            touches(row, '2025-01-01', '2025-12-31') &&
            row.searchText.includes('su darbo'),
        ),
      );
    });

    it('refuses a malformed filter, naming the field', async () => {
      const { documentLists } = api.as.admin;
      await expectFieldError(documentLists.search({ startDate: '2025-02-30' }), 'startDate', ErrorCode.invalidDate);
      await expectFieldError(
        documentLists.search({ startDate: '2025-03-02', endDate: '2025-03-01' }),
        'endDate',
        ErrorCode.endEarlierThanStart,
      );
      await expectFieldError(documentLists.search({ state: 'Lost' }), 'state');
      await expectFieldError(documentLists.search({ advancedSearch: 'abc[x]' }), 'advancedSearch');
      await expectFieldError(documentLists.search({ advancedSearch: '12[x' }), 'advancedSearch');
      await expectFieldError(documentLists.search(illTyped({ companyCode: 'NL' })), 'companyCode');
    });
  });

  describe('documentLists.search: sorting and paging', () => {
    it('sorts by every column and pseudo-column both ways, ties by id', async () => {
      const all = visibleRows('admin');
      const keys: (string | number)[] = [
        'documentNo',
        'name',
        'state',
        'createDate',
        'updateDate',
        'dateFrom',
        'dateTo',
        'deadline',
        // The employee's name does not sort (below).
        ...Object.values(DocumentPseudoColumn).filter((column) => column !== DocumentPseudoColumn.employee),
      ];
      for (const sort of keys) {
        for (const direction of ['asc', 'desc'] as const) await expectSearch('admin', {}, all, { sort, direction });
      }
    });

    it('sorts by a field (a form meta), empty values last ascending', async () => {
      const all = visibleRows('admin');
      for (const sort of [metaId('tripPurpose'), metaId('dateFrom'), metaId('employee')]) {
        for (const direction of ['asc', 'desc'] as const) await expectSearch('admin', {}, all, { sort, direction });
      }
      const leave = all.filter((row) => row.formGroupId === groupId('leave'));
      await expectSearch('admin', { formGroupId: groupId('leave') }, leave, { sort: metaId('dateTo'), direction: 'asc' });
      // Older clients send the direction in capitals.
      const page = await search('admin', {}, { sort: 'dateFrom', sortDirection: 'ASC' });
      expect(page.items.map((item) => item.id)).toEqual(
        sorted(all, 'dateFrom', 'asc')
          .slice(0, 100)
          .map((row) => row.id),
      );
    });

    it('refuses a sort by a field that does not exist, and by the employee, which has no index to walk', async () => {
      const { documentLists } = api.as.admin;
      await expectFieldError(documentLists.search({ sort: 999999 }), 'sort', ErrorCode.invalidValue);
      await expectFieldError(documentLists.search({ sort: DocumentPseudoColumn.employee }), 'sort', ErrorCode.invalidValue);
      await expectFieldError(documentLists.search({ sort: 'colour' }), 'sort');
      await expectFieldError(documentLists.search({ sortDirection: 'up' }), 'sortDirection');
    });

    it('pages: 20 rows by default, page 2 continues page 1, the total stays', async () => {
      const leave = sorted(visibleRows('admin').filter((row) => row.formGroupId === groupId('leave') && row.state === 'Approved'));
      expect(leave.length).toBeLessThan(DOCUMENT_COUNT_LIMIT);
      const first = await api.as.admin.documentLists.search({ formGroupId: groupId('leave'), state: 'Approved' });
      expect(first.pagination).toEqual({ page: 1, rowsPerPage: 20, totalRecords: leave.length, totalRecordsIsEstimate: false });
      const second = await search('admin', { formGroupId: groupId('leave'), state: 'Approved' }, { page: 2, rowsPerPage: 20 });
      const firstIds = first.items.map((item) => item.id);
      const secondIds = second.items.map((item) => item.id);
      expect(firstIds).toEqual(leave.slice(0, 20).map((row) => row.id));
      expect(secondIds).toEqual(leave.slice(20, 40).map((row) => row.id));
      expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([]);
      expect(second.pagination.totalRecords).toBe(leave.length);
      const beyond = await search('admin', {}, { page: 1000, rowsPerPage: 100 });
      expect(beyond.items).toEqual([]);
    });

    it('counts up to 1,000 rows past the page, then says the total is a lower bound', async () => {
      const all = sorted(visibleRows('admin'));
      expect(all.length).toBeGreaterThan(DOCUMENT_COUNT_LIMIT + 200);
      const first = await search('admin', {}, { rowsPerPage: 100 });
      expect(first.pagination).toEqual({ page: 1, rowsPerPage: 100, totalRecords: DOCUMENT_COUNT_LIMIT, totalRecordsIsEstimate: true });
      // Further on, the count reaches further: the pager always knows what lies ahead.
      const third = await search('admin', {}, { page: 3, rowsPerPage: 100 });
      expect(third.pagination).toEqual({
        page: 3,
        rowsPerPage: 100,
        totalRecords: DOCUMENT_COUNT_LIMIT + 200,
        totalRecordsIsEstimate: true,
      });
      expect(third.items.map((item) => item.id)).toEqual(all.slice(200, 300).map((row) => row.id));
      const last = Math.ceil(all.length / 100);
      const end = await search('admin', {}, { page: last, rowsPerPage: 100 });
      expect(end.pagination).toEqual({ page: last, rowsPerPage: 100, totalRecords: all.length, totalRecordsIsEstimate: false });
      expect(end.items.map((item) => item.id)).toEqual(all.slice((last - 1) * 100).map((row) => row.id));
    });

    it('pages through a sort by form name across the forms', async () => {
      const all = visibleRows('admin');
      for (const direction of ['asc', 'desc'] as const) {
        const expected = sorted(all, 'name', direction);
        for (const page of [2, 5, 9, 21]) {
          const answer = await search('admin', {}, { sort: 'name', sortDirection: direction, page, rowsPerPage: 100 });
          expect(
            answer.items.map((item) => item.id),
            `${direction} page ${page}`,
          ).toEqual(expected.slice((page - 1) * 100, page * 100).map((row) => row.id));
        }
      }
    });

    it('refuses page 0 and page sizes of 0, 101, negative or not a number', async () => {
      await expectPageBoundsRefused(api.as.admin.documentLists.search);
      await expectFieldError(api.as.admin.documentLists.search({ page: 'x' }), 'page');
    });
  });
});

describe('documentLists.tasks', () => {
  function tasks(user: DemoUser, input: Parameters<AppCaller['documentLists']['tasks']>[0] = {}): Promise<Page> {
    return api.as[user].documentLists.tasks(input);
  }

  it('lists the documents of a group granted to update, not filed by the caller, In Progress by default, unread flagged', async () => {
    // Without a grant: the step the planner stands in on for the company head (the demo seed's runs).
    const standingIn = sorted(rows.filter((row) => row.companyCode === 'SV' && takesPart(row, 'planner', { pendingOnly: true })));
    expect(standingIn.length).toBeGreaterThan(0);
    expect((await tasks('planner')).items.map((item) => item.id)).toEqual(standingIn.map((row) => row.id));
    const leave = groupId('leave');
    const grant = await api.harness.db
      .insertInto('document_permissions')
      .values({ user_id: userIds.planner, object_type: 'document_group', object_id: leave, permission: 'update' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const isGranted = (row: ReferenceRow) =>
        row.formGroupId === leave && row.submittedBy !== userIds.planner && row.initiatedBy !== userIds.planner;
      // The granted documents, and those the planner takes part in as before.
      const tasksOfPlanner = rows.filter(
        (row) => row.companyCode === 'SV' && (isGranted(row) || takesPart(row, 'planner', { pendingOnly: false })),
      );
      // In Progress by default, the cancellation requests with them (the demo seed has one).
      const inProgress = sorted(tasksOfPlanner.filter((row) => row.state === 'InProgress' || row.cancellationInProgress));
      expect(inProgress.length).toBeGreaterThan(0);
      const page = await tasks('planner', { rowsPerPage: 100 });
      expect(page.pagination).toEqual({ page: 1, rowsPerPage: 100, totalRecords: inProgress.length, totalRecordsIsEstimate: false });
      expect(page.items.map((item) => item.id)).toEqual(inProgress.slice(0, 100).map((row) => row.id));
      expect(page.items.every((item) => !item.isViewed)).toBe(true);

      await markSubmissionViewed(api.harness.db, inProgress[0]!.id, userIds.planner);
      const reread = await tasks('planner', { rowsPerPage: 5 });
      expect(reread.items.map((item) => [item.id, item.isViewed])).toEqual(
        inProgress.slice(0, 5).map((row, index) => [row.id, index === 0]),
      );

      const all = await tasks('planner', { state: 'All', rowsPerPage: 100 });
      expect(all.pagination.totalRecords).toBe(tasksOfPlanner.length);
      const awaiting = await tasks('planner', { state: 'All', hasAction: true, rowsPerPage: 100 });
      expect(awaiting.pagination.totalRecords).toBe(
        tasksOfPlanner.filter(
          (row) =>
            takesPart(row, 'planner', { pendingOnly: true }) || (isGranted(row) && (row.state === 'New' || row.state === 'InProgress')),
        ).length,
      );
      const approvedTrips = await tasks('planner', { state: 'Approved', formId: formId(DemoForm.annualLeave), rowsPerPage: 100 });
      expect(approvedTrips.pagination.totalRecords).toBe(
        tasksOfPlanner.filter((row) => row.state === 'Approved' && row.formId === formId(DemoForm.annualLeave)).length,
      );
      // A grant of the group does not make another company's documents tasks.
      expect(all.items.every((item) => rows.find((row) => row.id === item.id)?.companyCode === 'SV')).toBe(true);
    } finally {
      await api.harness.db.deleteFrom('document_permissions').where('id', '=', grant.id).execute();
    }
  });

  it('makes no task of a read grant, and gives a grant on one document that document', async () => {
    const document = rows.find(
      (row) =>
        row.companyCode === 'SV' && row.state === 'InProgress' && row.submittedBy !== userIds.employee && row.employeeNo !== demo.employee,
    )!;
    const grants = await api.harness.db
      .insertInto('document_permissions')
      .values([
        { user_id: userIds.employee, object_type: 'document_group', object_id: groupId('trips'), permission: 'read' },
        { user_id: userIds.employee, object_type: 'document', object_id: document.id, permission: 'manage' },
      ])
      .returning('id')
      .execute();
    try {
      expect((await tasks('employee')).items.map((item) => item.id)).toEqual([document.id]);
      // The read grant shows the group's documents in the documents list, though.
      const trips = rows.filter((row) => row.companyCode === 'SV' && row.formGroupId === groupId('trips'));
      const listed = await search('employee', { formGroupId: groupId('trips') });
      expect(listed.pagination.totalRecords).toBe(trips.length);
    } finally {
      await api.harness.db
        .deleteFrom('document_permissions')
        .where(
          'id',
          'in',
          grants.map((grant) => grant.id),
        )
        .execute();
    }
  });

  it("reads the caller's grants once per request: a grant given meanwhile counts from the next request, or after a mutation", async () => {
    const document = rows.find(
      (row) =>
        row.companyCode === 'SV' && row.state === 'InProgress' && row.submittedBy !== userIds.employee && row.employeeNo !== demo.employee,
    )!;
    // One context for every call, as one tRPC batch has.
    const oneRequest = createCaller(
      await contextFor(depsOf(api.harness), {
        token: api.tokens.employee,
        request: { requestId: 'one-request', ...TEST_REQUEST },
        appMode: 'stable',
        requestedCompanyCode: null,
      }),
    );
    const before = (await oneRequest.documentLists.tasks({})).items.map((item) => item.id);
    expect(before).not.toContain(document.id);
    const grant = await api.harness.db
      .insertInto('document_permissions')
      .values({ user_id: userIds.employee, object_type: 'document', object_id: document.id, permission: 'update' })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      // The same request still judges by what it read; the next one sees the grant.
      expect((await oneRequest.documentLists.tasks({})).items.map((item) => item.id)).toEqual(before);
      expect((await oneRequest.documentLists.search({ searchQuery: document.documentNo ?? '' })).items).toEqual([]);
      expect((await tasks('employee')).items.map((item) => item.id)).toContain(document.id);
      // A mutation within the request makes it read anew.
      await oneRequest.documentLists.updateFormSettings({ id: 0, columns: [] });
      expect((await oneRequest.documentLists.tasks({})).items.map((item) => item.id)).toContain(document.id);
    } finally {
      await api.harness.db.deleteFrom('document_permissions').where('id', '=', grant.id).execute();
    }
  });

  it('refuses page sizes out of bounds and an unknown state', async () => {
    await expectPageBoundsRefused(api.as.employee.documentLists.tasks);
    await expectFieldError(api.as.employee.documentLists.tasks({ state: 'Lost' }), 'state');
  });
});

describe('documentLists.applications and documentLists.mySubmissions', () => {
  it("pages the caller's applications newest first, ten by default, by state and form", async () => {
    const own = rows.filter(
      (row) => row.companyCode === 'SV' && (row.submittedBy === userIds.employee || row.initiatedBy === userIds.employee),
    );
    const applications = sorted(own.filter((row) => row.isApplication));
    const { documentLists } = api.as.employee;
    const page = await documentLists.applications({});
    expect(page.pagination).toEqual({
      page: 1,
      rowsPerPage: 10,
      totalRecords: applications.length,
      totalRecordsIsEstimate: false,
    });
    expect(page.items.map((item) => item.id)).toEqual(applications.slice(0, 10).map((row) => row.id));
    const approved = applications.filter((row) => row.state === 'Approved' && row.formId === formId(DemoForm.annualLeave));
    const filtered = await documentLists.applications({ state: 'Approved', formId: formId(DemoForm.annualLeave), rowsPerPage: 100 });
    expect(filtered.items.map((item) => item.id)).toEqual(approved.map((row) => row.id));
    // A document form is no application.
    expect((await documentLists.applications({ formId: formId(DemoForm.request) })).items).toEqual([]);
    await expectPageBoundsRefused(documentLists.applications);
  });

  it('lists everything the caller filed or initiated, documents too, and nothing about them filed by others', async () => {
    const own = sorted(
      rows.filter((row) => row.companyCode === 'SV' && (row.submittedBy === userIds.employee || row.initiatedBy === userIds.employee)),
    );
    expect(own.some((row) => !row.isApplication)).toBe(true);
    const page = await api.as.employee.documentLists.mySubmissions({ rowsPerPage: 100 });
    expect(page.pagination.totalRecords).toBe(own.length);
    expect(page.items.map((item) => item.id)).toEqual(own.slice(0, 100).map((row) => row.id));
    await expectPageBoundsRefused(api.as.employee.documentLists.mySubmissions);
  });
});

describe('form settings', () => {
  function settings(user: DemoUser, id: number): Promise<FormSettings> {
    return api.as[user].documentLists.formSettings({ id });
  }

  it("answers a group's fields with the default columns: those people read first, no field shown", async () => {
    const leave = await settings('employee', groupId('leave'));
    expect(leave).toMatchObject({ formGroupId: groupId('leave'), canCreate: true, isBCForm: false });
    expect(leave.meta.map((meta) => meta.id)).toEqual(
      expect.arrayContaining([metaId('employee'), metaId('dateFrom'), metaId('dateTo'), metaId('reason')]),
    );
    expect(leave.meta.map((meta) => meta.id)).not.toContain(metaId('tripPurpose'));
    const visible = leave.table.filter((column) => column.visible).map((column) => column.formMetaId);
    expect(visible).toEqual([
      DocumentPseudoColumn.documentNumber,
      DocumentPseudoColumn.form,
      DocumentPseudoColumn.employee,
      DocumentPseudoColumn.period,
      DocumentPseudoColumn.status,
      DocumentPseudoColumn.lastChange,
    ]);
    // The fields and the creation date are offered in the settings, hidden, after the columns shown.
    expect(leave.table.slice(6).map((column) => column.formMetaId)).toEqual(
      expect.arrayContaining([
        metaId('employee'),
        metaId('dateFrom'),
        metaId('dateTo'),
        metaId('reason'),
        DocumentPseudoColumn.creationDate,
      ]),
    );
    expect(leave.table.slice(6).every((column) => !column.visible)).toBe(true);
    expect(leave.table.at(-1)?.formMetaId).toBe(DocumentPseudoColumn.creationDate);
    expect(leave.search.filter((column) => column.visible).map((column) => column.formMetaId)).toEqual(
      expect.arrayContaining([metaId('employee'), metaId('reason')]),
    );
    expect(leave.search.some((column) => column.isPseudoColumn)).toBe(false);
    // The sub-group's fields belong to the parent group; 0 is the list over all groups.
    expect((await settings('employee', groupId('internal'))).meta.map((meta) => meta.id)).toContain(metaId('equipment'));
    expect((await settings('employee', 0)).meta.map((meta) => meta.id)).toEqual(
      expect.arrayContaining([metaId('tripPurpose'), metaId('equipment')]),
    );
  });

  it("saves the caller's own columns and search fields, and the list then carries the values of those columns", async () => {
    const leave = groupId('leave');
    const saved = await api.as.employee.documentLists.updateFormSettings({
      id: leave,
      columns: [
        { formMetaId: metaId('dateFrom'), tableVisible: true, searchVisible: false, tableOrdering: 1 },
        { formMetaId: metaId('reason'), tableVisible: true, searchVisible: true, tableOrdering: -10, searchOrdering: -1 },
        { formMetaId: metaId('employee'), tableVisible: true, tableOrdering: 2 },
        { formMetaId: metaId('dateTo'), tableVisible: true, tableOrdering: 3 },
        { formMetaId: DocumentPseudoColumn.status, tableVisible: false },
        { formMetaId: DocumentPseudoColumn.employee, tableVisible: false },
        { formMetaId: DocumentPseudoColumn.creationDate, tableVisible: true, tableOrdering: -20 },
      ],
    });
    const again = await settings('employee', leave);
    expect(again).toEqual(saved);
    expect(again.table.filter((column) => column.visible).map((column) => column.formMetaId)).toEqual([
      DocumentPseudoColumn.creationDate,
      metaId('reason'),
      DocumentPseudoColumn.documentNumber,
      DocumentPseudoColumn.form,
      DocumentPseudoColumn.period,
      DocumentPseudoColumn.lastChange,
      metaId('dateFrom'),
      metaId('employee'),
      metaId('dateTo'),
    ]);
    expect(again.search[0]).toEqual({ formMetaId: metaId('reason'), isPseudoColumn: false, visible: true, ordering: -1 });
    // Saving again updates, never duplicates (the legacy list body: REST rows below).
    await api.as.employee.documentLists.updateFormSettings({
      id: leave,
      columns: [{ formMetaId: metaId('dateFrom'), tableVisible: false, searchVisible: true }],
    });
    expect((await settings('employee', leave)).table.find((column) => column.formMetaId === metaId('dateFrom'))?.visible).toBe(false);
    const stored = await api.harness.db
      .selectFrom('document_table_settings')
      .select('form_meta_id')
      .where('user_id', '=', userIds.employee)
      .where('form_group_id', '=', leave)
      .execute();
    expect(stored).toHaveLength(7);

    const page = await search('employee', { formGroupId: leave });
    const withReason = page.items.find((item) => item.form.id === formId(DemoForm.unpaidLeave))!;
    expect(
      Object.keys(withReason.values)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([metaId('employee'), metaId('dateTo'), metaId('reason')].sort((a, b) => a - b));
    // Another user keeps the defaults.
    const managers = await settings('manager', leave);
    expect(managers.table.filter((column) => column.visible).map((column) => column.formMetaId)).toEqual([
      DocumentPseudoColumn.documentNumber,
      DocumentPseudoColumn.form,
      DocumentPseudoColumn.employee,
      DocumentPseudoColumn.period,
      DocumentPseudoColumn.status,
      DocumentPseudoColumn.lastChange,
    ]);
  });

  it('refuses a field of another group, an unknown group and a malformed column', async () => {
    const { documentLists } = api.as.manager;
    await expectFieldError(
      documentLists.updateFormSettings({
        id: groupId('leave'),
        columns: [
          { formMetaId: metaId('employee'), tableVisible: true },
          { formMetaId: metaId('tripPurpose'), tableVisible: true },
        ],
      }),
      'columns.1.formMetaId',
      ErrorCode.invalidValue,
    );
    expect(
      await api.harness.db.selectFrom('document_table_settings').select('id').where('user_id', '=', userIds.manager).execute(),
    ).toEqual([]);
    await expectFieldError(
      documentLists.updateFormSettings({
        id: groupId('leave'),
        columns: [illTyped({ formMetaId: metaId('employee'), tableVisible: true, userId: userIds.employee })],
      }),
      'columns.0.userId',
    );
    await expectDomainError(documentLists.formSettings({ id: 999999 }), ErrorCode.recordNotFound);
    await expectFieldError(documentLists.formSettings({ id: 'x' }), 'id');
  });
});

/** A procedure's answer as the REST envelope carries it: JSON, dates as ISO text. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe('REST rows', () => {
  it('POST /api/documents/get-documents takes the filter from the body and the page, sort and direction from the query, the query winning', async () => {
    const leave = groupId('leave');
    const response = await api.client.post(
      '/api/documents/get-documents?page=2&rowsPerPage=5&sort=dateFrom&sortDirection=ASC',
      api.tokens.admin,
      { formGroupId: leave, isApplication: 'true', rowsPerPage: 50 },
    );
    const page = await api.as.admin.documentLists.search({
      formGroupId: leave,
      isApplication: true,
      page: 2,
      rowsPerPage: 5,
      sort: 'dateFrom',
      sortDirection: 'asc',
    });
    expect(page.items).toHaveLength(5);
    expect(response.json().pagination).toEqual(page.pagination);
    expect(successData(response)).toEqual(asJson(page.items));
    expectValidationError(
      await api.client.post('/api/documents/get-documents', api.tokens.admin, { startDate: '2025-02-30' }),
      'startDate',
      ErrorCode.invalidDate,
    );
    expectValidationError(await api.client.post('/api/documents/get-documents?rowsPerPage=101', api.tokens.admin, {}), 'rowsPerPage');
  });

  it('GET /api/documents/get-form-submission-tasks reads the state, hasAction and the page from the query text', async () => {
    const response = await api.client.get(
      '/api/documents/get-form-submission-tasks?state=All&hasAction=true&rowsPerPage=5',
      api.tokens.planner,
    );
    const page = await api.as.planner.documentLists.tasks({ state: 'All', hasAction: true, rowsPerPage: 5 });
    expect(page.pagination.totalRecords).toBeGreaterThan(0);
    expect(response.json().pagination).toEqual(page.pagination);
    expect(successData(response)).toEqual(asJson(page.items));
    expectValidationError(await api.client.get('/api/documents/get-form-submission-tasks?state=Lost', api.tokens.planner), 'state');
  });

  it('GET /api/documents/get-applications/ and get-my-submissions/ answer with and without the trailing slash, paged from the query', async () => {
    const { documentLists } = api.as.employee;
    const applications = await documentLists.applications({});
    expect(applications.items.length).toBeGreaterThan(0);
    for (const path of ['get-applications/', 'get-applications']) {
      const response = await api.client.get(`/api/documents/${path}`, api.tokens.employee);
      expect(response.json().pagination, path).toEqual(applications.pagination);
      expect(successData(response), path).toEqual(asJson(applications.items));
    }
    const mine = await documentLists.mySubmissions({ page: 2, rowsPerPage: 3 });
    expect(mine.items).toHaveLength(3);
    for (const path of ['get-my-submissions/', 'get-my-submissions']) {
      const response = await api.client.get(`/api/documents/${path}?page=2&rowsPerPage=3`, api.tokens.employee);
      expect(response.json().pagination, path).toEqual(mine.pagination);
      expect(successData(response), path).toEqual(asJson(mine.items));
    }
    expectValidationError(await api.client.get('/api/documents/get-my-submissions/?rowsPerPage=0', api.tokens.employee), 'rowsPerPage');
  });

  it('GET /api/documents/get-form-settings-by-id/{id} and POST update-form-settings-by-id/{id} take the group from the path, the columns from the body or a bare list', async () => {
    const trips = groupId('trips');
    const url = `/api/documents/update-form-settings-by-id/${trips}`;
    const purposeColumn = (settings: FormSettings) => settings.table.find((column) => column.formMetaId === metaId('tripPurpose'));
    // The path names the group: a group named in the body does not redirect the save (the trip purpose is no leave field).
    const saved = successData<FormSettings>(
      await api.client.post(url, api.tokens.planner, {
        id: groupId('leave'),
        columns: [{ formMetaId: metaId('tripPurpose'), tableVisible: false }],
      }),
    );
    expect(saved.formGroupId).toBe(trips);
    expect(purposeColumn(saved)?.visible).toBe(false);
    // Older clients post the Table settings rows as a bare list.
    const fromList = successData<FormSettings>(
      await api.client.post(url, api.tokens.planner, [{ formMetaId: metaId('tripPurpose'), tableVisible: 'true', searchVisible: 'true' }]),
    );
    expect(purposeColumn(fromList)?.visible).toBe(true);
    expect(successData(await api.client.get(`/api/documents/get-form-settings-by-id/${trips}`, api.tokens.planner))).toEqual(
      asJson(await api.as.planner.documentLists.formSettings({ id: trips })),
    );
    const missing = await api.client.get('/api/documents/get-form-settings-by-id/999999', api.tokens.planner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'fail', substatus: 'not_found', messages: [ErrorCode.recordNotFound], data: null });
    expectValidationError(await api.client.get('/api/documents/get-form-settings-by-id/x', api.tokens.planner), 'id');
  });
});

// The ways of finding a page that the count chooses for a date range (pageStrategy): the range
// walked by filing or update time, the range read whole for any other sort, a longer range walked
// down the sort's index, and form and state counted with the months. Each answer is checked
// against the reference rows, with walks of 5,000 rows and of 1 (so a walk always comes back short).
describe('documentLists.search: a date range with many documents', () => {
  const busyMonth = { startDate: '2025-09-01', endDate: '2025-09-30' };

  // Last in this file, as the tests above expect fewer documents (fewer than the count goes to in
  // a form group, for one). Filed after the rest, so ids and filing times disagree; from many
  // employees, so that no demo user gets many more documents.
  beforeAll(async () => {
    const { db } = api.harness;
    await seedBulkSubmissions(db, { companyCode: 'SV', count: 3000, until: '2025-09-28', days: 24, employees: 300 });
    // Some of the month's first documents, dated and undated, were changed a year later: the newest
    // by update time, the last by filing time.
    for (const isDated of [true, false]) {
      const first = await db
        .selectFrom('form_submissions')
        .select('id')
        .where('company_code', '=', 'SV')
        .where('date_from', isDated ? 'is not' : 'is', null)
        .where('created_at', '>=', new Date('2025-09-05T00:00:00Z'))
        .orderBy('created_at')
        .limit(15)
        .execute();
      await db
        .updateTable('form_submissions')
        .set({ updated_at: new Date('2026-10-01T08:00:00Z') })
        .where(
          'id',
          'in',
          first.map((row) => row.id),
        )
        .execute();
    }
    rows = await loadReference();
  }, 180_000);

  /** Pages 1, 2 and 4 of 100 rows and their totals are those of the reference rows in the expected order. */
  async function expectPages(
    user: DemoUser,
    filter: DocumentSearchInputInput,
    expected: ReferenceRow[],
    sort: { sort: string | number; direction: 'asc' | 'desc' },
  ) {
    const inOrder = sorted(expected, sort.sort, sort.direction);
    for (const page of [1, 2, 4]) {
      const answer = await search(user, filter, { sort: sort.sort, sortDirection: sort.direction, page });
      const label = JSON.stringify({ filter, sort, page, walkRows: listTuning.walkRows });
      expect(answer.pagination, label).toEqual(paginationFor(expected.length, page));
      expect(
        answer.items.map((item) => item.id),
        label,
      ).toEqual(inOrder.slice((page - 1) * 100, page * 100).map((row) => row.id));
    }
  }

  function inBusyMonth(user: DemoUser): ReferenceRow[] {
    return visibleRows(user).filter((row) => touches(row, busyMonth.startDate, busyMonth.endDate));
  }

  it('has more documents in the month than the count goes to, dated and undated', () => {
    const month = inBusyMonth('admin');
    expect(month.length).toBeGreaterThan(DOCUMENT_COUNT_LIMIT + 300);
    expect(month.filter((row) => row.dateFrom === null).length).toBeGreaterThan(100);
    // Periods begun before the month, and documents updated a day after filing, are among them.
    expect(month.some((row) => row.dateFrom !== null && row.dateFrom < busyMonth.startDate)).toBe(true);
    expect(month.some((row) => row.updatedAt.getTime() !== row.createdAt.getTime())).toBe(true);
  });

  describe.each([{ walkRows: 5000 }, { walkRows: 1 }])('with walks of $walkRows rows', ({ walkRows }) => {
    beforeAll(() => {
      listTuning.walkRows = walkRows;
    });
    afterAll(() => {
      listTuning.walkRows = 5000;
    });

    it('pages through the month by update time and by filing time, both ways', async () => {
      for (const sort of ['updateDate', 'createDate'])
        for (const direction of ['asc', 'desc'] as const) {
          await expectPages('admin', busyMonth, inBusyMonth('admin'), { sort, direction });
          // The default page of 20 rows: the walk reads fewer rows of the range.
          const page = await search('admin', busyMonth, { sort, sortDirection: direction, rowsPerPage: 20 });
          expect(page.items.map((item) => item.id)).toEqual(
            sorted(inBusyMonth('admin'), sort, direction)
              .slice(0, 20)
              .map((row) => row.id),
          );
        }
    });

    it('pages through the month by a field, by state and by document number, both ways', async () => {
      for (const sort of [metaId('dateFrom'), metaId('tripPurpose'), 'state', 'documentNo'])
        for (const direction of ['asc', 'desc'] as const) await expectPages('admin', busyMonth, inBusyMonth('admin'), { sort, direction });
    });

    it('pages through a range of several months by a field and by document number', async () => {
      const range = { startDate: '2025-05-10', endDate: '2025-10-20' };
      const expected = visibleRows('admin').filter((row) => touches(row, range.startDate, range.endDate));
      expect(expected.length).toBeGreaterThan(DOCUMENT_COUNT_LIMIT + 300);
      for (const sort of [metaId('dateFrom'), 'documentNo'])
        for (const direction of ['asc', 'desc'] as const) await expectPages('admin', range, expected, { sort, direction });
    });

    it('combines form, state and the month, sorted by a field or by update time, for dated and undated forms', async () => {
      for (const form of [DemoForm.annualLeave, DemoForm.businessTrip, DemoForm.request]) {
        for (const state of ['Approved', 'InProgress']) {
          const filter = { formId: formId(form), state, ...busyMonth };
          const expected = inBusyMonth('admin').filter((row) => row.formId === formId(form) && row.state === state);
          expect(expected.length, `${form} ${state}`).toBeGreaterThan(0);
          for (const direction of ['asc', 'desc'] as const)
            await expectSearch('admin', filter, expected, { sort: metaId('dateFrom'), direction });
          await expectSearch('admin', filter, expected, { sort: 'updateDate', direction: 'desc' });
        }
      }
      // The employee gets the same filters over what they may read.
      const own = inBusyMonth('employee');
      expect(own.length).toBeGreaterThan(0);
      const { formId: ownForm, state: ownState } = own[0]!;
      await expectSearch(
        'employee',
        { formId: ownForm, state: ownState, ...busyMonth },
        own.filter((row) => row.formId === ownForm && row.state === ownState),
        { sort: metaId('dateFrom'), direction: 'desc' },
      );
    });

    it('counts applications or a state in the month up to the limit, then says the total is a lower bound', async () => {
      const applications = inBusyMonth('admin').filter((row) => row.isApplication);
      expect(applications.length).toBeGreaterThan(DOCUMENT_COUNT_LIMIT + 300);
      await expectPages('admin', { isApplication: true, ...busyMonth }, applications, { sort: metaId('dateFrom'), direction: 'asc' });
      const inProgress = inBusyMonth('admin').filter((row) => row.state === 'InProgress');
      await expectPages('admin', { state: 'InProgress', ...busyMonth }, inProgress, { sort: 'updateDate', direction: 'desc' });
      // Part of a month: the months find the candidates, the dates decide.
      const fortnight = { startDate: '2025-09-03', endDate: '2025-09-16' };
      await expectSearch(
        'admin',
        { formGroupId: groupId('leave'), state: 'Approved', ...fortnight },
        visibleRows('admin').filter(
          (row) => row.formGroupId === groupId('leave') && row.state === 'Approved' && touches(row, fortnight.startDate, fortnight.endDate),
        ),
        { sort: metaId('dateTo'), direction: 'asc' },
      );
    });
  });
});
