import type { ScheduleList, ScheduleListItem } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import type { InputOf } from '../../../testing/trpc-mock';
import { aScheduleRow, planner } from '../testing/schedule-fixtures';

const ROUTE = '/wtm-area/schedules';

/** The server's list: filtered by search and the archived flag as the server does it. */
function listOf(rows: ScheduleListItem[], canCreate = true) {
  return (input: InputOf<'schedules.list'>): ScheduleList => {
    const search = (input.search ?? '').toLowerCase();
    const items = rows.filter(
      (row) => (input.showArchived || !row.archived) && (!search || `${row.code} ${row.name}`.toLowerCase().includes(search)),
    );
    return { items, pagination: { page: 1, rowsPerPage: 20, totalRecords: items.length }, canCreate };
  };
}

const rows = [
  aScheduleRow(1, { code: 'GAM-1', name: 'Gamyba', employeesCount: 40 }),
  aScheduleRow(2, { code: 'SAN-1', name: 'Sandėlis', shiftGroupCode: 'SAN', shiftGroupName: 'Sandėlio pamainos', employeesCount: 8 }),
  aScheduleRow(3, { code: 'SEN-1', name: 'Senas grafikas', archived: true, employeesCount: 0 }),
];

describe('the schedules list', () => {
  it('lists the schedules with their shift group, employees and status, each a link to its general tab', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: { 'users.me': () => planner, 'schedules.list': listOf(rows) } });
    expect(await screen.findByRole('heading', { name: 'Grafikai', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Grafikai' });
    const lines = within(table).getAllByRole('row').slice(1);
    expect(
      lines.map((line) =>
        within(line)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['GAM-1', 'Gamyba', 'GAM · Gamybos pamainos', '40', 'Aktyvus'],
      ['SAN-1', 'Sandėlis', 'SAN · Sandėlio pamainos', '8', 'Aktyvus'],
    ]);
    expect(within(table).getByRole('link', { name: 'GAM-1' })).toHaveAttribute('href', '/wtm-area/schedules/1');
    expect(screen.getByRole('link', { name: 'Naujas grafikas' })).toHaveAttribute('href', '/wtm-area/schedules/new');
  });

  it('searches on the server and shows archived schedules on request', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: { 'users.me': () => planner, 'schedules.list': listOf(rows) } });
    await screen.findByRole('table', { name: 'Grafikai' });
    await app.user.type(screen.getByRole('textbox', { name: 'Paieška' }), 'sandėl');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'GAM-1' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'SAN-1' })).toBeInTheDocument();
    expect(app.callsOf('schedules.list').at(-1)?.input).toMatchObject({ search: 'sandėl', showArchived: false });

    await app.user.clear(screen.getByRole('textbox', { name: 'Paieška' }));
    await app.user.click(screen.getByRole('checkbox', { name: 'Rodyti archyvuotus' }));
    const archived = await screen.findByRole('link', { name: 'SEN-1' });
    expect(within(archived.closest('tr')!).getByText('Archyvuotas')).toBeInTheDocument();
    expect(app.callsOf('schedules.list').at(-1)?.input).toMatchObject({ showArchived: true });
  });

  it('sorts on the server by the column chosen', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: { 'users.me': () => planner, 'schedules.list': listOf(rows) } });
    const table = await screen.findByRole('table', { name: 'Grafikai' });
    await app.user.click(within(table).getByRole('button', { name: 'Darbuotojai' }));
    await waitFor(() =>
      expect(app.callsOf('schedules.list').at(-1)?.input).toMatchObject({ sort: 'employeesCount', sortDirection: 'asc' }),
    );
  });

  it('offers New only to those who may create schedules, and says when there are none', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: { 'users.me': () => planner, 'schedules.list': listOf([], false) } });
    expect(await screen.findByText('Grafikų dar nėra.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Naujas grafikas' })).not.toBeInTheDocument();
  });
});
