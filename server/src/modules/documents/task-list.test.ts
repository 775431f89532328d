import { type DocumentListRow, DeadlineStatus, ErrorCode, type TaskListQueryInput } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { demo, expectValidationError, successData } from '../../testing/rest-client';
import { expectFieldError, useDemoCallers } from '../../testing/test-caller';

// The tasks list as an approver meets it: cancellation requests (approved documents under their
// cancellation workflow) among the In Progress tasks by default, the filter to them, deadlines told
// apart and the sort by deadline. On the demo seed; the test clock's today is Friday 2026-11-20.

const api = useDemoCallers();

let dayOffset = 0;
/** A fresh period each time, so the entered-dates rules never collide. */
function nextPeriod(): { from: string; to: string } {
  dayOffset += 7;
  const from = new Date(Date.UTC(2027, 2, 1 + dayOffset));
  const to = new Date(from.getTime() + 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

async function annualLeaveFormId(): Promise<number> {
  const { id } = await api.harness.db
    .selectFrom('forms')
    .select('id')
    .where('system_name', '=', DemoForm.annualLeave)
    .executeTakeFirstOrThrow();
  return id;
}

/** An annual leave of the demo employee, filed for approval: the manager's task. */
async function fileLeave(): Promise<number> {
  const formId = await annualLeaveFormId();
  const form = await api.as.employee.documents.form({ id: formId });
  const period = nextPeriod();
  const values: Record<string, string> = { Employee: demo.employee, 'Date from': period.from, 'Date to': period.to };
  const entries = Object.entries(values).map(([caption, formValue]) => ({
    formDataId: form.formData.find((field) => field.formMeta.captionEn === caption)!.id,
    formValue,
  }));
  const filed = await api.as.employee.documents.submitForm({ formId, entries, initiate: true });
  expect(filed.state).toBe('InProgress');
  return filed.id!;
}

/** An approved leave whose cancellation the employee has asked for: the manager decides on it. */
async function cancellationRequest(reason = 'Susirgo vaikas.'): Promise<number> {
  const id = await fileLeave();
  await api.as.manager.workflows.approve({ id });
  await api.as.admin.workflows.approve({ id });
  const [mapping] = await api.as.employee.workflows.mappings({ formId: await annualLeaveFormId(), type: 1 });
  const started = await api.as.employee.workflows.startWorkflow({ id, workflowId: mapping!.workflowId, reason });
  expect(started.state).toBe('Approved');
  return id;
}

async function managerTasks(input: TaskListQueryInput = {}): Promise<DocumentListRow[]> {
  return (await api.as.manager.documentLists.tasks({ rowsPerPage: 100, ...input })).items;
}

const idsOf = (rows: DocumentListRow[]) => rows.map((row) => row.id);

async function setDeadline(id: number, deadline: string | null): Promise<void> {
  await api.harness.db.updateTable('form_submissions').set({ deadline }).where('id', '=', id).execute();
}

describe('documentLists.tasks: cancellation requests', () => {
  it('lists a cancellation request among the In Progress tasks by default, marked as one, beside the approvals', async () => {
    const approval = await fileLeave();
    const request = await cancellationRequest();
    const byDefault = await managerTasks();
    expect(idsOf(byDefault)).toEqual(expect.arrayContaining([approval, request]));
    expect(byDefault.find((row) => row.id === request)).toMatchObject({ state: 'Approved', cancellationInProgress: true });
    expect(byDefault.find((row) => row.id === approval)).toMatchObject({ state: 'InProgress', cancellationInProgress: false });
    // Naming In Progress is the same as the default; the approved documents no longer under cancellation stay out.
    expect(idsOf(await managerTasks({ state: 'InProgress' }))).toEqual(idsOf(byDefault));
    expect(byDefault.every((row) => row.state === 'InProgress' || row.cancellationInProgress)).toBe(true);
    // Under Approved too, as the document still is approved.
    expect(idsOf(await managerTasks({ state: 'Approved' }))).toContain(request);
  });

  it('narrows to the cancellation requests, and drops one once decided', async () => {
    const approval = await fileLeave();
    const request = await cancellationRequest();
    const only = await managerTasks({ cancellationRequests: true });
    expect(idsOf(only)).toContain(request);
    expect(idsOf(only)).not.toContain(approval);
    expect(only.every((row) => row.cancellationInProgress && row.state === 'Approved')).toBe(true);
    expect(idsOf(await managerTasks({ cancellationRequests: true, hasAction: true }))).toContain(request);

    await api.as.manager.workflows.decline({ id: request, comment: 'Negalima.' });
    expect(idsOf(await managerTasks({ cancellationRequests: true }))).not.toContain(request);
    expect(idsOf(await managerTasks())).not.toContain(request);
    expect(idsOf(await managerTasks({ state: 'Approved' }))).toContain(request);
  });

  it("is nobody else's task: the employee who asked does not get it", async () => {
    const request = await cancellationRequest();
    expect(idsOf((await api.as.employee.documentLists.tasks({ rowsPerPage: 100 })).items)).not.toContain(request);
  });
});

describe('documentLists.tasks: deadlines', () => {
  it('tells overdue, due soon and on-track tasks apart on the business calendar', async () => {
    const [late, today, monday, later, none] = [
      await fileLeave(),
      await fileLeave(),
      await fileLeave(),
      await fileLeave(),
      await fileLeave(),
    ];
    // Today is Friday 2026-11-20: Monday 23rd is the next work day, Tuesday 24th is two work days on.
    await setDeadline(late, '2026-11-19');
    await setDeadline(today, '2026-11-20');
    await setDeadline(monday, '2026-11-23');
    await setDeadline(later, '2026-11-24');
    await setDeadline(none, null);
    const rows = await managerTasks();
    const statusOf = (id: number) => rows.find((row) => row.id === id)!;
    expect(statusOf(late)).toMatchObject({ deadlineStatus: DeadlineStatus.overdue, isNearDeadline: true });
    expect(statusOf(today)).toMatchObject({ deadlineStatus: DeadlineStatus.dueSoon, isNearDeadline: true });
    expect(statusOf(monday)).toMatchObject({ deadlineStatus: DeadlineStatus.dueSoon, isNearDeadline: true });
    expect(statusOf(later)).toMatchObject({ deadlineStatus: DeadlineStatus.onTrack, isNearDeadline: false });
    expect(statusOf(none)).toMatchObject({ deadlineStatus: null, isNearDeadline: false, deadline: null });
  });

  it('gives a cancellation request the deadline of its step', async () => {
    const request = await cancellationRequest();
    const row = (await managerTasks({ cancellationRequests: true })).find((each) => each.id === request)!;
    // The cancellation step takes 2 work days from Friday 2026-11-20.
    expect(row.deadline).toEqual(new Date('2026-11-24T00:00:00Z'));
    expect(row.deadlineStatus).toBe(DeadlineStatus.onTrack);
  });

  it('sorts by deadline both ways, tasks without one last ascending; newest first by default', async () => {
    const ids = [await fileLeave(), await fileLeave(), await fileLeave()];
    await setDeadline(ids[0]!, '2026-12-10');
    await setDeadline(ids[1]!, '2026-11-18');
    await setDeadline(ids[2]!, null);
    const ours = (rows: DocumentListRow[]) => idsOf(rows).filter((id) => ids.includes(id));
    expect(ours(await managerTasks({ sort: 'deadline', sortDirection: 'asc' }))).toEqual([ids[1], ids[0], ids[2]]);
    expect(ours(await managerTasks({ sort: 'deadline', sortDirection: 'desc' }))).toEqual([ids[2], ids[0], ids[1]]);
    expect(ours(await managerTasks())).toEqual([ids[2], ids[1], ids[0]]);
    const ascending = await managerTasks({ sort: 'deadline', sortDirection: 'asc' });
    const deadlines = ascending.map((row) => row.deadline?.getTime() ?? Number.POSITIVE_INFINITY);
    expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
  });

  it('refuses an unknown sort or direction', async () => {
    await expectFieldError(api.as.manager.documentLists.tasks({ sort: 'salary' as never }), 'sort', ErrorCode.invalidValue);
    await expectFieldError(api.as.manager.documentLists.tasks({ sortDirection: 'sideways' as never }), 'sortDirection');
  });
});

describe('REST row', () => {
  it('GET get-form-submission-tasks reads cancellationRequests, sort and sortDirection from the query text', async () => {
    const request = await cancellationRequest();
    const response = await api.client.get(
      '/api/documents/get-form-submission-tasks?cancellationRequests=true&sort=deadline&sortDirection=ASC',
      api.tokens.manager,
    );
    const rows = successData<{ id: number; cancellationInProgress: boolean; deadlineStatus: string | null }[]>(response);
    expect(rows.map((row) => row.id)).toContain(request);
    expect(rows.every((row) => row.cancellationInProgress)).toBe(true);
    expect(rows.find((row) => row.id === request)?.deadlineStatus).toBe(DeadlineStatus.onTrack);
    expectValidationError(await api.client.get('/api/documents/get-form-submission-tasks?sort=salary', api.tokens.manager), 'sort');
  });
});
