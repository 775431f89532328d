import type { DocumentPermissionGrant, DocumentPermissionList, DocumentPermissionObject, UserWithEmployeeInfo } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const ROUTE = '/admin/permissions?objectType=document&objectId=41';
const admin = aUser({ id: 2, username: 'admin', employeeNo: 'E0002', employeeFullName: 'Tomas Jankauskas', adminAccess: 3 });

const document: DocumentPermissionObject = {
  objectType: 'document',
  objectId: 41,
  formName: 'Bendrasis prašymas',
  formNameEn: 'General request',
  documentNo: 'BP-00041',
  state: 'InProgress',
};

const grantedBy = { userId: 2, name: 'Tomas Jankauskas', username: 'admin', employeeNo: 'E0002' };

function aGrant(
  id: number,
  user: { userId: number; name: string; employeeNo: string | null },
  permission: DocumentPermissionGrant['permission'],
): DocumentPermissionGrant {
  return {
    id,
    user: { ...user, username: `user${user.userId}` },
    permission,
    grantedBy,
    createdAt: new Date(Date.UTC(2026, 10, 18, 9, 30)),
  };
}

function aCandidate(userId: number, employeeFullName: string, employeeNo: string): UserWithEmployeeInfo {
  return {
    userId,
    employeeNo,
    personnelNo: `P${employeeNo}`,
    employeeFullName,
    departmentCode: 'GAM',
    department: 'Gamyba',
    jobTitle: 'Operatorius',
  };
}

/** The server's grants of document 41: a grant adds one (once per user and level), a revoke removes it. */
function permissionsServer(initial: DocumentPermissionGrant[]) {
  let grants = [...initial];
  let nextId = 100;
  const procedures: ProcedureMocks = {
    'users.me': () => admin,
    'documentPermissions.list': (): DocumentPermissionList => ({ object: document, grants }),
    'formLookups.usersWithEmployeeInfo': () => [aCandidate(103, 'Asta Kairienė', 'E0020'), aCandidate(104, 'Jonas Petraitis', 'E0009')],
    'documentPermissions.grant': (input) => {
      const { userId, permission } = input as { userId: number; permission: DocumentPermissionGrant['permission'] };
      const name = userId === 103 ? 'Asta Kairienė' : 'Jonas Petraitis';
      const grant = aGrant(nextId++, { userId, name, employeeNo: userId === 103 ? 'E0020' : 'E0009' }, permission);
      grants = [...grants, grant];
      return grant;
    },
    'documentPermissions.revoke': (input) => {
      const id = Number((input as { id: number }).id);
      grants = grants.filter((grant) => grant.id !== id);
      return { id };
    },
  };
  return procedures;
}

describe('the permissions screen of a document', () => {
  it('names the document and lists who holds which permission, granted by whom and when', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: permissionsServer([
        aGrant(1, { userId: 9, name: 'Rūta Kazlauskienė', employeeNo: 'E0007' }, 'read'),
        aGrant(2, { userId: 12, name: 'Ona Išorinė', employeeNo: null }, 'manage'),
      ]),
    });
    expect(await screen.findByRole('heading', { name: 'Teisės', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Suteiktos teisės' });
    expect(screen.getByText('Bendrasis prašymas BP-00041')).toBeInTheDocument();
    expect(screen.getByText('Vykdomas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atidaryti dokumentą' })).toHaveAttribute('href', '/documents/view/41');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Rūta Kazlauskienė (E0007)user9', 'Skaityti', 'Tomas Jankauskas (E0002)', '2026-11-18 11:30'],
      ['Ona Išorinėuser12', 'Valdyti', 'Tomas Jankauskas (E0002)', '2026-11-18 11:30'],
    ]);
    expect(app.callsOf('documentPermissions.list').map((call) => call.input)).toEqual([{ objectType: 'document', objectId: 41 }]);
  });

  it('says so when nothing has been granted', async () => {
    renderApp({ route: ROUTE, signedIn: true, procedures: permissionsServer([]) });
    expect(await screen.findByText('Teisių į šį objektą nesuteikta.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Suteiktos teisės' })).not.toBeInTheDocument();
  });

  it('grants a user the permission chosen and shows the new grant', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true, procedures: permissionsServer([]) });
    await screen.findByText('Teisių į šį objektą nesuteikta.');
    const grantButton = screen.getByRole('button', { name: 'Suteikti' });
    expect(grantButton).toBeDisabled();

    await app.user.click(screen.getByRole('combobox', { name: 'Naudotojas' }));
    await app.user.click(await screen.findByRole('option', { name: 'Asta Kairienė (E0020) · Gamyba' }));
    await app.user.click(screen.getByRole('combobox', { name: 'Teisė' }));
    await app.user.click(await screen.findByRole('option', { name: 'Valdyti' }));
    await app.user.click(grantButton);

    expect(await screen.findByText('Teisė suteikta: Asta Kairienė.')).toBeInTheDocument();
    expect(app.callsOf('documentPermissions.grant').map((call) => call.input)).toEqual([
      { objectType: 'document', objectId: 41, userId: 103, permission: 'manage' },
    ]);
    const table = await screen.findByRole('table', { name: 'Suteiktos teisės' });
    expect(within(table).getByText('Asta Kairienė (E0020)')).toBeInTheDocument();
    expect(within(table).getByText('Valdyti')).toBeInTheDocument();
    // The picker is cleared for the next grant.
    expect(screen.getByRole('combobox', { name: 'Naudotojas' })).toHaveValue('');
  });

  it('shows a refused user under the user field in the user’s language', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: {
        ...permissionsServer([]),
        'documentPermissions.grant': () =>
          Promise.reject(trpcError('BAD_REQUEST', 'errors.user_not_found', { fieldErrors: { userId: ['errors.user_not_found'] } })),
      },
    });
    await screen.findByText('Teisių į šį objektą nesuteikta.');
    await app.user.click(screen.getByRole('combobox', { name: 'Naudotojas' }));
    await app.user.click(await screen.findByRole('option', { name: 'Jonas Petraitis (E0009) · Gamyba' }));
    await app.user.click(screen.getByRole('button', { name: 'Suteikti' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Naudotojas' })).toHaveAccessibleDescription(
        'Naudotojas nerastas arba nebegali prisijungti.',
      ),
    );
    expect(app.callsOf('documentPermissions.grant').map((call) => call.input)).toEqual([
      { objectType: 'document', objectId: 41, userId: 104, permission: 'read' },
    ]);
  });

  it('removes a grant after the confirmation', async () => {
    const app = renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: permissionsServer([
        aGrant(1, { userId: 9, name: 'Rūta Kazlauskienė', employeeNo: 'E0007' }, 'read'),
        aGrant(2, { userId: 12, name: 'Ona Išorinė', employeeNo: null }, 'update'),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Suteiktos teisės' });
    await app.user.click(within(table).getByRole('button', { name: 'Pašalinti naudotojo Rūta Kazlauskienė teisę „Skaityti“' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pašalinti teisę' });
    expect(dialog).toHaveTextContent('Rūta Kazlauskienė neteks teisės „Skaityti“ į šį objektą.');
    // Cancel keeps it.
    await app.user.click(within(dialog).getByRole('button', { name: 'Atšaukti' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pašalinti teisę' })).not.toBeInTheDocument());
    expect(app.callsOf('documentPermissions.revoke')).toEqual([]);

    await app.user.click(within(table).getByRole('button', { name: 'Pašalinti naudotojo Rūta Kazlauskienė teisę „Skaityti“' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Pašalinti teisę' })).getByRole('button', { name: 'Ištrinti' }));

    expect(await screen.findByText('Teisė pašalinta.')).toBeInTheDocument();
    expect(app.callsOf('documentPermissions.revoke').map((call) => call.input)).toEqual([{ id: 1 }]);
    await waitFor(() => expect(screen.queryByText('Rūta Kazlauskienė (E0007)')).not.toBeInTheDocument());
    expect(screen.getByText('Ona Išorinė')).toBeInTheDocument();
  });

  it('names a document group by its name', async () => {
    renderApp({
      route: '/admin/permissions?objectType=document_group&objectId=3',
      signedIn: true,
      procedures: {
        ...permissionsServer([]),
        'documentPermissions.list': () => ({
          object: { objectType: 'document_group', objectId: 3, name: 'Atostogos', nameEn: 'Leave' },
          grants: [],
        }),
      },
    });
    expect(await screen.findByText('Dokumentų grupė „Atostogos“')).toBeInTheDocument();
  });

  it('translates a document that is not found', async () => {
    renderApp({
      route: ROUTE,
      signedIn: true,
      procedures: {
        ...permissionsServer([]),
        'documentPermissions.list': () => Promise.reject(trpcError('NOT_FOUND', 'errors.document_not_found')),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Dokumentas nerastas.');
    expect(screen.queryByRole('button', { name: 'Suteikti' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server for an address that names no object', async () => {
    const app = renderApp({
      route: '/admin/permissions?objectType=form&objectId=41',
      signedIn: true,
      procedures: permissionsServer([]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Adrese nenurodytas nei dokumentas, nei dokumentų grupė.');
    expect(app.callsOf('documentPermissions.list')).toEqual([]);
  });

  it('sends a user without admin access to the not-authorized page', async () => {
    const app = renderApp({ route: ROUTE, signedIn: true });
    await waitFor(() => expect(app.pathname()).toBe('/not-authorized'));
    expect(app.callsOf('documentPermissions.list')).toEqual([]);
  });

  it('opens from its earlier address under /admin-area, query kept', async () => {
    const app = renderApp({
      route: '/admin-area/permissions?objectType=document&objectId=41',
      signedIn: true,
      procedures: permissionsServer([]),
    });
    await waitFor(() => expect(app.pathname()).toBe('/admin/permissions'));
    await waitFor(() =>
      expect(app.callsOf('documentPermissions.list').map((call) => call.input)).toEqual([{ objectType: 'document', objectId: 41 }]),
    );
  });
});
