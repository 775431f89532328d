import { ActionCode, ErrorCode, WorkflowEffectKey, WorkflowLogKey, type WorkflowPlan } from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { demo, type DemoUser } from '../../testing/rest-client';
import { expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';

// Issue #10: nobody approves their own document; an administrator deciding for a participant gives a
// reason; a decision names the step it decides. On the seeded annual leave (the line manager, then HR:
// the administrator, all to confirm). The demo employee substitutes the manager today (2026-11-20).
// Typed callers throughout; the burst of identical approvals goes through the REST row old clients use.

const api = useDemoCallers();

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
  const form = await api.as[filer].documents.form({ id: formId });
  const period = nextPeriod();
  const values: Record<string, string> = { Employee: employeeNo, 'Date from': period.from, 'Date to': period.to };
  const entries = Object.entries(values).map(([caption, formValue]) => ({
    formDataId: form.formData.find((field) => field.formMeta.captionEn === caption)!.id,
    formValue,
  }));
  const filed = await api.as[filer].documents.submitForm({ formId, entries, initiate: true });
  expect(filed.state).toBe('InProgress');
  return filed.id!;
}

/** The administrator's view of the run and its history. */
const plan = (id: number) => api.as.admin.workflows.plan({ id });
const logs = (id: number) => api.as.admin.workflows.executionLogs({ id });

function expectConflict(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.workflowStepAlreadyDecided] });
}

function step(workflowPlan: WorkflowPlan | null, name: string) {
  return workflowPlan!.workflowActivities.find((activity) => activity.name === name)!;
}
const MANAGER_STEP = 'Vadovo pritarimas';
const HR_STEP = 'Personalo patvirtinimas';

function participantNos(workflowPlan: WorkflowPlan | null, name: string) {
  return step(workflowPlan, name).workflowActivityParticipants.map((participant) => participant.employeeNo);
}

/** Adds `username` by hand to an activity of the document's run, as the administrator. */
function addParticipant(id: number, participantActivityId: number, user: number) {
  return api.as.admin.workflows.addParticipant({ id, participantActivityId, userId: user });
}

describe('nobody approves their own document', () => {
  it('leaves the administrator who filed it out of the HR step their group gives them, and refuses their approval', async () => {
    const id = await fileLeave('admin', demo.employee);
    expect(participantNos(await plan(id), HR_STEP)).not.toContain(demo.admin);
    await api.as.manager.workflows.approve({ id });
    expect(step(await plan(id), HR_STEP)).toMatchObject({ state: 'active', workflowActivityParticipants: [] });
    await expectDomainError(api.as.admin.workflows.approve({ id }), ErrorCode.permissionDenied);
    expect(await api.as.admin.documents.submission({ id })).toMatchObject({ canApprove: false, canReject: false });
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
      expect(participantNos(await plan(id), MANAGER_STEP)).toEqual([demo.planner]);
      await expectDomainError(api.as.manager.workflows.approve({ id }), ErrorCode.permissionDenied);
      expect((await api.as.planner.workflows.approve({ id })).state).toBe('InProgress');
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
    const filedPlan = await plan(id);
    await expectFieldError(
      addParticipant(id, step(filedPlan, HR_STEP).id, await userId('employee')),
      'userId',
      ErrorCode.participantOwnsDocument,
    );
    // The employee substitutes the manager today, but this document is about them.
    expect(await api.as.employee.documents.submission({ id })).toMatchObject({ canApprove: false, canReject: false });
    await expectDomainError(api.as.employee.workflows.approve({ id }), ErrorCode.permissionDenied);
    const managerParticipant = step(filedPlan, MANAGER_STEP).workflowActivityParticipants[0]!;
    await expectDomainError(api.as.employee.workflows.approve({ id, participantId: managerParticipant.id }), ErrorCode.permissionDenied);
    expect(step(await plan(id), MANAGER_STEP).workflowActivityParticipants[0]!.action).toBe(ActionCode.pending);
  });

  it('refuses an administrator deciding for a participant on a document the administrator filed', async () => {
    const id = await fileLeave('admin', demo.employee);
    const manager = step(await plan(id), MANAGER_STEP).workflowActivityParticipants[0]!;
    await expectDomainError(
      api.as.admin.workflows.approve({ id, participantId: manager.id, reason: 'Vadovas atostogauja.' }),
      ErrorCode.permissionDenied,
    );
  });
});

describe('an administrator deciding for a participant', () => {
  it('must give a reason, which the history shows with the decision', async () => {
    const id = await fileLeave('employee', demo.employee);
    const manager = step(await plan(id), MANAGER_STEP).workflowActivityParticipants[0]!;
    await expectFieldError(api.as.admin.workflows.approve({ id, participantId: manager.id }), 'reason', ErrorCode.fieldRequired);
    await expectFieldError(
      api.as.admin.workflows.approve({ id, participantId: manager.id, reason: '   ' }),
      'reason',
      ErrorCode.fieldRequired,
    );
    await api.as.admin.workflows.approve({ id, participantId: manager.id, reason: 'Vadovas serga.' });
    const decision = (await logs(id)).find((log) => log.description === WorkflowLogKey.approved)!;
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
    const filedPlan = await plan(id);
    await addParticipant(id, step(filedPlan, HR_STEP).id, await userId('manager'));
    return { id, managerStep: step(filedPlan, MANAGER_STEP).id, hrStep: step(filedPlan, HR_STEP).id };
  }

  it('refuses a decision on a step that has moved on instead of deciding the next one', async () => {
    const { id, managerStep, hrStep } = await leaveWithManagerInBothSteps();
    await api.as.manager.workflows.approve({ id, activityId: managerStep });
    await expectDomainError(api.as.manager.workflows.approve({ id, activityId: managerStep }), ErrorCode.workflowStepAlreadyDecided);
    await expectDomainError(api.as.employee.workflows.cancel({ id, activityId: managerStep }), ErrorCode.workflowStepAlreadyDecided);
    const hr = step(await plan(id), HR_STEP);
    expect(hr.state).toBe('active');
    expect(hr.workflowActivityParticipants.find((participant) => participant.employeeNo === demo.manager)!.action).toBe(ActionCode.pending);
    expect((await api.as.manager.workflows.approve({ id, activityId: hrStep })).state).toBe('InProgress');
  });

  // Through the REST row: an old client's identical requests racing each other, with no step named.
  it('moves the document by one step only under a burst of identical approvals from a client that names no step', async () => {
    const { id } = await leaveWithManagerInBothSteps();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.client.post(`/api/documents/approve-document/${id}`, api.tokens.manager, { comment: 'Sutinku.' }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) expectConflict(refused);
    const after = await plan(id);
    expect(step(after, MANAGER_STEP).state).toBe('approved');
    const hr = step(after, HR_STEP);
    expect(hr.state).toBe('active');
    expect(hr.workflowActivityParticipants.every((participant) => participant.action === ActionCode.pending)).toBe(true);
    expect((await logs(id)).filter((log) => log.description === WorkflowLogKey.approved)).toHaveLength(1);
  });
});
