import type { AddressInfo } from 'node:net';
import { WorkflowEffectKey, WorkflowLogKey, WorkflowMappingType } from '@portal/shared';
import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageTemplateCode, seedMessageTemplates } from '../../db/seed/demo-message-templates';
import { readEnv } from '../../env';
import { deliverMail, mailTransportFromEnv } from '../../mail/mail-delivery';
import { createTestForm, createTestSubmission } from '../../testing/document-factories';
import { createUser, type UserFactoryInput } from '../../testing/factories';
import { testEnv } from '../../testing/test-app';
import { createTestDb, testDatabaseUrl, type TestDb } from '../../testing/test-db';
import { queueWorkflowNotices, type WorkflowNotice } from './workflow-notifications';

// Workflow notifications on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): which
// template, which language, which address, and what reaches an SMTP server in the end.
const COMPANY = 'SV';
const env = testEnv(); // PUBLIC_URL http://portal.test
const clock = { now: () => new Date('2026-11-20T08:00:00Z') };

describe(`workflow notifications on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testDb: TestDb;
  let initiatorId: number;
  let applicationFormId: number;
  let documentFormId: number;
  let userSequence = 0;

  beforeAll(async () => {
    testDb = await createTestDb();
    const { db } = testDb;
    await db.insertInto('companies').values({ code: COMPANY, name: 'UAB „Šiaurės vėjas“' }).execute();
    await db
      .insertInto('employees')
      .values([
        {
          company_code: COMPANY,
          employee_no: 'SV0012',
          personnel_no: 'P1012',
          first_name: 'Rūta',
          last_name: 'Žemaitytė',
          company_email: 'ruta.zemaityte@sv.example.lt',
        },
        {
          company_code: COMPANY,
          employee_no: 'SV0005',
          personnel_no: 'P1005',
          first_name: 'Ąžuolas',
          last_name: 'Čiurlionis',
          company_email: 'azuolas@sv.example.lt',
        },
        {
          company_code: COMPANY,
          employee_no: 'SV0020',
          personnel_no: 'P1020',
          first_name: 'Emily',
          last_name: 'Clarke',
          company_email: 'emily.clarke@sv.example.lt',
        },
        {
          company_code: COMPANY,
          employee_no: 'SV0030',
          personnel_no: 'P1030',
          first_name: 'Gintė',
          last_name: 'Šimkutė',
          company_email: 'ginte.simkute@sv.example.lt',
        },
        {
          company_code: COMPANY,
          employee_no: 'SV0031',
          personnel_no: 'P1031',
          first_name: 'Tomas',
          last_name: 'Kairys',
          company_email: 'tomas.kairys@sv.example.lt',
        },
        {
          company_code: COMPANY,
          employee_no: 'SV0040',
          personnel_no: 'P1040',
          first_name: 'Žydrūnė',
          last_name: 'Ąžuolienė',
          company_email: 'zydrune@sv.example.lt',
        },
      ])
      .execute();
    initiatorId = (await createUser(db, { username: 'initiator', personnelNo: 'P1012', language: 'lt' })).id;
    applicationFormId = (await createTestForm(db, { name: 'Kasmetinės atostogos', nameEn: 'Annual leave', isApplication: true })).formId;
    documentFormId = (await createTestForm(db, { name: 'Įrangos užsakymas', isApplication: false })).formId;
  });

  afterAll(async () => {
    await testDb?.destroy();
  });

  async function newUser(input: Omit<UserFactoryInput, 'username'> = {}): Promise<number> {
    userSequence += 1;
    return (await createUser(testDb.db, { username: `recipient${userSequence}`, ...input })).id;
  }

  async function newSubmission(options: { formId?: number; documentNo?: string; workflowId?: number | null } = {}): Promise<number> {
    const { id } = await createTestSubmission(testDb.db, {
      formId: options.formId ?? applicationFormId,
      submittedBy: initiatorId,
      employeeNo: 'SV0012',
      state: 'InProgress',
      documentNo: options.documentNo ?? `AT-${String(1000 + userSequence)}`,
      dateFrom: '2026-12-07',
      dateTo: '2026-12-09',
    });
    if (options.workflowId)
      await testDb.db.updateTable('form_submissions').set({ workflow_id: options.workflowId }).where('id', '=', id).execute();
    return id;
  }

  /** A run of the workflow on the submission with one active activity. */
  async function startedActivity(
    submissionId: number,
    workflowId: number,
    name = 'Vadovo patvirtinimas',
    nameEn: string | null = null,
    type: WorkflowMappingType = WorkflowMappingType.initiation,
  ): Promise<number> {
    const instance = await testDb.db
      .insertInto('workflow_instances')
      .values({ submission_id: submissionId, workflow_id: workflowId, type, state: 'active', started_by: initiatorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const activity = await testDb.db
      .insertInto('workflow_instance_activities')
      .values({ instance_id: instance.id, sort_order: 1, name, name_en: nameEn, state: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return activity.id;
  }

  async function newWorkflow(templates: { action?: number; approved?: number; rejected?: number } = {}): Promise<number> {
    const workflow = await testDb.db
      .insertInto('workflows')
      .values({
        name: 'Atostogų tvirtinimas',
        template_action_id: templates.action ?? null,
        template_approved_id: templates.approved ?? null,
        template_rejected_id: templates.rejected ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return workflow.id;
  }

  /** A cancellation run started with `reason` (its history's first entry), its first step active. */
  async function requestedCancellation(submissionId: number, workflowId: number, reason: string): Promise<number> {
    const activityId = await startedActivity(
      submissionId,
      workflowId,
      'Vadovo pritarimas atšaukimui',
      "Manager's consent to the cancellation",
      WorkflowMappingType.cancellation,
    );
    const { instance_id } = await testDb.db
      .selectFrom('workflow_instance_activities')
      .select('instance_id')
      .where('id', '=', activityId)
      .executeTakeFirstOrThrow();
    await testDb.db
      .insertInto('workflow_execution_logs')
      .values({
        submission_id: submissionId,
        instance_id,
        description: WorkflowLogKey.cancellationStarted,
        executed_by: initiatorId,
        comment: reason,
      })
      .execute();
    return activityId;
  }

  function notify(notice: WorkflowNotice) {
    return testDb.db.transaction().execute((trx) => queueWorkflowNotices(trx, { env, now: clock.now }, notice));
  }

  function messagesOf(userId: number) {
    return testDb.db.selectFrom('messages').select(['subject', 'body', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
  }

  function mailTo(address: string) {
    return testDb.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject', 'text_body', 'html_body', 'template', 'status'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();
  }

  describe('on a database without any message template', () => {
    it('still notifies, with the built-in text in each recipient’s language', async () => {
      expect(await testDb.db.selectFrom('message_templates').select('id').execute()).toEqual([]);
      const lithuanian = await newUser({ personnelNo: 'P1005', language: 'lt', email: 'azuolas@example.test' });
      const english = await newUser({ personnelNo: 'P1020', language: 'en', email: 'emily@example.test' });
      const submissionId = await newSubmission({ documentNo: 'AT-00042' });
      const activityId = await startedActivity(submissionId, await newWorkflow(), 'Vadovo patvirtinimas', 'Manager approval');

      const effects = await notify({
        kind: 'activityStarted',
        submissionId,
        instanceActivityId: activityId,
        recipientUserIds: [lithuanian, english],
      });

      expect(effects).toEqual([
        { description: WorkflowEffectKey.messageQueued, result: 'Ąžuolas Čiurlionis' },
        { description: WorkflowEffectKey.messageQueued, result: 'Emily Clarke' },
      ]);
      const link = `http://portal.test/applications/view-application/${submissionId}`;

      const [ltMessage] = await messagesOf(lithuanian);
      expect(ltMessage!.subject).toBe('Laukia jūsų sprendimo: Kasmetinės atostogos AT-00042');
      expect(ltMessage!.body).toContain('Sveiki, Ąžuolas Čiurlionis,');
      expect(ltMessage!.body).toContain('Rūta Žemaitytė pateikė dokumentą <strong>Kasmetinės atostogos</strong> (Nr. AT-00042)');
      expect(ltMessage!.body).toContain('etapą „Vadovo patvirtinimas“');
      expect(ltMessage!.body).toContain(`href="${link}"`);
      expect(ltMessage!.created_at).toEqual(clock.now());
      const [ltMail] = await mailTo('azuolas@example.test');
      expect(ltMail).toMatchObject({
        subject: ltMessage!.subject,
        template: MessageTemplateCode.activityStarted,
        status: 'pending',
        html_body: ltMessage!.body,
      });
      expect(ltMail!.text_body).toContain(`Atidaryti dokumentą (${link})`);

      const [enMessage] = await messagesOf(english);
      expect(enMessage!.subject).toBe('Awaiting your decision: Annual leave AT-00042');
      expect(enMessage!.body).toContain('Rūta Žemaitytė submitted <strong>Annual leave</strong> (No. AT-00042)');
      // The step is named in the recipient's language too.
      expect(enMessage!.body).toContain('the step “Manager approval”');
      const [enMail] = await mailTo('emily@example.test');
      expect(enMail!.subject).toBe('Awaiting your decision: Annual leave AT-00042');
      expect(enMail!.text_body).toContain(`Open the document (${link})`);
    });
  });

  it('names a step without an English name in Lithuanian to an English recipient', async () => {
    const english = await newUser({ language: 'en', email: 'untranslated@example.test' });
    const submissionId = await newSubmission({ documentNo: 'AT-00043' });
    const activityId = await startedActivity(submissionId, await newWorkflow(), 'Personalo patvirtinimas');
    await notify({ kind: 'activityStarted', submissionId, instanceActivityId: activityId, recipientUserIds: [english] });
    const [message] = await messagesOf(english);
    expect(message!.body).toContain('the step “Personalo patvirtinimas”');
  });

  describe('with the default templates seeded', () => {
    beforeAll(async () => {
      await testDb.db.transaction().execute((trx) => seedMessageTemplates(trx));
    });

    it('seeds the defaults once, and keeps an administrator’s edit when seeded again', async () => {
      await testDb.db
        .updateTable('message_templates')
        .set({ subject_lt: 'Atmesta: {documentNo} ({formName})' })
        .where('code', '=', MessageTemplateCode.rejected)
        .execute();
      await testDb.db.transaction().execute((trx) => seedMessageTemplates(trx));
      const rows = await testDb.db.selectFrom('message_templates').select(['code', 'subject_lt', 'text_en']).orderBy('code').execute();
      expect(rows.map((row) => row.code)).toEqual([
        'workflow.activity_started',
        'workflow.approved',
        'workflow.cancellation_requested',
        'workflow.cancelled',
        'workflow.rejected',
      ]);
      expect(rows.find((row) => row.code === MessageTemplateCode.rejected)!.subject_lt).toBe('Atmesta: {documentNo} ({formName})');
    });

    it('renders the template stored under the default code', async () => {
      const recipient = await newUser({ language: 'lt' });
      const submissionId = await newSubmission({ documentNo: 'AT-00077' });
      await notify({ kind: 'rejected', submissionId, recipientUserIds: [recipient], comment: 'Per daug atostogų vienu metu' });
      const [message] = await messagesOf(recipient);
      expect(message!.subject).toBe('Atmesta: AT-00077 (Kasmetinės atostogos)');
      expect(message!.body).toContain('<blockquote>Per daug atostogų vienu metu</blockquote>');
    });

    it('prefers the template the workflow names over the default', async () => {
      const custom = await testDb.db
        .insertInto('message_templates')
        .values({
          code: 'leave.approved',
          subject_lt: 'Atostogos {dateFrom}–{dateTo} patvirtintos',
          subject_en: 'Leave {dateFrom}–{dateTo} approved',
          text_lt: '<p>{formName} {documentNo}: {comment} {unknownPlaceholder}</p>',
          text_en: '<p>{formName}</p>',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const workflowId = await newWorkflow({ approved: custom.id });
      const recipient = await newUser({ language: 'lt', email: 'custom@example.test' });
      const submissionId = await newSubmission({ documentNo: 'AT-00078', workflowId });

      await notify({ kind: 'approved', submissionId, recipientUserIds: [recipient], comment: 'Gerų atostogų!' });

      const [message] = await messagesOf(recipient);
      expect(message!.subject).toBe('Atostogos 2026-12-07–2026-12-09 patvirtintos');
      expect(message!.body).toBe('<p>Kasmetinės atostogos AT-00078: Gerų atostogų! {unknownPlaceholder}</p>');
      const [mail] = await mailTo('custom@example.test');
      expect(mail!.template).toBe('leave.approved');

      // A cancellation has no template column: the default applies even on this workflow.
      await notify({ kind: 'cancelled', submissionId, recipientUserIds: [recipient], comment: null });
      const cancelled = await messagesOf(recipient);
      expect(cancelled[1]!.subject).toBe('Jūsų dokumentas atšauktas: Kasmetinės atostogos AT-00078');
      expect(cancelled[1]!.body).not.toContain('blockquote');
    });

    it('takes the started activity’s template from the workflow of its own run', async () => {
      const custom = await testDb.db
        .insertInto('message_templates')
        .values({
          code: 'leave.action',
          subject_lt: 'Užduotis: {activityName}',
          subject_en: 'Task: {activityName}',
          text_lt: '<p>{link}</p>',
          text_en: '<p>{link}</p>',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const recipient = await newUser({ language: 'en' });
      const submissionId = await newSubmission({ formId: documentFormId });
      const activityId = await startedActivity(submissionId, await newWorkflow({ action: custom.id }), 'Finance review');

      await notify({ kind: 'activityStarted', submissionId, instanceActivityId: activityId, recipientUserIds: [recipient] });

      const [message] = await messagesOf(recipient);
      expect(message!.subject).toBe('Task: Finance review');
      // Not an application: the link opens the document view.
      expect(message!.body).toBe(`<p>http://portal.test/documents/view/${submissionId}</p>`);
    });

    it('tells the approver of a cancellation the reason the employee gave, escaped, in the message and the mail', async () => {
      const lithuanian = await newUser({ language: 'lt', email: 'cancellation.lt@example.test' });
      const english = await newUser({ language: 'en', email: 'cancellation.en@example.test' });
      const submissionId = await newSubmission({ documentNo: 'AT-00120' });
      const reason = 'Susirgau <b>gripu</b> & "karščiuoju"\nPažymą pridėsiu.';
      const activityId = await requestedCancellation(submissionId, await newWorkflow(), reason);

      await notify({ kind: 'activityStarted', submissionId, instanceActivityId: activityId, recipientUserIds: [lithuanian, english] });

      const [ltMail] = await mailTo('cancellation.lt@example.test');
      expect(ltMail).toMatchObject({
        subject: 'Prašoma atšaukti: Kasmetinės atostogos AT-00120',
        template: MessageTemplateCode.cancellationRequested,
      });
      expect(ltMail!.html_body).toContain(
        '<p>Atšaukimo priežastis:</p><blockquote>Susirgau &lt;b&gt;gripu&lt;/b&gt; &amp; "karščiuoju"<br />Pažymą pridėsiu.</blockquote>',
      );
      expect(ltMail!.html_body).not.toContain('<b>');
      expect(ltMail!.text_body).toContain('Atšaukimo priežastis:\n\nSusirgau <b>gripu</b> & "karščiuoju"\nPažymą pridėsiu.');
      const [ltMessage] = await messagesOf(lithuanian);
      expect(ltMessage!.body).toBe(ltMail!.html_body);

      const [enMail] = await mailTo('cancellation.en@example.test');
      expect(enMail!.subject).toBe('Cancellation requested: Annual leave AT-00120');
      expect(enMail!.html_body).toContain("the step “Manager's consent to the cancellation”");
      expect(enMail!.html_body).toContain('<p>Reason for the cancellation:</p><blockquote>Susirgau &lt;b&gt;gripu&lt;/b&gt;');
    });

    it('adds the reason of a cancellation under a workflow’s own template that has no {comment}', async () => {
      const own = await testDb.db
        .insertInto('message_templates')
        .values({
          code: 'leave.cancellation-step',
          subject_lt: 'Užduotis: {documentNo}',
          subject_en: 'Task: {documentNo}',
          text_lt: '<p>Atidarykite {link}</p>',
          text_en: 'Open {link}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const workflowId = await newWorkflow({ action: own.id });
      const lithuanian = await newUser({ language: 'lt', email: 'own.lt@example.test' });
      const english = await newUser({ language: 'en', email: 'own.en@example.test' });
      const submissionId = await newSubmission({ documentNo: 'AT-00121' });
      const activityId = await requestedCancellation(submissionId, workflowId, 'Pasikeitė <planai>');

      await notify({ kind: 'activityStarted', submissionId, instanceActivityId: activityId, recipientUserIds: [lithuanian, english] });

      const [ltMail] = await mailTo('own.lt@example.test');
      expect(ltMail).toMatchObject({ subject: 'Užduotis: AT-00121', template: 'leave.cancellation-step' });
      expect(ltMail!.html_body).toBe(
        `<p>Atidarykite http://portal.test/applications/view-application/${submissionId}</p>` +
          '<p>Atšaukimo priežastis:</p><blockquote>Pasikeitė &lt;planai&gt;</blockquote>',
      );
      // A plain-text template gets a plain line, escaped in the HTML part like the rest.
      const [enMail] = await mailTo('own.en@example.test');
      expect(enMail!.html_body).toContain('<p>Reason for the cancellation: Pasikeitė &lt;planai&gt;</p>');
      expect(enMail!.text_body).toContain('Reason for the cancellation: Pasikeitė <planai>');

      // The same workflow's approval steps are told no reason.
      const approvalSubmission = await newSubmission({ documentNo: 'AT-00122' });
      const approvalStep = await startedActivity(approvalSubmission, workflowId);
      await notify({
        kind: 'activityStarted',
        submissionId: approvalSubmission,
        instanceActivityId: approvalStep,
        recipientUserIds: [lithuanian],
      });
      const mails = await mailTo('own.lt@example.test');
      expect(mails[1]!.html_body).toBe(`<p>Atidarykite http://portal.test/applications/view-application/${approvalSubmission}</p>`);
    });

    it('writes only the in-app message for a recipient who turned e-mails off', async () => {
      const recipient = await newUser({ email: 'quiet@example.test', firstName: 'Tylus', lastName: 'Gavėjas' });
      await testDb.db.updateTable('users').set({ send_emails: false }).where('id', '=', recipient).execute();
      const submissionId = await newSubmission();

      const effects = await notify({ kind: 'approved', submissionId, recipientUserIds: [recipient], comment: null });

      expect(effects).toEqual([{ description: WorkflowEffectKey.messageInAppOnly, result: 'Tylus Gavėjas' }]);
      expect(await messagesOf(recipient)).toHaveLength(1);
      expect(await mailTo('quiet@example.test')).toEqual([]);
    });

    it('mails the alternative address the user chose, else the account’s, else the company’s', async () => {
      const chosen = await newUser({ personnelNo: 'P1030', email: 'account@example.test', alternativeEmail: 'chosen@example.test' });
      const companyOnly = await newUser({ personnelNo: 'P1031', email: null });
      const none = await newUser({ email: null, firstName: null, lastName: null });
      const submissionId = await newSubmission();

      const effects = await notify({ kind: 'approved', submissionId, recipientUserIds: [chosen, companyOnly, none], comment: null });

      expect(await mailTo('chosen@example.test')).toHaveLength(1);
      expect(await mailTo('account@example.test')).toEqual([]);
      expect(await mailTo('tomas.kairys@sv.example.lt')).toHaveLength(1);
      // Nowhere to mail: the message still reaches the inbox, named by the username.
      expect(effects[2]).toEqual({ description: WorkflowEffectKey.messageInAppOnly, result: `recipient${userSequence}` });
      expect(await messagesOf(none)).toHaveLength(1);
    });

    it('notifies a recipient named twice once', async () => {
      const recipient = await newUser({ email: 'twice@example.test' });
      const submissionId = await newSubmission();
      const effects = await notify({ kind: 'rejected', submissionId, recipientUserIds: [recipient, recipient], comment: null });
      expect(effects).toHaveLength(1);
      expect(await messagesOf(recipient)).toHaveLength(1);
      expect(await mailTo('twice@example.test')).toHaveLength(1);
    });

    it('escapes a comment full of markup in the message and the mail', async () => {
      const recipient = await newUser({ email: 'markup@example.test' });
      const submissionId = await newSubmission();
      await notify({
        kind: 'rejected',
        submissionId,
        recipientUserIds: [recipient],
        comment: '<img src=x onerror=alert(1)> <a href="https://evil.test">spausk</a>',
      });
      const [message] = await messagesOf(recipient);
      expect(message!.body).toContain('&lt;img src=x onerror=alert(1)&gt; &lt;a href="https://evil.test"&gt;spausk&lt;/a&gt;');
      expect(message!.body).not.toMatch(/<img|<a href="https:\/\/evil/);
      const [mail] = await mailTo('markup@example.test');
      expect(mail!.html_body).toBe(message!.body);
    });

    it('leaves nothing behind when the engine’s transaction rolls back', async () => {
      const recipient = await newUser({ email: 'rollback@example.test' });
      const submissionId = await newSubmission();
      await expect(
        testDb.db.transaction().execute(async (trx) => {
          await queueWorkflowNotices(
            trx,
            { env, now: clock.now },
            { kind: 'approved', submissionId, recipientUserIds: [recipient], comment: null },
          );
          throw new Error('decision refused later in the transaction');
        }),
      ).rejects.toThrow('decision refused');
      expect(await messagesOf(recipient)).toEqual([]);
      expect(await mailTo('rollback@example.test')).toEqual([]);
    });
  });

  describe('delivery to an SMTP server', () => {
    let smtp: SMTPServer;
    let port: number;
    const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((mail) => {
              received.push({ envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address), mail });
              callback();
            })
            .catch(callback);
        },
      });
      await new Promise<void>((resolve, reject) => {
        smtp.once('error', reject);
        smtp.listen(0, '127.0.0.1', () => resolve());
      });
      port = (smtp.server.address() as AddressInfo).port;
    });

    afterAll(async () => {
      await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    });

    it('sends the queued mail with its Lithuanian text intact', async () => {
      const recipient = await newUser({ personnelNo: 'P1040', language: 'lt', alternativeEmail: 'zydrune.smtp@example.test' });
      const submissionId = await newSubmission({ documentNo: 'AT-00099' });
      await notify({ kind: 'approved', submissionId, recipientUserIds: [recipient], comment: 'Linkime gražių švenčių – ąčęėįšųūž' });
      const [queued] = await testDb.db
        .selectFrom('email_outbox')
        .select('id')
        .where('to_address', '=', 'zydrune.smtp@example.test')
        .execute();

      const smtpEnv = readEnv({
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://portal.test',
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Portalas <portalas@example.test>',
      });
      // The job queue's delivery of that mail, run here without the queue.
      const sent = await deliverMail(
        { db: testDb.db, env: smtpEnv, log: pino({ level: 'silent' }), now: clock.now, transport: mailTransportFromEnv(smtpEnv) },
        queued!.id,
        { number: 1, isLast: false },
      );

      expect(sent).toBe('sent');
      expect(received).toHaveLength(1);
      const [{ envelopeTo, mail }] = received as [(typeof received)[number]];
      expect(envelopeTo).toEqual(['zydrune.smtp@example.test']);
      expect(mail.from?.value[0]?.address).toBe('portalas@example.test');
      expect(mail.subject).toBe('Jūsų dokumentas patvirtintas: Kasmetinės atostogos AT-00099');
      expect(mail.text).toContain('Sveiki, Žydrūnė Ąžuolienė,');
      expect(mail.text).toContain('Jūsų dokumentas Kasmetinės atostogos (Nr. AT-00099) patvirtintas.');
      expect(mail.text).toContain('Linkime gražių švenčių – ąčęėįšųūž');
      expect(mail.text).toContain(`Peržiūrėti dokumentą (http://portal.test/applications/view-application/${submissionId})`);
      expect(mail.html).toContain('<strong>Kasmetinės atostogos</strong>');
      expect(mail.html).toContain(`href="http://portal.test/applications/view-application/${submissionId}"`);
      const [row] = await mailTo('zydrune.smtp@example.test');
      expect(row!.status).toBe('sent');
    });
  });
});
