import type { DesignerFormSummary, DesignerLayoutGroup } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { ProcedureMocks } from '../../../testing/trpc-mock';

const admin = aUser({ id: 2, username: 'admin', adminAccess: 3 });

function aForm(id: number, name: string, formGroupId: number, sortOrder: number): DesignerFormSummary {
  return {
    id,
    name,
    nameEn: null,
    formGroupId,
    sortOrder,
    archived: false,
    isApplication: true,
    systemName: null,
    isShared: false,
    canEdit: true,
  };
}

function aGroup(id: number, name: string, overrides: Partial<DesignerLayoutGroup> = {}): DesignerLayoutGroup {
  return {
    id,
    name,
    nameEn: null,
    sortOrder: id,
    archived: false,
    parentId: null,
    isApplication: true,
    formCount: overrides.forms?.length ?? 0,
    isShared: false,
    canEdit: true,
    forms: [],
    groups: [],
    ...overrides,
  };
}

const requests = aGroup(1, 'Prašymai', {
  forms: [aForm(11, 'Atostogų prašymas', 1, 10), aForm(12, 'Komandiruotė', 1, 20), aForm(13, 'Nuotolinis darbas', 1, 30)],
  groups: [aGroup(2, 'Mokymai', { parentId: 1 })],
});
const shared = aGroup(3, 'Bendri dokumentai', { isShared: true, canEdit: false });
const archived = aGroup(4, 'Senos formos', { archived: true });

function designerServer(overrides: ProcedureMocks = {}): ProcedureMocks {
  return {
    'users.me': () => admin,
    'formDesigner.layout': () => [requests, shared, archived],
    ...overrides,
  };
}

describe('the form groups tree', () => {
  it('shows the tree with shared groups marked, collapses a branch and shows archived groups on request', async () => {
    const app = renderApp({ route: '/admin/documents', signedIn: true, procedures: designerServer() });
    const tree = await screen.findByRole('navigation', { name: 'Formų grupės' });
    expect(within(tree).getByRole('button', { name: /^Prašymai(?!:)/ })).toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: /^Mokymai(?!:)/ })).toBeInTheDocument();
    expect(within(tree).getByText('Visoms įmonėms')).toBeInTheDocument();
    expect(within(tree).queryByText('Senos formos')).not.toBeInTheDocument();

    await app.user.click(within(tree).getByRole('button', { name: 'Suskleisti: Prašymai' }));
    expect(within(tree).queryByRole('button', { name: /^Mokymai(?!:)/ })).not.toBeInTheDocument();
    expect(within(tree).getByRole('button', { name: 'Išskleisti: Prašymai' })).toHaveAttribute('aria-expanded', 'false');

    await app.user.click(screen.getByRole('switch', { name: 'Rodyti archyvuotus' }));
    expect(within(tree).getByText('Senos formos')).toBeInTheDocument();
    expect(within(tree).getByText('Archyvuota')).toBeInTheDocument();
  });

  it('reorders the group layout with the keyboard, announces each move and saves the order', async () => {
    const app = renderApp({
      route: '/admin/documents?group=1',
      signedIn: true,
      procedures: designerServer({
        'formDesigner.saveFormPositions': (input) => ({
          group: { ...requests, groups: undefined } as unknown as DesignerLayoutGroup,
          forms: requests.forms.map((form) => ({
            ...form,
            sortOrder: input.positions.find((position) => position.formId === form.id)!.sortOrder,
          })),
        }),
      }),
    });
    const list = await screen.findByRole('list', { name: 'Formų tvarka' });
    const names = () =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names()).toEqual(['Atostogų prašymas', 'Komandiruotė', 'Nuotolinis darbas']);

    // Alt+ArrowDown on the focused row moves it one place down.
    within(list).getByRole('link', { name: 'Atostogų prašymas' }).focus();
    await app.user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(names()).toEqual(['Komandiruotė', 'Atostogų prašymas', 'Nuotolinis darbas']);
    expect(screen.getByText('„Atostogų prašymas“ perkelta į 2 vietą iš 3.')).toBeInTheDocument();

    await app.user.click(within(list).getByRole('button', { name: 'Perkelti „Nuotolinis darbas“ aukštyn' }));
    expect(names()).toEqual(['Komandiruotė', 'Nuotolinis darbas', 'Atostogų prašymas']);

    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti tvarką' }));
    await waitFor(() => expect(app.callsOf('formDesigner.saveFormPositions')).toHaveLength(1));
    expect(app.callsOf('formDesigner.saveFormPositions')[0]?.input).toEqual({
      formGroupId: 1,
      positions: [
        { formId: 12, sortOrder: 10 },
        { formId: 13, sortOrder: 20 },
        { formId: 11, sortOrder: 30 },
      ],
    });
  });

  it('shows a shared group read-only to a level-2 administrator: no reorder, no new form', async () => {
    renderApp({
      route: '/admin/documents?group=3',
      signedIn: true,
      procedures: designerServer({
        'users.me': () => aUser({ adminAccess: 2 }),
        'formDesigner.layout': () => [
          { ...shared, forms: [aForm(31, 'A', 3, 1), aForm(32, 'B', 3, 2)].map((form) => ({ ...form, canEdit: false, isShared: true })) },
        ],
      }),
    });
    const list = await screen.findByRole('list', { name: 'Formų tvarka' });
    expect(within(list).queryByRole('button', { name: /Perkelti/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Išsaugoti tvarką' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nauja forma' })).not.toBeInTheDocument();
  });
});
