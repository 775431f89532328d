import { FieldType, type Form } from '@portal/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aField, aForm, FORM_ID } from '../../../forms/testing/form-fixtures';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

const designer = aUser({ id: 2, username: 'admin', employeeNo: 'E0002', employeeFullName: 'Tomas Jankauskas', adminAccess: 2 });
const dateField = aField(1, FieldType.date, { formMeta: { caption: 'Data nuo', captionEn: 'Date from', mandatory: true } });
const commentField = aField(2, FieldType.text, { formMeta: { caption: 'Pastabos', captionEn: 'Comments' } });

describe('the preview tab of the form editor', () => {
  const form: Form = aForm([dateField, commentField], { name: 'Nuotolinio darbo prašymas', nameEn: 'Remote work request' });

  it('renders the form in Lithuanian or English and checks it without filing', async () => {
    const app = renderApp({
      route: `/admin/documents/edit-form/${FORM_ID}/preview`,
      signedIn: true,
      procedures: { 'users.me': () => designer, 'formFields.preview': () => form },
    });
    expect(await screen.findByText('Data nuo')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Tikrinti' }));
    expect(await screen.findByText('Forma neatitinka taisyklių: žr. laukus.')).toBeInTheDocument();

    await app.user.click(screen.getByText('EN'));
    expect(await screen.findByText('Date from')).toBeInTheDocument();
    expect(screen.queryByText('Data nuo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toBeInTheDocument();
    expect(app.calls.map((call) => call.path)).not.toContain('documents.submit');
  });
});
