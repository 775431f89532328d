import { type DesignerForm, ErrorCode } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { type ProcedureMocks, trpcError } from '../../../testing/trpc-mock';

const admin = aUser({ id: 2, username: 'admin', adminAccess: 3 });

const form: DesignerForm = {
  id: 21,
  name: 'Nuotolinis darbas',
  nameEn: 'Remote work',
  formGroupId: 1,
  sortOrder: 10,
  archived: false,
  isApplication: true,
  systemName: null,
  isShared: false,
  canEdit: true,
  messageOnSubmit: null,
  numberingId: null,
  activityCode: null,
  bcGroup: null,
  allowHolidayPlanning: false,
  holidayPlanningColor: null,
  formSection: null,
  description: null,
  documentCount: 0,
};

function editorServer(overrides: ProcedureMocks = {}): ProcedureMocks {
  return {
    'users.me': () => admin,
    'formDesigner.form': () => form,
    'formDesigner.groups': () => [
      {
        id: 1,
        name: 'Prašymai',
        nameEn: null,
        sortOrder: 1,
        archived: false,
        parentId: null,
        isApplication: true,
        formCount: 1,
        isShared: false,
        canEdit: true,
        groups: [],
      },
    ],
    'formDesigner.formOptions': () => ({ numberings: [{ id: 5, code: 'ND', name: 'Nuotolinis', isShared: true }], activityCodes: [] }),
    ...overrides,
  };
}

describe('the form editor', () => {
  it('shows the form in both languages and the server refusal of a taken system name next to the field', async () => {
    const app = renderApp({
      route: '/admin/documents/edit-form/21',
      signedIn: true,
      procedures: editorServer({
        'formDesigner.updateForm': () =>
          Promise.reject(trpcError(ErrorCode.codeTaken, { fieldErrors: { systemName: [ErrorCode.codeTaken] } })),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Nuotolinis darbas', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pavadinimas (lietuvių k.)' })).toHaveValue('Nuotolinis darbas');
    expect(screen.getByRole('textbox', { name: 'Pavadinimas (anglų k.)' })).toHaveValue('Remote work');

    await app.user.type(screen.getByRole('textbox', { name: 'Sisteminis pavadinimas' }), 'annual-leave');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Šis kodas jau naudojamas.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Sisteminis pavadinimas' })).toHaveAttribute('aria-invalid', 'true');
    expect(app.callsOf('formDesigner.updateForm')[0]?.input).toMatchObject({
      id: 21,
      name: 'Nuotolinis darbas',
      systemName: 'annual-leave',
      formGroupId: 1,
    });
  });

  it('refuses a blank name before asking the server', async () => {
    const app = renderApp({ route: '/admin/documents/edit-form/21', signedIn: true, procedures: editorServer() });
    const name = await screen.findByRole('textbox', { name: 'Pavadinimas (lietuvių k.)' });
    await app.user.clear(name);
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(app.callsOf('formDesigner.updateForm')).toHaveLength(0);
  });

  it('shows a shared form read-only to a level-2 administrator, who may copy it into a group of their company', async () => {
    const app = renderApp({
      route: '/admin/documents/edit-form/21',
      signedIn: true,
      procedures: editorServer({
        'users.me': () => aUser({ adminAccess: 2 }),
        'formDesigner.form': (input) =>
          input.id === 21 ? { ...form, isShared: true, canEdit: false } : { ...form, id: 22, name: 'Nuotolinis darbas (kopija)' },
        'formDesigner.copyForm': () => ({ ...form, id: 22, name: 'Nuotolinis darbas (kopija)' }),
      }),
    });
    expect(await screen.findByText('Visoms įmonėms')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Pavadinimas (lietuvių k.)' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Išsaugoti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archyvuoti' })).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Kopijuoti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Formos kopijavimas' });
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Kopijuoti į grupę' }));
    await app.user.click(await screen.findByRole('option', { name: 'Prašymai' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Kopijuoti' }));
    await waitFor(() => expect(app.pathname()).toBe('/admin/documents/edit-form/22'));
    expect(app.callsOf('formDesigner.copyForm')[0]?.input).toEqual({ id: 21, targetGroupId: 1 });
  });
});
