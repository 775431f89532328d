import {
  ActionCode,
  ErrorCode,
  type Form,
  type SubmissionDetail,
  type SubmitFormResult,
  SystemComment,
  type WorkflowActionResult,
  WorkflowLogKey,
  type WorkflowLogEntry,
  type WorkflowMapping,
  type WorkflowPlan,
} from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { signInToken, testEnv } from '../../testing/test-app';
import { demo, type DemoUser, expectPermissionDenied, expectValidationError, successData, useDemoApi } from '../../testing/rest-client';
import { pdfOfSize, postFiles } from '../form-files/testing/multipart';
import { completeOverdueActivity } from './use-cases/complete-overdue-activity';

// The workflow calls of spec 1 §7 through the REST adapter, on the seeded workflows
// (server/src/db/seed/demo-workflows.ts): annual leave — the line manager, then HR (admin, all to
// confirm); its cancellation — the line manager; business trip — extra approvers picked in step 3
// (skipped when none), the manager, then finance (admin, 2 work days, completes itself); unpaid
// leave and the other forms — the manager, then a per-document department step (skipped when empty).
// The test clock's today is Friday 2026-11-20.

const api = useDemoApi();

async function formOf(systemName: string): Promise<Form> {
  const { id } = await api.harness.db.selectFrom('forms').select('id').where('system_name', '=', systemName).executeTakeFirstOrThrow();
  return successData<Form>(await api.client.get(`/api/documents/get-form/${id}`, api.tokens.employee));
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
  return successData<SubmitFormResult>(
    await api.client.post('/api/documents/submit-form', api.tokens.employee, {
      formId: form.id,
      entries: entriesOf(form, values),
      initiate: options.initiate,
    }),
  );
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

const call = {
  approve: (user: DemoUser, id: number, body: object = {}) =>
    api.client.post(`/api/documents/approve-document/${id}`, api.tokens[user], body),
  decline: (user: DemoUser, id: number, body: object = {}) =>
    api.client.post(`/api/documents/decline-document/${id}`, api.tokens[user], body),
  cancel: (user: DemoUser, id: number, body: object = {}) =>
    api.client.post(`/api/documents/cancel-document/${id}`, api.tokens[user], body),
  plan: async (user: DemoUser, id: number) =>
    successData<WorkflowPlan | null>(await api.client.get(`/api/documents/get-workflow-plan/${id}`, api.tokens[user])),
  logs: async (user: DemoUser, id: number) =>
    successData<WorkflowLogEntry[]>(await api.client.get(`/api/documents/get-workflow-execution-logs/${id}`, api.tokens[user])),
  detail: async (user: DemoUser, id: number) =>
    successData<SubmissionDetail>(await api.client.get(`/api/documents/get-form-submissions/${id}`, api.tokens[user])),
};

function expectConflict(response: LightMyRequestResponse, code: string) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toMatchObject({ status: 'fail', messages: [code] });
}

function activeActivity(plan: WorkflowPlan | null) {
  return plan?.workflowActivities.find((activity) => activity.state === 'active');
}

async function taskIds(user: DemoUser, query = '?hasAction=true&state=All&rowsPerPage=100'): Promise<number[]> {
  const items = successData<{ id: number }[]>(await api.client.get(`/api/documents/get-form-submission-tasks${query}`, api.tokens[user]));
  return items.map((item) => item.id);
}

describe('approving an annual leave: the manager, then HR', () => {
  it('starts the first mapped workflow on submit with initiate, and walks it to Approved with a log of every step', async () => {
    const filed = await fileLeave({ initiate: true });
    expect(filed.state).toBe('InProgress');
    const id = filed.id!;

    const plan = await call.plan('employee', id);
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
    expect(await call.detail('manager', id)).toMatchObject({
      canApprove: true,
      canReject: true,
      canCancel: false,
      hasWorkflow: true,
      hasWorkflowAssigned: true,
    });
    // The employee substitutes the manager in the demo data, but never decides on their own document.
    expect(await call.detail('employee', id)).toMatchObject({ canApprove: false, canReject: false, canCancel: true });
    expect(await taskIds('employee')).not.toContain(id);
    expectPermissionDenied(await call.approve('employee', id));

    // Someone who takes no part may neither act nor read it.
    expectPermissionDenied(await call.approve('planner', id));
    expectPermissionDenied(await api.client.get(`/api/documents/get-workflow-plan/${id}`, api.tokens.planner));

    const approved = successData<WorkflowActionResult>(await call.approve('manager', id, { comment: 'Pritariu.' }));
    expect(approved.state).toBe('InProgress');
    expectConflict(await call.approve('manager', id), ErrorCode.workflowStepAlreadyDecided);
    expect(await taskIds('manager')).not.toContain(id);
    expect(await taskIds('admin')).toContain(id);
    expect(await taskIds('manager', '?state=All&rowsPerPage=100')).toContain(id);

    const done = successData<WorkflowActionResult>(await call.approve('admin', id, { comment: 'Įregistruota.' }));
    expect(done.state).toBe('Approved');
    const finalPlan = await call.plan('employee', id);
    expect(finalPlan!.state).toBe('approved');
    expect(finalPlan!.workflowActivities.map((activity) => activity.state)).toEqual(['approved', 'approved']);
    expect(finalPlan!.workflowActivities[0]!.workflowActivityParticipants[0]).toMatchObject({
      action: ActionCode.approved,
      comment: 'Pritariu.',
    });

    const logs = await call.logs('employee', id);
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
    const declined = successData<WorkflowActionResult>(await call.decline('manager', id!, { comment: 'Tuo metu trūksta žmonių.' }));
    expect(declined.state).toBe('Rejected');
    const logUrl = `/api/documents/submit-form-file-workflow-execution-log/${declined.logId}`;
    const part = { key: 'file0', fileName: 'grafikas.pdf', content: pdfOfSize(2_000) };
    // Only the one who decided attaches files to the decision.
    expectPermissionDenied(await postFiles(api.harness.app, logUrl, api.tokens.employee, [part]));
    const attached = successData<{ id: number; fileName: string }[]>(await postFiles(api.harness.app, logUrl, api.tokens.manager, [part]));
    expect(attached.map((file) => file.fileName)).toEqual(['grafikas.pdf']);
    const decision = (await call.logs('employee', id!)).find((log) => log.id === declined.logId)!;
    expect(decision.files.map((file) => file.fileName)).toEqual(['grafikas.pdf']);
    expect((await api.client.get(`/api/documents/download-form-file/${attached[0]!.id}`, api.tokens.employee)).statusCode).toBe(200);
    expect((await call.plan('employee', id!))!.workflowActivities.map((activity) => activity.state)).toEqual(['declined', 'cancelled']);
    expectConflict(await call.approve('manager', id!), ErrorCode.workflowStepAlreadyDecided);
    expectConflict(await call.cancel('employee', id!), ErrorCode.workflowStepAlreadyDecided);
    const detail = await call.detail('employee', id!);
    expect(detail).toMatchObject({ state: 'Rejected', canCancel: false, canCancelWorkflow: false });
  });

  it('lets the employee cancel while under approval, and then no one acts any more', async () => {
    const { id } = await fileLeave({ initiate: true });
    expectPermissionDenied(await call.cancel('planner', id!));
    const cancelled = successData<WorkflowActionResult>(await call.cancel('employee', id!, { comment: 'Pasikeitė planai.' }));
    expect(cancelled.state).toBe('Cancelled');
    expectConflict(await call.approve('manager', id!), ErrorCode.workflowStepAlreadyDecided);
    expect(await taskIds('manager')).not.toContain(id);
    expect((await call.logs('employee', id!)).at(-1)).toMatchObject({
      description: WorkflowLogKey.cancelled,
      comment: 'Pasikeitė planai.',
    });
  });

  it('cancels an approved leave through its cancellation workflow', async () => {
    const { id } = await fileLeave({ initiate: true });
    successData(await call.approve('manager', id!));
    successData(await call.approve('admin', id!));
    expect(await call.detail('employee', id!)).toMatchObject({
      state: 'Approved',
      canCancelWorkflow: true,
      isCancelWorkflowAssigned: false,
    });
    // An approved document is not simply cancelled by its employee.
    expectConflict(await call.cancel('employee', id!), ErrorCode.workflowStepAlreadyDecided);

    const form = await formOf(DemoForm.annualLeave);
    const mappings = successData<WorkflowMapping[]>(
      await api.client.get(`/api/documents/get-workflow-mappings/${form.id}/1`, api.tokens.employee),
    );
    expect(mappings.map((mapping) => mapping.workflow.name)).toEqual(['Atostogų atšaukimas']);
    const started = successData<WorkflowActionResult>(
      await api.client.post(`/api/documents/start-workflow/${id}`, api.tokens.employee, { workflowId: mappings[0]!.workflowId }),
    );
    expect(started.state).toBe('Approved');
    expect(await call.detail('employee', id!)).toMatchObject({
      state: 'Approved',
      cancellationInProgress: true,
      isCancelWorkflowAssigned: true,
      canCancelWorkflow: false,
    });
    expect(await taskIds('manager')).toContain(id);

    const result = successData<WorkflowActionResult>(await call.approve('manager', id!, { comment: 'Sutinku atšaukti.' }));
    expect(result.state).toBe('Cancelled');
    expect(await call.detail('employee', id!)).toMatchObject({ state: 'Cancelled', cancellationInProgress: false });
    expect((await call.logs('employee', id!)).map((log) => log.description)).toContain(WorkflowLogKey.documentCancelled);
  });

  it('keeps the approval when the cancellation is declined', async () => {
    const { id } = await fileLeave({ initiate: true });
    successData(await call.approve('manager', id!));
    successData(await call.approve('admin', id!));
    const form = await formOf(DemoForm.annualLeave);
    const [mapping] = successData<WorkflowMapping[]>(
      await api.client.get(`/api/documents/get-workflow-mappings/${form.id}/1`, api.tokens.employee),
    );
    successData(await api.client.post(`/api/documents/set-workflow/${id}`, api.tokens.employee, { workflowId: mapping!.workflowId }));
    successData(await api.client.post(`/api/documents/start-workflow/${id}`, api.tokens.employee, {}));
    expect(successData<WorkflowActionResult>(await call.decline('manager', id!)).state).toBe('Approved');
    expect(await call.detail('employee', id!)).toMatchObject({ state: 'Approved', cancellationInProgress: false, canCancelWorkflow: true });
  });
});

describe('planning a workflow on a draft (steps 2 and 3)', () => {
  it('refuses a workflow the form does not map, plans a mapped one, and starts it', async () => {
    const draft = await fileLeave({ initiate: false });
    expect(draft.state).toBe('Draft');
    expect(await call.plan('employee', draft.id!)).toBeNull();
    const form = await formOf(DemoForm.annualLeave);
    const mappings = successData<WorkflowMapping[]>(
      await api.client.get(`/api/documents/get-workflow-mappings/${form.id}/0`, api.tokens.employee),
    );
    expect(mappings).toHaveLength(1);
    const unrelated = await api.harness.db
      .selectFrom('workflows')
      .select('id')
      .where('name', '=', 'Komandiruotės tvirtinimas')
      .executeTakeFirstOrThrow();
    expectValidationError(
      await api.client.post(`/api/documents/set-workflow/${draft.id}`, api.tokens.employee, { workflowId: unrelated.id }),
      'workflowId',
      ErrorCode.workflowNotMapped,
    );
    expectPermissionDenied(
      await api.client.post(`/api/documents/set-workflow/${draft.id}`, api.tokens.manager, { workflowId: mappings[0]!.workflowId }),
    );

    const plan = successData<WorkflowPlan>(
      await api.client.post(`/api/documents/set-workflow/${draft.id}`, api.tokens.employee, { workflowId: mappings[0]!.workflowId }),
    );
    expect(plan).toMatchObject({ state: 'planned', additionalParticipants: false });
    expect(plan.workflowActivities.every((activity) => activity.state === 'waiting')).toBe(true);
    // Choosing again replaces the plan rather than adding a second.
    const again = successData<WorkflowPlan>(
      await api.client.post(`/api/documents/set-workflow/${draft.id}`, api.tokens.employee, { workflowId: mappings[0]!.workflowId }),
    );
    expect(again.instanceId).not.toBe(plan.instanceId);
    expect(
      await api.harness.db.selectFrom('workflow_instances').select('id').where('submission_id', '=', draft.id!).execute(),
    ).toHaveLength(1);

    const started = successData<WorkflowActionResult>(
      await api.client.post(`/api/documents/start-workflow/${draft.id}`, api.tokens.employee, {}),
    );
    expect(started.state).toBe('InProgress');
    expectConflict(
      await api.client.post(`/api/documents/start-workflow/${draft.id}`, api.tokens.employee, {}),
      ErrorCode.workflowStepAlreadyDecided,
    );
  });

  it('lets the initiator add approvers to a business trip in step 3, skips that step when none were added', async () => {
    const form = await formOf(DemoForm.businessTrip);
    const values = tripValues('Mokymai', '2027-05-10', '2027-05-11');
    const submit = async () =>
      successData<SubmitFormResult>(
        await api.client.post('/api/documents/submit-form', api.tokens.employee, {
          formId: form.id,
          entries: entriesOf(form, values),
          initiate: false,
        }),
      );
    const [mapping] = successData<WorkflowMapping[]>(
      await api.client.get(`/api/documents/get-workflow-mappings/${form.id}/0`, api.tokens.employee),
    );

    const withExtra = await submit();
    const plan = successData<WorkflowPlan>(
      await api.client.post(`/api/documents/set-workflow/${withExtra.id}`, api.tokens.employee, { workflowId: mapping!.workflowId }),
    );
    expect(plan.additionalParticipants).toBe(true);
    const extraStep = plan.workflowActivities.find((activity) => activity.allowAdditionalParticipants)!;
    expect(extraStep.userRoles?.systemName).toBe('CustomEmployee');
    const plannerId = (await api.harness.db.selectFrom('users').select('id').where('username', '=', 'planner').executeTakeFirstOrThrow())
      .id;
    // A step that takes no additional participants is not the initiator's to change.
    const managerStep = plan.workflowActivities.find((activity) => !activity.allowAdditionalParticipants)!;
    expectPermissionDenied(
      await api.client.post(`/api/documents/add-participant-to-workflow-plan/${withExtra.id}`, api.tokens.employee, {
        ParticipantActivityId: managerStep.id,
        UserId: plannerId,
      }),
    );
    const extended = successData<WorkflowPlan>(
      await api.client.post(`/api/documents/add-participant-to-workflow-plan/${withExtra.id}`, api.tokens.employee, {
        Id: withExtra.id,
        ParticipantActivityId: extraStep.id,
        UserId: plannerId,
      }),
    );
    expect(
      extended.workflowActivities
        .find((activity) => activity.id === extraStep.id)!
        .workflowActivityParticipants.map((participant) => participant.employeeNo),
    ).toEqual([demo.planner]);
    successData(await api.client.post(`/api/documents/start-workflow/${withExtra.id}`, api.tokens.employee, {}));
    expect(activeActivity(await call.plan('employee', withExtra.id!))!.name).toBe('Papildomas derinimas');
    expect(await taskIds('planner')).toContain(withExtra.id);
    successData(await call.approve('planner', withExtra.id!));
    expect(activeActivity(await call.plan('employee', withExtra.id!))!.name).toBe('Vadovo pritarimas');

    const withoutExtra = await submit();
    successData(
      await api.client.post(`/api/documents/start-workflow/${withoutExtra.id}`, api.tokens.employee, { workflowId: mapping!.workflowId }),
    );
    const skippedPlan = await call.plan('employee', withoutExtra.id!);
    expect(skippedPlan!.workflowActivities.map((activity) => activity.state)).toEqual(['skipped', 'active', 'waiting']);
    expect((await call.logs('employee', withoutExtra.id!)).map((log) => log.description)).toContain(WorkflowLogKey.activitySkipped);
  });
});

describe('finance completes a business trip on its own after two work days', () => {
  it('autocompletes the overdue step from the deadline job and approves the trip', async () => {
    const form = await formOf(DemoForm.businessTrip);
    const values = tripValues('Paroda', '2027-06-07', '2027-06-08');
    const filed = successData<SubmitFormResult>(
      await api.client.post('/api/documents/submit-form', api.tokens.employee, {
        formId: form.id,
        entries: entriesOf(form, values),
        initiate: true,
      }),
    );
    successData(await call.approve('manager', filed.id!));
    const finance = activeActivity(await call.plan('employee', filed.id!))!;
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
    const plan = await call.plan('employee', filed.id!);
    expect(plan!.state).toBe('approved');
    expect(plan!.workflowActivities.at(-1)!.workflowActivityParticipants[0]).toMatchObject({
      action: ActionCode.approved,
      systemComment: SystemComment.confirmedAutomatically,
    });
    expect((await call.logs('employee', filed.id!)).map((log) => log.description)).toContain(WorkflowLogKey.activityAutocompleted);
    expect((await call.detail('employee', filed.id!)).state).toBe('Approved');
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
      expect(await call.detail('planner', id!)).toMatchObject({ canApprove: true });
      const plan = await call.plan('planner', id!);
      expect(activeActivity(plan)!.workflowActivityParticipants[0]!.substitutes.map((substitute) => substitute.employeeNo)).toContain(
        demo.planner,
      );
      successData(await call.approve('planner', id!, { comment: 'Pavaduoju vadovą.' }));
      const log = (await call.logs('employee', id!)).find((entry) => entry.description === WorkflowLogKey.approved)!;
      expect(log.onBehalfOf?.userId).toBeDefined();
      expect(log.executedBy?.userId).not.toBe(log.onBehalfOf?.userId);
      const participant = (await call.plan('employee', id!))!.workflowActivities[0]!.workflowActivityParticipants[0]!;
      expect(participant.actedBy).not.toBeNull();
    } finally {
      await db.deleteFrom('substitutions').where('entry_no', '=', 990001).execute();
    }
  });

  it('lets an administrator add and remove participants on the active step and approve for a participant from the history', async () => {
    const { id } = await fileLeave({ initiate: true });
    const step = activeActivity(await call.plan('admin', id!))!;
    // Not the employee's to change once it runs.
    expectPermissionDenied(
      await api.client.post(`/api/documents/add-participant-by-job-title-to-workflow-plan/${id}`, api.tokens.employee, {
        participantActivityId: step.id,
        jobTitleCode: 'x',
      }),
    );

    const colleague = await api.harness.db
      .selectFrom('employees')
      .select(['department_code', 'job_title'])
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.planner)
      .executeTakeFirstOrThrow();
    const byTitle = successData<WorkflowPlan>(
      await api.client.post(`/api/documents/add-participant-by-job-title-to-workflow-plan/${id}`, api.tokens.admin, {
        participantActivityId: step.id,
        jobTitleCode: colleague.job_title,
      }),
    );
    const added = byTitle.workflowActivities
      .find((activity) => activity.id === step.id)!
      .workflowActivityParticipants.find((participant) => participant.employeeNo === demo.planner)!;
    expect(added.canRemove).toBe(true);
    expectValidationError(
      await api.client.post(`/api/documents/add-participant-by-job-title-to-workflow-plan/${id}`, api.tokens.admin, {
        participantActivityId: step.id,
        jobTitleCode: 'Nėra tokios',
      }),
      'jobTitleCode',
      ErrorCode.noParticipantsFound,
    );
    const byDepartment = successData<WorkflowPlan>(
      await api.client.post(`/api/documents/add-participant-department-to-workflow-plan/${id}`, api.tokens.admin, {
        ParticipantActivityId: step.id,
        DepartmentCode: colleague.department_code,
        FilterSDLAEmployees: true,
      }),
    );
    expect(
      byDepartment.workflowActivities.find((activity) => activity.id === step.id)!.workflowActivityParticipants.length,
    ).toBeGreaterThanOrEqual(2);

    const removed = successData<WorkflowPlan>(
      await api.client.delete(`/api/documents/remove-participant-from-workflow-plan/${added.id}`, api.tokens.admin),
    );
    expect(
      removed.workflowActivities
        .find((activity) => activity.id === step.id)!
        .workflowActivityParticipants.some((participant) => participant.id === added.id),
    ).toBe(false);
    const manager = removed.workflowActivities
      .find((activity) => activity.id === step.id)!
      .workflowActivityParticipants.find((participant) => participant.employeeNo === demo.manager)!;
    expect(manager.canRemove).toBe(false);
    expectConflict(
      await api.client.delete(`/api/documents/remove-participant-from-workflow-plan/${manager.id}`, api.tokens.admin),
      ErrorCode.participantNotRemovable,
    );
    expectPermissionDenied(
      await api.client.delete(`/api/documents/remove-participant-from-workflow-plan/${manager.id}`, api.tokens.employee),
    );

    successData(await call.approve('admin', id!, { participantId: manager.id, comment: 'Pritariu.', reason: 'Vadovas atostogauja.' }));
    const after = (await call.plan('employee', id!))!.workflowActivities.find((activity) => activity.id === step.id)!;
    expect(after.workflowActivityParticipants.find((participant) => participant.id === manager.id)).toMatchObject({
      action: ActionCode.approved,
      systemComment: SystemComment.confirmedByAdministrator,
    });
    expect(after.state).toBe('approved');
  });

  it('lets an administrator cancel an approved document outright', async () => {
    const { id } = await fileLeave({ initiate: true, form: DemoForm.unpaidLeave });
    successData(await call.approve('manager', id!));
    expect((await call.detail('employee', id!)).state).toBe('Approved');
    expect(successData<WorkflowActionResult>(await call.cancel('admin', id!, { comment: 'Klaida.' })).state).toBe('Cancelled');
    expectConflict(await call.cancel('admin', id!), ErrorCode.workflowStepAlreadyDecided);
  });
});

describe('two people acting at once', () => {
  it('applies exactly one of 50 concurrent approve, decline and cancel calls; the others are refused with a clear message', async () => {
    const { id } = await fileLeave({ initiate: true, form: DemoForm.unpaidLeave });
    const calls = Array.from({ length: 50 }, (_, index) => {
      if (index % 3 === 0) return call.approve('manager', id!, { comment: `approve ${index}` });
      if (index % 3 === 1) return call.decline('manager', id!, { comment: `decline ${index}` });
      return call.cancel('employee', id!, { comment: `cancel ${index}` });
    });
    const responses = await Promise.all(calls);
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expectConflict(refused, ErrorCode.workflowStepAlreadyDecided);
    }
    const detail = await call.detail('employee', id!);
    const winner = winners[0]!.json().data as WorkflowActionResult;
    expect(detail.state).toBe(winner.state);
    expect(['Approved', 'Rejected', 'Cancelled']).toContain(detail.state);
    const decisions = (await call.logs('employee', id!)).filter((log) =>
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
      // Months later the old session has lapsed: sign in again on that day.
      const token = await signInToken(harness.app, 'employee');
      successData(await api.client.post(`/api/documents/start-workflow/${draft.id}`, token, { workflowId }));
    } finally {
      harness.clock.set(start);
    }
    // Tuesday 30th, Wednesday 31st, Thursday 1 April: Monday 29 March is Easter Monday.
    expect(activeActivity(await call.plan('employee', draft.id!))).toMatchObject({ name: 'Vadovo pritarimas', deadline: '2027-04-01' });
  });

  it('waits for all three HR approvers when the step needs every confirmation', async () => {
    const { id } = await fileLeave({ initiate: true });
    successData(await call.approve('manager', id!));
    const hr = activeActivity(await call.plan('admin', id!))!;
    expect(hr).toMatchObject({ name: 'Personalo patvirtinimas', allToConfirm: true });
    const { db } = api.harness;
    for (const username of ['planner', 'manager']) {
      const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
      successData(
        await api.client.post(`/api/documents/add-participant-to-workflow-plan/${id}`, api.tokens.admin, {
          participantActivityId: hr.id,
          userId: user.id,
        }),
      );
    }
    expect(activeActivity(await call.plan('admin', id!))!.workflowActivityParticipants).toHaveLength(3);

    expect(successData<WorkflowActionResult>(await call.approve('admin', id!)).state).toBe('InProgress');
    expect(successData<WorkflowActionResult>(await call.approve('planner', id!)).state).toBe('InProgress');
    expect(activeActivity(await call.plan('admin', id!))!.name).toBe('Personalo patvirtinimas');
    // The manager decided the step before a moment ago: naming this step tells it is no repeat.
    expect(successData<WorkflowActionResult>(await call.approve('manager', id!, { activityId: hr.id })).state).toBe('Approved');
  });
});

async function annualLeaveWorkflowId(): Promise<number> {
  const form = await formOf(DemoForm.annualLeave);
  const [mapping] = successData<WorkflowMapping[]>(
    await api.client.get(`/api/documents/get-workflow-mappings/${form.id}/0`, api.tokens.employee),
  );
  return mapping!.workflowId;
}
