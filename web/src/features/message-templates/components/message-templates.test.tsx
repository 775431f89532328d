import type { MessageTemplate, MessageTemplateListItem } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import type { ProcedureMocks } from '../../../testing/trpc-mock';

const topAdmin = aUser({ id: 2, username: 'admin', adminAccess: 3 });
const designer = aUser({ id: 7, username: 'designer', adminAccess: 2 });

const approved: MessageTemplate = {
  id: 4,
  code: 'workflow.approved',
  type: 0,
  subjectLt: 'Patvirtinta: {formName}',
  subjectEn: 'Approved: {formName}',
  textLt: '<p>Sveiki, {recipient}.</p>',
  textEn: '<p>Hello {recipient}.</p>',
  isShared: true,
};

function templatesServer(me = topAdmin): ProcedureMocks {
  let template = { ...approved };
  return {
    'users.me': () => me,
    'messageTemplates.list': () => {
      const items: MessageTemplateListItem[] = [
        {
          id: 4,
          code: 'workflow.approved',
          type: 0,
          subjectLt: 'Patvirtinta: {formName}',
          subjectEn: 'Approved',
          isShared: true,
          workflowsCount: 3,
        },
        { id: 9, code: 'sv.reminder', type: 0, subjectLt: 'Priminimas', subjectEn: 'Reminder', isShared: false, workflowsCount: 0 },
      ];
      return { items, pagination: { page: 1, rowsPerPage: 20, totalRecords: 2 } };
    },
    'messageTemplates.get': () => template,
    'messageTemplates.save': (input) => {
      template = { ...template, ...(input as Partial<MessageTemplate>) };
      return template;
    },
    'messageTemplates.previewDocuments': () => [
      {
        id: 31,
        documentNo: 'KA-00031',
        formName: 'Kasmetinės atostogos',
        formNameEn: 'Annual leave',
        createdAt: new Date('2026-11-18T09:00:00Z'),
      },
    ],
    'messageTemplates.preview': (input) => ({
      subject: `Patvirtinta: Kasmetinės atostogos (${String(input.submissionId ?? 'naujausias')})`,
      html: '<p>Sveiki, <strong>Tomas</strong>.</p><script>alert(1)</script>',
      submissionId: 31,
    }),
    'messageTemplates.sendTest': () => ({ address: 'admin@example.lt', subject: 'Patvirtinta: Kasmetinės atostogos', submissionId: 31 }),
  };
}

describe('the templates tab', () => {
  it('lists the notification templates with the workflows using them, the shared ones marked', async () => {
    renderApp({ route: '/admin/workflows/templates', signedIn: true, procedures: templatesServer() });
    const table = await screen.findByRole('table', { name: 'Pranešimų šablonai' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Visoms įmonėms')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'sv.reminder' })).toHaveAttribute('href', '/admin/templates/9');
    expect(screen.getByRole('link', { name: 'Naujas šablonas' })).toHaveAttribute('href', '/admin/templates/new');
  });
});

describe('the template editor (templates/{id})', () => {
  it('inserts a placeholder at the cursor and saves; an unknown placeholder is refused before saving', async () => {
    const app = renderApp({ route: '/admin/templates/4', signedIn: true, procedures: templatesServer() });
    const subject = await screen.findByRole('textbox', { name: 'Tema (lietuvių k.)' });
    await waitFor(() => expect(subject).toHaveValue('Patvirtinta: {formName}'));
    // The cursor after "Patvirtinta:" — the placeholder goes there.
    await app.user.click(subject);
    (subject as HTMLInputElement).setSelectionRange(12, 12);
    subject.dispatchEvent(new Event('select', { bubbles: true }));
    await app.user.click(screen.getByRole('button', { name: 'Įterpti {documentNo}' }));
    expect(subject).toHaveValue('Patvirtinta:{documentNo} {formName}');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() =>
      expect(app.callsOf('messageTemplates.save')[0]?.input).toMatchObject({ id: 4, subjectLt: 'Patvirtinta:{documentNo} {formName}' }),
    );

    const text = screen.getByRole('textbox', { name: 'Tekstas (anglų k.)' });
    await app.user.clear(text);
    await app.user.type(text, '{{salary}');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText(/Tekste yra žyma, kurios šis šablonas negali užpildyti/)).toBeInTheDocument();
    expect(app.callsOf('messageTemplates.save')).toHaveLength(1);
  });

  it('previews from a chosen document through the sanitising component, and sends a test to the administrator', async () => {
    const app = renderApp({ route: '/admin/templates/4', signedIn: true, procedures: templatesServer() });
    await screen.findByRole('textbox', { name: 'Tema (lietuvių k.)' });
    await app.user.click(screen.getAllByLabelText('Dokumentas')[0]!);
    await app.user.click(await screen.findByRole('option', { name: 'Kasmetinės atostogos KA-00031' }));
    await app.user.click(screen.getByRole('button', { name: 'Rodyti peržiūrą' }));
    const preview = await screen.findByRole('region', { name: 'Pranešimo peržiūra' });
    expect(within(preview).getByText('Patvirtinta: Kasmetinės atostogos (31)')).toBeInTheDocument();
    expect(within(preview).getByText('Tomas')).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(app.callsOf('messageTemplates.preview')[0]?.input).toMatchObject({
      type: 0,
      submissionId: 31,
      language: 'lt',
      subject: 'Patvirtinta: {formName}',
    });

    await app.user.click(screen.getByRole('button', { name: 'Siųsti bandomąjį' }));
    expect(await screen.findByText('Bandomasis pranešimas išsiųstas adresu admin@example.lt.')).toBeInTheDocument();
    expect(app.callsOf('messageTemplates.sendTest')[0]?.input).toEqual({ id: 4, language: 'lt' });
  });

  it('shows a shared template to a level-2 designer read-only, offering a copy under the same code', async () => {
    const app = renderApp({ route: '/admin/templates/4', signedIn: true, procedures: templatesServer(designer) });
    const subject = await screen.findByRole('textbox', { name: 'Tema (lietuvių k.)' });
    expect(subject).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Išsaugoti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ištrinti' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Kopijuoti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kopijuoti šabloną' });
    expect(within(dialog).getByRole('textbox', { name: 'Kopijos kodas' })).toHaveValue('workflow.approved');
  });
});
