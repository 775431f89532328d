import { createHash } from 'node:crypto';
import { ErrorCode, FieldType, FormErrorCode, MAX_FILE_BYTES, MAX_FILES_PER_DOCUMENT, MAX_TOTAL_FILE_BYTES } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../testing/factories';
import { createTestForm, createTestFormFile, createTestSubmission, type TestForm, userIdOf } from '../../testing/document-factories';
import { demo, expectPermissionDenied, useDemoApi } from '../../testing/rest-client';
import { bearer } from '../../testing/test-app';
import type { FormFileInfo } from './form-files.schemas';
import { lazyFileBody, multipartContentType, pdfOfSize, postFiles, type FilePart } from './testing/multipart';

const api = useDemoApi();

let form: TestForm;
let otherForm: TestForm;
let users: { employee: number; manager: number; admin: number };

const field = (of: TestForm, caption: string) => of.fields.find((candidate) => candidate.caption === caption)!.formDataId;
const uploadField = () => field(form, 'Priedai');
const singleUrl = (submissionId: number) => `/api/documents/submit-form-file/${submissionId}`;

beforeAll(async () => {
  const db = api.harness.db;
  users = { employee: await userIdOf(db, 'employee'), manager: await userIdOf(db, 'manager'), admin: await userIdOf(db, 'admin') };
  form = await createTestForm(db, {
    name: 'Komandiruotės ataskaita',
    fields: [
      { type: FieldType.text, caption: 'Pastabos' },
      { type: FieldType.upload, caption: 'Priedai', mandatory: true },
      { type: FieldType.upload, caption: 'Kiti priedai' },
    ],
  });
  otherForm = await createTestForm(db, { fields: [{ type: FieldType.upload, caption: 'Svetimi priedai' }] });
});

async function draftOf(userId: number, state: 'Draft' | 'InProgress' = 'Draft') {
  return (await createTestSubmission(api.harness.db, { formId: form.formId, submittedBy: userId, employeeNo: demo.employee, state })).id;
}

function storedState() {
  const db = api.harness.db;
  return Promise.all([
    countRows(db, ['form_files', 'form_submission_entries']),
    db.selectFrom('form_submission_entries').select(['submission_id', 'form_data_id', 'form_value']).orderBy('id').execute(),
  ]);
}

async function entryValue(submissionId: number, formDataId: number) {
  const row = await api.harness.db
    .selectFrom('form_submission_entries')
    .select('form_value')
    .where('submission_id', '=', submissionId)
    .where('form_data_id', '=', formDataId)
    .executeTakeFirst();
  return row?.form_value;
}

function file(key: string, fileName: string, content: Buffer): FilePart {
  return { key, fileName, content };
}

describe('POST /api/documents/submit-form-file/{submissionId}', () => {
  it('stores a file of exactly 15,000,000 bytes with its hash, and writes the names into the field entry', async () => {
    const submissionId = await draftOf(users.employee);
    const content = pdfOfSize(MAX_FILE_BYTES);
    const response = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, [
      file(`${uploadField()}_file0`, 'sutartis.pdf', content),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.status).toBe('success');
    const [stored] = body.data as FormFileInfo[];
    expect(stored).toMatchObject({
      type: 0,
      dataId: uploadField(),
      formSubmissionId: submissionId,
      fileName: 'sutartis.pdf',
      mimeType: 'application/pdf',
      sizeBytes: MAX_FILE_BYTES,
    });
    expect(stored!.formFileId).toBe(stored!.id);
    const row = await api.harness.db
      .selectFrom('form_files')
      .select(['sha256', 'size_bytes', 'created_by'])
      .where('id', '=', stored!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      sha256: createHash('sha256').update(content).digest('hex'),
      size_bytes: MAX_FILE_BYTES,
      created_by: users.employee,
    });
    expect(await entryValue(submissionId, uploadField())).toBe('sutartis.pdf');

    // A second upload adds its name after the first; an unsafe name is cleaned (no path, no ';').
    const second = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, [
      file(`${uploadField()}_file0`, '..\\priedas;1.txt', Buffer.from('Ąžuolas, šaltinėlis\n')),
    ]);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data[0]).toMatchObject({ fileName: 'priedas_1.txt', mimeType: 'text/plain' });
    expect(await entryValue(submissionId, uploadField())).toBe('sutartis.pdf;priedas_1.txt');
  });

  it('refuses a file of 15,000,001 bytes naming it, and stores none of the request', async () => {
    const submissionId = await draftOf(users.employee);
    const before = await storedState();
    const response = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, [
      file(`${uploadField()}_file0`, 'mazas.pdf', pdfOfSize(1000)),
      file(`${uploadField()}_file1`, 'per-didelis.pdf', pdfOfSize(MAX_FILE_BYTES + 1)),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      status: 'validation_error',
      messages: [FormErrorCode.fileTooLarge],
      validationErrors: { [`${uploadField()}_file1`]: [FormErrorCode.fileTooLarge] },
      data: { refusedFiles: [{ key: `${uploadField()}_file1`, fileName: 'per-didelis.pdf' }] },
    });
    expect(await storedState()).toEqual(before);
  });

  it('refuses new files when they and the saved ones pass 50,000,000 bytes; exactly 50,000,000 fits', async () => {
    const submissionId = await draftOf(users.employee);
    const saved = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, [
      file(`${uploadField()}_file0`, 'a.pdf', pdfOfSize(MAX_FILE_BYTES)),
      file(`${uploadField()}_file1`, 'b.pdf', pdfOfSize(MAX_FILE_BYTES)),
      file(`${field(form, 'Kiti priedai')}_file0`, 'c.pdf', pdfOfSize(MAX_FILE_BYTES)),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const remaining = MAX_TOTAL_FILE_BYTES - 3 * MAX_FILE_BYTES;

    const before = await storedState();
    const over = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, [
      file(`${uploadField()}_file0`, 'd.pdf', pdfOfSize(remaining - 10)),
      file(`${uploadField()}_file1`, 'e.pdf', pdfOfSize(11)),
    ]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ status: 'validation_error', messages: [FormErrorCode.filesSizeLimitReached] });
    expect(over.json().data.refusedFiles.map((refused: { fileName: string }) => refused.fileName)).toEqual(['d.pdf', 'e.pdf']);
    expect(await storedState()).toEqual(before);

    const exact = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, [
      file(`${uploadField()}_file0`, 'd.pdf', pdfOfSize(remaining)),
    ]);
    expect(exact.statusCode, exact.body).toBe(200);
    expect(await entryValue(submissionId, uploadField())).toBe('a.pdf;b.pdf;d.pdf');
    expect(await entryValue(submissionId, field(form, 'Kiti priedai'))).toBe('c.pdf');
  });

  it('lets only one of two simultaneous uploads that each fit, but not together, through', async () => {
    const submissionId = await draftOf(users.employee);
    const parts = (name: string) => [
      file(`${uploadField()}_file0`, `${name}-1.pdf`, pdfOfSize(MAX_FILE_BYTES)),
      file(`${uploadField()}_file1`, `${name}-2.pdf`, pdfOfSize(MAX_FILE_BYTES)),
    ];
    const answers = await Promise.all(
      ['a', 'b'].map((name) => postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, parts(name))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413]);
    const loser = answers.find((answer) => answer.statusCode === 413)!;
    expect(loser.json().messages).toEqual([FormErrorCode.filesSizeLimitReached]);
    const stored = await api.harness.db
      .selectFrom('form_files')
      .select('file_name')
      .where('submission_id', '=', submissionId)
      .orderBy('id')
      .execute();
    expect(stored).toHaveLength(2);
    expect(await entryValue(submissionId, uploadField())).toBe(stored.map((row) => row.file_name).join(';'));
  });

  it("refuses a malformed key, a field that is not an upload field and another form's field; nothing is stored", async () => {
    const submissionId = await draftOf(users.employee);
    const before = await storedState();
    for (const key of [
      'file0',
      `${uploadField()}_file`,
      `${field(form, 'Pastabos')}_file0`,
      `${field(otherForm, 'Svetimi priedai')}_file0`,
      `999999_file0`,
    ]) {
      const response = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, [
        file(`${uploadField()}_file0`, 'geras.pdf', pdfOfSize(100)),
        file(key, 'blogas.pdf', pdfOfSize(100)),
      ]);
      expect(response.statusCode, key).toBe(400);
      expect(response.json(), key).toMatchObject({
        status: 'validation_error',
        messages: [ErrorCode.invalidValue],
        validationErrors: { [key]: [ErrorCode.invalidValue] },
      });
    }
    expect(await storedState()).toEqual(before);
  });

  it('refuses a file whose bytes are not of an allowed type, whatever its name and declared type', async () => {
    const submissionId = await draftOf(users.employee);
    const before = await storedState();
    const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    for (const fileName of ['programa.exe', 'saskaita.pdf', 'tekstas.txt']) {
      const response = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, [
        { key: `${uploadField()}_file0`, fileName, content: executable, contentType: 'application/pdf' },
      ]);
      expect(response.statusCode, fileName).toBe(415);
      expect(response.json().data.refusedFiles, fileName).toEqual([{ key: `${uploadField()}_file0`, fileName }]);
    }
    expect(await storedState()).toEqual(before);
  });

  it("refuses someone else's submission, and a submitted one unless the caller is an administrator", async () => {
    const ownDraft = await draftOf(users.employee);
    const submitted = await draftOf(users.employee, 'InProgress');
    const before = await storedState();
    const parts = () => [file(`${uploadField()}_file0`, 'priedas.pdf', pdfOfSize(500))];
    expectPermissionDenied(await postFiles(api.harness.app, singleUrl(ownDraft), api.tokens.manager, parts()), 'manager');
    expectPermissionDenied(await postFiles(api.harness.app, singleUrl(ownDraft), api.tokens.planner, parts()), 'planner');
    expectPermissionDenied(await postFiles(api.harness.app, singleUrl(submitted), api.tokens.employee, parts()), 'own, in progress');
    expect(await storedState()).toEqual(before);
    const missing = await postFiles(api.harness.app, singleUrl(987654), api.tokens.employee, parts());
    expect(missing.statusCode).toBe(404);

    const byAdmin = await postFiles(api.harness.app, singleUrl(submitted), api.tokens.admin, parts());
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await entryValue(submitted, uploadField())).toBe('priedas.pdf');
  });

  it('answers 401 without a session or with an unknown token, before reading the body', async () => {
    const submissionId = await draftOf(users.employee);
    const before = await storedState();
    const parts = [file(`${uploadField()}_file0`, 'priedas.pdf', pdfOfSize(500))];
    const anonymous = await postFiles(api.harness.app, singleUrl(submissionId), undefined, parts);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 'error', messages: [ErrorCode.notSignedIn] });
    const unknown = await postFiles(api.harness.app, singleUrl(submissionId), 'x'.repeat(43), parts);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ messages: [ErrorCode.sessionExpired] });
    expect(await storedState()).toEqual(before);
  });

  it('stops reading a body whose file passes the limit instead of taking it all in', async () => {
    const submissionId = await draftOf(users.employee);
    const before = await storedState();
    const hugeBytes = 200_000_000;
    const body = lazyFileBody({ key: `${uploadField()}_file0`, fileName: 'milziniskas.pdf' }, hugeBytes);
    const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const response = await api.harness.app.inject({
      method: 'POST',
      url: singleUrl(submissionId),
      headers: { ...bearer(api.tokens.employee), 'content-type': multipartContentType },
      payload: body.stream,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      messages: [FormErrorCode.fileTooLarge],
      data: { refusedFiles: [{ fileName: 'milziniskas.pdf' }] },
    });
    expect(response.headers.connection).toBe('close');
    // Pulled a little past the 15,000,000 bytes (stream buffers), never the 200,000,000.
    expect(body.produced()).toBeLessThan(MAX_FILE_BYTES + 5_000_000);
    const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    expect(heapAfter - heapBefore).toBeLessThan(100_000_000);
    body.stream.destroy();
    expect(await storedState()).toEqual(before);
  });

  it('refuses more than 20 files in one request', async () => {
    const submissionId = await draftOf(users.employee);
    const before = await storedState();
    const parts = Array.from({ length: 21 }, (_, index) => file(`${uploadField()}_file${index}`, `f${index}.pdf`, pdfOfSize(100)));
    const response = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, parts);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'validation_error', messages: [ErrorCode.invalidValue] });
    expect(await storedState()).toEqual(before);
  });

  it('refuses a request without files or that is not multipart', async () => {
    const submissionId = await draftOf(users.employee);
    const empty = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: 'validation_error', messages: [ErrorCode.fieldRequired] });
    const json = await api.client.post(singleUrl(submissionId), api.tokens.employee, { files: [] });
    expect(json.statusCode).toBe(415);
    const badId = await postFiles(api.harness.app, '/api/documents/submit-form-file/abc', api.tokens.employee, [
      file(`${uploadField()}_file0`, 'a.pdf', pdfOfSize(10)),
    ]);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ status: 'validation_error', validationErrors: { id: [ErrorCode.invalidValue] } });
  });
});

describe('POST /api/documents/submit-form-files/{submissionId}/{formDataId}', () => {
  it("stores files for the URL's upload field only", async () => {
    const submissionId = await draftOf(users.employee);
    const url = `/api/documents/submit-form-files/${submissionId}/${uploadField()}`;
    const response = await postFiles(api.harness.app, url, api.tokens.employee, [
      file(`${uploadField()}_file0`, 'vienas.pdf', pdfOfSize(300)),
      file(
        `${uploadField()}_file1`,
        'du.png',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(50)]),
      ),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as FormFileInfo[]).map((stored) => [stored.fileName, stored.mimeType])).toEqual([
      ['vienas.pdf', 'application/pdf'],
      ['du.png', 'image/png'],
    ]);
    expect(await entryValue(submissionId, uploadField())).toBe('vienas.pdf;du.png');

    const before = await storedState();
    const otherField = await postFiles(api.harness.app, url, api.tokens.employee, [
      file(`${field(form, 'Kiti priedai')}_file0`, 'kitas.pdf', pdfOfSize(300)),
    ]);
    expect(otherField.statusCode).toBe(400);
    const notUpload = await postFiles(
      api.harness.app,
      `/api/documents/submit-form-files/${submissionId}/${field(form, 'Pastabos')}`,
      api.tokens.employee,
      [file(`${field(form, 'Pastabos')}_file0`, 'kitas.pdf', pdfOfSize(300))],
    );
    expect(notUpload.statusCode).toBe(400);
    expect(notUpload.json()).toMatchObject({ validationErrors: { [String(field(form, 'Pastabos'))]: [ErrorCode.invalidValue] } });
    expect(await storedState()).toEqual(before);
  });
});

describe('what a document keeps', () => {
  const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(60, 7)]);
  const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);

  it('stores a file under an extension of the type its bytes are, whatever extension it was sent with', async () => {
    const submissionId = await draftOf(users.employee);
    const response = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, [
      file(`${uploadField()}_file0`, 'ataskaita.pdf', png()),
      file(`${uploadField()}_file1`, 'puslapis.html', png()),
      file(`${uploadField()}_file2`, 'nuotrauka', jpeg()),
      file(`${uploadField()}_file3`, 'Nuotrauka.JPEG', jpeg()),
      file(`${uploadField()}_file4`, 'sutartis v1.2', pdfOfSize(300)),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json().data as FormFileInfo[]).map((stored) => [stored.fileName, stored.mimeType])).toEqual([
      ['ataskaita.png', 'image/png'],
      ['puslapis.png', 'image/png'],
      ['nuotrauka.jpg', 'image/jpeg'],
      ['Nuotrauka.JPEG', 'image/jpeg'],
      ['sutartis v1.2.pdf', 'application/pdf'],
    ]);
    expect(await entryValue(submissionId, uploadField())).toBe('ataskaita.png;puslapis.png;nuotrauka.jpg;Nuotrauka.JPEG;sutartis v1.2.pdf');
    const [first] = response.json().data as FormFileInfo[];
    const download = await api.client.get(`/api/files/form-files/${first!.id}`, api.tokens.employee);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="ataskaita.png"; filename*=UTF-8''ataskaita.png`);
  });

  it(`refuses files past ${MAX_FILES_PER_DOCUMENT} a document, naming their field, counting workflow-step files but not generated ones`, async () => {
    const submissionId = await draftOf(users.employee);
    const db = api.harness.db;
    const saved = MAX_FILES_PER_DOCUMENT - 2;
    for (let index = 0; index < saved; index++) {
      await createTestFormFile(db, {
        submissionId,
        // Files of an approve or decline count as much as the fields' own.
        ...(index % 2 === 0 ? { formDataId: uploadField(), type: 0 } : { type: 1 }),
        fileName: `saved-${index}.pdf`,
        content: pdfOfSize(100),
      });
    }
    await createTestFormFile(db, { submissionId, type: 3, fileName: 'generated.pdf', content: pdfOfSize(100) });
    await createTestFormFile(db, { submissionId, type: 2, fileName: 'erp.pdf', content: pdfOfSize(100) });

    const before = await storedState();
    const parts = ['a', 'b', 'c'].map((name, index) => file(`${uploadField()}_file${index}`, `${name}.pdf`, pdfOfSize(100)));
    const over = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, parts);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      status: 'validation_error',
      messages: [FormErrorCode.tooManyFilesInDocument],
      validationErrors: {
        [`${uploadField()}_file0`]: [FormErrorCode.tooManyFilesInDocument],
        [`${uploadField()}_file1`]: [FormErrorCode.tooManyFilesInDocument],
        [`${uploadField()}_file2`]: [FormErrorCode.tooManyFilesInDocument],
      },
    });
    expect(over.json().data.refusedFiles.map((refused: { fileName: string }) => refused.fileName)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(await storedState()).toEqual(before);

    const fits = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, parts.slice(0, 2));
    expect(fits.statusCode, fits.body).toBe(200);
    const oneMore = await postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, [
      file(`${field(form, 'Kiti priedai')}_file0`, 'd.pdf', pdfOfSize(100)),
    ]);
    expect(oneMore.statusCode).toBe(413);
    expect(oneMore.json()).toMatchObject({
      messages: [FormErrorCode.tooManyFilesInDocument],
      validationErrors: { [`${field(form, 'Kiti priedai')}_file0`]: [FormErrorCode.tooManyFilesInDocument] },
    });
  });

  it('lets only one of two simultaneous uploads through when the document has room for one more file', async () => {
    const submissionId = await draftOf(users.employee);
    for (let index = 0; index < MAX_FILES_PER_DOCUMENT - 1; index++) {
      await createTestFormFile(api.harness.db, {
        submissionId,
        formDataId: uploadField(),
        fileName: `${index}.pdf`,
        content: pdfOfSize(50),
      });
    }
    const answers = await Promise.all(
      ['a', 'b'].map((name) =>
        postFiles(api.harness.app, singleUrl(submissionId), api.tokens.employee, [
          file(`${uploadField()}_file0`, `${name}.pdf`, pdfOfSize(50)),
        ]),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413]);
    expect(answers.find((answer) => answer.statusCode === 413)!.json().messages).toEqual([FormErrorCode.tooManyFilesInDocument]);
    const count = await api.harness.db
      .selectFrom('form_files')
      .select((eb) => eb.fn.countAll<string>().as('files'))
      .where('submission_id', '=', submissionId)
      .executeTakeFirstOrThrow();
    expect(Number(count.files)).toBe(MAX_FILES_PER_DOCUMENT);
  });
});
