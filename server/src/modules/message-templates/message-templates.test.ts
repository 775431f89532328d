import {
  ErrorCode,
  type MessageTemplate,
  MessageTemplateType,
  type RenderedTemplate,
  type SentTestMail,
  type TemplateProperties,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { MessageTemplateCode } from '../../db/seed/demo-message-templates';
import { createTestSubmission, userIdOf } from '../../testing/document-factories';
import { createUser } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { openSession, testEnv } from '../../testing/test-app';
import { type AppCaller, callerWithToken, expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';
import { queueWorkflowNotices } from '../workflows/workflow-notifications';

// Message templates of the workflow designer on the seeded demo (two companies, SV and NL; the seeded
// templates are shared). `admin` is a top administrator (level 3); the test makes level-2 designers of
// SV and NL and users of levels 0 and 1.
const api = useDemoCallers();
const BASE = '/api/admin-area/templates';

const tokens = { designerSv: '', designerNl: '', level0: '', level1: '' };
let designerSv: AppCaller;
let designerNl: AppCaller;
let sharedApprovedId: number;
let employeeId: number;
let svDocumentId: number;
let nlDocumentId: number;

const body = {
  code: 'sv.reminder',
  type: MessageTemplateType.workflowNotification,
  subjectLt: 'Priminimas: {formName} {documentNo}',
  subjectEn: 'Reminder: {formName} {documentNo}',
  textLt: '<p>Sveiki, {recipient}. Dokumentas {documentNo} laukia.</p><script>alert(1)</script>',
  textEn: '<p>Hello {recipient}. Document {documentNo} is waiting.</p>',
};

async function outboxCount(): Promise<number> {
  const row = await api.harness.db
    .selectFrom('email_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

beforeAll(async () => {
  const { db } = api.harness;
  await createUser(db, { username: 'designer-sv', adminAccess: 2, defaultCompanyCode: 'SV', email: 'designer.sv@example.test' });
  await createUser(db, { username: 'designer-nl', adminAccess: 2, defaultCompanyCode: 'NL', email: 'designer.nl@example.test' });
  await createUser(db, { username: 'level-0', adminAccess: 0 });
  await createUser(db, { username: 'level-1', adminAccess: 1 });
  tokens.designerSv = await openSession(api.harness, 'designer-sv');
  tokens.designerNl = await openSession(api.harness, 'designer-nl');
  tokens.level0 = await openSession(api.harness, 'level-0');
  tokens.level1 = await openSession(api.harness, 'level-1');
  designerSv = callerWithToken(api.harness, tokens.designerSv);
  designerNl = callerWithToken(api.harness, tokens.designerNl);
  sharedApprovedId = (
    await db.selectFrom('message_templates').select('id').where('code', '=', MessageTemplateCode.approved).executeTakeFirstOrThrow()
  ).id;
  employeeId = await userIdOf(db, 'employee');
  const form = await db.selectFrom('forms').select('id').where('system_name', '=', DemoForm.annualLeave).executeTakeFirstOrThrow();
  svDocumentId = (
    await createTestSubmission(db, {
      formId: form.id,
      submittedBy: employeeId,
      employeeNo: demo.employee,
      state: 'Approved',
      documentNo: 'TPL-00001',
    })
  ).id;
  nlDocumentId = (
    await createTestSubmission(db, {
      formId: form.id,
      companyCode: 'NL',
      submittedBy: employeeId,
      state: 'Approved',
      documentNo: 'NL-TPL-1',
    })
  ).id;
});

describe('saving, reading and listing', () => {
  let own: MessageTemplate;

  it('creates a template in the session’s company with save-template, its HTML sanitised, and updates it', async () => {
    own = successData<MessageTemplate>(await api.client.post(`${BASE}/save-template`, tokens.designerSv, body));
    expect(own).toMatchObject({ code: 'sv.reminder', isShared: false, subjectLt: body.subjectLt });
    expect(own.textLt).toBe('<p>Sveiki, {recipient}. Dokumentas {documentNo} laukia.</p>');
    const row = await api.harness.db
      .selectFrom('message_templates')
      .select('company_code')
      .where('id', '=', own.id)
      .executeTakeFirstOrThrow();
    expect(row.company_code).toBe('SV');

    const updated = successData<MessageTemplate>(
      await api.client.post(`${BASE}/save-template`, tokens.designerSv, { ...body, id: own.id, subjectEn: 'Reminder {documentNo}' }),
    );
    expect(updated).toMatchObject({ id: own.id, subjectEn: 'Reminder {documentNo}' });
    // The type a template was created as stays.
    await expectFieldError(
      designerSv.messageTemplates.save({
        ...body,
        id: own.id,
        type: MessageTemplateType.systemMail,
        subjectLt: 'x',
        subjectEn: 'x',
        textLt: 'x',
        textEn: 'x',
      }),
      'type',
    );
    // A second template of the company with the code is refused; NL may have its own.
    await expectFieldError(designerSv.messageTemplates.save(body), 'code', ErrorCode.codeTaken);
    expect((await designerNl.messageTemplates.save(body)).isShared).toBe(false);
  });

  it('refuses a placeholder the type does not fill', async () => {
    const response = await api.client.post(`${BASE}/save-template`, tokens.designerSv, {
      ...body,
      code: 'sv.bad',
      textEn: '<p>{salary}</p>',
    });
    expectValidationError(response, 'textEn', ErrorCode.unknownPlaceholder);
    // {link} and {username} are what a system mail fills; {documentNo} is not.
    await expectFieldError(
      designerSv.messageTemplates.save({ ...body, code: 'sv.system', type: MessageTemplateType.systemMail }),
      'subjectLt',
      ErrorCode.unknownPlaceholder,
    );
  });

  it('lists, gets and answers the properties and the templates of a type over REST', async () => {
    const list = successData<Array<{ code: string; workflowsCount: number; isShared: boolean }>>(
      await api.client.get(`${BASE}?rowsPerPage=100&type=0`, tokens.designerSv),
    );
    expect(list.find((item) => item.code === MessageTemplateCode.approved)).toMatchObject({
      isShared: true,
      workflowsCount: expect.any(Number),
    });
    expect(list.find((item) => item.code === MessageTemplateCode.approved)!.workflowsCount).toBeGreaterThan(0);
    expect(list.filter((item) => item.code === 'sv.reminder')).toHaveLength(1);

    expect(successData(await api.client.get(`${BASE}/${own.id}`, tokens.designerSv))).toMatchObject({ id: own.id, code: 'sv.reminder' });
    const properties = successData<TemplateProperties>(
      await api.client.get(`${BASE}/get-template-properties/${own.id}`, tokens.designerSv),
    );
    expect(properties.placeholders.map((placeholder) => placeholder.name)).toEqual([
      'documentNo',
      'formName',
      'initiator',
      'dateFrom',
      'dateTo',
      'activityName',
      'comment',
      'recipient',
      'link',
    ]);
    expect(properties.placeholders[0]).toEqual({
      name: 'documentNo',
      descriptionLt: expect.any(String),
      descriptionEn: 'The document number',
    });

    const byType = successData<Array<{ code: string }>>(await api.client.get(`${BASE}/get-by-type/0`, tokens.designerSv));
    expect(byType.map((option) => option.code)).toContain('sv.reminder');
    expect(successData<unknown[]>(await api.client.get(`${BASE}/get-by-type/1`, tokens.designerSv))).toEqual([]);
    expectValidationError(await api.client.get(`${BASE}/get-by-type/7`, tokens.designerSv), 'type');
  });

  it('hides a company’s template from another company', async () => {
    await expectDomainError(designerNl.messageTemplates.get({ id: own.id }), ErrorCode.recordNotFound);
    await expectDomainError(designerNl.messageTemplates.properties({ id: own.id }), ErrorCode.recordNotFound);
    await expectDomainError(designerNl.messageTemplates.save({ ...body, id: own.id }), ErrorCode.recordNotFound);
    await expectDomainError(designerNl.messageTemplates.delete({ id: own.id }), ErrorCode.recordNotFound);
    await expectDomainError(designerNl.messageTemplates.copy({ id: own.id, name: 'nl.copy' }), ErrorCode.recordNotFound);
    await expectDomainError(designerNl.messageTemplates.sendTest({ id: own.id }), ErrorCode.recordNotFound);
    const nlCodes = (await designerNl.messageTemplates.list({ rowsPerPage: 100 })).items.filter((item) => item.id === own.id);
    expect(nlCodes).toEqual([]);
  });

  it('refuses adminAccess 0 and 1', async () => {
    for (const token of [tokens.level0, tokens.level1]) {
      expectPermissionDenied(await api.client.get(BASE, token), 'list');
      expectPermissionDenied(await api.client.post(`${BASE}/save-template`, token, { ...body, code: 'x.y' }), 'save');
      expectPermissionDenied(await api.client.get(`${BASE}/get-template-properties/${own.id}`, token), 'properties');
      expectPermissionDenied(await api.client.put(`${BASE}/send-test`, token, { id: sharedApprovedId }), 'send-test');
      expectPermissionDenied(await api.client.delete(`${BASE}/${own.id}`, token), 'delete');
    }
  });

  it('deletes an unused template over REST', async () => {
    const spare = await designerSv.messageTemplates.save({ ...body, code: 'sv.spare' });
    expect(successData(await api.client.delete(`${BASE}/${spare.id}`, tokens.designerSv))).toEqual({ id: spare.id });
    await expectDomainError(designerSv.messageTemplates.get({ id: spare.id }), ErrorCode.recordNotFound);
  });
});

describe('shared and system templates', () => {
  it('refuses a level-2 designer changing or deleting a shared template; they copy it instead', async () => {
    const shared = await designerSv.messageTemplates.get({ id: sharedApprovedId });
    expect(shared.isShared).toBe(true);
    expectPermissionDenied(
      await api.client.post(`${BASE}/save-template`, tokens.designerSv, { ...shared, isShared: undefined, subjectLt: 'Kita' }),
      'update shared',
    );
    expectPermissionDenied(await api.client.delete(`${BASE}/${sharedApprovedId}`, tokens.designerSv), 'delete shared');

    const copy = successData<MessageTemplate>(await api.client.post(`${BASE}/copy/${sharedApprovedId}/sv.approved`, tokens.designerSv));
    expect(copy).toMatchObject({ code: 'sv.approved', isShared: false, textLt: shared.textLt });
    // The copy's code is taken now.
    await expectFieldError(designerSv.messageTemplates.copy({ id: sharedApprovedId, name: 'sv.approved' }), 'name', ErrorCode.codeTaken);
  });

  it('refuses deleting a template a workflow uses, even for a top administrator', async () => {
    const response = await api.client.delete(`${BASE}/${sharedApprovedId}`, api.tokens.admin);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().messages).toEqual([ErrorCode.cannotDeleteWithRelatedEntries]);
  });

  it('keeps system templates from being deleted', async () => {
    const system = await designerSv.messageTemplates.save({
      code: 'system.password_reset',
      type: MessageTemplateType.systemMail,
      subjectLt: 'Slaptažodžio atkūrimas',
      subjectEn: 'Password recovery',
      textLt: '<p>{username}, atkurkite slaptažodį: <a href="{link}">nuoroda</a></p>',
      textEn: '<p>{username}, recover your password: <a href="{link}">link</a></p>',
    });
    expect(system.textEn).toContain('href="{link}"');
    expect((await designerSv.messageTemplates.byType({ type: 1 })).map((option) => option.id)).toEqual([system.id]);
    await expectDomainError(designerSv.messageTemplates.delete({ id: system.id }), ErrorCode.systemTemplateNotDeletable);

    // Its test mail is filled with sample values, to the designer only.
    const sent = successData<SentTestMail>(await api.client.put(`${BASE}/send-test`, tokens.designerSv, { id: system.id, language: 'en' }));
    expect(sent).toEqual({ address: 'designer.sv@example.test', subject: 'Password recovery', submissionId: null });
    const mail = await api.harness.db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(mail.html_body).toContain('designer-sv, recover your password');
    expect(mail.html_body).toContain('password-recover?token=sample');
  });
});

describe('preview and send-test', () => {
  it('previews unsaved texts from a document of the company, escaped and sanitised', async () => {
    const preview = successData<RenderedTemplate>(
      await api.client.post(`${BASE}/preview`, tokens.designerSv, {
        type: 0,
        subject: 'Dokumentas {documentNo}',
        text: '<p>{formName}: {documentNo} ({dateFrom})</p><img src=x onerror=alert(1)>',
        submissionId: svDocumentId,
        language: 'lt',
      }),
    );
    expect(preview.subject).toBe('Dokumentas TPL-00001');
    expect(preview.html).toMatch(/^<p>.+: TPL-00001 \(\)<\/p>$/);
    expect(preview.submissionId).toBe(svDocumentId);
    // Another company's document does not exist for the caller.
    await expectDomainError(
      designerSv.messageTemplates.preview({ type: 0, subject: 's', text: 't', submissionId: nlDocumentId, language: 'lt' }),
      ErrorCode.recordNotFound,
    );
    const documents = await designerSv.messageTemplates.previewDocuments({ search: 'TPL-00001' });
    expect(documents.map((document) => document.id)).toEqual([svDocumentId]);
    expect(await designerNl.messageTemplates.previewDocuments({ search: 'TPL-00001' })).toEqual([]);
  });

  it('sends the test only to the administrator’s own address, through the outbox', async () => {
    const before = await outboxCount();
    const response = await api.client.put(`${BASE}/send-test`, tokens.designerSv, {
      id: sharedApprovedId,
      submissionId: svDocumentId,
      language: 'lt',
    });
    const sent = successData<SentTestMail>(response);
    expect(sent).toMatchObject({ address: 'designer.sv@example.test', submissionId: svDocumentId });
    expect(sent.subject).toContain('TPL-00001');
    expect(await outboxCount()).toBe(before + 1);
    const mail = await api.harness.db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      to_address: 'designer.sv@example.test',
      template: `test:${MessageTemplateCode.approved}`,
      subject: sent.subject,
    });
    // No address field is accepted from the request.
    const forged = await api.client.put(`${BASE}/send-test`, tokens.designerSv, { id: sharedApprovedId, to: 'someone@example.test' });
    expect(forged.statusCode, forged.body).toBe(400);
    expect(await outboxCount()).toBe(before + 1);
  });

  it('refuses a test mail when the administrator has no address', async () => {
    await createUser(api.harness.db, { username: 'no-mail-designer', adminAccess: 2, email: null });
    const caller = callerWithToken(api.harness, await openSession(api.harness, 'no-mail-designer'));
    await expectDomainError(caller.messageTemplates.sendTest({ id: sharedApprovedId }), ErrorCode.emailNotSent);
  });
});

describe('the engine and the company’s own templates', () => {
  async function lastMessageSubject(userId: number): Promise<string> {
    const row = await api.harness.db
      .selectFrom('messages')
      .select('subject')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return row.subject;
  }

  it('sends a company’s own copy of a shared template to that company’s documents, and the shared one to others', async () => {
    const shared = await api.harness.db
      .selectFrom('message_templates')
      .select('id')
      .where('code', '=', MessageTemplateCode.cancelled)
      .executeTakeFirstOrThrow();
    const copy = await designerSv.messageTemplates.copy({ id: shared.id, name: MessageTemplateCode.cancelled });
    await designerSv.messageTemplates.save({
      id: copy.id,
      code: copy.code,
      type: 0,
      subjectLt: 'SV atšaukta: {documentNo}',
      subjectEn: 'SV cancelled: {documentNo}',
      textLt: copy.textLt,
      textEn: copy.textEn,
    });
    const deps = { env: testEnv(), now: () => new Date('2026-11-20T08:00:00Z') };
    const { db } = api.harness;
    await queueWorkflowNotices(db, deps, { kind: 'cancelled', submissionId: svDocumentId, recipientUserIds: [employeeId], comment: null });
    expect(await lastMessageSubject(employeeId)).toBe('SV atšaukta: TPL-00001');
    await queueWorkflowNotices(db, deps, { kind: 'cancelled', submissionId: nlDocumentId, recipientUserIds: [employeeId], comment: null });
    expect(await lastMessageSubject(employeeId)).not.toContain('SV atšaukta');
    expect(await lastMessageSubject(employeeId)).toContain('NL-TPL-1');

    // A workflow naming the shared template also sends the company's copy (the approval notice).
    const approvedCopy = await designerSv.messageTemplates.copy({ id: sharedApprovedId, name: MessageTemplateCode.approved });
    await designerSv.messageTemplates.save({
      id: approvedCopy.id,
      code: approvedCopy.code,
      type: 0,
      subjectLt: 'SV patvirtinta {documentNo}',
      subjectEn: 'SV approved {documentNo}',
      textLt: approvedCopy.textLt,
      textEn: approvedCopy.textEn,
    });
    const workflowId = (
      await db.selectFrom('workflows').select('id').where('template_approved_id', '=', sharedApprovedId).executeTakeFirstOrThrow()
    ).id;
    await db.updateTable('form_submissions').set({ workflow_id: workflowId }).where('id', 'in', [svDocumentId, nlDocumentId]).execute();
    await queueWorkflowNotices(db, deps, { kind: 'approved', submissionId: svDocumentId, recipientUserIds: [employeeId], comment: null });
    expect(await lastMessageSubject(employeeId)).toBe('SV patvirtinta TPL-00001');
    await queueWorkflowNotices(db, deps, { kind: 'approved', submissionId: nlDocumentId, recipientUserIds: [employeeId], comment: null });
    expect(await lastMessageSubject(employeeId)).not.toContain('SV patvirtinta');
  });
});

describe('the "document filed" notice', () => {
  it('goes once to the filer when the workflow names templateCreated, in the filing’s transaction', async () => {
    const { db } = api.harness;
    const created = await api.as.admin.messageTemplates.save({
      code: 'sv.filed',
      type: 0,
      subjectLt: 'Pateikta: {formName} {documentNo}',
      subjectEn: 'Filed: {formName} {documentNo}',
      textLt: '<p>{recipient}, dokumentas {documentNo} pateiktas.</p>',
      textEn: '<p>{recipient}, document {documentNo} was filed.</p>',
    });
    const formId = (await db.selectFrom('forms').select('id').where('system_name', '=', DemoForm.annualLeave).executeTakeFirstOrThrow()).id;
    const mapping = await db
      .selectFrom('workflow_mappings')
      .select('workflow_id')
      .where('form_id', '=', formId)
      .where('type', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('workflows').set({ template_created_id: created.id }).where('id', '=', mapping.workflow_id).execute();

    const form = await api.as.employee.documents.form({ id: formId });
    const fieldId = (caption: string) => form.formData.find((field) => field.formMeta.captionEn === caption)!.id;
    const messagesBefore = await db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', employeeId)
      .where('subject', 'like', 'Pateikta:%')
      .execute();
    const outboxBefore = await outboxCount();
    const filed = await api.as.employee.documents.submitForm({
      formId,
      entries: [
        { formDataId: fieldId('Employee'), formValue: demo.employee },
        { formDataId: fieldId('Date from'), formValue: '2027-06-07' },
        { formDataId: fieldId('Date to'), formValue: '2027-06-08' },
      ],
      initiate: true,
    });
    expect(filed.state).toBe('InProgress');
    const notices = await db
      .selectFrom('messages')
      .select(['id', 'subject'])
      .where('user_id', '=', employeeId)
      .where('subject', 'like', 'Pateikta:%')
      .execute();
    // The employee filed it about themselves: one notice, not two.
    expect(notices.length - messagesBefore.length).toBe(1);
    expect(notices.at(-1)!.subject).toContain(filed.documentNo ?? '');
    const mails = await db.selectFrom('email_outbox').select(['to_address', 'subject']).orderBy('id').offset(outboxBefore).execute();
    expect(mails.filter((mail) => mail.subject.startsWith('Pateikta:'))).toHaveLength(1);
    const log = await api.as.employee.workflows.executionLogs({ id: filed.id! });
    expect(JSON.stringify(log)).toMatch(/workflow\.effect\.message_(queued|in_app_only)/);

    // Filed by the manager about the employee: both are told, each once.
    const managerId = await userIdOf(db, 'manager');
    const draft = await createTestSubmission(db, {
      formId,
      submittedBy: managerId,
      employeeNo: demo.employee,
      state: 'New',
      documentNo: 'TPL-FILED-2',
    });
    await api.as.manager.workflows.startWorkflow({ id: draft.id, workflowId: mapping.workflow_id });
    const told = await db.selectFrom('messages').select('user_id').where('subject', 'like', 'Pateikta:%TPL-FILED-2').execute();
    expect(told.map((row) => row.user_id).sort()).toEqual([employeeId, managerId].sort());
    await db.updateTable('workflows').set({ template_created_id: null }).where('id', '=', mapping.workflow_id).execute();
  });
});
