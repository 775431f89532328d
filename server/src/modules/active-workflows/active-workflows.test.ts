import { type ActiveWorkflowRow, ErrorCode, SubmissionState } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { createUser } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError } from '../../testing/rest-client';
import { callerAs, expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';

// The test clock's today is Friday 2026-11-20 (server/src/testing/test-app.ts).
const api = useDemoCallers();
const URL = '/api/admin-area/active-workflows/get-active-workflows';
let all: ActiveWorkflowRow[];
let managerUserId: number;

beforeAll(async () => {
  const { db } = api.harness;
  // A second running approval, filed today, so the list holds runs of several forms and people.
  const annual = await db.selectFrom('forms').select('id').where('system_name', '=', DemoForm.annualLeave).executeTakeFirstOrThrow();
  const form = await api.as.employee.documents.form({ id: annual.id });
  const field = (caption: string) => form.formData.find((candidate) => candidate.formMeta.captionEn === caption)!.id;
  await api.as.employee.documents.submitForm({
    formId: annual.id,
    entries: [
      { formDataId: field('Employee'), formValue: demo.employee },
      { formDataId: field('Date from'), formValue: '2027-01-11' },
      { formDataId: field('Date to'), formValue: '2027-01-12' },
    ],
    initiate: true,
  });
  all = (await api.as.admin.activeWorkflows.list({ rowsPerPage: 100 })).items;
  managerUserId = (await db.selectFrom('users').select('id').where('username', '=', 'manager').executeTakeFirstOrThrow()).id;
});

describe('running approvals', () => {
  it('lists the documents waiting on a step with the step, its participants, the initiator and the deadline', async () => {
    expect(all.length).toBeGreaterThan(2);
    const waiting = await api.harness.db
      .selectFrom('form_submissions')
      .select('id')
      .where('company_code', '=', 'SV')
      .where('workflow_activity_id', 'is not', null)
      .execute();
    expect(all.map((row) => row.id).sort((a, b) => a - b)).toEqual(waiting.map((row) => row.id).sort((a, b) => a - b));
    const filedToday = all.find((row) => row.dateFrom === '2027-01-11')!;
    expect(filedToday).toMatchObject({
      state: SubmissionState.inProgress,
      workflowNameEn: 'Annual leave approval',
      workflowActivity: { nameEn: "Manager's consent" },
      employeeNo: demo.employee,
      initiatedBy: { name: expect.any(String) },
      deadline: '2026-11-25',
      isOverdue: false,
    });
    expect(filedToday.participants.map((participant) => participant.employeeNo)).toEqual([demo.manager]);
    // Newest waiting first by default.
    const since = all.map((row) => row.waitingSince!.getTime());
    expect(since).toEqual([...since].sort((a, b) => b - a));
  });

  it('pages through the same rows in the same order', async () => {
    const first = await api.as.admin.activeWorkflows.list({ page: 1, rowsPerPage: 2 });
    const second = await api.as.admin.activeWorkflows.list({ page: 2, rowsPerPage: 2 });
    expect(first.pagination).toEqual({ page: 1, rowsPerPage: 2, totalRecords: all.length });
    expect([...first.items, ...second.items].map((row) => row.id)).toEqual(all.slice(0, 4).map((row) => row.id));
  });

  it('filters by form, state, employee, initiator, participant, overdue and the day the step started', async () => {
    const { db } = api.harness;
    const annual = await db.selectFrom('forms').select('id').where('system_name', '=', DemoForm.annualLeave).executeTakeFirstOrThrow();
    const list = (filter: Parameters<typeof api.as.admin.activeWorkflows.list>[0]) =>
      api.as.admin.activeWorkflows.list({ rowsPerPage: 100, ...filter }).then((page) => page.items);
    const ids = (rows: ActiveWorkflowRow[]) => rows.map((row) => row.id);

    expect(ids(await list({ formId: annual.id }))).toEqual(ids(all.filter((row) => row.form.id === annual.id)));
    expect(ids(await list({ state: SubmissionState.inProgress }))).toEqual(
      ids(all.filter((row) => row.state === SubmissionState.inProgress)),
    );
    expect(ids(await list({ employeeNo: demo.employee }))).toEqual(ids(all.filter((row) => row.employeeNo === demo.employee)));
    const initiator = all[0]!.initiatedBy!.userId;
    expect(ids(await list({ initiatedBy: initiator }))).toEqual(ids(all.filter((row) => row.initiatedBy?.userId === initiator)));
    const managers = await list({ participantUserId: managerUserId });
    expect(managers.length).toBeGreaterThan(0);
    expect(ids(managers)).toEqual(ids(all.filter((row) => row.participants.some((participant) => participant.userId === managerUserId))));
    expect(ids(await list({ overdueOnly: true }))).toEqual(ids(all.filter((row) => row.isOverdue)));
    expect(ids(await list({ dateFrom: '2026-11-20', dateTo: '2026-11-20' }))).toContain(
      all.find((row) => row.dateFrom === '2027-01-11')!.id,
    );
    expect(await list({ dateFrom: '2030-01-01' })).toEqual([]);
    await expectFieldError(
      api.as.admin.activeWorkflows.list({ dateFrom: '2026-11-20', dateTo: '2026-11-01' }),
      'dateTo',
      ErrorCode.endEarlierThanStart,
    );
  });

  it('sorts through the allowlist only', async () => {
    const byDeadline = await api.as.admin.activeWorkflows.list({ rowsPerPage: 100, sort: 'deadline' });
    const deadlines = byDeadline.items.map((row) => row.deadline).filter((deadline): deadline is string => deadline !== null);
    expect(deadlines).toEqual([...deadlines].sort());
    const byNumber = await api.as.admin.activeWorkflows.list({ rowsPerPage: 100, sort: 'documentNo', sortDirection: 'desc' });
    const numbers = byNumber.items.map((row) => row.documentNo).filter((documentNo): documentNo is string => documentNo !== null);
    expect(numbers).toEqual([...numbers].sort().reverse());
    await expectFieldError(api.as.admin.activeWorkflows.list({ sort: 'employee_no; drop table x' as 'deadline' }), 'sort');
  });

  it('refuses administrators below the designer level and never lists another company’s runs', async () => {
    await expectDomainError(api.as.employee.activeWorkflows.list({}), ErrorCode.permissionDenied);
    await createUser(api.harness.db, { username: 'runs-admin-1', adminAccess: 1, personnelNo: null });
    await expectDomainError((await callerAs(api.harness, 'runs-admin-1')).activeWorkflows.list({}), ErrorCode.permissionDenied);
    await createUser(api.harness.db, { username: 'runs-admin-2', adminAccess: 2, personnelNo: null });
    expect((await (await callerAs(api.harness, 'runs-admin-2')).activeWorkflows.list({ rowsPerPage: 100 })).pagination.totalRecords).toBe(
      all.length,
    );

    await api.as.admin.users.changeCompany({ code: 'NL' });
    try {
      const other = await api.as.admin.activeWorkflows.list({ rowsPerPage: 100 });
      expect(other.items.some((row) => all.some((mine) => mine.id === row.id))).toBe(false);
    } finally {
      await api.as.admin.users.changeCompany({ code: 'SV' });
    }
  });
});

describe('REST rows', () => {
  it('POST /api/admin-area/active-workflows/get-active-workflows takes the filter from the body and the page from the query', async () => {
    const response = await api.client.post(`${URL}?page=2&rowsPerPage=1&sort=deadline`, api.tokens.admin, { employeeNo: demo.employee });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const expected = all.filter((row) => row.employeeNo === demo.employee);
    expect(body.pagination).toEqual({ page: 2, rowsPerPage: 1, totalRecords: expected.length });
    expect(body.data).toHaveLength(expected.length > 1 ? 1 : 0);
    expectValidationError(await api.client.post(`${URL}?rowsPerPage=101`, api.tokens.admin, {}), 'rowsPerPage');
    expectValidationError(await api.client.post(URL, api.tokens.admin, { unknown: 1 }), 'unknown');
    expectPermissionDenied(await api.client.post(URL, api.tokens.manager, {}));
  });
});
