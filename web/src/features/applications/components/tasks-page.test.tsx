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
        deadline: new Date(Date.UTC(2026, 10, 25, 15, 0)),
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
    expect(nearDeadline).toHaveTextContent('2026-11-25 17:00');
    // The step it waits in, with the group it waits for.
    expect(nearDeadline).toHaveTextContent('Vadovo tvirtinimasTiesioginis vadovas');
    expect(within(table).getByRole('columnheader', { name: 'Dabartinis etapas' })).toBeInTheDocument();
    // Only a submission in progress is ever highlighted for its deadline.
    expect(approved).not.toHaveAttribute('data-overdue');
    expect(approved).not.toHaveStyle({ fontWeight: '700' });
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
