import {
  ErrorCode,
  type FormWorkflows,
  type WorkflowActivityInput,
  type WorkflowDesignerOptions,
  type WorkflowTemplateDetails,
  type WorkflowTemplateListItem,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { DemoWorkflow } from '../../db/seed/demo-workflows';
import { createTestForm } from '../../testing/document-factories';
import { createUser } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { type AppCaller, callerAs, expectDomainError, expectFieldError, openSession, useDemoCallers } from '../../testing/test-caller';

// The workflow designer on the seeded demo (company SV; NL is the other company). `admin` has level 3
// (changes shared definitions); `designer` is a level-2 administrator of SV; `clerk` (0) and `helper` (1)
// are refused everything. The seeded workflows are shared (company_code null). The test clock's today is 2026-11-20.
const api = useDemoCallers();
const BASE = '/api/admin-area/workflow-templates';

const callers = {} as Record<'designer' | 'clerk' | 'helper', AppCaller>;
const tokens = {} as Record<'designer' | 'clerk' | 'helper', string>;
let lineManagerRoleId: number;
let hrRoleId: number;
let nlRoleId: number;
let nlWorkflowId: number;
let annualLeaveWorkflowId: number;

beforeAll(async () => {
  const { db } = api.harness;
  for (const [username, adminAccess] of [
    ['designer', 2],
    ['clerk', 0],
    ['helper', 1],
  ] as const) {
    await createUser(db, { username: `wd-${username}`, adminAccess, defaultCompanyCode: 'SV' });
    tokens[username] = await openSession(api.harness, `wd-${username}`);
    callers[username] = await callerAs(api.harness, `wd-${username}`);
  }
  const roles = await db.selectFrom('user_roles').select(['id', 'name']).execute();
  lineManagerRoleId = roles.find((role) => role.name === 'Tiesioginis vadovas')!.id;
  hrRoleId = roles.find((role) => role.name === 'Personalo skyrius')!.id;
  nlRoleId = (
    await db.insertInto('user_roles').values({ name: 'NL approvers', company_code: 'NL' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  nlWorkflowId = (
    await db.insertInto('workflows').values({ name: 'NL approval', company_code: 'NL' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  annualLeaveWorkflowId = (
    await db.selectFrom('workflows').select('id').where('name', '=', DemoWorkflow.annualLeave).executeTakeFirstOrThrow()
  ).id;
});

function activity(overrides: Partial<WorkflowActivityInput> = {}): WorkflowActivityInput {
  return {
    name: 'Vadovo pritarimas',
    description: '',
    confirm: true,
    block: true,
    disableBlock: false,
    initial: false,
    final: false,
    actions: ['approve', 'decline'],
    userRolesId: lineManagerRoleId,
    allToConfirm: false,
    skipIfNoParticipants: false,
    durationWorkingDays: 3,
    autocompleteAfterDuration: false,
    allowAdditionalParticipants: false,
    ...overrides,
  };
}

/** Manager, then HR with a two-working-day deadline. */
function twoSteps(): WorkflowActivityInput[] {
  return [
    activity({ initial: true }),
    activity({ name: 'Personalo patvirtinimas', userRolesId: hrRoleId, final: true, durationWorkingDays: 2 }),
  ];
}

let sequence = 0;
/** A workflow of SV with two valid activities, active. */
async function activeWorkflow(caller: AppCaller = api.as.admin): Promise<WorkflowTemplateDetails> {
  sequence += 1;
  const created = await caller.workflowDesigner.create({ name: `Dviejų žingsnių ${sequence}` });
  await caller.workflowDesigner.saveActivities({ workflowId: created.id, version: created.version, activities: twoSteps() });
  return caller.workflowDesigner.unArchive({ id: created.id });
}

/** A form of SV (its group belongs to the company). */
async function companyForm(name: string) {
  const { db } = api.harness;
  const group = await db
    .insertInto('form_groups')
    .values({ name: `${name} grupė`, company_code: 'SV' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return createTestForm(db, { name, formGroupId: group.id });
}

describe('workflows over their REST rows', () => {
  it('creates an archived workflow of the session company, edits it under its version, lists and deletes it', async () => {
    const token = api.tokens.admin;
    expect(successData(await api.client.get(`${BASE}/init`, token))).toMatchObject({ name: '', markOutlookCalendar: false });
    const created = successData<WorkflowTemplateDetails>(
      await api.client.post(BASE, token, { name: 'Nuotolinio darbo tvirtinimas', description: 'Vadovas, tada personalas.' }),
    );
    expect(created).toMatchObject({ active: false, companyCode: 'SV', version: 0, activities: [], canEdit: true });

    const updated = successData<WorkflowTemplateDetails>(
      await api.client.put(`${BASE}/${created.id}`, token, {
        name: 'Nuotolinis darbas',
        nameEn: 'Remote work',
        version: 0,
        markOutlookCalendar: true,
      }),
    );
    expect(updated).toMatchObject({ name: 'Nuotolinis darbas', nameEn: 'Remote work', markOutlookCalendar: true, version: 1 });
    // The version read before that save is stale now.
    expect((await api.client.put(`${BASE}/${created.id}`, token, { name: 'Senas', version: 0 })).statusCode).toBe(409);

    const page = await api.client.get(`${BASE}?name=nuotolinis&active=false`, token);
    expect(successData<WorkflowTemplateListItem[]>(page).map((row) => row.id)).toEqual([created.id]);
    expect(page.json().pagination).toMatchObject({ page: 1, rowsPerPage: 20, totalRecords: 1 });
    expect(successData<WorkflowTemplateDetails>(await api.client.get(`${BASE}/${created.id}`, token)).name).toBe('Nuotolinis darbas');

    expect(successData(await api.client.delete(`${BASE}/${created.id}`, token))).toEqual({ id: created.id });
    expect((await api.client.get(`${BASE}/${created.id}`, token)).statusCode).toBe(404);
  });

  it('lists the shared seeded workflows with the forms each serves, and pages by at most 100', async () => {
    const page = await api.as.admin.workflowDesigner.list({ name: DemoWorkflow.annualLeave });
    const annualLeave = page.items.find((row) => row.id === annualLeaveWorkflowId)!;
    expect(annualLeave).toMatchObject({ companyCode: null, active: true, activitiesCount: 2 });
    expect(annualLeave.forms.map((form) => form.type)).toEqual([0]);
    await expectFieldError(api.as.admin.workflowDesigner.list({ rowsPerPage: 101 }), 'rowsPerPage');
    expectValidationError(await api.client.get(`${BASE}?sort=secret`, api.tokens.admin), 'sort');
  });

  it('saves activities in order, archives and un-archives over REST', async () => {
    const token = api.tokens.admin;
    const created = await api.as.admin.workflowDesigner.create({ name: 'REST veiklos' });
    const saved = successData<WorkflowTemplateDetails>(
      await api.client.put(`${BASE}/${created.id}/activities`, token, { version: created.version, activities: twoSteps() }),
    );
    expect(saved.activities.map((row) => [row.name, row.sortOrder, row.initial, row.final])).toEqual([
      ['Vadovo pritarimas', 0, true, false],
      ['Personalo patvirtinimas', 1, false, true],
    ]);
    expect(successData<WorkflowTemplateDetails>(await api.client.post(`${BASE}/${created.id}/un-archive`, token)).active).toBe(true);
    expect(successData<WorkflowTemplateDetails>(await api.client.post(`${BASE}/${created.id}/archive`, token)).active).toBe(false);

    // Reorder: HR first (now initial), the manager last (final); the ids stay.
    const [manager, hr] = saved.activities;
    const reordered = await api.as.admin.workflowDesigner.saveActivities({
      workflowId: created.id,
      version: saved.version + 2,
      activities: [
        { ...activity({ name: hr!.name, userRolesId: hrRoleId, initial: true }), id: hr!.id },
        { ...activity({ final: true }), id: manager!.id },
      ],
    });
    expect(reordered.activities.map((row) => row.id)).toEqual([hr!.id, manager!.id]);

    // One activity's actions and options.
    const one = successData<{ activity: { id: number; actions: string[] } }>(
      await api.client.get(`${BASE}/activities/${manager!.id}`, token),
    );
    expect(one.activity.actions).toEqual(['approve', 'decline']);
    const changed = successData<{ activity: { actions: string[]; allToConfirm: boolean } }>(
      await api.client.put(`${BASE}/activities/${manager!.id}`, token, {
        ...activity({ final: true, actions: ['approve', 'decline', 'cancel'], allToConfirm: true }),
        version: reordered.version,
      }),
    );
    expect(changed.activity).toMatchObject({ actions: ['approve', 'decline', 'cancel'], allToConfirm: true });
  });

  it('copies a workflow with all its activities into the session company (a level-2 administrator copies a shared one)', async () => {
    const copy = successData<WorkflowTemplateDetails>(
      await api.client.post(
        `/api/admin-area/workflows/copy/${annualLeaveWorkflowId}/${encodeURIComponent('Atostogos (kopija)')}`,
        tokens.designer,
      ),
    );
    const original = await api.as.admin.workflowDesigner.get({ id: annualLeaveWorkflowId });
    expect(copy).toMatchObject({ name: 'Atostogos (kopija)', companyCode: 'SV', active: true, canEdit: true, forms: [] });
    expect(copy.activities.map(({ id: _id, workflowId: _workflowId, ...rest }) => rest)).toEqual(
      original.activities.map(({ id: _id, workflowId: _workflowId, ...rest }) => rest),
    );
    expect(copy.activities.every((row) => !original.activities.some((source) => source.id === row.id))).toBe(true);
    // And may change the copy.
    await callers.designer.workflowDesigner.update({ id: copy.id, version: copy.version, name: 'Mūsų atostogos' });
    await expectFieldError(
      api.as.admin.workflowDesigner.copy({ id: annualLeaveWorkflowId, target: '  ' }),
      'target',
      ErrorCode.fieldRequired,
    );
  });
});

describe('the activities rule', () => {
  it('refuses a save that breaks it, naming the activity and its field, and keeps the stored list', async () => {
    const workflow = await activeWorkflow();
    const save = (activities: WorkflowActivityInput[]) =>
      api.as.admin.workflowDesigner.saveActivities({ workflowId: workflow.id, version: workflow.version, activities });
    await expectFieldError(save([activity({ final: true })]), 'activities', ErrorCode.workflowOneInitialActivity);
    const twoInitial = await expectFieldError(
      save([activity({ initial: true }), activity({ initial: true, final: true })]),
      'activities.1.initial',
    );
    expect(twoInitial['activities.0.initial']).toEqual([ErrorCode.workflowOneInitialActivity]);
    await expectFieldError(save([activity({ initial: true })]), 'activities', ErrorCode.workflowFinalActivityMissing);
    await expectFieldError(
      save([activity({ initial: true }), activity({ final: true, userRolesId: null })]),
      'activities.1.userRolesId',
      ErrorCode.workflowParticipantGroupMissing,
    );
    await expectFieldError(
      save([activity({ initial: true, final: true, autocompleteAfterDuration: true, durationWorkingDays: null })]),
      'activities.0.durationWorkingDays',
      ErrorCode.workflowAutocompleteWithoutDuration,
    );
    await expectFieldError(
      save([activity({ initial: true, final: true, actions: [] })]),
      'activities.0.actions',
      ErrorCode.workflowActionsMissing,
    );
    // Confirmation not needed: neither a group nor actions are.
    await expectFieldError(save([activity({ initial: true, final: true, durationWorkingDays: 366 })]), 'activities.0.durationWorkingDays');
    // Another company's participant group is refused like a missing one.
    await expectFieldError(
      save([activity({ initial: true, final: true, userRolesId: nlRoleId })]),
      'activities.0.userRolesId',
      ErrorCode.invalidValue,
    );
    expect((await api.as.admin.workflowDesigner.get({ id: workflow.id })).activities).toHaveLength(2);
    const informOnly = await save([activity({ initial: true, final: true, confirm: false, userRolesId: null, actions: [] })]);
    expect(informOnly.activities).toHaveLength(1);

    // One activity's save names its own fields.
    const [only] = informOnly.activities;
    await expectFieldError(
      api.as.admin.workflowDesigner.updateActivity({
        ...activity({ initial: true, final: true, userRolesId: null }),
        id: only!.id,
        version: informOnly.version,
      }),
      'userRolesId',
      ErrorCode.workflowParticipantGroupMissing,
    );
  });

  it('does not activate or map a workflow that fails it', async () => {
    const empty = await api.as.admin.workflowDesigner.create({ name: 'Be veiklų' });
    await expectFieldError(api.as.admin.workflowDesigner.unArchive({ id: empty.id }), 'activities', ErrorCode.workflowOneInitialActivity);
    const form = await companyForm('Taisyklės forma');
    await expectFieldError(
      api.as.admin.workflowDesigner.addMapping({ formId: form.formId, workflowId: empty.id, type: 0 }),
      'workflowId',
      ErrorCode.workflowOneInitialActivity,
    );
  });

  it('lets one of two concurrent edits of a workflow win; the other is told it changed', async () => {
    const workflow = await activeWorkflow();
    const results = await Promise.allSettled([
      api.as.admin.workflowDesigner.saveActivities({ workflowId: workflow.id, version: workflow.version, activities: twoSteps() }),
      api.as.admin.workflowDesigner.update({ id: workflow.id, version: workflow.version, name: 'Lygiagretus' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === 'rejected');
    await expectDomainError(Promise.reject((refused as PromiseRejectedResult).reason), ErrorCode.workflowChanged);
  });
});

describe('who may use the designer', () => {
  it('refuses administrators below level 2 every designer call, typed and over REST', async () => {
    for (const who of ['clerk', 'helper'] as const) {
      await expectDomainError(callers[who].workflowDesigner.list({}), ErrorCode.permissionDenied);
      await expectDomainError(callers[who].workflowDesigner.create({ name: 'x' }), ErrorCode.permissionDenied);
      await expectDomainError(callers[who].workflowDesigner.mappings({}), ErrorCode.permissionDenied);
      expectPermissionDenied(await api.client.get(BASE, tokens[who]), who);
      expectPermissionDenied(await api.client.post(`/api/admin-area/workflows/copy/${annualLeaveWorkflowId}/kopija`, tokens[who]), who);
      expectPermissionDenied(await api.client.delete(`/api/admin-area/documents/delete-workflow-mapping/1`, tokens[who]), who);
    }
  });

  it('lets a level-2 administrator read a shared workflow but not change, archive, delete or re-order it', async () => {
    const shared = await callers.designer.workflowDesigner.get({ id: annualLeaveWorkflowId });
    expect(shared.canEdit).toBe(false);
    const { designer } = callers;
    await expectDomainError(
      designer.workflowDesigner.update({ id: shared.id, version: shared.version, name: 'x' }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(designer.workflowDesigner.archive({ id: shared.id }), ErrorCode.permissionDenied);
    await expectDomainError(designer.workflowDesigner.delete({ id: shared.id }), ErrorCode.permissionDenied);
    await expectDomainError(
      designer.workflowDesigner.saveActivities({ workflowId: shared.id, version: shared.version, activities: twoSteps() }),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(
      designer.workflowDesigner.updateActivity({ ...activity({ initial: true }), id: shared.activities[0]!.id, version: shared.version }),
      ErrorCode.permissionDenied,
    );
    expectPermissionDenied(await api.client.put(`${BASE}/${shared.id}`, tokens.designer, { name: 'x', version: shared.version }));
    // A workflow of their own company is theirs to change.
    const own = await activeWorkflow(designer);
    expect(own).toMatchObject({ companyCode: 'SV', canEdit: true, active: true });
  });

  it('answers another company’s workflow as not found, and leaves it out of the list', async () => {
    const { admin } = api.as;
    await expectDomainError(admin.workflowDesigner.get({ id: nlWorkflowId }), ErrorCode.recordNotFound);
    await expectDomainError(admin.workflowDesigner.update({ id: nlWorkflowId, version: 0, name: 'x' }), ErrorCode.recordNotFound);
    await expectDomainError(admin.workflowDesigner.copy({ id: nlWorkflowId, target: 'x' }), ErrorCode.recordNotFound);
    await expectDomainError(admin.workflowDesigner.delete({ id: nlWorkflowId }), ErrorCode.recordNotFound);
    await expectDomainError(admin.workflowDesigner.archive({ id: nlWorkflowId }), ErrorCode.recordNotFound);
    expect((await api.client.get(`${BASE}/${nlWorkflowId}`, api.tokens.admin)).statusCode).toBe(404);
    const page = await admin.workflowDesigner.list({ name: 'NL approval' });
    expect(page.items).toEqual([]);
    const options = successData<WorkflowDesignerOptions>(await api.client.get(`${BASE}/options`, api.tokens.admin));
    expect(options.userRoles.map((role) => role.id)).toContain(hrRoleId);
    expect(options.userRoles.map((role) => role.id)).not.toContain(nlRoleId);
    expect(options.messageTemplates.length).toBeGreaterThan(0);
  });
});

describe('mappings to forms', () => {
  it('adds approval and cancellation mappings over REST, at most one approval workflow in force, and removes them', async () => {
    const form = await companyForm('Nuotolinio darbo prašymas');
    const approval = await activeWorkflow();
    const other = await activeWorkflow();
    const cancellation = await activeWorkflow();
    const add = (workflowId: number, type: number) =>
      api.client.post(`/api/admin-area/documents/add-workflow-mapping/${form.formId}`, api.tokens.admin, { workflowId, type });

    const mapped = successData<FormWorkflows>(await add(approval.id, 0));
    expect(mapped.mappings.map((row) => [row.workflowId, row.type])).toEqual([[approval.id, 0]]);
    // Again: answered as it is.
    expect(successData<FormWorkflows>(await add(approval.id, 0)).mappings).toHaveLength(1);
    const second = await add(other.id, 0);
    expect(second.statusCode).toBe(409);
    expect(second.json().messages).toEqual([ErrorCode.workflowApprovalMappingExists]);
    const both = successData<FormWorkflows>(await add(cancellation.id, 1));
    expect(both.mappings.map((row) => [row.workflowId, row.type])).toEqual([
      [approval.id, 0],
      [cancellation.id, 1],
    ]);

    const listed = await api.client.get(`/api/admin-area/workflow-mappings?formId=${form.formId}`, api.tokens.admin);
    expect(successData<FormWorkflows[]>(listed)[0]!.mappings).toHaveLength(2);
    expect((await api.as.admin.workflowDesigner.get({ id: approval.id })).forms).toMatchObject([{ formId: form.formId, type: 0 }]);

    // The approval workflow is the form's only one: it may not be archived, nor deleted while mapped.
    await expectDomainError(api.as.admin.workflowDesigner.archive({ id: approval.id }), ErrorCode.cannotArchiveValidEntriesExist);
    await expectDomainError(api.as.admin.workflowDesigner.delete({ id: approval.id }), ErrorCode.cannotDeleteWithRelatedEntries);

    const approvalMapping = both.mappings.find((row) => row.type === 0)!;
    expect(
      successData(await api.client.delete(`/api/admin-area/documents/delete-workflow-mapping/${approvalMapping.id}`, api.tokens.admin)),
    ).toEqual({
      id: approvalMapping.id,
    });
    expect(
      (await api.client.delete(`/api/admin-area/documents/delete-workflow-mapping/${approvalMapping.id}`, api.tokens.admin)).statusCode,
    ).toBe(404);
    // Now the other may take its place, and the first may be archived and deleted.
    expect(successData<FormWorkflows>(await add(other.id, 0)).mappings).toHaveLength(2);
    await api.as.admin.workflowDesigner.archive({ id: approval.id });
    await api.as.admin.workflowDesigner.delete({ id: approval.id });
  });

  it('keeps company workflows off shared forms, and shared forms’ mappings to the top level', async () => {
    const sharedForm = await createTestForm(api.harness.db, { name: 'Bendra forma' });
    const companyWorkflow = await activeWorkflow();
    await expectFieldError(
      api.as.admin.workflowDesigner.addMapping({ formId: sharedForm.formId, workflowId: companyWorkflow.id, type: 0 }),
      'workflowId',
      ErrorCode.workflowNotVisibleToOwner,
    );
    await expectDomainError(
      callers.designer.workflowDesigner.addMapping({ formId: sharedForm.formId, workflowId: annualLeaveWorkflowId, type: 1 }),
      ErrorCode.permissionDenied,
    );
    const added = await api.as.admin.workflowDesigner.addMapping({ formId: sharedForm.formId, workflowId: annualLeaveWorkflowId, type: 1 });
    expect(added.canEdit).toBe(true);
    await expectDomainError(callers.designer.workflowDesigner.deleteMapping({ id: added.mappings[0]!.id }), ErrorCode.permissionDenied);
    // Another company's workflow or form is not found.
    await expectDomainError(
      api.as.admin.workflowDesigner.addMapping({ formId: sharedForm.formId, workflowId: nlWorkflowId, type: 1 }),
      ErrorCode.recordNotFound,
    );
    const nlGroup = await api.harness.db
      .insertInto('form_groups')
      .values({ name: 'NL', company_code: 'NL' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const nlForm = await createTestForm(api.harness.db, { name: 'NL forma', formGroupId: nlGroup.id });
    await expectDomainError(
      api.as.admin.workflowDesigner.addMapping({ formId: nlForm.formId, workflowId: annualLeaveWorkflowId, type: 1 }),
      ErrorCode.recordNotFound,
    );
    expect((await api.as.admin.workflowDesigner.mappings({ formId: nlForm.formId })).items).toEqual([]);
  });
});

describe('a document under approval', () => {
  it('keeps the steps it started with when its workflow’s activities are edited, and the workflow with runs is not deleted', async () => {
    const { db } = api.harness;
    const form = await db.selectFrom('forms').select('id').where('system_name', '=', DemoForm.annualLeave).executeTakeFirstOrThrow();
    const definition = await api.as.employee.documents.form({ id: form.id });
    const entries = Object.entries({ Employee: demo.employee, 'Date from': '2027-03-01', 'Date to': '2027-03-02' }).map(
      ([caption, formValue]) => ({
        formDataId: definition.formData.find((field) => field.formMeta.captionEn === caption)!.id,
        formValue,
      }),
    );
    const filed = await api.as.employee.documents.submitForm({ formId: form.id, entries, initiate: true });
    expect(filed.state).toBe('InProgress');
    const id = filed.id!;
    const stepsOf = async () => (await api.as.employee.workflows.plan({ id }))!.workflowActivities.map((step) => [step.name, step.state]);
    const before = await stepsOf();
    expect(before).toEqual([
      ['Vadovo pritarimas', 'active'],
      ['Personalo patvirtinimas', 'waiting'],
    ]);

    // The definition now has one renamed step only.
    const workflow = await api.as.admin.workflowDesigner.get({ id: annualLeaveWorkflowId });
    const [first] = workflow.activities;
    await api.as.admin.workflowDesigner.saveActivities({
      workflowId: workflow.id,
      version: workflow.version,
      activities: [{ ...activity({ name: 'Vienintelis žingsnis', initial: true, final: true }), id: first!.id }],
    });

    expect(await stepsOf()).toEqual(before);
    // The run goes on through the steps it copied: after the manager, HR's step comes.
    await api.as.manager.workflows.approve({ id, comment: 'Pritariu.' });
    expect(await stepsOf()).toEqual([
      ['Vadovo pritarimas', 'approved'],
      ['Personalo patvirtinimas', 'active'],
    ]);
    await expectDomainError(api.as.admin.workflowDesigner.delete({ id: annualLeaveWorkflowId }), ErrorCode.cannotDeleteWithRelatedEntries);
  });
});
