import { type FormMeta, type FormSettings, type UpdateFormSettingsInput, UpdateFormSettingsInputSchema } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDocumentPage, aDocumentRow, aFormMenu, pageInputOf } from '../../../../testing/fixtures';
import { renderApp } from '../../../../testing/render-app';
import { renderRoute } from '../../../../testing/render-route';
import type { ProcedureMocks } from '../../../../testing/trpc-mock';
import { DocumentsPage } from './documents-page';

function aFormMeta(id: number, type: number, caption: string, captionEn: string | null = null): FormMeta {
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
  };
}

const EMPLOYEE = 101;
const JOB_TITLE = 102;
const PARTICIPANTS = 103;

/** The user's columns: number, employee, participants (job title hidden), status and created; employee and job title searchable. */
function aFormSettings(id: number): FormSettings {
  return {
    formGroupId: id === 0 ? null : id,
    meta: [
      aFormMeta(EMPLOYEE, 0, 'Darbuotojas', 'Employee'),
      aFormMeta(JOB_TITLE, 0, 'Pareigos', 'Job title'),
      aFormMeta(PARTICIPANTS, 13, 'Dalyviai', 'Participants'),
    ],
    table: [
      { formMetaId: 555, isPseudoColumn: true, visible: true, ordering: 0 },
      { formMetaId: EMPLOYEE, isPseudoColumn: false, visible: true, ordering: 1 },
      { formMetaId: PARTICIPANTS, isPseudoColumn: false, visible: true, ordering: 2 },
      { formMetaId: JOB_TITLE, isPseudoColumn: false, visible: false, ordering: 3 },
      { formMetaId: 333, isPseudoColumn: true, visible: true, ordering: 1000 },
      { formMetaId: 444, isPseudoColumn: true, visible: true, ordering: 1001 },
    ],
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

describe('documents list', () => {
  it('lists every group’s documents newest first, twenty a page, in the user’s columns', async () => {
    const app = renderApp({ route: '/documents', signedIn: true, procedures: documentProcedures() });
    const table = await screen.findByRole('table', { name: 'Dokumentai' });
    expect(headers(table)).toEqual(['Dokumento Nr.', 'Darbuotojas', 'Dalyviai', 'Būsena', 'Sukurta']);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['PR-0003', 'Darbuotojas 3', 'Jonas Petraitis (E0009), Ona Jonaitė (E0010)', 'Patvirtintas', '2026-11-17 10:30']);
    expect(within(table).getAllByRole('columnheader')[4]).toHaveAttribute('aria-sort', 'descending');
    expect(app.callsOf('documentLists.search')[0]?.input).toEqual({ page: 1, rowsPerPage: 20, sort: 444, sortDirection: 'desc' });
    expect(app.callsOf('documentLists.formSettings')[0]?.input).toEqual({ id: 0 });
    // The whole tree: document and application groups alike.
    expect(app.callsOf('documents.formGroupMenu')[0]?.input).toEqual({});
    // Without a form chosen there is nothing to create.
    expect(screen.queryByRole('link', { name: 'Naujas dokumentas' })).not.toBeInTheDocument();
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

  it('restores the filters left in session storage', async () => {
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
    expect(screen.getByLabelText('Data nuo')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('Data iki')).toHaveValue('2026-06-30');
    expect(screen.getByLabelText('Paieškos tekstas')).toHaveValue('atostog');
    expect(screen.getByLabelText('Būsena')).toHaveValue('Patvirtintas');
    expect(screen.getByLabelText('Darbuotojas')).toHaveValue('Jonas');
    expect(screen.getByLabelText('Pareigos')).toHaveValue('vadovas');
    expect(
      within(screen.getByRole('region', { name: 'Dokumentų grupės' })).getByRole('button', { name: 'Kasmetinės atostogos' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  it('searches by text, status and per field, sending the fields as fieldId[value] and remembering them', async () => {
    const app = renderDocuments();
    await screen.findByRole('table', { name: 'Dokumentai' });
    // Only the search fields the user shows get an input.
    expect(screen.queryByLabelText('Dalyviai')).not.toBeInTheDocument();

    await app.user.type(screen.getByLabelText('Paieškos tekstas'), ' kelionė ');
    await app.user.click(screen.getByLabelText('Būsena'));
    await app.user.click(await screen.findByRole('option', { name: 'Atmestas' }));
    await app.user.type(screen.getByLabelText('Darbuotojas'), 'Petraitis');
    await app.user.type(screen.getByLabelText('Pareigos'), 'vadovas [[vyr.]');
    const callsBefore = app.callsOf('documentLists.search').length;
    await app.user.click(screen.getByRole('button', { name: 'Paieška' }));

    await waitFor(() => expect(app.callsOf('documentLists.search').length).toBeGreaterThan(callsBefore));
    expect(app.inputsOf('documentLists.search').at(-1)).toEqual({
      searchQuery: 'kelionė',
      state: 'Rejected',
      advancedSearch: '101[Petraitis],102[vadovas [vyr.\\]]',
      page: 1,
      rowsPerPage: 20,
      sort: 444,
      sortDirection: 'desc',
    });
    expect(window.sessionStorage.getItem('form.advancedSearch')).toBe('101[Petraitis],102[vadovas [vyr.\\]]');
    expect(window.sessionStorage.getItem('form.searchQuery')).toBe('kelionė');
    expect(window.sessionStorage.getItem('form.state')).toBe('Rejected');
  });

  it('refuses a date from after the date to and keeps the filter as it was', async () => {
    const app = renderDocuments();
    await screen.findByRole('table', { name: 'Dokumentai' });
    await app.user.type(screen.getByLabelText('Data nuo'), '2026-05-10');
    await app.user.type(screen.getByLabelText('Data iki'), '2026-05-01');
    expect(await screen.findByText('Pabaigos data yra ankstesnė už pradžios datą.')).toBeInTheDocument();
    const callsBefore = app.callsOf('documentLists.search').length;
    await app.user.click(screen.getByRole('button', { name: 'Paieška' }));
    expect(app.callsOf('documentLists.search')).toHaveLength(callsBefore);
    expect(window.sessionStorage.getItem('form.startDate')).toBeNull();

    await app.user.clear(screen.getByLabelText('Data iki'));
    await app.user.type(screen.getByLabelText('Data iki'), '2026-05-31');
    await app.user.click(screen.getByRole('button', { name: 'Paieška' }));
    await waitFor(() =>
      expect(app.inputsOf('documentLists.search').at(-1)).toEqual({
        startDate: '2026-05-10',
        endDate: '2026-05-31',
        page: 1,
        rowsPerPage: 20,
        sort: 444,
        sortDirection: 'desc',
      }),
    );
    expect(window.sessionStorage.getItem('form.startDate')).toBe('2026-05-10');
  });

  it('takes the reversed-range message away as soon as the date from moves back', async () => {
    const app = renderDocuments();
    await screen.findByRole('table', { name: 'Dokumentai' });
    await app.user.type(screen.getByLabelText('Data nuo'), '2026-05-10');
    await app.user.type(screen.getByLabelText('Data iki'), '2026-05-01');
    expect(screen.getByLabelText('Data iki')).toHaveAccessibleDescription('Pabaigos data yra ankstesnė už pradžios datą.');

    await app.user.clear(screen.getByLabelText('Data nuo'));
    await app.user.type(screen.getByLabelText('Data nuo'), '2026-04-20');
    await waitFor(() => expect(screen.queryByText('Pabaigos data yra ankstesnė už pradžios datą.')).not.toBeInTheDocument());
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
    await app.user.click(within(table).getByRole('button', { name: 'Sukurta' }));
    await waitFor(() => expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({ sort: 444, sortDirection: 'asc' }));
    await app.user.click(within(table).getByRole('button', { name: 'Darbuotojas' }));
    await waitFor(() => expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({ sort: EMPLOYEE, sortDirection: 'asc' }));
    expect(within(table).getByRole('columnheader', { name: 'Darbuotojas' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Sukurta' })).not.toHaveAttribute('aria-sort');
    await app.user.click(within(table).getByRole('button', { name: 'Darbuotojas' }));
    await waitFor(() => expect(app.inputsOf('documentLists.search').at(-1)).toMatchObject({ sort: EMPLOYEE, sortDirection: 'desc' }));
    expect(within(table).getByRole('columnheader', { name: 'Darbuotojas' })).toHaveAttribute('aria-sort', 'descending');
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

  it('saves the columns reordered and hidden in the table settings, then reloads the list', async () => {
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
        .map((box) => box.closest('li')?.textContent),
    ).toEqual(['Dokumento Nr.', 'Darbuotojas', 'Dalyviai', 'Pareigos', 'Būsena', 'Sukurta']);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Dalyviai' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Pareigos' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Perkelti „Būsena“ aukštyn' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Perkelti „Dokumento Nr.“ žemyn' }));
    const searchesBefore = app.callsOf('documentLists.search').length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));

    expect(await screen.findByText('Pakeitimai išsaugoti.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.updates).toEqual([
      {
        id: 0,
        columns: [
          { formMetaId: EMPLOYEE, tableVisible: true, tableOrdering: 0, searchVisible: true },
          { formMetaId: 555, tableVisible: true, tableOrdering: 1, searchVisible: false },
          { formMetaId: PARTICIPANTS, tableVisible: false, tableOrdering: 2, searchVisible: false },
          { formMetaId: 333, tableVisible: true, tableOrdering: 3, searchVisible: false },
          { formMetaId: JOB_TITLE, tableVisible: true, tableOrdering: 4, searchVisible: true },
          { formMetaId: 444, tableVisible: true, tableOrdering: 5, searchVisible: false },
        ],
      },
    ]);
    await waitFor(() => expect(headers(table)).toEqual(['Darbuotojas', 'Dokumento Nr.', 'Būsena', 'Pareigos', 'Sukurta']));
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
          { formMetaId: EMPLOYEE, searchVisible: false, searchOrdering: 0, tableVisible: true },
          { formMetaId: PARTICIPANTS, searchVisible: true, searchOrdering: 1, tableVisible: true },
          { formMetaId: JOB_TITLE, searchVisible: true, searchOrdering: 2, tableVisible: false },
        ],
      },
    ]);
    expect(await screen.findByLabelText('Dalyviai')).toBeInTheDocument();
    expect(screen.queryByLabelText('Darbuotojas')).not.toBeInTheDocument();
  });

  it('is where the documents menu item leads', async () => {
    renderApp({ route: '/home', signedIn: true, procedures: documentProcedures() });
    const links = await screen.findAllByRole('link', { name: 'Dokumentai' });
    expect(links.some((link) => link.getAttribute('href') === '/documents')).toBe(true);
  });
});
