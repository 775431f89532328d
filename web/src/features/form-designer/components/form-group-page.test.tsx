import { type DesignerFormGroup, type DesignerFormGroupNode, ErrorCode } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const admin = aUser({ id: 2, username: 'admin', adminAccess: 3 });

function aGroup(id: number, name: string, overrides: Partial<DesignerFormGroupNode> = {}): DesignerFormGroupNode {
  return {
    id,
    name,
    nameEn: null,
    sortOrder: id,
    archived: false,
    parentId: null,
    isApplication: false,
    formCount: 0,
    isShared: false,
    canEdit: true,
    groups: [],
    ...overrides,
  };
}

const tree = [aGroup(1, 'Prašymai', { groups: [aGroup(2, 'Mokymai', { parentId: 1 })] })];

function groupServer(overrides: ProcedureMocks = {}): ProcedureMocks {
  return {
    'users.me': () => admin,
    'formDesigner.groups': () => tree,
    'formDesigner.layout': () => [],
    ...overrides,
  };
}

describe('the form group editor', () => {
  it('creates a sub-group under the group it was opened from', async () => {
    const created: DesignerFormGroup = { ...aGroup(5, 'Kursai', { parentId: 1 }) };
    const app = renderApp({
      route: '/admin/documents/create-form-group/1',
      signedIn: true,
      procedures: groupServer({ 'formDesigner.createGroup': () => created }),
    });
    expect(await screen.findByRole('heading', { name: 'Nauja formų grupė', level: 1 })).toBeInTheDocument();
    await app.user.type(screen.getByRole('textbox', { name: 'Pavadinimas (lietuvių k.)' }), 'Kursai');
    await app.user.type(screen.getByRole('textbox', { name: 'Pavadinimas (anglų k.)' }), 'Courses');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/documents'));
    expect(app.callsOf('formDesigner.createGroup')[0]?.input).toEqual({
      name: 'Kursai',
      nameEn: 'Courses',
      parentId: 1,
      isApplication: false,
    });
  });

  it('shows the server refusing the parent next to the parent picker', async () => {
    const app = renderApp({
      route: '/admin/documents/edit-form-group/1',
      signedIn: true,
      procedures: groupServer({
        'formDesigner.group': () => tree[0]!,
        'formDesigner.updateGroup': () =>
          Promise.reject(trpcError(ErrorCode.invalidValue, { fieldErrors: { parentId: [ErrorCode.invalidValue] } })),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Prašymai', level: 1 })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tėvinė grupė' })).toHaveAttribute('aria-invalid', 'true'));
    expect(app.callsOf('formDesigner.updateGroup')[0]?.input).toMatchObject({ id: 1, name: 'Prašymai', parentId: 0 });
  });
});
