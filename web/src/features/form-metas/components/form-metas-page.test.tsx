import type { FormMetaAdmin, FormMetaDetails, FormMetaPage, PreValueListPage } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const ROUTE = '/admin/documents/form-meta';
const topAdmin = aUser({ id: 2, username: 'admin', adminAccess: 3 });
const designer = aUser({ id: 3, username: 'designer', adminAccess: 2 });

function aMeta(id: number, overrides: Partial<FormMetaAdmin> = {}): FormMetaAdmin {
  return {
    id,
    type: 0,
    formDataType: null,
    caption: `Laukas ${id}`,
    captionEn: `Field ${id}`,
    mandatory: false,
    requiredErrorMessage: null,
    requiredErrorMessageEn: null,
    cssClass: null,
    dataSourceFieldKey: null,
    systemic: false,
    formMetaPrevaluesListId: null,
    searchVisible: false,
    tableVisible: false,
    searchOrdering: 0,
    tableOrdering: 0,
    isShared: false,
    formsCount: 0,
    ...overrides,
  };
}

function details(meta: FormMetaAdmin, overrides: Partial<FormMetaDetails> = {}): FormMetaDetails {
  return { ...meta, forms: [], isUsedByDocuments: false, ...overrides };
}

const own = aMeta(11, { caption: 'Darbo vieta', captionEn: 'Work place', type: 18, formMetaPrevaluesListId: 5, formsCount: 2 });
const shared = aMeta(12, { caption: 'Darbuotojas', captionEn: 'Employee', type: 9, isShared: true, systemic: true });

const lists: PreValueListPage = {
  items: [{ id: 5, name: 'Vietos', nameEn: 'Places', isShared: false, itemsCount: 2, metasCount: 1 }],
  pagination: { page: 1, rowsPerPage: 100, totalRecords: 1 },
};

function server(user = topAdmin, overrides: ProcedureMocks = {}): ProcedureMocks {
  return {
    'users.me': () => user,
    'formMetas.list': (input): FormMetaPage => {
      const type = (input as { type?: number }).type;
      const items = [own, shared].filter((meta) => type === undefined || meta.type === type);
      return { items, pagination: { page: 1, rowsPerPage: 20, totalRecords: items.length } };
    },
    'formMetas.get': (input) => {
      const id = (input as { id: number }).id;
      return id === own.id ? details(own, { forms: [{ id: 4, name: 'Nuotolinio darbo prašymas', nameEn: null }] }) : details(shared);
    },
    'preValueLists.list': () => lists,
    ...overrides,
  };
}

describe('the form fields tab', () => {
  it('lists the fields with their translated types and marks the shared ones', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: server() });
    const table = await screen.findByRole('table', { name: 'Laukai' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Darbo vieta');
    expect(rows[0]).toHaveTextContent('18 · Reikšmių sąrašas');
    expect(rows[1]).toHaveTextContent('9 · Darbuotojai');
    expect(rows[1]).toHaveTextContent('Visoms įmonėms');
    expect(rows[1]).toHaveTextContent('Sisteminis laukas');
    expect(screen.getByRole('link', { name: 'Laukai' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by the field type chosen', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: server() });
    await screen.findByRole('table', { name: 'Laukai' });
    await app.user.click(screen.getByRole('combobox', { name: 'Lauko tipas' }));
    await app.user.click(await screen.findByRole('option', { name: '9 · Darbuotojai' }));
    await waitFor(() => expect(app.callsOf('formMetas.list').at(-1)?.input).toMatchObject({ type: 9, page: 1 }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Laukai' })).getAllByRole('row')).toHaveLength(2));
  });

  it('shows the fields of one form when opened for it, until that filter is removed', async () => {
    const app = renderApp({ route: `${ROUTE}?formId=4`, signedIn: true, procedures: server() });
    await screen.findByRole('table', { name: 'Laukai' });
    expect(app.callsOf('formMetas.list')[0]?.input).toMatchObject({ formId: 4 });
    await app.user.click(screen.getByRole('button', { name: 'Tik vienos formos laukai' }));
    await waitFor(() => expect(app.callsOf('formMetas.list').at(-1)?.input).not.toHaveProperty('formId'));
  });

  it('sorts on the server by the column chosen', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: server() });
    const table = await screen.findByRole('table', { name: 'Laukai' });
    expect(app.callsOf('formMetas.list')[0]?.input).toMatchObject({ sort: 'caption', sortDirection: 'asc' });
    await app.user.click(within(table).getByRole('button', { name: 'Lauko tipas' }));
    await waitFor(() => expect(app.callsOf('formMetas.list').at(-1)?.input).toMatchObject({ sort: 'type', sortDirection: 'asc' }));
    await app.user.click(within(table).getByRole('button', { name: 'Lauko tipas' }));
    await waitFor(() => expect(app.callsOf('formMetas.list').at(-1)?.input).toMatchObject({ sort: 'type', sortDirection: 'desc' }));
  });

  it('creates a field with both captions, and shows the server refusal next to its field', async () => {
    let attempts = 0;
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: server(topAdmin, {
        'formMetas.create': (input) => {
          attempts += 1;
          if (attempts === 1) throw trpcError('validation.invalid_value', { fieldErrors: { caption: ['validation.invalid_value'] } });
          return details(aMeta(20, input as Partial<FormMetaAdmin>));
        },
      }),
    });
    await screen.findByRole('table', { name: 'Laukai' });
    await app.user.click(screen.getByRole('button', { name: 'Naujas laukas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Naujas laukas' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(within(dialog).getByRole('textbox', { name: 'Pavadinimas (lietuvių k.)' })).toHaveAccessibleDescription(
      'Šis laukas privalomas.',
    );
    expect(app.callsOf('formMetas.create')).toEqual([]);

    await app.user.type(within(dialog).getByRole('textbox', { name: 'Pavadinimas (lietuvių k.)' }), 'Nuotolinio darbo vieta');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Pavadinimas (anglų k.)' }), 'Remote work place');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Privaloma' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Pavadinimas (lietuvių k.)' })).toHaveAccessibleDescription('Neteisinga reikšmė.'),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Laukas sukurtas.')).toBeInTheDocument();
    expect(app.callsOf('formMetas.create').at(-1)?.input).toMatchObject({
      caption: 'Nuotolinio darbo vieta',
      captionEn: 'Remote work place',
      mandatory: true,
      type: 0,
      formMetaPrevaluesListId: null,
      requiredErrorMessage: null,
    });
  });

  it('opens a field with its pre-value list and the forms using it, and shows a refused delete', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: server(topAdmin, { 'formMetas.delete': () => Promise.reject(trpcError('errors.cannot_delete_valid_entries_exist')) }),
    });
    const table = await screen.findByRole('table', { name: 'Laukai' });
    await app.user.click(within(table).getByText('Darbo vieta'));
    const dialog = await screen.findByRole('dialog', { name: 'Laukas' });
    const listPicker = await within(dialog).findByRole('combobox', { name: 'Reikšmių sąrašas' });
    await waitFor(() => expect(listPicker).toHaveValue('Vietos'));
    expect(within(dialog).getByRole('link', { name: 'Nuotolinio darbo prašymas' })).toHaveAttribute('href', '/admin/documents/edit-form/4');

    await app.user.click(within(dialog).getByRole('button', { name: 'Ištrinti' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ištrinti lauką' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Ištrinti' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Negalima ištrinti, nes yra galiojančių įrašų.');
    expect(app.callsOf('formMetas.delete').map((call) => call.input)).toEqual([{ id: 11 }]);
  });

  it('shows a shared field read-only to a level-2 designer', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: server(designer) });
    const table = await screen.findByRole('table', { name: 'Laukai' });
    await app.user.click(within(table).getByText('Darbuotojas'));
    const dialog = await screen.findByRole('dialog', { name: 'Laukas' });
    expect(await within(dialog).findByText('Keisti gali tik vyriausiasis administratorius.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Išsaugoti' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Ištrinti' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Pavadinimas (lietuvių k.)' })).toHaveAttribute('readonly');
  });
});
