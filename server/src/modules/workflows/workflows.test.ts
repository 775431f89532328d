import {
  ActionCode,
  ErrorCode,
  type Form,
  type SubmitFormResult,
  SystemComment,
  type WorkflowActionResult,
  WorkflowLogKey,
  type WorkflowLogEntry,
  type WorkflowPlan,
} from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { demo, type DemoUser, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { testEnv } from '../../testing/test-app';
import { callerAs, expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';
import { pdfOfSize, postFiles } from '../form-files/testing/multipart';
import { completeOverdueActivity } from './use-cases/complete-overdue-activity';

// The workflow calls of spec 1 §7 through typed callers, on the seeded workflows
// (server/src/db/seed/demo-workflows.ts): annual leave — the line manager, then HR (admin, all to
// confirm); its cancellation — the line manager; business trip — extra approvers picked in step 3
// (skipped when none), the manager, then finance (admin, 2 work days, completes itself); unpaid
// leave and the other forms — the manager, then a per-document department step (skipped when empty).
// The REST rows' mapping is checked once at the end; the concurrency test stays on REST.
// The test clock's today is Friday 2026-11-20.

const api = useDemoCallers();

async function formOf(systemName: string): Promise<Form> {
  const { id } = await api.harness.db.selectFrom('forms').select('id').where('system_name', '=', systemName).executeTakeFirstOrThrow();
  return api.as.employee.documents.form({ id });
}

function entriesOf(form: Form, values: Record<string, string>) {
  return Object.entries(values).map(([caption, formValue]) => ({
    formDataId: form.formData.find((field) => field.formMeta.captionEn === caption)!.id,
    formValue,
  }));
}

let dayOffset = 0;
/** A fresh annual-leave or unpaid-leave period each time, so the entered-dates rules never collide. */
function nextPeriod(): { from: string; to: string } {
  dayOffset += 7;
  const from = new Date(Date.UTC(2027, 0, 4 + dayOffset));
  const to = new Date(from.getTime() + 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

async function fileLeave(options: { initiate: boolean; form?: string }): Promise<SubmitFormResult> {
  const systemName = options.form ?? DemoForm.annualLeave;
  const form = await formOf(systemName);
  const period = nextPeriod();
  const values: Record<string, string> = { Employee: demo.employee, 'Date from': period.from, 'Date to': period.to };
  if (systemName === DemoForm.unpaidLeave) values.Reason = 'Šeimos reikalai';
  return api.as.employee.documents.submitForm({ formId: form.id, entries: entriesOf(form, values), initiate: options.initiate });
}

/** A business trip of the demo employee to Riga over the two days from `from`. */
function tripValues(purpose: string, from: string, to: string) {
  const me = { nameWithEmployeeNo: 'me', personnelNo: '', employeeNo: demo.employee };
  return {
    'Travelling employees': JSON.stringify([me]),
    'Purpose of the trip': purpose,
    Country: 'LV',
    'Date from': from,
    'Date to': to,
    Destinations: JSON.stringify([{ location: 'Ryga', dateFrom: from, dateTo: to }]),
  };
}

/** The decisions over their REST rows, for the concurrency test and the rows' own checks. */
const rest = {
  approve: (user: DemoUser, id: number, body: object = {}) =>
    api.client.post(`/api/documents/approve-document/${id}`, api.tokens[user], body),
  decline: (user: DemoUser, id: number, body: object = {}) =>
    api.client.post(`/api/documents/decline-document/${id}`, api.tokens[user], body),
  cancel: (user: DemoUser, id: number, body: object = {}) =>
    api.client.post(`/api/documents/cancel-document/${id}`, api.tokens[user], body),
};

function expectConflict(response: LightMyRequestResponse, code: string) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toMatchObject({ status: 'fail', messages: [code] });
}

function activeActivity(plan: WorkflowPlan | null) {
  return plan?.workflowActivities.find((activity) => activity.state === 'active');
}

async function taskIds(user: DemoUser, input: { hasAction?: boolean } = { hasAction: true }): Promise<number[]> {
  const { items } = await api.as[user].documentLists.tasks({ ...input, state: 'All', rowsPerPage: 100 });
  return items.map((item) => item.id);
}

describe('approving an annual leave: the manager, then HR', () => {
  it('starts the first mapped workflow on submit with initiate, and walks it to Approved with a log of every step', async () => {
    const filed = await fileLeave({ initiate: true });
    expect(filed.state).toBe('InProgress');
    const id = filed.id!;

    const plan = await api.as.employee.workflows.plan({ id });
    expect(plan).toMatchObject({ type: 0, state: 'active', workflowName: 'Kasmetinių atostogų tvirtinimas' });
    expect(plan!.workflowActivities.map((activity) => [activity.name, activity.state])).toEqual([
      ['Vadovo pritarimas', 'active'],
      ['Personalo patvirtinimas', 'waiting'],
    ]);
    const managerStep = activeActivity(plan)!;
    expect(managerStep.workflowActivityParticipants.map((participant) => participant.employeeNo)).toEqual([demo.manager]);
    // Three work days from Friday 2026-11-20.
    expect(managerStep.deadline).toBe('2026-11-25');

    expect(await taskIds('manager')).toContain(id);
    expect(await taskIds('admin')).not.toContain(id);
    expect(await api.as.manager.documents.submission({ id })).toMatchObject({
      canApprove: true,
      canReject: true,
      canCancel: false,
      hasWorkflow: true,
      hasWorkflowAssigned: true,
    });
    // The employee substitutes the manager in the demo data, but never decides on their own document.
    expect(await api.as.employee.documents.submission({ id })).toMatchObject({ canApprove: false, canReject: false, canCancel: true });
    expect(await taskIds('employee')).not.toContain(id);
    await expectDomainError(api.as.employee.workflows.approve({ id }), ErrorCode.permissionDenied);

    // Someone who takes no part may neither act nor read it.
    await expectDomainError(api.as.planner.workflows.approve({ id }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.planner.workflows.plan({ id }), ErrorCode.permissionDenied);

    const approved = await api.as.manager.workflows.approve({ id, comment: 'Pritariu.' });
    expect(approved.state).toBe('InProgress');
    await expectDomainError(api.as.manager.workflows.approve({ id }), ErrorCode.workflowStepAlreadyDecided);
    expect(await taskIds('manager')).not.toContain(id);
    expect(await taskIds('admin')).toContain(id);
    expect(await taskIds('manager', {})).toContain(id);

    const done = await api.as.admin.workflows.approve({ id, comment: 'Įregistruota.' });
    expect(done.state).toBe('Approved');
    const finalPlan = await api.as.employee.workflows.plan({ id });
    expect(finalPlan!.state).toBe('approved');
    expect(finalPlan!.workflowActivities.map((activity) => activity.state)).toEqual(['approved', 'approved']);
    expect(finalPlan!.workflowActivities[0]!.workflowActivityParticipants[0]).toMatchObject({
      action: ActionCode.approved,
      comment: 'Pritariu.',
    });

    const logs = await api.as.employee.workflows.executionLogs({ id });
    expect(logs.map((log) => log.description)).toEqual([
      WorkflowLogKey.started,
      WorkflowLogKey.activityStarted,
      WorkflowLogKey.approved,
      WorkflowLogKey.activityStarted,
      WorkflowLogKey.approved,
      WorkflowLogKey.documentApproved,
    ]);
    expect(logs[2]).toMatchObject({ comment: 'Pritariu.', action: ActionCode.approved, activityName: 'Vadovo pritarimas' });
    expect(logs[2]!.executedBy?.name).toBeTruthy();

    // The manager was told when the step started, the employee when it was approved.
    const { db } = api.harness;
    const messages = await db
      .selectFrom('messages')
      .innerJoin('users', 'users.id', 'messages.user_id')
      .select(['users.username', 'messages.subject'])
      .where('messages.body', 'like', `%${filed.documentNo}%`)
      .execute();
    expect(messages.map((message) => message.username).sort()).toEqual(['admin', 'employee', 'manager']);
  });

  it('rejects the document when the manager declines with a file, and tells the employee', async () => {
    const { id } = await fileLeave({ initiate: true });
    const declined = await api.as.manager.workflows.decline({ id: id!, comment: 'Tuo metu trūksta žmonių.' });
    expect(declined.state).toBe('Rejected');
    // Uploads are multipart: they stay on HTTP.
    const logUrl = `/api/documents/submit-form-file-workflow-execution-log/${declined.logId}`;
    const part = { key: 'file0', fileName: 'grafikas.pdf', content: pdfOfSize(2_000) };
    // Only the one who decided attaches files to the decision.
    expectPermissionDenied(await postFiles(api.harness.app, logUrl, api.tokens.employee, [part]));
    const attached = successData<{ id: number; fileName: string }[]>(await postFiles(api.harness.app, logUrl, api.tokens.manager, [part]));
    expect(attached.map((file) => file.fileName)).toEqual(['grafikas.pdf']);
    const decision = (await api.as.employee.workflows.executionLogs({ id: id! })).find((log) => log.id === declined.logId)!;
    expect(decision.files.map((file) => file.fileName)).toEqual(['grafikas.pdf']);
    expect(await api.as.employee.formFiles.download({ id: attached[0]!.id })).toMatchObject({ fileName: 'grafikas.pdf' });
    expect((await api.as.employee.workflows.plan({ id: id! }))!.workflowActivities.map((activity) => activity.state)).toEqual([
      'declined',
      'cancelled',
    ]);
    await expectDomainError(api.as.manager.workflows.approve({ id: id! }), ErrorCode.workflowStepAlreadyDecided);
    await expectDomainError(api.as.employee.workflows.cancel({ id: id! }), ErrorCode.workflowStepAlreadyDecided);
    const detail = await api.as.employee.documents.submission({ id: id! });
    expect(detail).toMatchObject({ state: 'Rejected', canCancel: false, canCancelWorkflow: false });
  });

  it('lets the employee cancel while under approval, and then no one acts any more', async () => {
    const { id } = await fileLeave({ initiate: true });
    await expectDomainError(api.as.planner.workflows.cancel({ id: id! }), ErrorCode.permissionDenied);
    const cancelled = await api.as.employee.workflows.cancel({ id: id!, comment: 'Pasikeitė planai.' });
    expect(cancelled.state).toBe('Cancelled');
    await expectDomainError(api.as.manager.workflows.approve({ id: id! }), ErrorCode.workflowStepAlreadyDecided);
    expect(await taskIds('manager')).not.toContain(id);
    expect((await api.as.employee.workflows.executionLogs({ id: id! })).at(-1)).toMatchObject({
      description: WorkflowLogKey.cancelled,
      comment: 'Pasikeitė planai.',
    });
  });

  it('cancels an approved leave through its cancellation workflow', async () => {
    const { id } = await fileLeave({ initiate: true });
    await api.as.manager.workflows.approve({ id: id! });
    await api.as.admin.workflows.approve({ id: id! });
    expect(await api.as.employee.documents.submission({ id: id! })).toMatchObject({
      state: 'Approved',
      canCancelWorkflow: true,
      isCancelWorkflowAssigned: false,
    });
    // An approved document is not simply cancelled by its employee.
    await expectDomainError(api.as.employee.workflows.cancel({ id: id! }), ErrorCode.workflowStepAlreadyDecided);

    const form = await formOf(DemoForm.annualLeave);
    const mappings = await api.as.employee.workflows.mappings({ formId: form.id, type: 1 });
    expect(mappings.map((mapping) => mapping.workflow.name)).toEqual(['Atostogų atšaukimas']);
    const started = await api.as.employee.workflows.startWorkflow({
      id: id!,
      workflowId: mappings[0]!.workflowId,
      reason: 'Susirgo vaikas, atostogas perkeliu.',
    });
    expect(started.state).toBe('Approved');
    expect(await api.as.employee.documents.submission({ id: id! })).toMatchObject({
      state: 'Approved',
      cancellationInProgress: true,
      isCancelWorkflowAssigned: true,
      canCancelWorkflow: false,
    });
    expect(await taskIds('manager')).toContain(id);

    const result = await api.as.manager.workflows.approve({ id: id!, comment: 'Sutinku atšaukti.' });
    expect(result.state).toBe('Cancelled');
    expect(await api.as.employee.documents.submission({ id: id! })).toMatchObject({ state: 'Cancelled', cancellationInProgress: false });
    expect((await api.as.employee.workflows.executionLogs({ id: id! })).map((log) => log.description)).toContain(
      WorkflowLogKey.documentCancelled,
    );
  });

  it('keeps the approval when the cancellation is declined', async () => {
    const { id } = await fileLeave({ initiate: true });
    await api.as.manager.workflows.approve({ id: id! });
    await api.as.admin.workflows.approve({ id: id! });
    const form = await formOf(DemoForm.annualLeave);
    const [mapping] = await api.as.employee.workflows.mappings({ formId: form.id, type: 1 });
    await api.as.employee.workflows.setWorkflow({ id: id!, workflowId: mapping!.workflowId });
    await api.as.employee.workflows.startWorkflow({ id: id!, reason: 'Kelionė atšaukta.' });
    expect((await api.as.manager.workflows.decline({ id: id!, comment: 'Atšaukti per vėlu.' })).state).toBe('Approved');
    expect(await api.as.employee.documents.submission({ id: id! })).toMatchObject({
      state: 'Approved',
      cancellationInProgress: false,
      canCancelWorkflow: true,
    });
  });
});

describe('the reason of a cancellation request', () => {
  async function approvedLeave(): Promise<{ id: number; workflowId: number }> {
    const { id } = await fileLeave({ initiate: true });
    await api.as.manager.workflows.approve({ id: id! });
    await api.as.admin.workflows.approve({ id: id! });
    const form = await formOf(DemoForm.annualLeave);
    const [mapping] = await api.as.employee.workflows.mappings({ formId: form.id, type: 1 });
    return { id: id!, workflowId: mapping!.workflowId };
  }

  it('refuses to start a cancellation without a reason, or with a blank one, and nothing starts', async () => {
    const { id, workflowId } = await approvedLeave();
    await expectFieldError(api.as.employee.workflows.startWorkflow({ id, workflowId }), 'reason', ErrorCode.fieldRequired);
    await expectFieldError(api.as.employee.workflows.startWorkflow({ id, workflowId, reason: ' \n ' }), 'reason', ErrorCode.fieldRequired);
    // Planned first with set-workflow: the start still asks for the reason.
    await api.as.employee.workflows.setWorkflow({ id, workflowId });
    await expectFieldError(api.as.employee.workflows.startWorkflow({ id }), 'reason', ErrorCode.fieldRequired);
    expect(await api.as.employee.documents.submission({ id })).toMatchObject({ state: 'Approved', cancellationInProgress: false });
    expect(await taskIds('manager')).not.toContain(id);
    expect((await api.as.employee.workflows.executionLogs({ id })).map((log) => log.description)).not.toContain(
      WorkflowLogKey.cancellationStarted,
    );
  });

  it('keeps the reason, trimmed, in the history, where the approver of the cancellation reads it', async () => {
    const { id, workflowId } = await approvedLeave();
    await api.as.employee.workflows.startWorkflow({ id, workflowId, reason: '  Susirgau, atostogų nebereikia.  ' });
    for (const user of ['employee', 'manager'] as const) {
      const logs = await api.as[user].workflows.executionLogs({ id });
      expect(
        logs.find((log) => log.description === WorkflowLogKey.cancellationStarted),
        user,
      ).toMatchObject({
        comment: 'Susirgau, atostogų nebereikia.',
        executedBy: { name: expect.any(String) },
      });
    }
  });

  it("mails the reason to the cancellation's approver, escaped as every value of a notice", async () => {
    const { id, workflowId } = await approvedLeave();
    const manager = await api.harness.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('username', '=', 'manager')
      .executeTakeFirstOrThrow();
    const queuedBefore = await api.harness.db.selectFrom('email_outbox').select('id').execute();

    await api.as.employee.workflows.startWorkflow({ id, workflowId, reason: 'Susirgau <script>x</script> & karščiuoju.' });

    const queued = await api.harness.db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject', 'html_body', 'text_body', 'template'])
      .where(
        'id',
        'not in',
        queuedBefore.map((row) => row.id),
      )
      .execute();
    const toManager = queued.filter((mail) => mail.to_address === manager.email);
    expect(toManager).toHaveLength(1);
    expect(toManager[0]).toMatchObject({
      template: 'workflow.cancellation_requested',
      subject: expect.stringMatching(/^Prašoma atšaukti: /),
    });
    expect(toManager[0]!.html_body).toContain('<blockquote>Susirgau &lt;script&gt;x&lt;/script&gt; &amp; karščiuoju.</blockquote>');
    expect(toManager[0]!.html_body).not.toContain('<script>');
    expect(toManager[0]!.text_body).toContain('Susirgau <script>x</script> & karščiuoju.');
    // The in-app notice says the same.
    const [notice] = await api.harness.db
      .selectFrom('messages')
      .select('body')
      .where('user_id', '=', manager.id)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(notice!.body).toBe(toManager[0]!.html_body);
  });

  it('asks no reason to start an approval', async () => {
    const draft = await fileLeave({ initiate: false });
    const form = await formOf(DemoForm.annualLeave);
    const [mapping] = await api.as.employee.workflows.mappings({ formId: form.id, type: 0 });
    const started = await api.as.employee.workflows.startWorkflow({ id: draft.id!, workflowId: mapping!.workflowId });
    expect(started.state).toBe('InProgress');
    expect(
      (await api.as.employee.workflows.executionLogs({ id: draft.id! })).find((log) => log.description === WorkflowLogKey.started),
    ).toMatchObject({
      comment: null,
    });
  });
});

describe('planning a workflow on a draft (steps 2 and 3)', () => {
  it('refuses a workflow the form does not map, plans a mapped one, and starts it', async () => {
    const draft = await fileLeave({ initiate: false });
    expect(draft.state).toBe('Draft');
    const id = draft.id!;
    expect(await api.as.employee.workflows.plan({ id })).toBeNull();
    const form = await formOf(DemoForm.annualLeave);
    const mappings = await api.as.employee.workflows.mappings({ formId: form.id, type: 0 });
    expect(mappings).toHaveLength(1);
    const unrelated = await api.harness.db
      .selectFrom('workflows')
      .select('id')
      .where('name', '=', 'Komandiruotės tvirtinimas')
      .executeTakeFirstOrThrow();
    await expectFieldError(
      api.as.employee.workflows.setWorkflow({ id, workflowId: unrelated.id }),
      'workflowId',
      ErrorCode.workflowNotMapped,
    );
    await expectDomainError(api.as.manager.workflows.setWorkflow({ id, workflowId: mappings[0]!.workflowId }), ErrorCode.permissionDenied);

    const plan = await api.as.employee.workflows.setWorkflow({ id, workflowId: mappings[0]!.workflowId });
    expect(plan).toMatchObject({ state: 'planned', additionalParticipants: false });
    expect(plan.workflowActivities.every((activity) => activity.state === 'waiting')).toBe(true);
    // Choosing again replaces the plan rather than adding a second.
    const again = await api.as.employee.workflows.setWorkflow({ id, workflowId: mappings[0]!.workflowId });
    expect(again.instanceId).not.toBe(plan.instanceId);
    expect(await api.harness.db.selectFrom('workflow_instances').select('id').where('submission_id', '=', id).execute()).toHaveLength(1);

    const started = await api.as.employee.workflows.startWorkflow({ id });
    expect(started.state).toBe('InProgress');
    await expectDomainError(api.as.employee.workflows.startWorkflow({ id }), ErrorCode.workflowStepAlreadyDecided);
  });

  it('lets the initiator add approvers to a business trip in step 3, skips that step when none were added', async () => {
    const form = await formOf(DemoForm.businessTrip);
    const values = tripValues('Mokymai', '2027-05-10', '2027-05-11');
    const submit = async () => api.as.employee.documents.submitForm({ formId: form.id, entries: entriesOf(form, values), initiate: false });
    const [mapping] = await api.as.employee.workflows.mappings({ formId: form.id, type: 0 });

    const withExtra = await submit();
    const plan = await api.as.employee.workflows.setWorkflow({ id: withExtra.id!, workflowId: mapping!.workflowId });
    expect(plan.additionalParticipants).toBe(true);
    const extraStep = plan.workflowActivities.find((activity) => activity.allowAdditionalParticipants)!;
    expect(extraStep.userRoles?.systemName).toBe('CustomEmployee');
    const plannerId = (await api.harness.db.selectFrom('users').select('id').where('username', '=', 'planner').executeTakeFirstOrThrow())
      .id;
    // A step that takes no additional participants is not the initiator's to change.
    const managerStep = plan.workflowActivities.find((activity) => !activity.allowAdditionalParticipants)!;
    await expectDomainError(
      api.as.employee.workflows.addParticipant({ id: withExtra.id!, participantActivityId: managerStep.id, userId: plannerId }),
      ErrorCode.permissionDenied,
    );
    const extended = await api.as.employee.workflows.addParticipant({
      id: withExtra.id!,
      participantActivityId: extraStep.id,
      userId: plannerId,
    });
    expect(
      extended.workflowActivities
        .find((activity) => activity.id === extraStep.id)!
        .workflowActivityParticipants.map((participant) => participant.employeeNo),
    ).toEqual([demo.planner]);
    await api.as.employee.workflows.startWorkflow({ id: withExtra.id! });
    expect(activeActivity(await api.as.employee.workflows.plan({ id: withExtra.id! }))!.name).toBe('Papildomas derinimas');
    expect(await taskIds('planner')).toContain(withExtra.id);
    await api.as.planner.workflows.approve({ id: withExtra.id! });
    expect(activeActivity(await api.as.employee.workflows.plan({ id: withExtra.id! }))!.name).toBe('Vadovo pritarimas');

    const withoutExtra = await submit();
    await api.as.employee.workflows.startWorkflow({ id: withoutExtra.id!, workflowId: mapping!.workflowId });
    const skippedPlan = await api.as.employee.workflows.plan({ id: withoutExtra.id! });
    expect(skippedPlan!.workflowActivities.map((activity) => activity.state)).toEqual(['skipped', 'active', 'waiting']);
    expect((await api.as.employee.workflows.executionLogs({ id: withoutExtra.id! })).map((log) => log.description)).toContain(
      WorkflowLogKey.activitySkipped,
    );
  });
});

describe('finance completes a business trip on its own after two work days', () => {
  it('autocompletes the overdue step from the deadline job and approves the trip', async () => {
    const form = await formOf(DemoForm.businessTrip);
    const values = tripValues('Paroda', '2027-06-07', '2027-06-08');
    const filed = await api.as.employee.documents.submitForm({ formId: form.id, entries: entriesOf(form, values), initiate: true });
    const id = filed.id!;
    await api.as.manager.workflows.approve({ id });
    const finance = activeActivity(await api.as.employee.workflows.plan({ id }))!;
    expect(finance).toMatchObject({ name: 'Finansų patvirtinimas', autocompleteAfterDuration: true, deadline: '2026-11-24' });
    const { harness } = api;
    const deps = { db: harness.db, env: testEnv(), now: harness.clock.now };
    // Not before the deadline day is over.
    expect(await completeOverdueActivity(deps, finance.id)).toBe('notDueYet');
    const start = harness.clock.now();
    harness.clock.set(new Date('2026-11-25T06:00:00Z'));
    try {
      expect(await completeOverdueActivity(deps, finance.id)).toBe('completed');
      expect(await completeOverdueActivity(deps, finance.id)).toBe('nothingToDo');
    } finally {
      harness.clock.set(start);
    }
    const plan = await api.as.employee.workflows.plan({ id });
    expect(plan!.state).toBe('approved');
    expect(plan!.workflowActivities.at(-1)!.workflowActivityParticipants[0]).toMatchObject({
      action: ActionCode.approved,
      systemComment: SystemComment.confirmedAutomatically,
    });
    expect((await api.as.employee.workflows.executionLogs({ id })).map((log) => log.description)).toContain(
      WorkflowLogKey.activityAutocompleted,
    );
    expect((await api.as.employee.documents.submission({ id })).state).toBe('Approved');
  });
});

describe('substitutes and administrators', () => {
  it("lets today's substitute of the manager act for them, logged on the manager's behalf", async () => {
    const { db } = api.harness;
    await db
      .insertInto('substitutions')
      .values({
        company_code: 'SV',
        employee_no: demo.manager,
        entry_no: 990001,
        subst_employee_no: demo.planner,
        date_from: '2026-11-16',
        date_to: '2026-11-27',
      })
      .execute();
    try {
      const { id } = await fileLeave({ initiate: true });
      expect(await taskIds('planner')).toContain(id);
      expect(await api.as.planner.documents.submission({ id: id! })).toMatchObject({ canApprove: true });
      const plan = await api.as.planner.workflows.plan({ id: id! });
      expect(activeActivity(plan)!.workflowActivityParticipants[0]!.substitutes.map((substitute) => substitute.employeeNo)).toContain(
        demo.planner,
      );
      await api.as.planner.workflows.approve({ id: id!, comment: 'Pavaduoju vadovą.' });
      const log = (await api.as.employee.workflows.executionLogs({ id: id! })).find(
        (entry) => entry.description === WorkflowLogKey.approved,
      )!;
      expect(log.onBehalfOf?.userId).toBeDefined();
      expect(log.executedBy?.userId).not.toBe(log.onBehalfOf?.userId);
      const participant = (await api.as.employee.workflows.plan({ id: id! }))!.workflowActivities[0]!.workflowActivityParticipants[0]!;
      expect(participant.actedBy).not.toBeNull();
    } finally {
      await db.deleteFrom('substitutions').where('entry_no', '=', 990001).execute();
    }
  });

  it("answers the plan as the run's rows hold it: times, roles, and substitutes only of participants still to act", async () => {
    const { db } = api.harness;
    // Today the planner substitutes the manager and the manager the administrator (the HR step).
    const substitutions = [
      { employee_no: demo.manager, subst_employee_no: demo.planner, entry_no: 990002 },
      { employee_no: demo.manager, subst_employee_no: demo.planner, entry_no: 990003 },
      { employee_no: demo.admin, subst_employee_no: demo.manager, entry_no: 990004 },
    ];
    await db
      .insertInto('substitutions')
      .values(substitutions.map((row) => ({ ...row, company_code: 'SV', date_from: '2026-11-16', date_to: '2026-11-27' })))
      .execute();
    try {
      const { id } = await fileLeave({ initiate: true });
      const pending = await api.as.employee.workflows.plan({ id: id! });
      // Two substitutions by the same substitute name them once.
      const managerSubstitutes = activeActivity(pending)!.workflowActivityParticipants[0]!.substitutes.map((each) => each.employeeNo);
      expect(managerSubstitutes.filter((employeeNo) => employeeNo === demo.planner)).toHaveLength(1);
      await api.as.manager.workflows.approve({ id: id!, comment: 'Pritariu.' });
      const plan = (await api.as.employee.workflows.plan({ id: id! }))!;

      const instance = await db
        .selectFrom('workflow_instances')
        .innerJoin('workflows', 'workflows.id', 'workflow_instances.workflow_id')
        .select(['workflow_instances.id', 'workflow_instances.workflow_id', 'workflow_instances.state', 'workflows.name'])
        .where('workflow_instances.submission_id', '=', id!)
        .executeTakeFirstOrThrow();
      const activities = await db
        .selectFrom('workflow_instance_activities')
        .leftJoin('user_roles', 'user_roles.id', 'workflow_instance_activities.user_role_id')
        .selectAll('workflow_instance_activities')
        .select(['user_roles.name as role_name', 'user_roles.system_name as role_system_name'])
        .where('instance_id', '=', instance.id)
        .orderBy('sort_order')
        .orderBy('workflow_instance_activities.id')
        .execute();
      const participants = await db
        .selectFrom('workflow_participants')
        .selectAll()
        .where(
          'instance_activity_id',
          'in',
          activities.map((activity) => activity.id),
        )
        .orderBy('id')
        .execute();
      const substitutionsToday = await db
        .selectFrom('substitutions')
        .innerJoin('employees', (join) =>
          join
            .onRef('employees.company_code', '=', 'substitutions.company_code')
            .onRef('employees.employee_no', '=', 'substitutions.subst_employee_no'),
        )
        .select(['substitutions.employee_no', 'substitutions.subst_employee_no', 'employees.first_name', 'employees.last_name'])
        .where('substitutions.company_code', '=', 'SV')
        .where('substitutions.date_from', '<=', '2026-11-20')
        .where('substitutions.date_to', '>=', '2026-11-20')
        .orderBy('substitutions.subst_employee_no')
        .execute();
      const substitutesOf = (employeeNo: string | null) => {
        const substitutes = new Map<string, { employeeNo: string; name: string }>();
        for (const row of substitutionsToday.filter((each) => each.employee_no === employeeNo)) {
          substitutes.set(row.subst_employee_no, { employeeNo: row.subst_employee_no, name: `${row.first_name} ${row.last_name}` });
        }
        return [...substitutes.values()];
      };
      expect(substitutesOf(demo.admin).map((each) => each.employeeNo)).toContain(demo.manager);

      expect(plan).toMatchObject({
        instanceId: instance.id,
        workflowId: instance.workflow_id,
        workflowName: instance.name,
        state: 'active',
      });
      expect(activities.map((activity) => activity.started_at)).toContainEqual(expect.any(Date));
      expect(activities.map((activity) => activity.finished_at)).toContainEqual(expect.any(Date));
      expect(participants.map((participant) => participant.updated_at)).toContainEqual(expect.any(Date));
      expect(
        plan.workflowActivities.map((activity) => ({
          id: activity.id,
          state: activity.state,
          deadline: activity.deadline,
          startedAt: activity.startedAt,
          finishedAt: activity.finishedAt,
          userRoles: activity.userRoles,
          participants: activity.workflowActivityParticipants.map((participant) => ({
            id: participant.id,
            action: participant.action,
            updated: participant.updated,
            comment: participant.comment,
            substitutes: participant.substitutes,
          })),
        })),
      ).toEqual(
        activities.map((activity) => ({
          id: activity.id,
          state: activity.state,
          deadline: activity.deadline,
          startedAt: activity.started_at,
          finishedAt: activity.finished_at,
          userRoles:
            activity.user_role_id === null
              ? null
              : { id: activity.user_role_id, name: activity.role_name, systemName: activity.role_system_name },
          participants: participants
            .filter((participant) => participant.instance_activity_id === activity.id)
            .map((participant) => ({
              id: participant.id,
              action: participant.action,
              updated: participant.updated_at,
              comment: participant.comment,
              // The manager decided: their substitute is no longer shown; the administrator's still is.
              substitutes: participant.action === ActionCode.pending ? substitutesOf(participant.employee_no) : [],
            })),
        })),
      );
      expect(plan.workflowActivities.flatMap((activity) => activity.workflowActivityParticipants.map((each) => each.employeeNo))).toEqual(
        expect.arrayContaining([demo.manager, demo.admin]),
      );
    } finally {
      await db
        .deleteFrom('substitutions')
        .where(
          'entry_no',
          'in',
          substitutions.map((row) => row.entry_no),
        )
        .execute();
    }
  });

  it('lets an administrator add and remove participants on the active step and approve for a participant from the history', async () => {
    const filed = await fileLeave({ initiate: true });
    const id = filed.id!;
    const step = activeActivity(await api.as.admin.workflows.plan({ id }))!;
    // Not the employee's to change once it runs.
    await expectDomainError(
      api.as.employee.workflows.addJobTitleParticipants({ id, participantActivityId: step.id, jobTitleCode: 'x' }),
      ErrorCode.permissionDenied,
    );

    const colleague = await api.harness.db
      .selectFrom('employees')
      .select(['department_code', 'job_title'])
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.planner)
      .executeTakeFirstOrThrow();
    const byTitle = await api.as.admin.workflows.addJobTitleParticipants({
      id,
      participantActivityId: step.id,
      jobTitleCode: colleague.job_title!,
    });
    const added = byTitle.workflowActivities
      .find((activity) => activity.id === step.id)!
      .workflowActivityParticipants.find((participant) => participant.employeeNo === demo.planner)!;
    expect(added.canRemove).toBe(true);
    await expectFieldError(
      api.as.admin.workflows.addJobTitleParticipants({ id, participantActivityId: step.id, jobTitleCode: 'Nėra tokios' }),
      'jobTitleCode',
      ErrorCode.noParticipantsFound,
    );
    const byDepartment = await api.as.admin.workflows.addDepartmentParticipants({
      id,
      participantActivityId: step.id,
      departmentCode: colleague.department_code!,
      filterSDLAEmployees: true,
    });
    expect(
      byDepartment.workflowActivities.find((activity) => activity.id === step.id)!.workflowActivityParticipants.length,
    ).toBeGreaterThanOrEqual(2);

    const removed = await api.as.admin.workflows.removeParticipant({ id: added.id });
    expect(
      removed.workflowActivities
        .find((activity) => activity.id === step.id)!
        .workflowActivityParticipants.some((participant) => participant.id === added.id),
    ).toBe(false);
    const manager = removed.workflowActivities
      .find((activity) => activity.id === step.id)!
      .workflowActivityParticipants.find((participant) => participant.employeeNo === demo.manager)!;
    expect(manager.canRemove).toBe(false);
    await expectDomainError(api.as.admin.workflows.removeParticipant({ id: manager.id }), ErrorCode.participantNotRemovable);
    await expectDomainError(api.as.employee.workflows.removeParticipant({ id: manager.id }), ErrorCode.permissionDenied);

    await api.as.admin.workflows.approve({ id, participantId: manager.id, comment: 'Pritariu.', reason: 'Vadovas atostogauja.' });
    const after = (await api.as.employee.workflows.plan({ id }))!.workflowActivities.find((activity) => activity.id === step.id)!;
    expect(after.workflowActivityParticipants.find((participant) => participant.id === manager.id)).toMatchObject({
      action: ActionCode.approved,
      systemComment: SystemComment.confirmedByAdministrator,
    });
    expect(after.state).toBe('approved');
  });

  it('lets an administrator cancel an approved document outright', async () => {
    const { id } = await fileLeave({ initiate: true, form: DemoForm.unpaidLeave });
    await api.as.manager.workflows.approve({ id: id! });
    expect((await api.as.employee.documents.submission({ id: id! })).state).toBe('Approved');
    expect((await api.as.admin.workflows.cancel({ id: id!, comment: 'Klaida.' })).state).toBe('Cancelled');
    await expectDomainError(api.as.admin.workflows.cancel({ id: id! }), ErrorCode.workflowStepAlreadyDecided);
  });
});

describe('two people acting at once', () => {
  // Through the REST rows: the concurrency of whole HTTP requests is what is proved here.
  it('applies exactly one of 50 concurrent approve, decline and cancel calls; the others are refused with a clear message', async () => {
    const { id } = await fileLeave({ initiate: true, form: DemoForm.unpaidLeave });
    const calls = Array.from({ length: 50 }, (_, index) => {
      if (index % 3 === 0) return rest.approve('manager', id!, { comment: `approve ${index}` });
      if (index % 3 === 1) return rest.decline('manager', id!, { comment: `decline ${index}` });
      return rest.cancel('employee', id!, { comment: `cancel ${index}` });
    });
    const responses = await Promise.all(calls);
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expectConflict(refused, ErrorCode.workflowStepAlreadyDecided);
    }
    const detail = await api.as.employee.documents.submission({ id: id! });
    const winner = winners[0]!.json().data as WorkflowActionResult;
    expect(detail.state).toBe(winner.state);
    expect(['Approved', 'Rejected', 'Cancelled']).toContain(detail.state);
    const decisions = (await api.as.employee.workflows.executionLogs({ id: id! })).filter((log) =>
      ([WorkflowLogKey.approved, WorkflowLogKey.declined, WorkflowLogKey.cancelled] as string[]).includes(log.description),
    );
    expect(decisions).toHaveLength(1);
    const { db } = api.harness;
    const participants = await db
      .selectFrom('workflow_participants')
      .innerJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_participants.instance_activity_id')
      .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
      .select('workflow_participants.action')
      .where('workflow_instances.submission_id', '=', id!)
      .where('workflow_participants.action', '<>', ActionCode.pending)
      .execute();
    expect(participants.length).toBeLessThanOrEqual(1);
  });
});

describe('deadlines and confirmations in the engine', () => {
  it('counts the deadline in work days past a public holiday: started on Friday 2027-03-26, three work days after Easter Monday', async () => {
    const draft = await fileLeave({ initiate: false });
    const { harness } = api;
    const start = harness.clock.now();
    const workflowId = await annualLeaveWorkflowId();
    harness.clock.set(new Date('2027-03-26T08:00:00Z'));
    try {
      // Months later the old session has lapsed: a session opened on that day.
      const employee = await callerAs(harness, 'employee');
      await employee.workflows.startWorkflow({ id: draft.id!, workflowId });
    } finally {
      harness.clock.set(start);
    }
    // Tuesday 30th, Wednesday 31st, Thursday 1 April: Monday 29 March is Easter Monday.
    expect(activeActivity(await api.as.employee.workflows.plan({ id: draft.id! }))).toMatchObject({
      name: 'Vadovo pritarimas',
      deadline: '2027-04-01',
    });
  });

  it('waits for all three HR approvers when the step needs every confirmation', async () => {
    const { id } = await fileLeave({ initiate: true });
    await api.as.manager.workflows.approve({ id: id! });
    const hr = activeActivity(await api.as.admin.workflows.plan({ id: id! }))!;
    expect(hr).toMatchObject({ name: 'Personalo patvirtinimas', allToConfirm: true });
    const { db } = api.harness;
    for (const username of ['planner', 'manager']) {
      const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
      await api.as.admin.workflows.addParticipant({ id: id!, participantActivityId: hr.id, userId: user.id });
    }
    expect(activeActivity(await api.as.admin.workflows.plan({ id: id! }))!.workflowActivityParticipants).toHaveLength(3);

    expect((await api.as.admin.workflows.approve({ id: id! })).state).toBe('InProgress');
    expect((await api.as.planner.workflows.approve({ id: id! })).state).toBe('InProgress');
    expect(activeActivity(await api.as.admin.workflows.plan({ id: id! }))!.name).toBe('Personalo patvirtinimas');
    // The manager decided the step before a moment ago: naming this step tells it is no repeat.
    expect((await api.as.manager.workflows.approve({ id: id!, activityId: hr.id })).state).toBe('Approved');
  });
});

describe('names in both languages', () => {
  it('answers the workflow and its steps in Lithuanian and English in the mappings, the plan, the history and the task list', async () => {
    const form = await formOf(DemoForm.annualLeave);
    const [mapping] = await api.as.employee.workflows.mappings({ formId: form.id, type: 0 });
    expect(mapping!.workflow).toMatchObject({ name: 'Kasmetinių atostogų tvirtinimas', nameEn: 'Annual leave approval' });

    const id = (await fileLeave({ initiate: true })).id!;
    // The run copied the English names when it was planned: renaming the definition now changes nothing.
    await api.harness.db.updateTable('workflow_activities').set({ name_en: 'Renamed' }).where('name', '=', 'Vadovo pritarimas').execute();
    try {
      const plan = await api.as.employee.workflows.plan({ id });
      expect(plan).toMatchObject({ workflowName: 'Kasmetinių atostogų tvirtinimas', workflowNameEn: 'Annual leave approval' });
      expect(plan!.workflowActivities.map((activity) => [activity.name, activity.nameEn])).toEqual([
        ['Vadovo pritarimas', "Manager's consent"],
        ['Personalo patvirtinimas', 'HR approval'],
      ]);
      const logs = await api.as.employee.workflows.executionLogs({ id });
      expect(logs.find((log) => log.description === WorkflowLogKey.activityStarted)).toMatchObject({
        activityName: 'Vadovo pritarimas',
        activityNameEn: "Manager's consent",
      });
      const { items } = await api.as.manager.documentLists.tasks({ hasAction: true, state: 'All', rowsPerPage: 100 });
      expect(items.find((item) => item.id === id)?.workflowActivity).toMatchObject({
        name: 'Vadovo pritarimas',
        nameEn: "Manager's consent",
      });
    } finally {
      await api.harness.db
        .updateTable('workflow_activities')
        .set({ name_en: "Manager's consent" })
        .where('name', '=', 'Vadovo pritarimas')
        .execute();
    }
  });
});

describe('REST rows', () => {
  /** A typed answer as the REST envelope carries it: dates as ISO text. */
  const overJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

  async function userIdOf(username: DemoUser): Promise<number> {
    return (await api.harness.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  }

  it('GET get-workflow-mappings/{formId}/{type}, get-workflow-plan/{id} and get-workflow-execution-logs/{id} take the path as text the input coerces', async () => {
    const { id } = await fileLeave({ initiate: true });
    const form = await formOf(DemoForm.annualLeave);
    const mappingsResponse = await api.client.get(`/api/documents/get-workflow-mappings/${form.id}/1`, api.tokens.employee);
    expect(mappingsResponse.json()).toEqual({
      status: 'success',
      data: overJson(await api.as.employee.workflows.mappings({ formId: form.id, type: 1 })),
      messages: [],
      pagination: null,
      validationErrors: null,
      substatus: null,
    });
    expectValidationError(await api.client.get(`/api/documents/get-workflow-mappings/${form.id}/2`, api.tokens.employee), 'type');
    expect(successData<WorkflowPlan>(await api.client.get(`/api/documents/get-workflow-plan/${id}`, api.tokens.employee))).toEqual(
      overJson(await api.as.employee.workflows.plan({ id: id! })),
    );
    expect(
      successData<WorkflowLogEntry[]>(await api.client.get(`/api/documents/get-workflow-execution-logs/${id}`, api.tokens.employee)),
    ).toEqual(overJson(await api.as.employee.workflows.executionLogs({ id: id! })));
    expectPermissionDenied(await api.client.get(`/api/documents/get-workflow-plan/${id}`, api.tokens.planner));
  });

  it('POST set-workflow/{id} and start-workflow/{id} take the workflow from the body and the document from the path, which wins over a body id', async () => {
    const draft = await fileLeave({ initiate: false });
    const other = await fileLeave({ initiate: false });
    const form = await formOf(DemoForm.annualLeave);
    const [mapping] = await api.as.employee.workflows.mappings({ formId: form.id, type: 0 });
    const plan = successData<WorkflowPlan>(
      await api.client.post(`/api/documents/set-workflow/${draft.id}`, api.tokens.employee, {
        workflowId: mapping!.workflowId,
        id: other.id,
      }),
    );
    expect(plan).toEqual(overJson(await api.as.employee.workflows.plan({ id: draft.id! })));
    expect(await api.as.employee.workflows.plan({ id: other.id! })).toBeNull();
    expectValidationError(await api.client.post(`/api/documents/set-workflow/${draft.id}`, api.tokens.employee, {}), 'workflowId');

    const started = successData<WorkflowActionResult>(
      await api.client.post(`/api/documents/start-workflow/${draft.id}`, api.tokens.employee, {}),
    );
    expect(started.state).toBe('InProgress');
    // Naming the workflow plans and starts it at once.
    const startedAtOnce = successData<WorkflowActionResult>(
      await api.client.post(`/api/documents/start-workflow/${other.id}`, api.tokens.employee, { workflowId: mapping!.workflowId }),
    );
    expect(startedAtOnce.state).toBe('InProgress');
    expect((await api.as.employee.workflows.plan({ id: other.id! }))!.workflowId).toBe(mapping!.workflowId);
  });

  it('POST start-workflow/{id} on an approved document takes the reason of the cancellation from the body, and refuses a blank one', async () => {
    const { id } = await fileLeave({ initiate: true });
    await api.as.manager.workflows.approve({ id: id! });
    await api.as.admin.workflows.approve({ id: id! });
    const form = await formOf(DemoForm.annualLeave);
    const [mapping] = await api.as.employee.workflows.mappings({ formId: form.id, type: 1 });
    const path = `/api/documents/start-workflow/${id}`;
    expectValidationError(
      await api.client.post(path, api.tokens.employee, { workflowId: mapping!.workflowId }),
      'reason',
      ErrorCode.fieldRequired,
    );
    expectValidationError(
      await api.client.post(path, api.tokens.employee, { workflowId: mapping!.workflowId, reason: '   ' }),
      'reason',
      ErrorCode.fieldRequired,
    );
    const started = successData<WorkflowActionResult>(
      await api.client.post(path, api.tokens.employee, { workflowId: mapping!.workflowId, reason: 'Planai pasikeitė.' }),
    );
    expect(started.state).toBe('Approved');
    const logs = successData<WorkflowLogEntry[]>(
      await api.client.get(`/api/documents/get-workflow-execution-logs/${id}`, api.tokens.manager),
    );
    expect(logs.find((log) => log.description === WorkflowLogKey.cancellationStarted)).toMatchObject({ comment: 'Planai pasikeitė.' });
  });

  it("POST approve-document/{id} takes comment and activityId from the body, old clients' nulls as left out; a refusal answers the conflict envelope", async () => {
    const { id } = await fileLeave({ initiate: true });
    const plan = await api.as.employee.workflows.plan({ id: id! });
    const [managerStep, hrStep] = plan!.workflowActivities;
    // A decision naming a step that is not the active one is refused as already decided.
    const refused = await rest.approve('manager', id!, { activityId: hrStep!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'fail',
      substatus: 'conflict',
      messages: [ErrorCode.workflowStepAlreadyDecided],
      data: null,
      pagination: null,
      validationErrors: null,
    });
    const approved = await rest.approve('manager', id!, { comment: 'Pritariu.', reason: null, activityId: managerStep!.id });
    expect(approved.json()).toMatchObject({ status: 'success', data: { state: 'InProgress', logId: expect.any(Number) } });
    const decision = (await api.as.employee.workflows.executionLogs({ id: id! })).find(
      (log) => log.description === WorkflowLogKey.approved,
    )!;
    expect(decision).toMatchObject({ id: approved.json().data.logId, comment: 'Pritariu.' });
    expectValidationError(await rest.approve('admin', id!, { comment: 'x'.repeat(2001) }), 'comment');
  });

  it('POST decline-document/{id} takes participantId and reason from the body; cancel-document/{id} takes the comment', async () => {
    const declinedLeave = await fileLeave({ initiate: true });
    const manager = activeActivity(await api.as.admin.workflows.plan({ id: declinedLeave.id! }))!.workflowActivityParticipants[0]!;
    const declined = successData<WorkflowActionResult>(
      await rest.decline('admin', declinedLeave.id!, { participantId: manager.id, reason: 'Vadovas serga.', comment: null }),
    );
    expect(declined.state).toBe('Rejected');
    const decision = (await api.as.admin.workflows.executionLogs({ id: declinedLeave.id! })).find((log) => log.id === declined.logId)!;
    expect(decision.onBehalfOf?.userId).toBe(await userIdOf('manager'));
    expect(decision.workflowExecutionLogEntries).toContainEqual(expect.objectContaining({ result: 'Vadovas serga.' }));

    const cancelledLeave = await fileLeave({ initiate: true });
    const cancelled = successData<WorkflowActionResult>(
      await rest.cancel('employee', cancelledLeave.id!, { comment: 'Pasikeitė planai.' }),
    );
    expect(cancelled.state).toBe('Cancelled');
    expect((await api.as.employee.workflows.executionLogs({ id: cancelledLeave.id! })).at(-1)).toMatchObject({
      description: WorkflowLogKey.cancelled,
      comment: 'Pasikeitė planai.',
    });
  });

  it('POST add-participant…/{id} map the old capitalised keys (Id, ParticipantActivityId, UserId, DepartmentCode, FilterSDLAEmployees, JobTitleCode) and the current ones; DELETE remove-participant-from-workflow-plan/{id} takes the participant from the path', async () => {
    const { id } = await fileLeave({ initiate: true });
    const step = activeActivity(await api.as.admin.workflows.plan({ id: id! }))!;
    const colleague = await api.harness.db
      .selectFrom('employees')
      .select(['department_code', 'job_title'])
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.planner)
      .executeTakeFirstOrThrow();
    const participantsOf = (plan: WorkflowPlan) =>
      plan.workflowActivities.find((activity) => activity.id === step.id)!.workflowActivityParticipants;

    // An old client's body Id is the document again: the path names it, so it is dropped rather than refused.
    const byUser = successData<WorkflowPlan>(
      await api.client.post(`/api/documents/add-participant-to-workflow-plan/${id}`, api.tokens.admin, {
        Id: id,
        ParticipantActivityId: step.id,
        UserId: await userIdOf('planner'),
      }),
    );
    const planner = participantsOf(byUser).find((participant) => participant.employeeNo === demo.planner)!;
    expect(planner).toBeDefined();
    const byUserLowercase = await api.client.post(`/api/documents/add-participant-to-workflow-plan/${id}`, api.tokens.admin, {
      participantActivityId: step.id,
      userId: await userIdOf('employee'),
    });
    expectValidationError(byUserLowercase, 'userId', ErrorCode.participantOwnsDocument);

    const byDepartment = successData<WorkflowPlan>(
      await api.client.post(`/api/documents/add-participant-department-to-workflow-plan/${id}`, api.tokens.admin, {
        ParticipantActivityId: step.id,
        DepartmentCode: colleague.department_code,
        FilterSDLAEmployees: true,
      }),
    );
    expect(participantsOf(byDepartment).length).toBeGreaterThanOrEqual(2);
    expectValidationError(
      await api.client.post(`/api/documents/add-participant-by-job-title-to-workflow-plan/${id}`, api.tokens.admin, {
        ParticipantActivityId: step.id,
        JobTitleCode: 'Nėra tokios',
      }),
      'jobTitleCode',
      ErrorCode.noParticipantsFound,
    );
    expect(
      successData<WorkflowPlan>(
        await api.client.post(`/api/documents/add-participant-by-job-title-to-workflow-plan/${id}`, api.tokens.admin, {
          participantActivityId: step.id,
          jobTitleCode: colleague.job_title,
        }),
      ),
    ).toEqual(overJson(await api.as.admin.workflows.plan({ id: id! })));

    const removed = successData<WorkflowPlan>(
      await api.client.delete(`/api/documents/remove-participant-from-workflow-plan/${planner.id}`, api.tokens.admin),
    );
    expect(participantsOf(removed).some((participant) => participant.id === planner.id)).toBe(false);
  });
});

async function annualLeaveWorkflowId(): Promise<number> {
  const form = await formOf(DemoForm.annualLeave);
  const [mapping] = await api.as.employee.workflows.mappings({ formId: form.id, type: 0 });
  return mapping!.workflowId;
}
