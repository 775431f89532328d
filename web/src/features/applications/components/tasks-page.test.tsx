import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDocumentPage, aDocumentRow, aFormMenu } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { renderRoute } from '../../../testing/render-route';
import { TasksPage } from './tasks-page';

const TASKS_STATE_KEY = 'applications_tasks.state';

const threeTasks = (input: unknown) =>
  aDocumentPage(
    [
      aDocumentRow(3, { isViewed: false, initiatedBy: { userId: 9, employeeFullName: 'Jonas Petraitis', employeeNo: 'E0009' } }),
      aDocumentRow(2, {
        isNearDeadline: true,
        deadline: new Date(Date.UTC(2026, 10, 25)),
        workflowActivity: { name: 'Vadovo tvirtinimas', nameEn: null, description: null, userRoles: { name: 'Tiesioginis vadovas' } },
      }),
      aDocumentRow(1, { state: 'Approved', isNearDeadline: true }),
    ],
    input,
  );

function renderTasks() {
  return renderRoute({
    path: '/applications/tasks',
    element: <TasksPage />,
    procedures: { 'documentLists.tasks': threeTasks, 'documents.formGroupMenu': () => aFormMenu() },
  });
}

describe('tasks', () => {
  it('lists In Progress tasks by default and remembers another state chosen in local storage', async () => {
    const app = renderTasks();
    await screen.findByRole('table', { name: 'Užduotys' });
    expect(app.inputsOf('documentLists.tasks')).toEqual([{ state: 'InProgress', page: 1, rowsPerPage: 10 }]);
    expect(screen.getByLabelText('Būsena')).toHaveValue('Vykdomas');

    await app.user.click(screen.getByLabelText('Būsena'));
    await app.user.click(await screen.findByRole('option', { name: 'Visi' }));
    await waitFor(() => expect(app.inputsOf('documentLists.tasks').at(-1)).toEqual({ state: 'All', page: 1, rowsPerPage: 10 }));
    expect(window.localStorage.getItem(TASKS_STATE_KEY)).toBe('All');
    // Every form may have tasks, not only applications.
    expect(app.inputsOf('documents.formGroupMenu')[0]).toEqual({});
  });

  it('starts from the state remembered in local storage', async () => {
    window.localStorage.setItem(TASKS_STATE_KEY, 'Rejected');
    const app = renderTasks();
    await screen.findByRole('table', { name: 'Užduotys' });
    expect(app.inputsOf('documentLists.tasks')).toEqual([{ state: 'Rejected', page: 1, rowsPerPage: 10 }]);
    expect(screen.getByLabelText('Būsena')).toHaveValue('Atmestas');
  });

  it('ignores a remembered state it does not know', async () => {
    window.localStorage.setItem(TASKS_STATE_KEY, 'Whatever');
    const app = renderTasks();
    await screen.findByRole('table', { name: 'Užduotys' });
    expect(app.inputsOf('documentLists.tasks')[0]).toEqual({ state: 'InProgress', page: 1, rowsPerPage: 10 });
  });

  it('shows unread tasks bold and near-deadline tasks in progress bold red', async () => {
    renderTasks();
    const table = await screen.findByRole('table', { name: 'Užduotys' });
    const [unread, nearDeadline, approved] = within(table).getAllByRole('row').slice(1);
    expect(unread).toHaveStyle({ fontWeight: '700' });
    expect(unread).toHaveAttribute('data-unread');
    expect(unread).toHaveTextContent('(neskaitytas)');
    expect(unread).toHaveTextContent('Jonas Petraitis');
    expect(nearDeadline).toHaveStyle({ fontWeight: '700' });
    expect(nearDeadline).toHaveAttribute('data-overdue');
    expect(nearDeadline).not.toHaveAttribute('data-unread');
    // The deadline is a day: no time of day.
    expect(nearDeadline).toHaveTextContent('2026-11-25');
    expect(nearDeadline).not.toHaveTextContent('17:00');
    // The step it waits in, with the group it waits for.
    expect(nearDeadline).toHaveTextContent('Vadovo tvirtinimasTiesioginis vadovas');
    expect(within(table).getByRole('columnheader', { name: 'Dabartinis etapas' })).toBeInTheDocument();
    // Only a submission in progress is ever highlighted for its deadline.
    expect(approved).not.toHaveAttribute('data-overdue');
    expect(approved).not.toHaveStyle({ fontWeight: '700' });
  });

  it('tells overdue tasks from those due soon, in the deadline cell that never wraps, and leaves tasks in good time plain', async () => {
    renderRoute({
      path: '/applications/tasks',
      element: <TasksPage />,
      procedures: {
        'documentLists.tasks': (input) =>
          aDocumentPage(
            [
              aDocumentRow(4, { deadline: new Date(Date.UTC(2026, 10, 18)), isNearDeadline: true, deadlineStatus: 'overdue' }),
              aDocumentRow(3, { deadline: new Date(Date.UTC(2026, 10, 23)), isNearDeadline: true, deadlineStatus: 'dueSoon' }),
              aDocumentRow(2, { deadline: new Date(Date.UTC(2026, 11, 3)), deadlineStatus: 'onTrack' }),
              // A cancellation request awaits a decision too: its deadline counts although the document is approved.
              aDocumentRow(1, {
                state: 'Approved',
                cancellationInProgress: true,
                deadline: new Date(Date.UTC(2026, 10, 19)),
                isNearDeadline: true,
                deadlineStatus: 'overdue',
              }),
            ],
            input,
          ),
        'documents.formGroupMenu': () => aFormMenu(),
      },
    });
    const table = await screen.findByRole('table', { name: 'Užduotys' });
    const [overdue, dueSoon, onTrack, cancellation] = within(table).getAllByRole('row').slice(1);
    const deadlineColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent?.startsWith('Terminas'));
    const deadlineCell = (row: HTMLElement) => within(row).getAllByRole('cell')[deadlineColumn]!;

    expect(deadlineCell(overdue!)).toHaveTextContent('2026-11-18Vėluoja');
    expect(overdue).toHaveAttribute('data-overdue', 'overdue');
    expect(within(deadlineCell(overdue!)).getByText('Vėluoja').closest('[data-overdue-marker]')).toHaveAttribute(
      'data-overdue-marker',
      'overdue',
    );
    expect(deadlineCell(dueSoon!)).toHaveTextContent('2026-11-23Artėja terminas');
    expect(dueSoon).toHaveAttribute('data-overdue', 'dueSoon');
    expect(deadlineCell(dueSoon!)).not.toHaveTextContent('Vėluoja');
    expect(deadlineCell(onTrack!)).toHaveTextContent(/^2026-12-03$/);
    expect(onTrack).not.toHaveAttribute('data-overdue');
    expect(deadlineCell(cancellation!)).toHaveTextContent('Vėluoja');
    // The marker is in the cell, not a red row; the date does not wrap.
    expect(overdue).not.toHaveStyle({ color: 'var(--mantine-color-red-8)' });
    expect(deadlineCell(overdue!).className).toMatch(/nowrap/);
  });

  it('shows cancellation requests in the default view, badged, and narrows to them with a switch', async () => {
    const app = renderRoute({
      path: '/applications/tasks',
      element: <TasksPage />,
      procedures: {
        'documentLists.tasks': (input) =>
          aDocumentPage(
            [aDocumentRow(2), aDocumentRow(1, { state: 'Approved', cancellationInProgress: true })].filter(
              (row) => (input as { cancellationRequests?: boolean }).cancellationRequests !== true || row.cancellationInProgress,
            ),
            input,
          ),
        'documents.formGroupMenu': () => aFormMenu(),
      },
    });
    const table = await screen.findByRole('table', { name: 'Užduotys' });
    const [approval, request] = within(table).getAllByRole('row').slice(1);
    expect(request).toHaveTextContent('PatvirtintasAtšaukimo prašymas');
    expect(approval).not.toHaveTextContent('Atšaukimo prašymas');
    expect(app.inputsOf('documentLists.tasks')).toEqual([{ state: 'InProgress', page: 1, rowsPerPage: 10 }]);

    await app.user.click(screen.getByRole('switch', { name: 'Tik atšaukimo prašymai' }));
    await waitFor(() =>
      expect(app.inputsOf('documentLists.tasks').at(-1)).toEqual({
        state: 'InProgress',
        cancellationRequests: true,
        page: 1,
        rowsPerPage: 10,
      }),
    );
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Užduotys' })).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('switch', { name: 'Tik atšaukimo prašymai' })).toBeChecked();
  });

  it('sorts by deadline on the server, both ways, and back to the newest first', async () => {
    const app = renderTasks();
    const table = await screen.findByRole('table', { name: 'Užduotys' });
    const created = within(table).getByRole('columnheader', { name: /Sukurta/ });
    expect(created).toHaveAttribute('aria-sort', 'descending');
    await app.user.click(within(table).getByRole('button', { name: /Terminas/ }));
    await waitFor(() =>
      expect(app.inputsOf('documentLists.tasks').at(-1)).toEqual({
        state: 'InProgress',
        sort: 'deadline',
        sortDirection: 'asc',
        page: 1,
        rowsPerPage: 10,
      }),
    );
    expect(within(table).getByRole('columnheader', { name: /Terminas/ })).toHaveAttribute('aria-sort', 'ascending');
    await app.user.click(within(table).getByRole('button', { name: /Terminas/ }));
    await waitFor(() => expect(app.inputsOf('documentLists.tasks').at(-1)).toMatchObject({ sort: 'deadline', sortDirection: 'desc' }));
    await app.user.click(within(table).getByRole('button', { name: /Sukurta/ }));
    await waitFor(() => expect(app.inputsOf('documentLists.tasks').at(-1)).toMatchObject({ sort: 'createDate', sortDirection: 'asc' }));
    await app.user.click(within(table).getByRole('button', { name: /Sukurta/ }));
    // Newest first again: the first answer, still cached, shows without asking the server again.
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Užduotys' })).getByRole('columnheader', { name: /Sukurta/ })).toHaveAttribute(
        'aria-sort',
        'descending',
      ),
    );
    expect(app.inputsOf('documentLists.tasks')[0]).toEqual({ state: 'InProgress', page: 1, rowsPerPage: 10 });
  });

  it('opens a task in the application view and remembers the tasks list', async () => {
    const app = renderTasks();
    await app.user.click(await screen.findByText('PR-0002'));
    expect(await app.findOtherPage()).toHaveTextContent('/applications/view-application/2');
    expect(window.sessionStorage.getItem('back_path')).toBe('applications/tasks');
  });

  it('is the tasks menu item’s address', async () => {
    renderApp({
      route: '/applications/tasks',
      signedIn: true,
      procedures: { 'documentLists.tasks': threeTasks, 'documents.formGroupMenu': () => aFormMenu() },
    });
    expect(await screen.findByRole('heading', { name: 'Užduotys', level: 1 })).toBeInTheDocument();
    // The menu and the section's tabs both mark it as the current page.
    const links = await screen.findAllByRole('link', { name: 'Užduotys' });
    expect(links.some((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
  });
});
