import { FieldType, type FormMeta, type FormSettings, type UpdateFormSettingsInput, UpdateFormSettingsInputSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aDocumentPage, aDocumentRow, aFormMenu, pageInputOf } from '../../../../testing/fixtures';
import { renderApp } from '../../../../testing/render-app';
import { renderRoute } from '../../../../testing/render-route';
import type { ProcedureMocks } from '../../../../testing/trpc-mock';
import { DocumentsPage } from './documents-page';

function aFormMeta(
  id: number,
  type: number,
  caption: string,
  captionEn: string | null = null,
  overrides: Partial<FormMeta> = {},
): FormMeta {
  return {
    id,
    type,
    formDataType: null,
    caption,
    captionEn,
    mandatory: false,
    requiredErrorMessage: null,
    requiredErrorMessageEn: null,
    cssClass: null,
    dataSourceFieldKey: null,
    systemic: false,
    formMetaPrevaluesListId: null,
    searchVisible: true,
    tableVisible: true,
    searchOrdering: 0,
    tableOrdering: 0,
    ...overrides,
  };
}

const EMPLOYEE = 101;
const JOB_TITLE = 102;
const PARTICIPANTS = 103;

const NEEDED_BY = 104;
const URGENT = 105;
const URGENCY = 106;
const HOTEL = 107;
const LEAVE_DAYS = 108;

/** The columns the list opens with (the server's defaults): number, form, employee, period, status, last change; the fields hidden. */
const DEFAULT_COLUMNS = [
  { formMetaId: 555, isPseudoColumn: true, visible: true, ordering: -6 },
  { formMetaId: 666, isPseudoColumn: true, visible: true, ordering: -5 },
  { formMetaId: 777, isPseudoColumn: true, visible: true, ordering: -4 },
  { formMetaId: 888, isPseudoColumn: true, visible: true, ordering: -3 },
  { formMetaId: 333, isPseudoColumn: true, visible: true, ordering: -2 },
  { formMetaId: 999, isPseudoColumn: true, visible: true, ordering: -1 },
  { formMetaId: EMPLOYEE, isPseudoColumn: false, visible: false, ordering: 1 },
  { formMetaId: PARTICIPANTS, isPseudoColumn: false, visible: false, ordering: 2 },
  { formMetaId: JOB_TITLE, isPseudoColumn: false, visible: false, ordering: 3 },
  { formMetaId: 444, isPseudoColumn: true, visible: false, ordering: 1001 },
];

/** The user's columns: the defaults; employee and job title searchable. */
function aFormSettings(id: number): FormSettings {
  return {
    formGroupId: id === 0 ? null : id,
    meta: [
      aFormMeta(EMPLOYEE, 0, 'Darbuotojas', 'Employee'),
      aFormMeta(JOB_TITLE, 0, 'Pareigos', 'Job title'),
      aFormMeta(PARTICIPANTS, 13, 'Dalyviai', 'Participants'),
    ],
    table: DEFAULT_COLUMNS,
    search: [
      { formMetaId: EMPLOYEE, isPseudoColumn: false, visible: true, ordering: 0 },
      { formMetaId: JOB_TITLE, isPseudoColumn: false, visible: true, ordering: 1 },
      { formMetaId: PARTICIPANTS, isPseudoColumn: false, visible: false, ordering: 2 },
    ],
    canCreate: true,
    isBCForm: false,
  };
}

const participants = JSON.stringify([
  { nameWithEmployeeNo: 'Jonas Petraitis (E0009)', personnelNo: 'P9', employeeNo: 'E0009' },
  { nameWithEmployeeNo: 'Ona Jonaitė (E0010)', personnelNo: 'P10', employeeNo: 'E0010' },
]);

/** `total` documents, newest first, answered a page at a time. */
function documents(total: number, options: { isEstimate?: boolean } = {}) {
  const rows = Array.from({ length: total }, (_, index) =>
    aDocumentRow(total - index, {
      state: index % 2 === 0 ? 'Approved' : 'Rejected',
      values: { [String(EMPLOYEE)]: `Darbuotojas ${total - index}`, [String(PARTICIPANTS)]: participants },
    }),
  );
  return (input: unknown) => {
    const { page, rowsPerPage } = pageInputOf(input, 20);
    const answer = aDocumentPage(rows.slice((page - 1) * rowsPerPage, page * rowsPerPage), input, rows.length);
    return { ...answer, pagination: { ...answer.pagination, totalRecordsIsEstimate: options.isEstimate ?? false } };
  };
}

/** Form settings kept per group, changed by updateFormSettings as the server would. */
function settingsStore() {
  const saved = new Map<number, FormSettings>();
  const updates: UpdateFormSettingsInput[] = [];
  const settingsOf = (id: number) => saved.get(id) ?? aFormSettings(id);
  return {
    updates,
    formSettings: ({ id }: { id: unknown }) => settingsOf(Number(id)),
    updateFormSettings: (raw: unknown) => {
      // Parsed as the server would: a key the client should not send fails the test.
      const input = UpdateFormSettingsInputSchema.parse(raw);
      updates.push(input);
      const current = settingsOf(input.id);
      const apply = (kind: 'table' | 'search') =>
        current[kind]
          .map((column) => {
            const change = input.columns.find((item) => item.formMetaId === column.formMetaId);
            if (!change) return column;
            return kind === 'table'
              ? { ...column, visible: change.tableVisible, ordering: change.tableOrdering ?? column.ordering }
              : { ...column, visible: change.searchVisible, ordering: change.searchOrdering ?? column.ordering };
          })
          .sort((a, b) => a.ordering - b.ordering);
      const next = { ...current, table: apply('table'), search: apply('search') };
      saved.set(input.id, next);
      return next;
    },
  };
}

function documentProcedures(overrides: ProcedureMocks = {}): ProcedureMocks {
  const store = settingsStore();
  return {
    'documents.formGroupMenu': () => aFormMenu(),
    'documentLists.formSettings': store.formSettings,
    'documentLists.updateFormSettings': store.updateFormSettings,
    'documentLists.search': documents(3),
    ...overrides,
  };
}

function renderDocuments(overrides: ProcedureMocks = {}) {
  return renderRoute({ path: '/documents', element: <DocumentsPage />, procedures: documentProcedures(overrides) });
}

function headers(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

/** The per-field filters of every kind: a date, a yes/no box, options, a pre-value list, a figure and text. */
function settingsWithEveryFilter(id: number): FormSettings {
  const settings = aFormSettings(id);
  const metas = [
    aFormMeta(NEEDED_BY, FieldType.date, 'Reikalinga iki', 'Needed by'),
    aFormMeta(URGENT, FieldType.checkbox, 'Skubu', 'Urgent'),
    aFormMeta(URGENCY, FieldType.radio, 'Skubumas', 'Urgency', { formDataType: 'Įprastas,Skubus' }),
    aFormMeta(HOTEL, FieldType.listDropdown, 'Viešbutis', 'Hotel', { formMetaPrevaluesListId: 9 }),
    aFormMeta(LEAVE_DAYS, FieldType.annualLeaveCalculation, 'Atostogų dienos', 'Leave days'),
  ];
  return {
    ...settings,
    meta: [...settings.meta, ...metas],
    search: [
      ...settings.search,
      ...metas.map((meta, index) => ({ formMetaId: meta.id, isPseudoColumn: false, visible: true, ordering: 10 + index })),
    ],
  };
}

const hotels = [
  { id: 1, formMetaPreValuesListId: 9, name: 'Viešbutis prie jūros', nameEn: 'Seaside hotel', value: 'seaside', isDefault: false },
  { id: 2, formMetaPreValuesListId: 9, name: 'Miesto viešbutis', nameEn: 'City hotel', value: 'city', isDefault: false },
];

describe('documents list', () => {
  // The date pickers open at the current month: the tests pick days of November 2026.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-10T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with the columns people read first, naming the employee, not their number', async () => {
    const app = renderApp({
      route: '/documents',
      signedIn: true,
      procedures: documentProcedures({
        'documentLists.search': (input) =>
          aDocumentPage(
            [
              aDocumentRow(3, { state: 'Approved', employeeNo: 'E0009', employeeFullName: 'Jonas Petraitis', isViewed: false }),
              // About no employee of the company: its filer.
              aDocumentRow(2, { employeeNo: null, employeeFullName: null, dateTo: '2026-12-01' }),
            ],
            input,
          ),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Dokumentai' });
    expect(headers(table)).toEqual(['Dokumento Nr.', 'Forma', 'Darbuotojas', 'Laikotarpis', 'Būsena', 'Paskutinis pakeitimas']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'PR-0003(neskaitytas)',
      'Kasmetinės atostogos',
      'Jonas Petraitis',
      '2026-12-01 – 2026-12-05',
      'Patvirtintas',
      '2026-11-17 10:30',
    ]);
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent(/^Rūta Kazlauskienė$/);
    // A one-day period is one date.
    expect(within(second!).getAllByRole('cell')[3]).toHaveTextContent(/^2026-12-01$/);
    expect(within(table).queryByText(/E000\d/)).not.toBeInTheDocument();
    // Newest first; every column but the employee's name sorts.
    expect(within(table).getByRole('columnheader', { name: 'Paskutinis pakeitimas' })).toHaveAttribute('aria-sort', 'none');
    expect(within(table).queryByRole('button', { name: 'Darbuotojas' })).not.toBeInTheDocument();
    expect(app.callsOf('documentLists.search')[0]?.input).toEqual({ page: 1, rowsPerPage: 20, sort: 444, sortDirection: 'desc' });
    expect(app.callsOf('documentLists.formSettings')[0]?.input).toEqual({ id: 0 });
    // The whole tree: document and application groups alike.
    expect(app.callsOf('documents.formGroupMenu')[0]?.input).toEqual({});
    // Without a form chosen there is nothing to create.
    expect(screen.queryByRole('link', { name: 'Naujas dokumentas' })).not.toBeInTheDocument();
    // So that the default columns fit beside the tree: a form's name takes two lines at most (whole in its
    // title), a period breaks after its dash, a document number never breaks.
    const [numberCell, formCell, , periodCell] = within(first!).getAllByRole('cell');
    expect(within(formCell!).getByTitle('Kasmetinės atostogos')).toHaveAttribute('data-line-clamp', 'true');
    expect(numberCell!.className).toMatch(/nowrap/);
    expect(periodCell!.querySelector('br')).not.toBeNull();
    expect(within(second!).getAllByRole('cell')[3]!.querySelector('br')).toBeNull();
  });

  it('shows the form, status, period and text filters, and the per-field ones only behind More filters', async () => {
    const app = renderDocuments();
    await screen.findByRole('table', { name: 'Dokumentai' });
    const filters = screen.getByRole('form', { name: 'Dokumentų paieška' });
    for (const label of ['Forma', 'Būsena', 'Laikotarpis', 'Paieškos tekstas'])
      expect(within(filters).getByLabelText(label)).toBeInTheDocument();
    expect(within(filters).queryByLabelText('Darbuotojas')).not.toBeInTheDocument();

    const more = within(filters).getByRole('button', { name: 'Daugiau filtrų' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    // Only the search fields the user shows get a filter.
    const fieldFilters = within(filters).getByRole('group', { name: 'Daugiau filtrų' });
    expect(within(fieldFilters).getByLabelText('Darbuotojas')).toBeInTheDocument();
    expect(within(fieldFilters).getByLabelText('Pareigos')).toBeInTheDocument();
    expect(within(fieldFilters).queryByLabelText('Dalyviai')).not.toBeInTheDocument();

    await app.user.type(within(fieldFilters).getByLabelText('Darbuotojas'), 'Petraitis');
    await app.user.type(within(fieldFilters).getByLabelText('Pareigos'), 'vadovas [[vyr.]');
    await app.user.click(within(filters).getByRole('button', { name: 'Paieška' }));
    await waitFor(() =>
      expect(app.inputsOf('documentLists.search').at(-1)).toEqual({
        advancedSearch: '101[Petraitis],102[vadovas [vyr.\\]]',
        page: 1,
        rowsPerPage: 20,
        sort: 444,
        sortDirection: 'desc',
      }),
    );
    expect(window.sessionStorage.getItem('form.advancedSearch')).toBe('101[Petraitis],102[vadovas [vyr.\\]]');
    // The count of per-field filters in force.
    expect(within(filters).getByRole('button', { name: /Daugiau filtrų/ })).toHaveTextContent('2');
    expect(within(filters).getByLabelText('Aktyvūs filtrai: 2')).toBeInTheDocument();
  });

  it('gives each per-field filter the control its field type calls for', async () => {
    const app = renderDocuments({
      'documentLists.formSettings': ({ id }) => settingsWithEveryFilter(Number(id)),
      'documents.preValues': () => hotels,
    });
    await screen.findByRole('table', { name: 'Dokumentai' });
    const filters = screen.getByRole('form', { name: 'Dokumentų paieška' });
    await app.user.click(within(filters).getByRole('button', { name: 'Daugiau filtrų' }));
    const fieldFilters = within(filters).getByRole('group', { name: 'Daugiau filtrų' });

    // A date: a date picker (a button opening a calendar), not a text box.
    const neededBy = within(fieldFilters).getByRole('button', { name: 'Reikalinga iki' });
    await app.user.click(neededBy);
    await app.user.click(await screen.findByRole('button', { name: /lapkričio 18 d\./ }));
    // A yes/no box, the options of a radio group and a pre-value list: selects.
    await app.user.click(within(fieldFilters).getByRole('combobox', { name: 'Skubu' }));
    await app.user.click(await screen.findByRole('option', { name: 'Taip' }));
    await app.user.click(within(fieldFilters).getByRole('combobox', { name: 'Skubumas' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Įprastas', 'Skubus']);
    await app.user.click(screen.getByRole('option', { name: 'Skubus' }));
    await app.user.click(within(fieldFilters).getByRole('combobox', { name: 'Viešbutis' }));
    await app.user.click(await screen.findByRole('option', { name: 'Miesto viešbutis' }));
    expect(app.inputsOf('documents.preValues')).toEqual([{ FormMetaPreValuesListId: 9 }]);
    // A figure: a number input; other fields: text.
    await app.user.type(within(fieldFilters).getByRole('textbox', { name: 'Atostogų dienos' }), '5');
    expect(within(fieldFilters).getByRole('textbox', { name: 'Atostogų dienos' })).toHaveAttribute('inputmode', 'decimal');
    await app.user.type(within(fieldFilters).getByRole('textbox', { name: 'Darbuotojas' }), 'Ona{Enter}');

    await waitFor(() =>
      expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({
        advancedSearch: '101[Ona],104[2026-11-18],105[true],106[Skubus],107[city],108[5]',
      }),
    );
    expect(within(filters).getByLabelText('Aktyvūs filtrai: 6')).toBeInTheDocument();
  });

  it('applies a status at once, and searches the text on Enter', async () => {
    const app = renderDocuments();
    await screen.findByRole('table', { name: 'Dokumentai' });
    await app.user.click(screen.getByLabelText('Būsena'));
    await app.user.click(await screen.findByRole('option', { name: 'Atmestas' }));
    await waitFor(() => expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({ state: 'Rejected' }));
    expect(window.sessionStorage.getItem('form.state')).toBe('Rejected');

    await app.user.type(screen.getByLabelText('Paieškos tekstas'), ' kelionė {Enter}');
    await waitFor(() =>
      expect(app.inputsOf('documentLists.search').at(-1)).toEqual({
        searchQuery: 'kelionė',
        state: 'Rejected',
        page: 1,
        rowsPerPage: 20,
        sort: 444,
        sortDirection: 'desc',
      }),
    );
    expect(window.sessionStorage.getItem('form.searchQuery')).toBe('kelionė');
  });

  it('filters by a period picked in one range picker, once it has both ends', async () => {
    const app = renderDocuments();
    await screen.findByRole('table', { name: 'Dokumentai' });
    await app.user.click(within(screen.getByRole('form', { name: 'Dokumentų paieška' })).getByRole('button', { name: 'Laikotarpis' }));
    await app.user.click(await screen.findByRole('button', { name: /lapkričio 3 d\./ }));
    const callsAfterStart = app.callsOf('documentLists.search').length;
    await app.user.click(screen.getByRole('button', { name: /lapkričio 20 d\./ }));
    await waitFor(() =>
      expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({ startDate: '2026-11-03', endDate: '2026-11-20' }),
    );
    expect(app.callsOf('documentLists.search').length).toBe(callsAfterStart + 1);
    expect(window.sessionStorage.getItem('form.startDate')).toBe('2026-11-03');
    expect(window.sessionStorage.getItem('form.endDate')).toBe('2026-11-20');
  });

  it('clears every filter, the form and the per-field ones too', async () => {
    window.sessionStorage.setItem('form.formGroupId', '1');
    window.sessionStorage.setItem('form.formId', '11');
    window.sessionStorage.setItem('form.state', 'Approved');
    window.sessionStorage.setItem('form.advancedSearch', '101[Jonas]');
    const app = renderDocuments();
    await screen.findByRole('table', { name: 'Dokumentai' });
    await app.user.click(screen.getByRole('button', { name: 'Išvalyti filtrus' }));
    await waitFor(() =>
      expect(app.inputsOf('documentLists.search').at(-1)).toEqual({ page: 1, rowsPerPage: 20, sort: 444, sortDirection: 'desc' }),
    );
    expect(screen.getByLabelText('Forma')).toHaveValue('');
    expect(screen.getByLabelText('Būsena')).toHaveValue('Visi');
  });

  it('offers the forms grouped by form group in the form filter, in step with the tree', async () => {
    const app = renderDocuments();
    await screen.findByRole('table', { name: 'Dokumentai' });
    const tree = screen.getByRole('region', { name: 'Dokumentų grupės' });
    await app.user.click(screen.getByLabelText('Forma'));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kasmetinės atostogos', 'Nemokamos atostogos', 'Tėvystės atostogos', 'Komandiruotė']);
    expect(within(listbox).getByText('Atostogos / Vaiko priežiūra')).toBeInTheDocument();
    await app.user.click(within(listbox).getByRole('option', { name: 'Tėvystės atostogos' }));
    await waitFor(() => expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({ formGroupId: 3, formId: 31 }));
    expect(within(tree).getByRole('button', { name: 'Tėvystės atostogos' })).toHaveAttribute('aria-current', 'true');

    await app.user.click(within(tree).getByRole('button', { name: 'Komandiruotė' }));
    await waitFor(() => expect(screen.getByLabelText('Forma')).toHaveValue('Komandiruotė'));
    await waitFor(() => expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({ formGroupId: 2, formId: 21 }));
  });

  it('filters by the group or form chosen in the tree, remembers the choice and offers a new document of the form', async () => {
    const app = renderDocuments();
    await screen.findByRole('table', { name: 'Dokumentai' });
    const tree = screen.getByRole('region', { name: 'Dokumentų grupės' });

    await app.user.click(within(tree).getByRole('button', { name: 'Komandiruotės' }));
    await waitFor(() =>
      expect(app.inputsOf('documentLists.search').at(-1)).toEqual({
        formGroupId: 2,
        page: 1,
        rowsPerPage: 20,
        sort: 444,
        sortDirection: 'desc',
      }),
    );
    expect(app.inputsOf('documentLists.formSettings')).toContainEqual({ id: 2 });
    expect(within(tree).getByRole('button', { name: 'Komandiruotės' })).toHaveAttribute('aria-current', 'true');
    expect(window.sessionStorage.getItem('form.formGroupId')).toBe('2');
    expect(window.sessionStorage.getItem('form.formId')).toBeNull();

    await app.user.click(within(tree).getByRole('button', { name: 'Tėvystės atostogos' }));
    await waitFor(() =>
      expect(app.inputsOf('documentLists.search').at(-1)).toEqual({
        formGroupId: 3,
        formId: 31,
        page: 1,
        rowsPerPage: 20,
        sort: 444,
        sortDirection: 'desc',
      }),
    );
    expect(window.sessionStorage.getItem('form.formGroupId')).toBe('3');
    expect(window.sessionStorage.getItem('form.formId')).toBe('31');
    expect(await screen.findByRole('link', { name: 'Naujas dokumentas' })).toHaveAttribute('href', '/documents/new/31/3');

    await app.user.click(within(tree).getByRole('button', { name: 'Visi dokumentai' }));
    expect(within(tree).getByRole('button', { name: 'Visi dokumentai' })).toHaveAttribute('aria-current', 'true');
    expect(window.sessionStorage.getItem('form.formId')).toBeNull();
    expect(window.sessionStorage.getItem('form.formGroupId')).toBeNull();
    // The unfiltered list was loaded at first and comes back from the cache.
    expect(await screen.findByRole('button', { name: 'Komandiruotės' })).not.toHaveAttribute('aria-current');
  });

  it('offers no new document when the group has nothing to file', async () => {
    window.sessionStorage.setItem('form.formGroupId', '1');
    window.sessionStorage.setItem('form.formId', '11');
    renderDocuments({ 'documentLists.formSettings': ({ id }) => ({ ...aFormSettings(Number(id)), canCreate: false }) });
    await screen.findByRole('table', { name: 'Dokumentai' });
    expect(screen.queryByRole('link', { name: 'Naujas dokumentas' })).not.toBeInTheDocument();
  });

  it('restores the filters left in session storage, the per-field ones in sight', async () => {
    const stored = {
      'form.formGroupId': '1',
      'form.formId': '11',
      'form.startDate': '2026-01-01',
      'form.endDate': '2026-06-30',
      'form.searchQuery': 'atostog',
      'form.state': 'Approved',
      'form.advancedSearch': '101[Jonas],102[vadovas]',
    };
    for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
    const app = renderDocuments();
    await screen.findByRole('table', { name: 'Dokumentai' });
    expect(app.inputsOf('documentLists.search')[0]).toEqual({
      formGroupId: 1,
      formId: 11,
      startDate: '2026-01-01',
      endDate: '2026-06-30',
      searchQuery: 'atostog',
      state: 'Approved',
      advancedSearch: '101[Jonas],102[vadovas]',
      page: 1,
      rowsPerPage: 20,
      sort: 444,
      sortDirection: 'desc',
    });
    expect(app.inputsOf('documentLists.formSettings')[0]).toEqual({ id: 1 });
    expect(screen.getByLabelText('Forma')).toHaveValue('Kasmetinės atostogos');
    expect(within(screen.getByRole('form', { name: 'Dokumentų paieška' })).getByRole('button', { name: 'Laikotarpis' })).toHaveTextContent(
      '2026-01-01 – 2026-06-30',
    );
    expect(screen.getByLabelText('Paieškos tekstas')).toHaveValue('atostog');
    expect(screen.getByLabelText('Būsena')).toHaveValue('Patvirtintas');
    expect(screen.getByRole('button', { name: /Daugiau filtrų/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Darbuotojas')).toHaveValue('Jonas');
    expect(screen.getByLabelText('Pareigos')).toHaveValue('vadovas');
    expect(
      within(screen.getByRole('region', { name: 'Dokumentų grupės' })).getByRole('button', { name: 'Kasmetinės atostogos' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  it('refuses a search text longer than the list accepts, on the search text field', async () => {
    const app = renderDocuments();
    await screen.findByRole('table', { name: 'Dokumentai' });
    await app.user.click(screen.getByLabelText('Paieškos tekstas'));
    await app.user.paste('a'.repeat(201));
    const callsBefore = app.callsOf('documentLists.search').length;
    await app.user.click(screen.getByRole('button', { name: 'Paieška' }));

    expect(screen.getByLabelText('Paieškos tekstas')).toHaveAccessibleDescription('Neteisinga reikšmė.');
    expect(app.callsOf('documentLists.search')).toHaveLength(callsBefore);
  });

  it('sorts by a heading and reverses on a second click', async () => {
    const app = renderDocuments();
    const table = await screen.findByRole('table', { name: 'Dokumentai' });
    await app.user.click(within(table).getByRole('button', { name: 'Paskutinis pakeitimas' }));
    await waitFor(() => expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({ sort: 999, sortDirection: 'asc' }));
    await app.user.click(within(table).getByRole('button', { name: 'Forma' }));
    await waitFor(() => expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({ sort: 666, sortDirection: 'asc' }));
    expect(within(table).getByRole('columnheader', { name: 'Forma' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Paskutinis pakeitimas' })).toHaveAttribute('aria-sort', 'none');
    await app.user.click(within(table).getByRole('button', { name: 'Forma' }));
    await waitFor(() => expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({ sort: 666, sortDirection: 'desc' }));
    expect(within(table).getByRole('columnheader', { name: 'Forma' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages by twenty with at most twenty page links, and says when the count is a lower bound', async () => {
    const app = renderDocuments({ 'documentLists.search': documents(1000, { isEstimate: true }) });
    const pager = await screen.findByRole('navigation', { name: 'Dokumentų puslapiai' });
    const links = within(pager)
      .getAllByRole('button')
      .filter((button) => /^\d+ puslapis$/.test(button.getAttribute('aria-label') ?? ''));
    expect(links).toHaveLength(20);
    expect(screen.getByText('Atitinka daugiau nei 1000 dokumentų; susiaurinkite filtrus, kad matytumėte visus.')).toBeInTheDocument();
    await app.user.click(within(pager).getByRole('button', { name: '2 puslapis' }));
    await waitFor(() => expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({ page: 2, rowsPerPage: 20 }));
  });

  it('shows no pager for ten rows or fewer', async () => {
    renderDocuments({ 'documentLists.search': documents(10) });
    await screen.findByRole('table', { name: 'Dokumentai' });
    expect(screen.queryByRole('navigation', { name: 'Dokumentų puslapiai' })).not.toBeInTheDocument();
  });

  it('shows a red banner when nothing matches', async () => {
    renderDocuments({ 'documentLists.search': documents(0) });
    expect(await screen.findByText('Paieškos rezultatų nėra.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Dokumentai' })).not.toBeInTheDocument();
  });

  it('opens a document from its row with the keyboard, remembering to come back to the list', async () => {
    const app = renderDocuments();
    const row = (await screen.findByText('PR-0002')).closest('tr')!;
    row.focus();
    await app.user.keyboard('{Enter}');
    expect(await app.findOtherPage()).toHaveTextContent('/documents/view/2');
    expect(window.sessionStorage.getItem('back_path')).toBe('documents');
  });

  it('opens a document mirroring an ERP one in view_bc, by its guid and form', async () => {
    const app = renderDocuments({
      'documentLists.search': (input) => aDocumentPage([aDocumentRow(5, { bcGuid: '0f3c-77aa', state: 'Approved' })], input),
    });
    await app.user.click(await screen.findByText('PR-0005'));
    expect(await app.findOtherPage()).toHaveTextContent('/documents/view_bc/5/0f3c-77aa/11');
  });

  it('offers the field columns in the table settings and saves them shown, reordered and hidden, then reloads the list', async () => {
    const store = settingsStore();
    const app = renderDocuments({
      'documentLists.formSettings': store.formSettings,
      'documentLists.updateFormSettings': store.updateFormSettings,
    });
    const table = await screen.findByRole('table', { name: 'Dokumentai' });
    await app.user.click(screen.getByRole('button', { name: 'Lentelės nustatymai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lentelės nustatymai' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => `${box.closest('li')?.textContent}${(box as HTMLInputElement).checked ? ' ✓' : ''}`),
    ).toEqual([
      'Dokumento Nr. ✓',
      'Forma ✓',
      'Darbuotojas ✓',
      'Laikotarpis ✓',
      'Būsena ✓',
      'Paskutinis pakeitimas ✓',
      'Darbuotojas',
      'Dalyviai',
      'Pareigos',
      'Sukurta',
    ]);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Dalyviai' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Forma' }));
    await app.user.click(within(dialog).getAllByRole('button', { name: 'Perkelti „Būsena“ aukštyn' })[0]!);
    const searchesBefore = app.callsOf('documentLists.search').length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    expect(await screen.findByText('Pakeitimai išsaugoti.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.updates[0]?.columns.map((column) => [column.formMetaId, column.tableVisible, column.tableOrdering])).toEqual([
      [555, true, 0],
      [666, false, 1],
      [777, true, 2],
      [333, true, 3],
      [888, true, 4],
      [999, true, 5],
      [EMPLOYEE, false, 6],
      [PARTICIPANTS, true, 7],
      [JOB_TITLE, false, 8],
      [444, false, 9],
    ]);
    await waitFor(() =>
      expect(headers(table)).toEqual(['Dokumento Nr.', 'Darbuotojas', 'Būsena', 'Laikotarpis', 'Paskutinis pakeitimas', 'Dalyviai']),
    );
    await waitFor(() => expect(app.callsOf('documentLists.search').length).toBeGreaterThan(searchesBefore));
  });

  it('saves the search fields shown and their order from the search settings', async () => {
    const store = settingsStore();
    const app = renderDocuments({
      'documentLists.formSettings': store.formSettings,
      'documentLists.updateFormSettings': store.updateFormSettings,
    });
    await screen.findByRole('table', { name: 'Dokumentai' });
    await app.user.click(screen.getByRole('button', { name: 'Paieškos nustatymai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paieškos nustatymai' });
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Darbuotojas' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Dalyviai' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Perkelti „Dalyviai“ aukštyn' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.updates).toEqual([
      {
        id: 0,
        columns: [
          { formMetaId: EMPLOYEE, searchVisible: false, searchOrdering: 0, tableVisible: false },
          { formMetaId: PARTICIPANTS, searchVisible: true, searchOrdering: 1, tableVisible: false },
          { formMetaId: JOB_TITLE, searchVisible: true, searchOrdering: 2, tableVisible: false },
        ],
      },
    ]);
    await app.user.click(screen.getByRole('button', { name: 'Daugiau filtrų' }));
    expect(await screen.findByLabelText('Dalyviai')).toBeInTheDocument();
    expect(screen.queryByLabelText('Darbuotojas')).not.toBeInTheDocument();
  });

  it('is where the documents menu item leads', async () => {
    renderApp({ route: '/home', signedIn: true, procedures: documentProcedures() });
    const links = await screen.findAllByRole('link', { name: 'Dokumentai' });
    expect(links.some((link) => link.getAttribute('href') === '/documents')).toBe(true);
  });
});
