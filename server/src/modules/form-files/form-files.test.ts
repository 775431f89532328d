import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, FieldType } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestForm, createTestFormFile, createTestSubmission, type TestForm, userIdOf } from '../../testing/document-factories';
import { demo, expectPermissionDenied, expectValidationError, successData, useDemoApi } from '../../testing/rest-client';
import { bearer } from '../../testing/test-app';
import type { FileDownload, FormFileInfo } from './form-files.schemas';
import { extractPdfText } from './testing/pdf-text';
import { postFiles } from './testing/multipart';

const api = useDemoApi();

let form: TestForm;
let users: { employee: number; manager: number; admin: number };

const field = (caption: string) => form.fields.find((candidate) => candidate.caption === caption)!.formDataId;

beforeAll(async () => {
  const db = api.harness.db;
  users = { employee: await userIdOf(db, 'employee'), manager: await userIdOf(db, 'manager'), admin: await userIdOf(db, 'admin') };
  form = await createTestForm(db, {
    name: 'Kasmetinių atostogų prašymas',
    nameEn: 'Annual leave request',
    fields: [
      { type: FieldType.text, caption: 'Pastabos' },
      { type: FieldType.date, caption: 'Data nuo' },
      { type: FieldType.checkbox, caption: 'Atostoginius išmokėti prieš atostogas' },
      { type: FieldType.participants, caption: 'Tvirtintojai' },
      { type: FieldType.tripLocations, caption: 'Komandiruotės vietos' },
      { type: FieldType.vehicle, caption: 'Transportas' },
      { type: FieldType.hidden, caption: 'Slaptas laukas' },
      { type: FieldType.upload, caption: 'Priedai' },
      { type: FieldType.hyperlinks, caption: 'Nuorodos' },
      { type: FieldType.multipleCheckbox, caption: 'Pasirinkimai' },
    ],
  });
});

function draft(input: { submittedBy: number; employeeNo?: string; state?: 'Draft' | 'InProgress' | 'Approved' } = { submittedBy: 0 }) {
  return createTestSubmission(api.harness.db, {
    formId: form.formId,
    submittedBy: input.submittedBy,
    employeeNo: input.employeeNo ?? demo.employee,
    state: input.state ?? 'Draft',
  }).then((created) => created.id);
}

function pdfContent(text: string): Buffer {
  return Buffer.concat([Buffer.from(`%PDF-1.7\n% ${text}\n`), randomBytes(2000)]);
}

async function uploadInto(submissionId: number, token: string, files: { name: string; content: Buffer }[]): Promise<FormFileInfo[]> {
  const response = await postFiles(
    api.harness.app,
    `/api/documents/submit-form-file/${submissionId}`,
    token,
    files.map((file, index) => ({ key: `${field('Priedai')}_file${index}`, fileName: file.name, content: file.content })),
  );
  return successData<FormFileInfo[]>(response);
}

async function entryValue(submissionId: number) {
  const row = await api.harness.db
    .selectFrom('form_submission_entries')
    .select('form_value')
    .where('submission_id', '=', submissionId)
    .where('form_data_id', '=', field('Priedai'))
    .executeTakeFirst();
  return row?.form_value;
}

const listUrl = (submissionId: number) => `/api/documents/get-form-files/${submissionId}/${field('Priedai')}`;
const deleteRequest = (id: number, token: string) =>
  api.harness.app.inject({ method: 'DELETE', url: `/api/documents/delete-form-file-by-id/${id}`, headers: bearer(token) });

describe('list, download and delete round trip', () => {
  it('lists the uploaded files, downloads the same bytes, and deletes them one way or the other', async () => {
    const submissionId = await draft({ submittedBy: users.employee });
    const contents = [pdfContent('pirmas'), pdfContent('antras')];
    const uploaded = await uploadInto(submissionId, api.tokens.employee, [
      { name: 'pažyma.pdf', content: contents[0]! },
      { name: 'sąskaita.pdf', content: contents[1]! },
    ]);

    const listed = successData<FormFileInfo[]>(await api.client.get(listUrl(submissionId), api.tokens.employee));
    expect(listed).toEqual(uploaded);
    expect(listed.map((file) => [file.fileName, file.sizeBytes, file.dataId, file.formSubmissionId, file.type])).toEqual([
      ['pažyma.pdf', contents[0]!.length, field('Priedai'), submissionId, 0],
      ['sąskaita.pdf', contents[1]!.length, field('Priedai'), submissionId, 0],
    ]);
    expect(listed.every((file) => !('binaryData' in file))).toBe(true);

    for (const [index, file] of listed.entries()) {
      const downloaded = successData<FileDownload>(
        await api.client.get(`/api/documents/download-form-file/${file.id}`, api.tokens.employee),
      );
      expect(downloaded).toMatchObject({ mimeType: 'application/pdf', fileName: file.fileName, formFileId: file.id });
      const bytes = Buffer.from(downloaded.binaryData, 'base64');
      expect(bytes.equals(contents[index]!)).toBe(true);
      const stored = await api.harness.db.selectFrom('form_files').select('sha256').where('id', '=', file.id).executeTakeFirstOrThrow();
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored.sha256);
    }
    expect(await entryValue(submissionId)).toBe('pažyma.pdf;sąskaita.pdf');

    const removed = successData<FormFileInfo>(
      await api.client.post(`/api/documents/delete-form-file/${listed[0]!.id}`, api.tokens.employee),
    );
    expect(removed).toEqual(listed[0]);
    expect(successData<FormFileInfo[]>(await api.client.get(listUrl(submissionId), api.tokens.employee))).toEqual([listed[1]]);
    expect(await entryValue(submissionId)).toBe('sąskaita.pdf');

    successData(await deleteRequest(listed[1]!.id, api.tokens.employee));
    expect(successData<FormFileInfo[]>(await api.client.get(listUrl(submissionId), api.tokens.employee))).toEqual([]);
    expect(await entryValue(submissionId)).toBe('');
    expect((await deleteRequest(listed[1]!.id, api.tokens.employee)).statusCode).toBe(404);
    expect((await api.client.get(`/api/documents/download-form-file/${listed[1]!.id}`, api.tokens.employee)).statusCode).toBe(404);
  });

  it('lets the employee a document is about read its files but not change them; others get permission denied', async () => {
    const submissionId = await draft({ submittedBy: users.manager, employeeNo: demo.employee });
    const [file] = await uploadInto(submissionId, api.tokens.manager, [{ name: 'įsakymas.pdf', content: pdfContent('įsakymas') }]);

    expect(successData<FormFileInfo[]>(await api.client.get(listUrl(submissionId), api.tokens.employee))).toHaveLength(1);
    successData(await api.client.get(`/api/documents/download-form-file/${file!.id}`, api.tokens.employee));
    expectPermissionDenied(await api.client.post(`/api/documents/delete-form-file/${file!.id}`, api.tokens.employee), 'subject deletes');

    expectPermissionDenied(await api.client.get(listUrl(submissionId), api.tokens.planner), 'planner lists');
    expectPermissionDenied(await api.client.get(`/api/documents/download-form-file/${file!.id}`, api.tokens.planner), 'planner downloads');
    expectPermissionDenied(await deleteRequest(file!.id, api.tokens.planner), 'planner deletes');
    expect(await entryValue(submissionId)).toBe('įsakymas.pdf');
  });

  it('keeps the files of a submitted document unless an administrator removes them', async () => {
    const submissionId = await draft({ submittedBy: users.employee, state: 'InProgress' });
    const { id } = await createTestFormFile(api.harness.db, {
      submissionId,
      formDataId: field('Priedai'),
      fileName: 'priedas.pdf',
      content: pdfContent('x'),
      createdBy: users.employee,
    });
    expectPermissionDenied(await api.client.post(`/api/documents/delete-form-file/${id}`, api.tokens.employee), 'initiator, in progress');
    successData(await api.client.post(`/api/documents/delete-form-file/${id}`, api.tokens.admin));
  });

  it('deletes only uploaded attachments, not generated or ERP documents', async () => {
    const submissionId = await draft({ submittedBy: users.employee });
    const generated = await createTestFormFile(api.harness.db, {
      submissionId,
      formDataId: field('Priedai'),
      type: 3,
      fileName: 'sugeneruota.pdf',
      content: pdfContent('g'),
    });
    expectPermissionDenied(await api.client.post(`/api/documents/delete-form-file/${generated.id}`, api.tokens.employee));
    expectPermissionDenied(await deleteRequest(generated.id, api.tokens.admin));
  });

  it('refuses ids that are not ids', async () => {
    expectValidationError(await api.client.get('/api/documents/download-form-file/abc', api.tokens.employee), 'id');
    expectValidationError(await api.client.get(`/api/documents/get-form-files/0/${field('Priedai')}`, api.tokens.employee), 'submissionId');
    expect((await api.client.get('/api/documents/download-form-file/1')).statusCode).toBe(401);
  });
});

describe('GET /api/documents/get-form-files-by-data-id/{formDataId}/{type}', () => {
  it('lists a field’s files of type 0 or 3 across the submissions the caller may read', async () => {
    const own = await draft({ submittedBy: users.employee });
    const managers = await draft({ submittedBy: users.manager, employeeNo: demo.manager });
    const ownFile = await createTestFormFile(api.harness.db, {
      submissionId: own,
      formDataId: field('Priedai'),
      fileName: 'mano.pdf',
      content: pdfContent('m'),
    });
    const managerFile = await createTestFormFile(api.harness.db, {
      submissionId: managers,
      formDataId: field('Priedai'),
      fileName: 'vadovo.pdf',
      content: pdfContent('v'),
    });
    const generated = await createTestFormFile(api.harness.db, {
      submissionId: own,
      formDataId: field('Priedai'),
      type: 3,
      fileName: 'sugeneruota.pdf',
      content: pdfContent('g'),
    });
    const url = (type: number | string) => `/api/documents/get-form-files-by-data-id/${field('Priedai')}/${type}`;

    const employeeSees = successData<FormFileInfo[]>(await api.client.get(url(0), api.tokens.employee)).map((file) => file.id);
    expect(employeeSees).toContain(ownFile.id);
    expect(employeeSees).not.toContain(managerFile.id);
    expect(employeeSees).not.toContain(generated.id);
    const adminSees = successData<FormFileInfo[]>(await api.client.get(url(0), api.tokens.admin)).map((file) => file.id);
    expect(adminSees).toEqual(expect.arrayContaining([ownFile.id, managerFile.id]));
    const generatedFiles = successData<FormFileInfo[]>(await api.client.get(url(3), api.tokens.employee));
    expect(generatedFiles).toContainEqual(
      expect.objectContaining({ id: generated.id, type: 3, fileName: 'sugeneruota.pdf', formSubmissionId: own }),
    );
    expect(generatedFiles.every((file) => file.type === 3)).toBe(true);
    for (const type of [1, 2, 4, 'x']) expectValidationError(await api.client.get(url(type), api.tokens.employee), 'type');
  });
});

describe('GET /api/documents/download-bc-file/{submissionId}', () => {
  it('serves the newest ERP document of a submission the caller may read, and says when there is none', async () => {
    const submissionId = await draft({ submittedBy: users.employee });
    await createTestFormFile(api.harness.db, { submissionId, type: 2, fileName: 'senas.pdf', content: pdfContent('senas') });
    const newest = pdfContent('naujas');
    const { id } = await createTestFormFile(api.harness.db, { submissionId, type: 2, fileName: 'BC dokumentas.pdf', content: newest });
    const downloaded = successData<FileDownload>(
      await api.client.get(`/api/documents/download-bc-file/${submissionId}`, api.tokens.employee),
    );
    expect(downloaded).toMatchObject({ fileName: 'BC dokumentas.pdf', mimeType: 'application/pdf', formFileId: id });
    expect(Buffer.from(downloaded.binaryData, 'base64').equals(newest)).toBe(true);
    expectPermissionDenied(await api.client.get(`/api/documents/download-bc-file/${submissionId}`, api.tokens.planner));

    const without = await api.client.get(
      `/api/documents/download-bc-file/${await draft({ submittedBy: users.employee })}`,
      api.tokens.employee,
    );
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.unableToDownloadFile] });
  });
});

describe('GET /api/documents/download-pdf-file/{submissionId}', () => {
  it('renders the submission with its title, state, people and readable field values, Lithuanian letters included', async () => {
    const participants = [{ nameWithEmployeeNo: 'Vadovas Vadovaitis (SV0005)', personnelNo: 'P1', employeeNo: 'SV0005' }];
    const { id } = await createTestSubmission(api.harness.db, {
      formId: form.formId,
      submittedBy: users.employee,
      employeeNo: demo.employee,
      state: 'InProgress',
      documentNo: 'KA-0042',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-14',
      entries: {
        [field('Pastabos')]: 'Prašau suteikti atostogas: ąčęėįšųūž ĄČĘĖĮŠŲŪŽ',
        [field('Data nuo')]: '2026-12-01T00:00:00',
        [field('Atostoginius išmokėti prieš atostogas')]: 'true',
        [field('Tvirtintojai')]: JSON.stringify(participants),
        [field('Komandiruotės vietos')]: JSON.stringify([
          { location: 'Kaunas', dateFrom: '2026-12-01', dateTo: '2026-12-03' },
          { location: 'Rīga', dateFrom: '2026-12-04', dateTo: '2026-12-05' },
        ]),
        [field('Transportas')]: JSON.stringify({
          vehicleUse: 1,
          vehicleModel: 'Škoda Octavia',
          fuelRate: 6.5,
          kmTraveled: 420,
          fuelUsed: 27.3,
          engineSize: 1.6,
          fuelType: 'Dyzelinas',
          regDate: '2019-05-01',
          category: 'B',
        }),
        [field('Slaptas laukas')]: 'nematoma-reiksme',
        [field('Priedai')]: 'pažyma.pdf;sąskaita.pdf',
        [field('Nuorodos')]: JSON.stringify([{ name: 'Tvarka', url: 'https://intranet.example.lt/tvarka' }]),
        [field('Pasirinkimai')]: '{not json',
      },
    });
    const downloaded = successData<FileDownload>(await api.client.get(`/api/documents/download-pdf-file/${id}`, api.tokens.employee));
    expect(downloaded).toMatchObject({
      mimeType: 'application/pdf',
      fileName: 'Kasmetinių atostogų prašymas KA-0042.pdf',
      formFileId: null,
    });
    const pdf = Buffer.from(downloaded.binaryData, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { pageCount, lines, text } = extractPdfText(pdf);
    expect(pageCount).toBe(1);
    expect(lines[0]).toBe('Kasmetinių atostogų prašymas KA-0042');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Vykdomas',
        '2026-12-01 – 2026-12-14',
        'Prašau suteikti atostogas: ąčęėįšųūž ĄČĘĖĮŠŲŪŽ',
        '2026-12-01',
        'Taip',
        'Vadovas Vadovaitis (SV0005)',
        'Kaunas: 2026-12-01 – 2026-12-03',
        'Rīga: 2026-12-04 – 2026-12-05',
        'Nuosavas automobilis',
        'Modelis: Škoda Octavia',
        'Nuvažiuota km: 420',
        'pažyma.pdf',
        'sąskaita.pdf',
        'Tvarka – https://intranet.example.lt/tvarka',
        '{not json',
        'Komandiruotės vietos',
      ]),
    );
    expect(
      lines.some((line) => line.includes('(SV0012)')),
      text,
    ).toBe(true);
    expect(text).not.toContain('nematoma-reiksme');
    expect(text).not.toContain('Slaptas laukas');
    expect(text).not.toContain('\uFFFD');

    expectPermissionDenied(await api.client.get(`/api/documents/download-pdf-file/${id}`, api.tokens.planner));
    expect((await api.client.get('/api/documents/download-pdf-file/987654', api.tokens.admin)).statusCode).toBe(404);
  });
});
