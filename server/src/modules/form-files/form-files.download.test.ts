import { randomBytes } from 'node:crypto';
import { ErrorCode, FieldType } from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestForm, createTestFormFile, createTestSubmission, type TestForm, userIdOf } from '../../testing/document-factories';
import { demo, expectPermissionDenied, expectValidationError, successData, useDemoApi } from '../../testing/rest-client';
import type { FileDownload, FormFileInfo } from './form-files.schemas';
import { postFiles } from './testing/multipart';

// The downloads the web client saves files from: bytes with the headers of a file, not the JSON envelope.

const api = useDemoApi();

let form: TestForm;
let users: { employee: number; manager: number };

const uploadField = () => form.fields.find((field) => field.caption === 'Priedai')!.formDataId;
const fileUrl = (id: number) => `/api/files/form-files/${id}`;
const pdfUrl = (submissionId: number) => `/api/files/documents/${submissionId}/pdf`;
const erpFileUrl = (submissionId: number) => `/api/files/documents/${submissionId}/erp-file`;

beforeAll(async () => {
  const db = api.harness.db;
  users = { employee: await userIdOf(db, 'employee'), manager: await userIdOf(db, 'manager') };
  form = await createTestForm(db, {
    name: 'Prašymas dėl žiūrėjimo',
    fields: [
      { type: FieldType.text, caption: 'Pastabos' },
      { type: FieldType.upload, caption: 'Priedai' },
    ],
  });
});

function pdfContent(text: string): Buffer {
  return Buffer.concat([Buffer.from(`%PDF-1.7\n% ${text}\n`), randomBytes(3000)]);
}

async function draftOf(submittedBy: number, employeeNo: string = demo.employee) {
  return (await createTestSubmission(api.harness.db, { formId: form.formId, submittedBy, employeeNo, state: 'Draft' })).id;
}

/** The name a browser saves the file under: filename* decoded (RFC 5987), as browsers prefer it. */
function savedName(response: LightMyRequestResponse): string {
  const disposition = String(response.headers['content-disposition']);
  const encoded = /filename\*=UTF-8''([^;\s]+)/.exec(disposition)?.[1];
  if (encoded === undefined) throw new Error(`no filename* in ${disposition}`);
  return decodeURIComponent(encoded);
}

function expectFileHeaders(response: LightMyRequestResponse, mimeType: string) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe(mimeType);
  expect(String(response.headers['content-disposition'])).toMatch(/^attachment; /);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  // One policy only (not the page's beside it): a sandbox without scripts, plugins or its own origin.
  expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'; frame-ancestors 'none'");
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('GET /api/files/form-files/{id}', () => {
  it('answers the stored bytes as an attachment of the stored type, not sniffed, sandboxed and never cached', async () => {
    const submissionId = await draftOf(users.employee);
    const content = pdfContent('pažyma');
    const response = await postFiles(api.harness.app, `/api/documents/submit-form-file/${submissionId}`, api.tokens.employee, [
      { key: `${uploadField()}_file0`, fileName: 'Pažyma apie šeimą.pdf', content },
    ]);
    const [stored] = successData<FormFileInfo[]>(response);

    const download = await api.client.get(fileUrl(stored!.id), api.tokens.employee);
    expectFileHeaders(download, 'application/pdf');
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-length']).toBe(String(content.length));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Pazyma apie seima.pdf"; filename*=UTF-8''Pa%C5%BEyma%20apie%20%C5%A1eim%C4%85.pdf`,
    );
    expect(savedName(download)).toBe('Pažyma apie šeimą.pdf');
  });

  it('keeps the name inside its header: no quote, control character or extra parameter gets through', async () => {
    const submissionId = await draftOf(users.employee);
    const content = pdfContent('x');
    // Stored as the ERP or an old row might hold it: upload names are cleaned, these were not.
    const hostile = 'sąskaita"; filename=evil.exe\r\nSet-Cookie: a=1\u202E%41\\.pdf';
    const { id } = await createTestFormFile(api.harness.db, { submissionId, type: 2, fileName: hostile, content });

    const download = await api.client.get(fileUrl(id), api.tokens.employee);
    expectFileHeaders(download, 'application/pdf');
    expect(download.headers['set-cookie']).toBeUndefined();
    const disposition = String(download.headers['content-disposition']);
    // Exactly two parameters: a quoted string without quote, backslash or control character, and attr-chars or %XX.
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(/filename="([^"]*)"/.exec(disposition)?.[1]).toBe('saskaita__ filename=evil.exeSet-Cookie: a=1_41_.pdf');
    expect(savedName(download)).toBe('sąskaita"; filename=evil.exeSet-Cookie: a=1%41\\.pdf');
  });

  it('authorises every request like the JSON procedure: others get 403 and no bytes, unknown files 404, no session 401', async () => {
    const submissionId = await draftOf(users.manager, demo.employee);
    const content = pdfContent('įsakymas apie darbuotoją');
    const { id } = await createTestFormFile(api.harness.db, { submissionId, formDataId: uploadField(), fileName: 'įsakymas.pdf', content });

    // The employee the document is about may read it.
    expect((await api.client.get(fileUrl(id), api.tokens.employee)).rawPayload.equals(content)).toBe(true);

    const stranger = await api.client.get(fileUrl(id), api.tokens.planner);
    expectPermissionDenied(stranger, 'planner');
    expect(stranger.headers['content-type']).toMatch(/^application\/json/);
    expect(stranger.headers['content-disposition']).toBeUndefined();
    expect(stranger.rawPayload.includes(content.subarray(0, 40))).toBe(false);
    // The JSON procedure answers the very same.
    expectPermissionDenied(await api.client.get(`/api/documents/download-form-file/${id}`, api.tokens.planner), 'planner, JSON');

    const missing = await api.client.get(fileUrl(987_654), api.tokens.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.recordNotFound] });

    const anonymous = await api.client.get(fileUrl(id));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ messages: [ErrorCode.notSignedIn] });
    expect(anonymous.rawPayload.includes(content.subarray(0, 40))).toBe(false);
    // A token is read from the Authorization header only, never from the address.
    for (const query of ['token', 'access_token', 'authorization']) {
      const inUrl = await api.client.get(`${fileUrl(id)}?${query}=${api.tokens.employee}`);
      expect(inUrl.statusCode, query).toBe(401);
    }
    expectValidationError(await api.client.get('/api/files/form-files/abc', api.tokens.employee), 'id');
    expectValidationError(await api.client.get('/api/files/form-files/99999999999', api.tokens.employee), 'id');
  });

  it('serves the same bytes as the JSON row, which keeps its base64 shape for the old clients', async () => {
    const submissionId = await draftOf(users.employee);
    const content = pdfContent('abu keliai');
    const { id } = await createTestFormFile(api.harness.db, { submissionId, formDataId: uploadField(), fileName: 'abu.pdf', content });
    const json = successData<FileDownload>(await api.client.get(`/api/documents/download-form-file/${id}`, api.tokens.employee));
    expect(json).toEqual({ binaryData: content.toString('base64'), mimeType: 'application/pdf', fileName: 'abu.pdf', formFileId: id });
    expect((await api.client.get(fileUrl(id), api.tokens.employee)).rawPayload.equals(content)).toBe(true);
  });
});

describe('GET /api/files/documents/{submissionId}/pdf', () => {
  it('answers the rendered PDF as an attachment named after the document, for readers only', async () => {
    const { id } = await createTestSubmission(api.harness.db, {
      formId: form.formId,
      submittedBy: users.employee,
      employeeNo: demo.employee,
      state: 'InProgress',
      documentNo: 'PŽ-0007',
      entries: { [form.fields[0]!.formDataId]: 'Ąžuolas' },
    });
    const download = await api.client.get(pdfUrl(id), api.tokens.employee);
    expectFileHeaders(download, 'application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(savedName(download)).toBe('Prašymas dėl žiūrėjimo PŽ-0007.pdf');
    expect(download.headers['content-disposition']).toContain('filename="Prasymas del ziurejimo PZ-0007.pdf"');

    const stranger = await api.client.get(pdfUrl(id), api.tokens.planner);
    expectPermissionDenied(stranger, 'planner');
    expect(stranger.rawPayload.includes(Buffer.from('%PDF-'))).toBe(false);
    expect((await api.client.get(pdfUrl(987_654), api.tokens.admin)).statusCode).toBe(404);
    expect((await api.client.get(pdfUrl(id))).statusCode).toBe(401);
  });
});

describe('GET /api/files/documents/{submissionId}/erp-file', () => {
  it('answers the newest ERP document of the submission, and the translated refusal when there is none', async () => {
    const submissionId = await draftOf(users.employee);
    await createTestFormFile(api.harness.db, { submissionId, type: 2, fileName: 'senas.pdf', content: pdfContent('senas') });
    const newest = pdfContent('naujas');
    await createTestFormFile(api.harness.db, { submissionId, type: 2, fileName: 'BC dokumentas.pdf', content: newest });

    const download = await api.client.get(erpFileUrl(submissionId), api.tokens.employee);
    expectFileHeaders(download, 'application/pdf');
    expect(download.rawPayload.equals(newest)).toBe(true);
    expect(savedName(download)).toBe('BC dokumentas.pdf');
    expectPermissionDenied(await api.client.get(erpFileUrl(submissionId), api.tokens.planner), 'planner');

    const without = await api.client.get(erpFileUrl(await draftOf(users.employee)), api.tokens.employee);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.unableToDownloadFile] });
  });
});
