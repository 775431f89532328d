import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeRoute } from '../../../app/routes/home-route';
import { aDocumentPage, aDocumentRow } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { renderRoute } from '../../../testing/render-route';
import { trpcError } from '../../../testing/trpc-mock';

const requestsByState = (input: unknown) => {
  const { state } = (input ?? {}) as { state?: unknown };
  if (state === 'New') return aDocumentPage([aDocumentRow(2, { state: 'New' })], input);
  if (state === 'InProgress') return aDocumentPage([aDocumentRow(1), aDocumentRow(3, { isNearDeadline: true })], input);
  return aDocumentPage([], input);
};

describe('home: tasks and requests', () => {
  it('lists my open requests, filed and in progress, newest first', async () => {
    const app = renderApp({ route: '/home', signedIn: true, procedures: { 'documentLists.applications': requestsByState } });
    const table = await screen.findByRole('table', { name: 'Mano prašymai' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['PR-0001', 'PR-0002', 'PR-0003']);
    expect(rows[1]).toHaveTextContent('Naujas');
    expect(rows[2]).toHaveStyle({ fontWeight: '700' });
    expect(rows[2]).toHaveTextContent('Artėja terminas');
    expect(app.callsOf('documentLists.applications').map((call) => call.input)).toEqual(
      expect.arrayContaining([
        { state: 'New', page: 1, rowsPerPage: 10 },
        { state: 'InProgress', page: 1, rowsPerPage: 10 },
      ]),
    );
  });

  it('says there are no requests, and shows no tasks section without tasks', async () => {
    const app = renderApp({ route: '/home', signedIn: true });
    expect(await screen.findByText('Prašymų neturite.')).toBeInTheDocument();
    expect(app.callsOf('documentLists.tasks')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Mano užduotys' })).not.toBeInTheDocument();
  });

  it('shows my tasks awaiting me, unread bold and near deadline bold red, with a link to all of them', async () => {
    const app = renderApp({
      route: '/home',
      signedIn: true,
      procedures: {
        'documentLists.tasks': (input) =>
          aDocumentPage([aDocumentRow(5, { isViewed: false }), aDocumentRow(4, { isNearDeadline: true }), aDocumentRow(6)], input, 14),
      },
    });
    const table = await screen.findByRole('table', { name: 'Mano užduotys' });
    expect(screen.getByRole('heading', { name: 'Mano užduotys' })).toBeInTheDocument();
    const [unread, nearDeadline, plain] = within(table).getAllByRole('row').slice(1);
    expect(unread).toHaveStyle({ fontWeight: '700' });
    expect(unread).toHaveTextContent('(neskaitytas)');
    expect(nearDeadline).toHaveAttribute('data-overdue');
    expect(nearDeadline).toHaveStyle({ fontWeight: '700' });
    expect(plain).not.toHaveStyle({ fontWeight: '700' });
    expect(screen.getByRole('link', { name: 'Visos užduotys (14)' })).toHaveAttribute('href', '/applications/tasks');
    expect(app.callsOf('documentLists.tasks')[0]?.input).toEqual({ state: 'All', hasAction: true, page: 1, rowsPerPage: 10 });
  });

  it('opens a request from its row, coming back home afterwards', async () => {
    const app = renderRoute({ path: '/home', element: <HomeRoute />, procedures: { 'documentLists.applications': requestsByState } });
    await app.user.click(await screen.findByText('PR-0002'));
    expect(await app.findOtherPage()).toHaveTextContent('/applications/view-application/2');
    expect(window.sessionStorage.getItem('back_path')).toBe('home');
  });

  it('shows the server message when the requests fail to load', async () => {
    renderApp({
      route: '/home',
      signedIn: true,
      procedures: { 'documentLists.applications': () => Promise.reject(trpcError('BAD_REQUEST', 'validation.invalid_value')) },
    });
    const section = await screen.findByRole('region', { name: 'Mano prašymai' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Neteisinga reikšmė.');
  });
});
