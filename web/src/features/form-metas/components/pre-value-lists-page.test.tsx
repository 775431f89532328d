import type { PreValueItem, PreValueListDetails, PreValueListPage } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const topAdmin = aUser({ id: 2, username: 'admin', adminAccess: 3 });
const designer = aUser({ id: 3, username: 'designer', adminAccess: 2 });

function anItem(id: number, value: string, isDefault = false): PreValueItem {
  return { id, formMetaPreValuesListId: 5, name: `Vieta ${value}`, nameEn: null, value, isDefault };
}

/** The server's list 5: items change as the calls say; one default at most, as the server keeps it. */
function listServer(user = topAdmin, initial: { isShared?: boolean } = {}): ProcedureMocks {
  let items = [anItem(1, 'HOME', true), anItem(2, 'OFFICE')];
  let nextId = 10;
  const details = (): PreValueListDetails => ({
    id: 5,
    name: 'Darbo vieta',
    nameEn: 'Work place',
    isShared: initial.isShared ?? false,
    itemsCount: items.length,
    metasCount: 1,
    items,
  });
  return {
    'users.me': () => user,
    'preValueLists.list': (): PreValueListPage => {
      const { items: _items, ...row } = details();
      return { items: [row], pagination: { page: 1, rowsPerPage: 20, totalRecords: 1 } };
    },
    'preValueLists.get': () => details(),
    'preValueLists.createItem': (input) => {
      const values = input as { name: string; value: string; isDefault: boolean };
      if (values.isDefault) items = items.map((item) => ({ ...item, isDefault: false }));
      items = [...items, { ...anItem(nextId++, values.value, values.isDefault), name: values.name }];
      return details();
    },
    'preValueLists.reorderItems': (input) => {
      const ids = (input as { itemIds: number[] }).itemIds;
      items = ids.map((id) => items.find((item) => item.id === id)!);
      return details();
    },
    'preValueLists.delete': () => Promise.reject(trpcError('errors.cannot_delete_valid_entries_exist')),
  };
}

function itemRows() {
  return within(screen.getByRole('table', { name: 'Elementai' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
}

describe('the pre-value lists tab', () => {
  it('lists the lists with their item counts and opens one', async () => {
    renderApp({ route: '/admin/documents/form-meta-prevalues', signedIn: true, procedures: listServer() });
    const table = await screen.findByRole('table', { name: 'Reikšmių sąrašai' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Darbo vieta');
    expect(row).toHaveTextContent('Work place');
    expect(within(row).getByRole('link', { name: 'Darbo vieta' })).toHaveAttribute('href', '/admin/form-meta-prevalues/details/5');
  });
});

describe('a pre-value list', () => {
  const ROUTE = '/admin/form-meta-prevalues/details/5';

  it('adds a default item, which clears the other default, and moves items', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: listServer() });
    expect(await screen.findByRole('heading', { name: 'Darbo vieta', level: 1 })).toBeInTheDocument();
    expect(itemRows()).toEqual([expect.stringContaining('HOME'), expect.stringContaining('OFFICE')]);
    expect(itemRows()[0]).toContain('Numatytasis');

    await app.user.click(screen.getByRole('button', { name: 'Naujas elementas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Naujas elementas' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Pavadinimas (lietuvių k.)' }), 'Kelionėje');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reikšmė' }), 'TRAVEL');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Numatytasis elementas' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Elementas pridėtas.')).toBeInTheDocument();
    expect(app.callsOf('preValueLists.createItem').map((call) => call.input)).toEqual([
      { listId: 5, name: 'Kelionėje', nameEn: null, value: 'TRAVEL', isDefault: true },
    ]);
    await waitFor(() => expect(itemRows()).toHaveLength(3));
    expect(itemRows()[0]).not.toContain('Numatytasis');
    expect(itemRows()[2]).toContain('Numatytasis');

    await app.user.click(screen.getByRole('button', { name: 'Perkelti „Vieta HOME“ žemyn' }));
    await waitFor(() => expect(itemRows()[0]).toContain('OFFICE'));
    expect(app.callsOf('preValueLists.reorderItems').map((call) => call.input)).toEqual([{ listId: 5, itemIds: [2, 1, 10] }]);
  });

  it('shows the refusal to delete a list that fields use', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: listServer() });
    await screen.findByRole('heading', { name: 'Darbo vieta', level: 1 });
    await app.user.click(screen.getByRole('button', { name: 'Ištrinti' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ištrinti reikšmių sąrašą' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Ištrinti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Negalima ištrinti, nes yra galiojančių įrašų.');
    expect(app.callsOf('preValueLists.delete').map((call) => call.input)).toEqual([{ id: 5 }]);
  });

  it('offers no changes of a shared list to a level-2 designer', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: listServer(designer, { isShared: true }) });
    await screen.findByRole('heading', { name: 'Darbo vieta', level: 1 });
    expect(screen.getByText('Visoms įmonėms')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Naujas elementas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ištrinti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Perkelti „Vieta HOME“ žemyn' })).not.toBeInTheDocument();
  });
});
