import { FieldType, type DesignerField, type FormFields } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aField, FORM_ID } from '../../../forms/testing/form-fixtures';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { ProcedureMocks } from '../../../testing/trpc-mock';

const designer = aUser({ id: 2, username: 'admin', employeeNo: 'E0002', employeeFullName: 'Tomas Jankauskas', adminAccess: 2 });

function designerField(field: ReturnType<typeof aField>): DesignerField {
  const { formValue: _formValue, formValueId: _formValueId, ...rest } = field;
  return { ...rest, hasValues: false };
}

const dateField = aField(1, FieldType.date, { formMeta: { caption: 'Data nuo', captionEn: 'Date from', mandatory: true } });
const commentField = aField(2, FieldType.text, { formMeta: { caption: 'Pastabos', captionEn: 'Comments' } });

/** The server of one form's fields: an add places the meta last. */
function fieldsServer(initial: DesignerField[]) {
  let fields = [...initial];
  const procedures: ProcedureMocks = {
    'users.me': () => designer,
    'formFields.list': (): FormFields => ({
      form: {
        id: FORM_ID,
        name: 'Nuotolinio darbo prašymas',
        nameEn: 'Remote work request',
        archived: false,
        isShared: false,
        canEdit: true,
      },
      fields,
    }),
    'formFields.availableMetas': () => [
      {
        id: 7,
        type: FieldType.textArea,
        caption: 'Priežastis',
        captionEn: 'Reason',
        mandatory: false,
        dataSourceFieldKey: null,
        isShared: true,
      },
    ],
    'formFields.add': (input) => {
      const placed = designerField(aField(7, FieldType.textArea, { formMeta: { caption: 'Priežastis', captionEn: 'Reason' } }));
      expect(input).toEqual({ formId: FORM_ID, formMetaId: 7 });
      fields = [...fields, placed];
      return { id: placed.id };
    },
  };
  return procedures;
}

describe('the fields tab of the form editor', () => {
  it('names the form, lists its fields in order and adds a field chosen from the offered ones', async () => {
    const app = renderApp({
      route: `/admin/documents/edit-form/${FORM_ID}/fields`,
      signedIn: true,
      procedures: fieldsServer([dateField, commentField].map(designerField)),
    });
    expect(await screen.findByRole('heading', { name: /Nuotolinio darbo prašymas/ })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Laukai formoje iš eilės' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Data nuo', 'Pastabos']);

    await app.user.click(screen.getByRole('combobox', { name: 'Pridedamas laukas' }));
    await app.user.click(await screen.findByRole('option', { name: /Priežastis/ }));
    await app.user.click(screen.getByRole('button', { name: 'Pridėti lauką' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveAttribute('aria-label', 'Priežastis');
    // The add refetches the fields and the metas offered: both land before the next test's server.
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
  });

  it('refuses an invalid rule in the editor with the schema’s message and sends nothing', async () => {
    const app = renderApp({
      route: `/admin/documents/edit-form/${FORM_ID}/fields`,
      signedIn: true,
      procedures: fieldsServer([designerField(dateField)]),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Data nuo: parinktys ir taisyklės' }));
    const drawer = await screen.findByRole('dialog');
    await app.user.click(within(drawer).getByRole('combobox', { name: 'Nauja taisyklė' }));
    await app.user.click(await screen.findByRole('option', { name: /^1\./ }));
    const days = within(drawer).getByRole('textbox', { name: 'Darbo dienos nuo šiandien' });
    await app.user.clear(days);
    await app.user.type(days, '900');
    await app.user.click(within(drawer).getByRole('button', { name: 'Pridėti taisyklę' }));
    expect(await within(drawer).findByText('Neteisinga reikšmė.')).toBeInTheDocument();
    expect(app.calls.filter((call) => call.path === 'formFields.createValidation')).toEqual([]);
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
  });
});

describe('ordering and removing fields', () => {
  it('moves a field down with its button and says when a removed field is kept for filed documents', async () => {
    const procedures = fieldsServer([designerField(dateField), { ...designerField(commentField), hasValues: true }]);
    procedures['formFields.reorder'] = (input) => input as { formId: number; fieldIds: number[] };
    procedures['formFields.remove'] = (input) => ({ id: Number((input as { id: number }).id), outcome: 'kept' as const });
    const app = renderApp({ route: `/admin/documents/edit-form/${FORM_ID}/fields`, signedIn: true, procedures });
    await app.user.click(await screen.findByRole('button', { name: 'Perkelti „Data nuo“ žemyn' }));
    await waitFor(() =>
      expect(app.calls.filter((call) => call.path === 'formFields.reorder').map((call) => call.input)).toEqual([
        { formId: FORM_ID, fieldIds: [2, 1] },
      ]),
    );

    await app.user.click(screen.getByRole('button', { name: 'Pašalinti „Pastabos“' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pašalinti lauką' });
    expect(within(dialog).getByText(/Pateikti dokumentai turi šio lauko reikšmių/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Pašalinti' }));
    expect(
      await screen.findByText('Laukas pašalintas iš formos. Pateikti dokumentai turi jo reikšmių, todėl juose jis ir toliau rodomas.'),
    ).toBeInTheDocument();
    expect(app.calls.filter((call) => call.path === 'formFields.remove').map((call) => call.input)).toEqual([{ id: 2 }]);
  });
});

describe('ordering and removing fields', () => {
  it('moves a field down with its button and says when a removed field is kept for filed documents', async () => {
    const procedures = fieldsServer([designerField(dateField), { ...designerField(commentField), hasValues: true }]);
    procedures['formFields.reorder'] = (input) => input as { formId: number; fieldIds: number[] };
    procedures['formFields.remove'] = (input) => ({ id: Number((input as { id: number }).id), outcome: 'kept' as const });
    const app = renderApp({ route: `/admin/documents/edit-form/${FORM_ID}/fields`, signedIn: true, procedures });
    await app.user.click(await screen.findByRole('button', { name: 'Perkelti „Data nuo“ žemyn' }));
    await waitFor(() =>
      expect(app.calls.filter((call) => call.path === 'formFields.reorder').map((call) => call.input)).toEqual([
        { formId: FORM_ID, fieldIds: [2, 1] },
      ]),
    );

    await app.user.click(screen.getByRole('button', { name: 'Pašalinti „Pastabos“' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pašalinti lauką' });
    expect(within(dialog).getByText(/Pateikti dokumentai turi šio lauko reikšmių/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Pašalinti' }));
    expect(
      await screen.findByText('Laukas pašalintas iš formos. Pateikti dokumentai turi jo reikšmių, todėl juose jis ir toliau rodomas.'),
    ).toBeInTheDocument();
    expect(app.calls.filter((call) => call.path === 'formFields.remove').map((call) => call.input)).toEqual([{ id: 2 }]);
  });
});
