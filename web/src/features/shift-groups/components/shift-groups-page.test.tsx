import type { ShiftGroupListItem, ShiftGroupPage } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { ProcedureMocks } from '../../../testing/trpc-mock';

const planner = aUser({ id: 3, username: 'planner', workTimeAccessCompanies: ['SV'] });

function aGroup(id: number, code: string, name: string, overrides: Partial<ShiftGroupListItem> = {}): ShiftGroupListItem {
  return { id, code, name, description: '', userId: 3, archived: false, shiftsCount: 0, ...overrides };
}

const groups = [
  aGroup(1, 'GAM', 'Gamybos pamainos', { shiftsCount: 3 }),
  aGroup(2, 'SAN', 'Sandėlio pamainos', { shiftsCount: 2 }),
  aGroup(3, 'SEN', 'Senosios pamainos', { archived: true, shiftsCount: 0 }),
];

/** The server's list: searched in codes and names, archived groups only on request. */
function listServer(canCreate = true, canView = true): ProcedureMocks {
  return {
    'users.me': () => planner,
    'shiftGroups.permissions': () => ({ canView, canCreate, canEdit: canCreate, canDelete: canCreate }),
    'shiftGroups.list': (input): ShiftGroupPage => {
      const { search, includeArchived } = input as { search?: string; includeArchived?: boolean };
      const items = groups.filter(
        (group) =>
          (includeArchived || !group.archived) && (!search || `${group.code} ${group.name}`.toLowerCase().includes(search.toLowerCase())),
      );
      return { items, pagination: { page: 1, rowsPerPage: 20, totalRecords: items.length } };
    },
  };
}

describe('the shift groups list', () => {
  it('lists the live groups with their shifts and state, each a link to its page', async () => {
    const app = renderApp({ route: '/wtm-area/shift-groups', signedIn: true, procedures: listServer() });
    expect(await screen.findByRole('heading', { name: 'Pamainų grupės', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Pamainų grupės' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['GAM', 'Gamybos pamainos', '3', 'Aktyvi'],
      ['SAN', 'Sandėlio pamainos', '2', 'Aktyvi'],
    ]);
    expect(within(table).getByRole('link', { name: 'GAM' })).toHaveAttribute('href', '/wtm-area/shift-groups/1');
    expect(screen.getByRole('link', { name: 'Nauja pamainų grupė' })).toHaveAttribute('href', '/wtm-area/shift-groups/new');
    expect(app.callsOf('shiftGroups.list')[0]?.input).toMatchObject({ page: 1, rowsPerPage: 20, includeArchived: false });
  });

  it('searches by code or name and shows archived groups on request', async () => {
    const app = renderApp({ route: '/wtm-area/shift-groups', signedIn: true, procedures: listServer() });
    await screen.findByRole('table', { name: 'Pamainų grupės' });
    await app.user.type(screen.getByRole('searchbox', { name: 'Ieškoti pagal kodą ar pavadinimą' }), 'sandėl');
    await waitFor(() => expect(screen.queryByText('Gamybos pamainos')).not.toBeInTheDocument());
    expect(screen.getByText('Sandėlio pamainos')).toBeInTheDocument();
    expect(app.callsOf('shiftGroups.list').at(-1)?.input).toMatchObject({ search: 'sandėl' });

    await app.user.clear(screen.getByRole('searchbox', { name: 'Ieškoti pagal kodą ar pavadinimą' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Rodyti archyvuotas' }));
    const archivedRow = (await screen.findByText('Senosios pamainos')).closest('tr')!;
    expect(within(archivedRow).getByText('Archyvuota')).toBeInTheDocument();
    expect(app.callsOf('shiftGroups.list').at(-1)?.input).toMatchObject({ includeArchived: true });
  });

  it('offers no new group to a planner who may only view', async () => {
    renderApp({ route: '/wtm-area/shift-groups', signedIn: true, procedures: listServer(false) });
    await screen.findByRole('table', { name: 'Pamainų grupės' });
    expect(screen.queryByRole('link', { name: 'Nauja pamainų grupė' })).not.toBeInTheDocument();
  });

  it('explains a missing view of any schedule instead of asking for a list it would be refused', async () => {
    const app = renderApp({ route: '/wtm-area/shift-groups', signedIn: true, procedures: listServer(false, false) });
    expect(await screen.findByText(/Neturite prieigos prie šios įmonės pamainų grupių/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(app.callsOf('shiftGroups.list')).toEqual([]);
  });

  it('shows the menu entry now that the screen exists', async () => {
    renderApp({ route: '/wtm-area/shift-groups', signedIn: true, procedures: listServer() });
    await screen.findByRole('table', { name: 'Pamainų grupės' });
    const navigation = screen.getAllByRole('navigation').find((element) => within(element).queryByRole('link', { name: 'Pamainų grupės' }));
    expect(navigation).toBeDefined();
  });
});
