import { FieldType, type SubmissionDetail } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { aField, aForm, aSubmission } from '../../../forms/testing/form-fixtures';
import { SESSION_TOKEN } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

function aDocument(overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  const form = aForm([
    aField(1, FieldType.text, {
      formValue: 'Darbo grafikas',
      formMeta: { caption: 'Tema', mandatory: true, requiredErrorMessage: 'Įrašykite temą' },
    }),
    aField(2, FieldType.checkbox, { formValue: 'true', formMeta: { caption: 'Skubu' } }),
    aField(3, FieldType.upload, { formValue: 'sutartis.pdf', formMeta: { caption: 'Priedai' } }),
    aField(4, FieldType.download, { formMeta: { caption: 'Sugeneruotas įsakymas' } }),
  ]);
  return aSubmission(form, overrides);
}

const savedFile = {
  id: 501,
  type: 0,
  dataId: 3,
  formSubmissionId: 41,
  formFileId: 501,
  fileName: 'sutartis.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 48_000,
};
const generatedFile = {
  id: 777,
  type: 3,
  dataId: 4,
  formSubmissionId: 41,
  formFileId: 777,
  fileName: 'isakymas.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 12_000,
};

function procedures(document = aDocument()) {
  return {
    'documents.submission': () => document,
    'formFiles.list': () => [savedFile],
    // Another submission's file of the same field is not this document's.
    'formFiles.listByDataId': () => [generatedFile, { ...generatedFile, id: 778, formSubmissionId: 40, fileName: 'kitas.pdf' }],
    // A filed document shows its workflow history (features/workflows tests it).
    'workflows.plan': () => null,
    'workflows.executionLogs': () => [],
  };
}

/** A field's value in the read-only summary of the document (its label's definition). */
function summaryValue(label: string): HTMLElement {
  const term = within(screen.getByLabelText('Dokumento laukai')).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('document view', () => {
  /** The names files were saved under (the download attribute of the link clicked). */
  let savedNames: string[];
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    savedNames = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedNames.push(this.download);
    });
  });
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the form name with the number, the state badge, dates, initiator and the values read-only', async () => {
    renderApp({
      route: '/applications/view-application/41',
      signedIn: true,
      procedures: procedures(
        aDocument({ state: 'InProgress', initiatedBy: { userId: 7, employeeFullName: 'Rūta Kazlauskienė', employeeNo: 'E0007' } }),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Bendrasis prašymas BP-00041', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Vykdomas').closest('[data-color]')).toHaveAttribute('data-color', 'amber');
    expect(screen.getByText('2026-11-20 10:15')).toBeInTheDocument();
    expect(screen.getByText('2026-11-21 14:40')).toBeInTheDocument();
    expect(screen.getByText('Rūta Kazlauskienė')).toBeInTheDocument();
    // Read as label–value pairs, not disabled inputs (issue #12).
    expect(summaryValue('Tema')).toHaveTextContent('Darbo grafikas');
    expect(summaryValue('Skubu')).toHaveTextContent('Taip');
    expect(screen.queryByRole('textbox', { name: 'Tema' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Skubu' })).not.toBeInTheDocument();
    // Not a draft: nothing to edit or delete.
    expect(screen.queryByRole('button', { name: 'Redaguoti' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ištrinti juodraštį' })).not.toBeInTheDocument();
  });

  it('lists the attached and the generated documents and saves one as a file on click, under the server’s name', async () => {
    const requests: { url: string; authorization: string | null }[] = [];
    const bytes = new TextEncoder().encode('%PDF-1.4 sutartis');
    server.use(
      http.get('*/api/files/form-files/:id', ({ request }) => {
        requests.push({
          url: new URL(request.url).pathname + new URL(request.url).search,
          authorization: request.headers.get('authorization'),
        });
        return new HttpResponse(bytes, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="sutartis su priedu.pdf"; filename*=UTF-8''sutartis%20su%20pried%C5%B3.pdf`,
          },
        });
      }),
    );
    const app = renderApp({ route: '/documents/view/41', signedIn: true, procedures: procedures() });
    const attached = await screen.findByRole('region', { name: 'Pridėti dokumentai' });
    const generated = screen.getByRole('region', { name: 'Sugeneruoti dokumentai' });
    expect(await within(generated).findByRole('button', { name: 'Atsisiųsti isakymas.pdf' })).toBeInTheDocument();
    expect(within(generated).queryByText('kitas.pdf')).not.toBeInTheDocument();
    await app.user.click(await within(attached).findByRole('button', { name: 'Atsisiųsti sutartis.pdf' }));

    await waitFor(() => expect(savedNames).toEqual(['sutartis su priedų.pdf']));
    // The token travels in the header, never in the address.
    expect(requests).toEqual([{ url: '/api/files/form-files/501', authorization: `Bearer ${SESSION_TOKEN}` }]);
    const blob = (URL.createObjectURL as Mock).mock.calls[0]![0] as Blob;
    expect(blob.size).toBe(bytes.length);
    expect(blob.type).toBe('application/pdf');
  });

  it('saves the document’s PDF from the PDF route, and says so when it cannot', async () => {
    let isRefused = false;
    const requested: string[] = [];
    server.use(
      http.get('*/api/files/documents/:id/pdf', ({ request }) => {
        requested.push(new URL(request.url).pathname);
        if (isRefused) {
          return HttpResponse.json(
            {
              status: 'error',
              data: null,
              messages: ['errors.permission_denied'],
              pagination: null,
              validationErrors: null,
              substatus: 'permission_denied',
            },
            { status: 403 },
          );
        }
        return new HttpResponse(new TextEncoder().encode('%PDF-1.7'), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Bendrasis prasymas BP-00041.pdf"; filename*=UTF-8''Bendrasis%20pra%C5%A1ymas%20BP-00041.pdf`,
          },
        });
      }),
    );
    const app = renderApp({ route: '/documents/view/41', signedIn: true, procedures: procedures() });
    await app.user.click(await screen.findByRole('button', { name: 'Atsisiųsti PDF' }));
    await waitFor(() => expect(savedNames).toEqual(['Bendrasis prašymas BP-00041.pdf']));

    isRefused = true;
    await app.user.click(screen.getByRole('button', { name: 'Atsisiųsti PDF' }));
    expect(await screen.findByText('Nepavyko atsisiųsti failo.')).toBeInTheDocument();
    expect(requested).toEqual(['/api/files/documents/41/pdf', '/api/files/documents/41/pdf']);
    expect(savedNames).toHaveLength(1);
  });

  it('edits a draft and saves it with the version it read', async () => {
    let document = aDocument();
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: {
        ...procedures(),
        'documents.submission': () => document,
        'documents.updateDocument': () => {
          document = aDocument({
            version: 4,
            form: {
              ...document.form,
              formData: document.form.formData.map((field) => (field.id === 1 ? { ...field, formValue: 'Naujas grafikas' } : field)),
            },
          });
          return {
            id: 41,
            documentNo: 'BP-00041',
            state: 'Draft',
            hasAnyError: false,
            messages: [],
            errors: [],
            warnings: [],
            messageOnSubmit: null,
            form: { id: 12, isApplication: true },
          };
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Redaguoti' }));
    const subject = screen.getByRole('textbox', { name: 'Tema' });
    expect(subject).not.toHaveAttribute('readonly');
    await app.user.clear(subject);
    await app.user.type(subject, 'Naujas grafikas');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));

    expect(await screen.findByText('Juodraštis išsaugotas')).toBeInTheDocument();
    expect(app.callsOf('documents.updateDocument').map((call) => call.input)).toEqual([
      {
        id: 41,
        version: 3,
        initiate: false,
        entries: [
          { formDataId: 1, formValue: 'Naujas grafikas' },
          { formDataId: 2, formValue: 'true' },
          { formDataId: 3, formValue: 'sutartis.pdf' },
          { formDataId: 4, formValue: '' },
        ],
      },
    ]);
    await waitFor(() => expect(summaryValue('Tema')).toHaveTextContent('Naujas grafikas'));
    expect(screen.queryByRole('textbox', { name: 'Tema' })).not.toBeInTheDocument();
  });

  it('submits an edited draft with the version it read, says it was initiated and reloads it', async () => {
    let document = aDocument();
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: {
        ...procedures(),
        'documents.submission': () => document,
        'documents.updateDocument': () => {
          document = aDocument({ version: 4, state: 'New', canManage: false, canDelete: false });
          return {
            id: 41,
            documentNo: 'BP-00041',
            state: 'New',
            hasAnyError: false,
            messages: [],
            errors: [],
            warnings: [],
            messageOnSubmit: null,
            form: { id: 12, isApplication: true },
          };
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Redaguoti' }));
    await app.user.click(screen.getByRole('button', { name: 'Pateikti' }));

    expect(await screen.findByText('Pateikta tvirtinti')).toBeInTheDocument();
    expect(app.callsOf('documents.updateDocument').map((call) => call.input)).toEqual([
      expect.objectContaining({ id: 41, version: 3, initiate: true }),
    ]);
    // Reloaded: no longer a draft, so nothing left to edit.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Redaguoti' })).not.toBeInTheDocument());
    expect(summaryValue('Tema')).toHaveTextContent('Darbo grafikas');
  });

  it('removes a saved file of a draft being edited, then reloads the files and the document', async () => {
    let files = [savedFile];
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: {
        ...procedures(),
        'formFiles.list': () => files,
        'formFiles.delete': (input) => {
          files = [];
          return { ...savedFile, id: Number(input.id) };
        },
      },
    });
    // Read-only, the saved file can only be downloaded.
    expect(await screen.findByRole('button', { name: 'Redaguoti' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pašalinti sutartis.pdf' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Redaguoti' }));
    const submissionLoads = app.callsOf('documents.submission').length;
    await app.user.click(await screen.findByRole('button', { name: 'Pašalinti sutartis.pdf' }));

    expect(app.callsOf('formFiles.delete').map((call) => call.input)).toEqual([{ id: 501 }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pašalinti sutartis.pdf' })).not.toBeInTheDocument());
    expect(app.callsOf('documents.submission').length).toBeGreaterThan(submissionLoads);
  });

  it('checks the rules before saving an edit', async () => {
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: { ...procedures(), 'documents.updateDocument': () => Promise.reject(new Error('not expected')) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Redaguoti' }));
    await app.user.clear(screen.getByRole('textbox', { name: 'Tema' }));
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Tema: Įrašykite temą')).toBeInTheDocument();
    expect(app.callsOf('documents.updateDocument')).toEqual([]);
  });

  it('edits a draft with its actions in the sticky bar, and takes the keyboard to the field the rules refuse', async () => {
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: { ...procedures(), 'documents.updateDocument': () => Promise.reject(new Error('not expected')) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Redaguoti' }));
    const bar = screen.getByRole('group', { name: 'Formos veiksmai' });
    expect(bar).toHaveAttribute('data-sticky-action-bar');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Atšaukti', 'Išsaugoti', 'Pateikti']);
    await app.user.clear(screen.getByRole('textbox', { name: 'Tema' }));
    within(bar).getByRole('button', { name: 'Išsaugoti' }).focus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByText('Tema: Įrašykite temą')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tema' })).toHaveFocus());
    expect(app.callsOf('documents.updateDocument')).toEqual([]);

    await app.user.click(within(bar).getByRole('button', { name: 'Atšaukti' }));
    expect(await screen.findByRole('button', { name: 'Redaguoti' })).toBeInTheDocument();
  });

  it('shows the conflict when someone saved the document meanwhile, and reloads it', async () => {
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: { ...procedures(), 'documents.updateDocument': () => Promise.reject(trpcError('CONFLICT', 'errors.document_changed')) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Redaguoti' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Tema' }), ' 2');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti' }));
    expect(
      await screen.findByText('Kažkas išsaugojo šį dokumentą po to, kai jį atsidarėte. Įkelkite jį iš naujo ir bandykite dar kartą.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(app.callsOf('documents.submission').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(summaryValue('Tema')).toHaveTextContent('Darbo grafikas'));
  });

  it('deletes a draft after confirmation and goes back to the stored page', async () => {
    window.sessionStorage.setItem('back_path', 'home');
    const app = renderApp({
      route: '/documents/view/41',
      signedIn: true,
      procedures: { ...procedures(), 'documents.deleteDocument': (input) => ({ id: Number(input.id) }) },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Ištrinti juodraštį' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ištrinti juodraštį' });
    expect(dialog).toHaveTextContent('Ištrinti juodraštį „Bendrasis prašymas BP-00041“? Jo atkurti nebus galima.');
    expect(app.callsOf('documents.deleteDocument')).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Ištrinti' }));
    expect(await screen.findByText('Sėkmingai ištrinta.')).toBeInTheDocument();
    expect(app.callsOf('documents.deleteDocument').map((call) => call.input)).toEqual([{ id: 41 }]);
    await waitFor(() => expect(app.pathname()).toBe('/home'));
  });

  it('keeps the draft when the deletion is cancelled', async () => {
    const app = renderApp({ route: '/documents/view/41', signedIn: true, procedures: procedures() });
    await app.user.click(await screen.findByRole('button', { name: 'Ištrinti juodraštį' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Atšaukti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.pathname()).toBe('/documents/view/41');
  });

  it('says the document was not found when it does not load', async () => {
    renderApp({
      route: '/documents/view/999',
      signedIn: true,
      procedures: { 'documents.submission': () => Promise.reject(trpcError('NOT_FOUND', 'errors.document_not_found')) },
    });
    expect(await screen.findByText('Dokumentas nerastas arba neturite teisės jo peržiūrėti.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atgal' })).toBeInTheDocument();
  });

  it('opens an external-system document by its guid and form', async () => {
    const app = renderApp({
      route: '/documents/view_bc/41/0f3c-77aa/12',
      signedIn: true,
      procedures: {
        ...procedures(),
        'documents.erpSubmission': () =>
          aDocument({ state: 'Approved', bcGuid: '0f3c-77aa', isBCDocument: true, canManage: false, canDelete: false }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Bendrasis prašymas BP-00041' })).toBeInTheDocument();
    expect(app.callsOf('documents.erpSubmission').map((call) => call.input)).toEqual([{ id: 41, bcGuid: '0f3c-77aa', formId: 12 }]);
    expect(app.callsOf('documents.submission')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Redaguoti' })).not.toBeInTheDocument();
  });
});
