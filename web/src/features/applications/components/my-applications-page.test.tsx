import type { DocumentListRow } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDocumentPage, aDocumentRow, aFormMenu, pageInputOf } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { renderRoute } from '../../../testing/render-route';
import { trpcError } from '../../../testing/trpc-mock';
import { MyApplicationsPage } from './my-applications-page';

/** `total` applications, newest (highest id) first, answered a page at a time. */
function applications(total: number, overrides: (id: number) => Partial<DocumentListRow> = () => ({})) {
  const rows = Array.from({ length: total }, (_, index) => aDocumentRow(total - index, overrides(total - index)));
  return (input: unknown) => {
    const { page, rowsPerPage } = pageInputOf(input);
    return aDocumentPage(rows.slice((page - 1) * rowsPerPage, page * rowsPerPage), input, rows.length);
  };
}

function renderMyApplications(procedures: Parameters<typeof renderRoute>[0]['procedures'] = {}, route = '/applications/my-applications') {
  return renderRoute({
    path: '/applications/my-applications',
    route,
    element: <MyApplicationsPage />,
    procedures: { 'documents.formGroupMenu': () => aFormMenu(), ...procedures },
  });
}

describe('my applications', () => {
  it('opens from the applications menu address and lists every state, ten a page', async () => {
    const app = renderApp({
      route: '/applications',
      signedIn: true,
      procedures: { 'documentLists.applications': applications(3), 'documents.formGroupMenu': () => aFormMenu() },
    });
    const table = await screen.findByRole('table', { name: 'Mano prašymai' });
    expect(app.pathname()).toBe('/applications/my-applications');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('PR-0003');
    expect(rows[0]).toHaveTextContent('Kasmetinės atostogos');
    expect(rows[0]).toHaveTextContent('2026-12-01 – 2026-12-05');
    // Created 2026-11-17 08:30 UTC is 10:30 in Vilnius.
    expect(rows[0]).toHaveTextContent('2026-11-17 10:30');
    expect(within(rows[0]!).getByText('Vykdomas').closest('[data-color]')).toHaveAttribute('data-color', 'amber');
    expect(app.callsOf('documentLists.applications').at(-1)?.input).toEqual({ state: 'All', page: 1, rowsPerPage: 10 });
  });

  it('links at most ten pages and asks for the page chosen', async () => {
    const app = renderMyApplications({ 'documentLists.applications': applications(150) });
    const pager = await screen.findByRole('navigation', { name: 'Prašymų puslapiai' });
    const links = within(pager)
      .getAllByRole('button')
      .filter((button) => /^\d+ puslapis$/.test(button.getAttribute('aria-label') ?? ''));
    expect(links).toHaveLength(10);
    await app.user.click(within(pager).getByRole('button', { name: '4 puslapis' }));
    expect(await screen.findByText('PR-0120')).toBeInTheDocument();
    expect(app.inputsOf('documentLists.applications').at(-1)).toEqual({ state: 'All', page: 4, rowsPerPage: 10 });
  });

  it('filters by state and by an application form, from the first page again', async () => {
    const app = renderMyApplications({ 'documentLists.applications': applications(30) }, '/applications/my-applications?page=2');
    await screen.findByRole('table', { name: 'Mano prašymai' });
    expect(app.inputsOf('documentLists.applications').at(-1)).toEqual({ state: 'All', page: 2, rowsPerPage: 10 });

    await app.user.click(screen.getByLabelText('Būsena'));
    const stateNames = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(stateNames).toEqual(['Visi', 'Juodraštis', 'Naujas', 'Vykdomas', 'Patvirtintas', 'Atmestas', 'Atšauktas']);
    await app.user.click(screen.getByRole('option', { name: 'Patvirtintas' }));
    await waitFor(() => expect(app.inputsOf('documentLists.applications').at(-1)).toEqual({ state: 'Approved', page: 1, rowsPerPage: 10 }));

    await app.user.click(screen.getByLabelText('Forma'));
    // The forms of nested groups are offered too, under their group's path.
    expect(await screen.findByText('Atostogos / Vaiko priežiūra')).toBeInTheDocument();
    await app.user.click(screen.getByRole('option', { name: 'Tėvystės atostogos' }));
    await waitFor(() =>
      expect(app.inputsOf('documentLists.applications').at(-1)).toEqual({ state: 'Approved', formId: 31, page: 1, rowsPerPage: 10 }),
    );
    expect(app.router.state.location.search).toBe('?state=Approved&formId=31');
    // The form filter offers only application forms.
    expect(app.inputsOf('documents.formGroupMenu')[0]).toEqual({ isApplication: true });
  });

  it('opens an application from its row, remembering the list to come back to', async () => {
    const app = renderMyApplications({ 'documentLists.applications': applications(2) }, '/applications/my-applications?state=InProgress');
    const row = (await screen.findByText('PR-0001')).closest('tr')!;
    await app.user.click(row);
    expect(await app.findOtherPage()).toHaveTextContent('/applications/view-application/1');
    expect(window.sessionStorage.getItem('back_path')).toBe('applications/my-applications?state=InProgress');
  });

  it('opens a row from the keyboard', async () => {
    const app = renderMyApplications({ 'documentLists.applications': applications(2) });
    const row = (await screen.findByText('PR-0002')).closest('tr')!;
    row.focus();
    await app.user.keyboard('{Enter}');
    expect(await app.findOtherPage()).toHaveTextContent('/applications/view-application/2');
  });

  it('shows near-deadline applications in progress bold red', async () => {
    renderMyApplications({ 'documentLists.applications': applications(2, (id) => ({ isNearDeadline: id === 2 })) });
    const near = (await screen.findByText('PR-0002')).closest('tr')!;
    expect(near).toHaveStyle({ fontWeight: '700' });
    expect(near).toHaveAttribute('data-overdue');
    expect(near).toHaveTextContent('Artėja terminas');
    expect(screen.getByText('PR-0001').closest('tr')).not.toHaveAttribute('data-overdue');
  });

  it('shows a red banner when nothing matches', async () => {
    renderMyApplications({ 'documentLists.applications': applications(0) });
    expect(await screen.findByText('Paieškos rezultatų nėra.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a loading state until the list arrives', async () => {
    renderMyApplications({ 'documentLists.applications': () => new Promise(() => {}) });
    expect(await screen.findByRole('status')).toHaveTextContent('Įkeliama…');
  });

  it('shows the translated server message when the list fails', async () => {
    renderMyApplications({ 'documentLists.applications': () => Promise.reject(trpcError('BAD_REQUEST', 'validation.invalid_value')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Neteisinga reikšmė.');
  });

  it('leads to the application chooser', async () => {
    const app = renderMyApplications({ 'documentLists.applications': applications(0) });
    await app.user.click(await screen.findByRole('link', { name: 'Naujas prašymas' }));
    expect(await app.findOtherPage()).toHaveTextContent('/applications/new-application');
  });
});
