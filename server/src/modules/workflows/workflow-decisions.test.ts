import {
  ActionCode,
  ErrorCode,
  type Form,
  type SubmissionDetail,
  type SubmitFormResult,
  type WorkflowActionResult,
  WorkflowEffectKey,
  type WorkflowLogEntry,
  WorkflowLogKey,
  type WorkflowPlan,
} from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { demo, type DemoUser, expectPermissionDenied, expectValidationError, successData, useDemoApi } from '../../testing/rest-client';

// Issue #10: nobody approves their own document; an administrator deciding for a participant gives a
// reason; a decision names the step it decides. On the seeded annual leave (the line manager, then HR:
// the administrator, all to confirm). The demo employee substitutes the manager today (2026-11-20).

const api = useDemoApi();

let dayOffset = 0;
function nextPeriod(): { from: string; to: string } {
  dayOffset += 7;
  const from = new Date(Date.UTC(2027, 5, 7 + dayOffset));
  const to = new Date(from.getTime() + 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

async function userId(username: DemoUser): Promise<number> {
  const { db } = api.harness;
  return (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** An annual leave of `employeeNo`, filed with initiate by `filer`. */
async function fileLeave(filer: DemoUser, employeeNo: string): Promise<number> {
  const { db } = api.harness;
  const { id: formId } = await db
    .selectFrom('forms')
    .select('id')
    .where('system_name', '=', DemoForm.annualLeave)
    .executeTakeFirstOrThrow();
  const form = successData<Form>(await api.client.get(`/api/documents/get-form/${formId}`, api.tokens[filer]));
  const period = nextPeriod();
  const values: Record<string, string> = { Employee: employeeNo, 'Date from': period.from, 'Date to': period.to };
  const entries = Object.entries(values).map(([caption, formValue]) => ({
    formDataId: form.formData.find((field) => field.formMeta.captionEn === caption)!.id,
    formValue,
  }));
  const filed = successData<SubmitFormResult>(
    await api.client.post('/api/documents/submit-form', api.tokens[filer], { formId, entries, initiate: true }),
  );
  expect(filed.state).toBe('InProgress');
  return filed.id!;
}

const call = {
  approve: (user: DemoUser, id: number, body: object = {}) =>
    api.client.post(`/api/documents/approve-document/${id}`, api.tokens[user], body),
  cancel: (user: DemoUser, id: number, body: object = {}) =>
    api.client.post(`/api/documents/cancel-document/${id}`, api.tokens[user], body),
  plan: async (id: number) =>
    successData<WorkflowPlan | null>(await api.client.get(`/api/documents/get-workflow-plan/${id}`, api.tokens.admin)),
  logs: async (id: number) =>
    successData<WorkflowLogEntry[]>(await api.client.get(`/api/documents/get-workflow-execution-logs/${id}`, api.tokens.admin)),
  detail: async (user: DemoUser, id: number) =>
    successData<SubmissionDetail>(await api.client.get(`/api/documents/get-form-submissions/${id}`, api.tokens[user])),
};

function expectConflict(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.workflowStepAlreadyDecided] });
}

function step(plan: WorkflowPlan | null, name: string) {
  return plan!.workflowActivities.find((activity) => activity.name === name)!;
}
const MANAGER_STEP = 'Vadovo pritarimas';
const HR_STEP = 'Personalo patvirtinimas';

function participantNos(plan: WorkflowPlan | null, name: string) {
  return step(plan, name).workflowActivityParticipants.map((participant) => participant.employeeNo);
}

/** Adds `username` by hand to an activity of the document's run, as the administrator. */
function addParticipant(id: number, participantActivityId: number, user: number) {
  return api.client.post(`/api/documents/add-participant-to-workflow-plan/${id}`, api.tokens.admin, {
    participantActivityId,
    userId: user,
  });
}

describe('nobody approves their own document', () => {
  it('leaves the administrator who filed it out of the HR step their group gives them, and refuses their approval', async () => {
    const id = await fileLeave('admin', demo.employee);
    expect(participantNos(await call.plan(id), HR_STEP)).not.toContain(demo.admin);
    successData(await call.approve('manager', id));
    const plan = await call.plan(id);
    expect(step(plan, HR_STEP)).toMatchObject({ state: 'active', workflowActivityParticipants: [] });
    expectPermissionDenied(await call.approve('admin', id));
    expect(await call.detail('admin', id)).toMatchObject({ canApprove: false, canReject: false });
  });

  it("passes the line manager's step to the manager's own manager when the manager filed the document", async () => {
    const { db } = api.harness;
    const before = await db
      .selectFrom('employees')
      .select('manager_employee_no')
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.manager)
      .executeTakeFirstOrThrow();
    // Give the manager a manager who signs in: the planner.
    await db
      .updateTable('employees')
      .set({ manager_employee_no: demo.planner })
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.manager)
      .execute();
    try {
      const id = await fileLeave('manager', demo.employee);
      const plan = await call.plan(id);
      expect(participantNos(plan, MANAGER_STEP)).toEqual([demo.planner]);
      expectPermissionDenied(await call.approve('manager', id));
      expect(successData<WorkflowActionResult>(await call.approve('planner', id)).state).toBe('InProgress');
    } finally {
      await db
        .updateTable('employees')
        .set({ manager_employee_no: before.manager_employee_no })
        .where('company_code', '=', 'SV')
        .where('employee_no', '=', demo.manager)
        .execute();
    }
  });

  it('refuses the employee the document is about as a participant added by hand, and as the substitute of its approver', async () => {
    const id = await fileLeave('admin', demo.employee);
    const plan = await call.plan(id);
    expectValidationError(
      await addParticipant(id, step(plan, HR_STEP).id, await userId('employee')),
      'userId',
      ErrorCode.participantOwnsDocument,
    );
    // The employee substitutes the manager today, but this document is about them.
    expect(await call.detail('employee', id)).toMatchObject({ canApprove: false, canReject: false });
    expectPermissionDenied(await call.approve('employee', id));
    const managerParticipant = step(plan, MANAGER_STEP).workflowActivityParticipants[0]!;
    expectPermissionDenied(await call.approve('employee', id, { participantId: managerParticipant.id }));
    expect(step(await call.plan(id), MANAGER_STEP).workflowActivityParticipants[0]!.action).toBe(ActionCode.pending);
  });

  it('refuses an administrator deciding for a participant on a document the administrator filed', async () => {
    const id = await fileLeave('admin', demo.employee);
    const manager = step(await call.plan(id), MANAGER_STEP).workflowActivityParticipants[0]!;
    expectPermissionDenied(await call.approve('admin', id, { participantId: manager.id, reason: 'Vadovas atostogauja.' }));
  });
});

describe('an administrator deciding for a participant', () => {
  it('must give a reason, which the history shows with the decision', async () => {
    const id = await fileLeave('employee', demo.employee);
    const manager = step(await call.plan(id), MANAGER_STEP).workflowActivityParticipants[0]!;
    expectValidationError(await call.approve('admin', id, { participantId: manager.id }), 'reason', ErrorCode.fieldRequired);
    expectValidationError(await call.approve('admin', id, { participantId: manager.id, reason: '   ' }), 'reason', ErrorCode.fieldRequired);
    successData(await call.approve('admin', id, { participantId: manager.id, reason: 'Vadovas serga.' }));
    const decision = (await call.logs(id)).find((log) => log.description === WorkflowLogKey.approved)!;
    expect(decision.onBehalfOf?.userId).toBe(await userId('manager'));
    expect(decision.executedBy?.userId).toBe(await userId('admin'));
    expect(decision.workflowExecutionLogEntries).toContainEqual(
      expect.objectContaining({ description: WorkflowEffectKey.administratorReason, result: 'Vadovas serga.' }),
    );
  });
});

describe('a decision names the step it decides', () => {
  /** A leave of the employee whose manager also takes part in the HR step after their own. */
  async function leaveWithManagerInBothSteps() {
    const id = await fileLeave('employee', demo.employee);
    const plan = await call.plan(id);
    successData(await addParticipant(id, step(plan, HR_STEP).id, await userId('manager')));
    return { id, managerStep: step(plan, MANAGER_STEP).id, hrStep: step(plan, HR_STEP).id };
  }

  it('refuses a decision on a step that has moved on instead of deciding the next one', async () => {
    const { id, managerStep, hrStep } = await leaveWithManagerInBothSteps();
    successData(await call.approve('manager', id, { activityId: managerStep }));
    expectConflict(await call.approve('manager', id, { activityId: managerStep }));
    expectConflict(await call.cancel('employee', id, { activityId: managerStep }));
    const hr = step(await call.plan(id), HR_STEP);
    expect(hr.state).toBe('active');
    expect(hr.workflowActivityParticipants.find((participant) => participant.employeeNo === demo.manager)!.action).toBe(ActionCode.pending);
    expect(successData<WorkflowActionResult>(await call.approve('manager', id, { activityId: hrStep })).state).toBe('InProgress');
  });

  it('moves the document by one step only under a burst of identical approvals from a client that names no step', async () => {
    const { id } = await leaveWithManagerInBothSteps();
    const responses = await Promise.all(Array.from({ length: 20 }, () => call.approve('manager', id, { comment: 'Sutinku.' })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) expectConflict(refused);
    const plan = await call.plan(id);
    expect(step(plan, MANAGER_STEP).state).toBe('approved');
    const hr = step(plan, HR_STEP);
    expect(hr.state).toBe('active');
    expect(hr.workflowActivityParticipants.every((participant) => participant.action === ActionCode.pending)).toBe(true);
    expect((await call.logs(id)).filter((log) => log.description === WorkflowLogKey.approved)).toHaveLength(1);
  });
});
