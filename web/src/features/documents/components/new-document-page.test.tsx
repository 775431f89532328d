import { FieldType, type SubmitFormResult } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aField, aForm, aSubmission } from '../../../forms/testing/form-fixtures';
import { SESSION_TOKEN } from '../../../testing/fixtures';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';
import { trpcError } from '../../../testing/trpc-mock';

const subject = aField(1, FieldType.text, {
  formMeta: { caption: 'Tema', mandatory: true, requiredErrorMessage: 'Įrašykite temą', requiredErrorMessageEn: 'Enter a subject' },
});
const request = aField(2, FieldType.textArea, { formMeta: { caption: 'Prašymo tekstas' } });
const attachments = aField(3, FieldType.upload, { formMeta: { caption: 'Priedai' } });

function aResult(overrides: Partial<SubmitFormResult> = {}): SubmitFormResult {
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
    ...overrides,
  };
}

function procedures(form = aForm([subject, request, attachments])) {
  return {
    'documents.form': () => form,
    'documents.formDescription': () => ({
      id: 1,
      formId: 12,
      description: 'Prašymą pateikite iš anksto.\nAtsakymą gausite el. paštu.',
      descriptionEN: 'File the request in advance.',
      createDate: new Date('2026-01-01T00:00:00Z'),
    }),
    'documents.submission': () => aSubmission(form, { state: 'New' }),
    'formFiles.list': () => [],
  };
}

describe('new-form screen', () => {
  it('shows the form name, its description with line breaks and the fields', async () => {
    renderApp({ route: '/applications/detail-application/12/3', signedIn: true, procedures: procedures() });
    expect(await screen.findByRole('heading', { name: 'Bendrasis prašymas', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/Prašymą pateikite iš anksto\./)).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.getByRole('textbox', { name: 'Tema' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Prašymo tekstas' })).not.toBeRequired();
  });

  it('stops on an empty required field with its own message and sends nothing', async () => {
    const app = renderApp({
      route: '/documents/new/12/3',
      signedIn: true,
      procedures: { ...procedures(), 'documents.submitForm': () => aResult() },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Pateikti' }));
    expect(await screen.findByText('Tema: Įrašykite temą')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tema' })).toHaveAccessibleDescription('Įrašykite temą');
    expect(app.callsOf('documents.submitForm')).toEqual([]);
    expect(app.pathname()).toBe('/documents/new/12/3');
  });

  it('sends the entries, announces the form’s message and opens the application', async () => {
    const app = renderApp({
      route: '/applications/detail-application/12/3',
      signedIn: true,
      procedures: { ...procedures(), 'documents.submitForm': () => aResult({ messageOnSubmit: 'Prašymą patvirtins vadovas.' }) },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Tema' }), 'Darbo grafikas');
    await app.user.type(screen.getByRole('textbox', { name: 'Prašymo tekstas' }), 'Prašau pakeisti grafiką.');
    await app.user.click(screen.getByRole('button', { name: 'Pateikti' }));

    await waitFor(() => expect(app.pathname()).toBe('/applications/view-application/41'));
    expect(app.callsOf('documents.submitForm').map((call) => call.input)).toEqual([
      {
        formId: 12,
        entries: [
          { formDataId: 1, formValue: 'Darbo grafikas' },
          { formDataId: 2, formValue: 'Prašau pakeisti grafiką.' },
          { formDataId: 3, formValue: '' },
        ],
        initiate: true,
      },
    ]);
    expect(await screen.findByText('Pateikta tvirtinti')).toBeInTheDocument();
    expect(screen.getByText('Prašymą patvirtins vadovas.')).toBeInTheDocument();
    expect(screen.queryByText('Juodraštis išsaugotas')).not.toBeInTheDocument();
  });

  it('saves a draft of a document and opens it in the documents view', async () => {
    const app = renderApp({
      route: '/documents/new/12/3',
      signedIn: true,
      procedures: { ...procedures(), 'documents.submitForm': () => aResult({ state: 'Draft', form: { id: 12, isApplication: false } }) },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Tema' }), 'Juodraštis');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti juodraštį' }));
    await waitFor(() => expect(app.pathname()).toBe('/documents/view/41'));
    expect(app.callsOf('documents.submitForm')[0]?.input).toMatchObject({ initiate: false });
    expect(await screen.findByText('Juodraštis išsaugotas')).toBeInTheDocument();
  });

  it('never saves or submits on Enter in a field; a text area keeps the new line', async () => {
    const app = renderApp({
      route: '/documents/new/12/3',
      signedIn: true,
      procedures: { ...procedures(), 'documents.submitForm': () => aResult({ state: 'Draft' }) },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Tema' }), 'Atostogos{Enter}');
    await app.user.type(screen.getByRole('textbox', { name: 'Prašymo tekstas' }), 'Pirma eilutė{Enter}Antra');
    expect(screen.getByRole('textbox', { name: 'Prašymo tekstas' })).toHaveValue('Pirma eilutė\nAntra');
    // Give a stray save the time it would take to be sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(app.callsOf('documents.submitForm')).toEqual([]);
    expect(app.pathname()).toBe('/documents/new/12/3');

    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti juodraštį' }));
    await waitFor(() => expect(app.callsOf('documents.submitForm')).toHaveLength(1));
  });

  it('announces a saved draft as saved, never as submitted nor with the form’s submit message', async () => {
    const app = renderApp({
      route: '/documents/new/12/3',
      signedIn: true,
      procedures: {
        ...procedures(),
        'documents.submitForm': () =>
          aResult({ state: 'Draft', messageOnSubmit: 'Prašymą patvirtins vadovas.', form: { id: 12, isApplication: false } }),
      },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Tema' }), 'Juodraštis');
    await app.user.click(screen.getByRole('button', { name: 'Išsaugoti juodraštį' }));
    expect(await screen.findByText('Juodraštis išsaugotas')).toBeInTheDocument();
    expect(screen.queryByText('Pateikta tvirtinti')).not.toBeInTheDocument();
    expect(screen.queryByText('Prašymą patvirtins vadovas.')).not.toBeInTheDocument();
  });

  it('uploads the chosen files into the saved draft before initiating it', async () => {
    const uploads: { key: string; authorization: string | null }[] = [];
    server.use(
      http.post('*/api/documents/submit-form-file/:id', async ({ request: upload, params }) => {
        const body = await upload.formData();
        // (The file's name does not survive jsdom's File inside Node's fetch; the browser sends it.)
        for (const key of body.keys()) uploads.push({ key: `${params.id}:${key}`, authorization: upload.headers.get('authorization') });
        return HttpResponse.json({ status: 'success', data: [], messages: [], pagination: null, validationErrors: null, substatus: null });
      }),
    );
    const app = renderApp({
      route: '/applications/detail-application/12/3',
      signedIn: true,
      procedures: {
        ...procedures(),
        'documents.submitForm': () => aResult({ state: 'Draft' }),
        'documents.updateDocument': () => aResult({ state: 'New' }),
      },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Tema' }), 'Su priedu');
    await app.user.upload(screen.getByLabelText('Priedai'), new File(['%PDF-1.4'], 'sutartis.pdf', { type: 'application/pdf' }));
    await app.user.click(screen.getByRole('button', { name: 'Pateikti' }));

    await waitFor(() => expect(app.pathname()).toBe('/applications/view-application/41'));
    expect(app.callsOf('documents.submitForm')[0]?.input).toMatchObject({
      initiate: false,
      entries: expect.arrayContaining([{ formDataId: 3, formValue: 'sutartis.pdf' }]),
    });
    expect(uploads).toEqual([{ key: '41:3_file0', authorization: `Bearer ${SESSION_TOKEN}` }]);
    expect(app.callsOf('documents.updateDocument').map((call) => call.input)).toEqual([
      {
        id: 41,
        entries: [
          { formDataId: 1, formValue: 'Su priedu' },
          { formDataId: 2, formValue: '' },
        ],
        initiate: true,
      },
    ]);
    expect(await screen.findByText('Pateikta tvirtinti')).toBeInTheDocument();
  });

  it('keeps a draft whose files pass the document’s cap, saying once which field they were for', async () => {
    server.use(
      http.post('*/api/documents/submit-form-file/:id', async ({ request: upload }) => {
        const [key = ''] = [...(await upload.formData()).keys()];
        return HttpResponse.json(
          {
            status: 'validation_error',
            data: { refusedFiles: [{ key, fileName: 'x.pdf' }] },
            messages: ['errors.too_many_files_in_document'],
            pagination: null,
            validationErrors: { [key]: ['errors.too_many_files_in_document'] },
            substatus: null,
          },
          { status: 413 },
        );
      }),
    );
    const app = renderApp({
      route: '/applications/detail-application/12/3',
      signedIn: true,
      procedures: { ...procedures(), 'documents.submitForm': () => aResult({ state: 'Draft' }) },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Tema' }), 'Daug priedų');
    await app.user.upload(screen.getByLabelText('Priedai'), [
      new File(['%PDF-1.4'], 'pirmas.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.4'], 'antras.pdf', { type: 'application/pdf' }),
    ]);
    await app.user.click(screen.getByRole('button', { name: 'Pateikti' }));

    const notice = 'Priedai: Per daug failų: prie dokumento galima pridėti ne daugiau kaip 50 failų.';
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.getAllByText(notice)).toHaveLength(1);
    // Not initiated: the draft waits for the user to remove files.
    expect(app.callsOf('documents.updateDocument')).toEqual([]);
  });

  it('shows the server’s refusal on its field and stays on the form', async () => {
    const app = renderApp({
      route: '/documents/new/12/3',
      signedIn: true,
      procedures: {
        ...procedures(),
        'documents.submitForm': () =>
          aResult({
            id: null,
            documentNo: null,
            state: null,
            hasAnyError: true,
            messages: ['errors.date_range_overlaps'],
            errors: [{ fieldId: '2', code: 'errors.date_range_overlaps' }],
          }),
      },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Tema' }), 'Atostogos');
    await app.user.click(screen.getByRole('button', { name: 'Pateikti' }));
    expect(await screen.findByText('Prašymo tekstas: Datų intervalai persidengia.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prašymo tekstas' })).toHaveAccessibleDescription('Datų intervalai persidengia.');
    expect(app.pathname()).toBe('/documents/new/12/3');
  });

  it('marks the field a refused call names, e.g. an employee outside the picker’s scope', async () => {
    const app = renderApp({
      route: '/documents/new/12/3',
      signedIn: true,
      procedures: {
        ...procedures(),
        'documents.submitForm': () =>
          Promise.reject(trpcError('FORBIDDEN', 'errors.permission_denied', { fieldErrors: { '1': ['errors.permission_denied'] } })),
      },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Tema' }), 'Kito darbuotojo prašymas');
    await app.user.click(screen.getByRole('button', { name: 'Pateikti' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Tema' })).toHaveAccessibleDescription('Neturite teisių atlikti šio veiksmo.'),
    );
    expect(app.pathname()).toBe('/documents/new/12/3');
  });

  it('keeps close, save as draft and submit in the sticky action bar, close first and submit last', async () => {
    renderApp({ route: '/documents/new/12/3', signedIn: true, procedures: procedures() });
    const bar = await screen.findByRole('group', { name: 'Formos veiksmai' });
    expect(bar).toHaveAttribute('data-sticky-action-bar');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Uždaryti', 'Išsaugoti juodraštį', 'Pateikti']);
    // The bar belongs to the form, so it sticks while the form scrolls and leaves with it.
    expect(screen.getByRole('form', { name: 'Bendrasis prašymas' })).toContainElement(bar);
  });

  it('lays the fields out in sections, the files under their own heading', async () => {
    renderApp({ route: '/documents/new/12/3', signedIn: true, procedures: procedures() });
    const files = (await screen.findByRole('heading', { name: 'Priedai', level: 2 })).closest('section')!;
    expect(within(files).getByLabelText('Priedai', { selector: 'input' })).toBeInTheDocument();
    // The subject is a short field: half the width, in a row of its own.
    expect(screen.getByRole('textbox', { name: 'Tema' }).closest('[data-field-row]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Prašymo tekstas' }).closest('[data-field-row]')).toBeNull();
  });

  it('takes the keyboard to the first field with an error when submitting is refused', async () => {
    const app = renderApp({
      route: '/documents/new/12/3',
      signedIn: true,
      procedures: { ...procedures(), 'documents.submitForm': () => aResult() },
    });
    (await screen.findByRole('button', { name: 'Pateikti' })).focus();
    await app.user.keyboard('{Enter}');
    expect(await screen.findByText('Tema: Įrašykite temą')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tema' })).toHaveFocus());
    expect(app.callsOf('documents.submitForm')).toEqual([]);
  });

  it('says so when the form does not exist', async () => {
    renderApp({
      route: '/documents/new/999/3',
      signedIn: true,
      procedures: {
        ...procedures(),
        'documents.form': () => Promise.reject(trpcError('NOT_FOUND', 'errors.record_with_id_does_not_exist')),
      },
    });
    expect(await screen.findByText('Forma nerasta. Galbūt ji suarchyvuota.')).toBeInTheDocument();
  });

  it('shows a loading state', async () => {
    renderApp({
      route: '/documents/new/12/3',
      signedIn: true,
      procedures: { ...procedures(), 'documents.form': () => new Promise(() => {}) },
    });
    expect(await screen.findByRole('heading', { name: 'Naujas dokumentas' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…');
  });

  it('closes to my applications', async () => {
    const app = renderApp({
      route: '/documents/new/12/3',
      signedIn: true,
      procedures: { ...procedures(), 'documents.formGroupMenu': () => [] },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Uždaryti' }));
    await waitFor(() => expect(app.pathname()).toBe('/applications/my-applications'));
  });
});
