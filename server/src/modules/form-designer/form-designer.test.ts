import { type DesignerForm, type DesignerFormGroup, type DesignerLayoutGroup, ErrorCode, type FormsInGroup } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestForm, createTestSubmission, userIdOf } from '../../testing/document-factories';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { type AppCaller, callerAs, expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';
import { openSession } from '../../testing/test-app';

// The form designer on the seeded demo (company SV; NL is the other company): every REST row of
// admin-area/documents it answers, the refusals by level, shared definitions and another company's,
// the archive and delete refusals, and two form-position saves at once.
const api = useDemoCallers();
const BASE = '/api/admin-area/documents';
/** Tokens of administrators at levels 1 and 2 (the demo admin is level 3). */
const tokens = { level1: '', level2: '' };
let level1: AppCaller;
let level2: AppCaller;
/** A group and a form of company NL, which SV's session must not see. */
let otherCompany: { formGroupId: number; formId: number };
/** A shared group (no company) with a form, as the seed's are. */
let shared: { formGroupId: number; formId: number };

beforeAll(async () => {
  const { db } = api.harness;
  await createUser(db, { username: 'designer-level1', adminAccess: 1 });
  await createUser(db, { username: 'designer-level2', adminAccess: 2 });
  tokens.level1 = await openSession(api.harness, 'designer-level1');
  tokens.level2 = await openSession(api.harness, 'designer-level2');
  level1 = await callerAs(api.harness, 'designer-level1');
  level2 = await callerAs(api.harness, 'designer-level2');
  otherCompany = await createTestForm(db, { name: 'NL formos', groupName: 'NL grupė', isApplication: true });
  await db.updateTable('form_groups').set({ company_code: 'NL' }).where('id', '=', otherCompany.formGroupId).execute();
  shared = await createTestForm(db, { name: 'Bendra forma', groupName: 'Bendra grupė' });
});

const admin = () => api.tokens.admin;

async function createGroup(parentId: number, body: Record<string, unknown>, token = admin()) {
  return successData<DesignerFormGroup>(await api.client.post(`${BASE}/create-form-group/${parentId}`, token, body));
}

async function createForm(body: Record<string, unknown>, token = admin()) {
  return successData<DesignerForm>(await api.client.post(`${BASE}/create-form`, token, body));
}

function findGroup(tree: { id: number; groups: unknown[] }[], id: number): DesignerLayoutGroup | undefined {
  for (const group of tree as DesignerLayoutGroup[]) {
    if (group.id === id) return group;
    const inner = findGroup(group.groups, id);
    if (inner) return inner;
  }
  return undefined;
}

describe('form groups', () => {
  it('creates, reads, renames and moves groups as a tree, refusing a move under itself or below it', async () => {
    const root = await createGroup(0, { name: 'Prašymai', nameEn: 'Requests', isApplication: true });
    expect(root).toMatchObject({ parentId: null, name: 'Prašymai', nameEn: 'Requests', isShared: false, canEdit: true, formCount: 0 });
    const child = await createGroup(root.id, { name: 'Atostogos' });
    const grandchild = await createGroup(child.id, { name: 'Mokymai' });
    expect(child.parentId).toBe(root.id);

    const tree = successData<DesignerLayoutGroup[]>(await api.client.get(`${BASE}/get-all-form-groups`, admin()));
    expect(findGroup(tree, root.id)?.groups.map((group) => group.id)).toEqual([child.id]);
    expect(findGroup(tree, child.id)?.groups.map((group) => group.id)).toEqual([grandchild.id]);
    // Another company's group is not in the tree.
    expect(findGroup(tree, otherCompany.formGroupId)).toBeUndefined();
    expect(successData<DesignerFormGroup>(await api.client.get(`${BASE}/get-form-group/${child.id}`, admin())).name).toBe('Atostogos');

    expectValidationError(
      await api.client.put(`${BASE}/update-form-group/${root.id}`, admin(), { name: 'X', parentId: grandchild.id }),
      'parentId',
    );
    expectValidationError(
      await api.client.put(`${BASE}/update-form-group/${root.id}`, admin(), { name: 'X', parentId: root.id }),
      'parentId',
    );
    expectValidationError(
      await api.client.put(`${BASE}/update-form-group/${root.id}`, admin(), { name: ' ', parentId: 0 }),
      'name',
      ErrorCode.fieldRequired,
    );

    const moved = successData<DesignerFormGroup>(
      await api.client.put(`${BASE}/update-form-group/${grandchild.id}`, admin(), { name: 'Mokymai ir kursai', parentId: 0, sortOrder: 5 }),
    );
    expect(moved).toMatchObject({ parentId: null, name: 'Mokymai ir kursai', sortOrder: 5 });
  });

  it('archives a group only once its forms and sub-groups are archived, and deletes only an empty group', async () => {
    const group = await createGroup(0, { name: 'Archyvuojama' });
    const sub = await createGroup(group.id, { name: 'Vidinė' });
    const form = await createForm({ name: 'Archyvo forma', formGroupId: group.id });

    const archive = (id: number) => api.client.post(`${BASE}/archive-form-group/${id}`, admin());
    let response = await archive(group.id);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.json().messages).toEqual([ErrorCode.cannotArchiveValidEntriesExist]);
    successData(await api.client.post(`${BASE}/archive-form/${form.id}`, admin()));
    expect((await archive(group.id)).json().messages).toEqual([ErrorCode.cannotArchiveValidEntriesExist]);
    successData(await archive(sub.id));
    expect(successData<DesignerFormGroup>(await archive(group.id)).archived).toBe(true);
    // Archived groups stay in the tree, flagged.
    const tree = successData<DesignerLayoutGroup[]>(await api.client.get(`${BASE}/get-all-form-groups`, admin()));
    expect(findGroup(tree, group.id)).toMatchObject({ archived: true, formCount: 1 });
    expect(successData<DesignerFormGroup>(await api.client.post(`${BASE}/un-archive-form-group/${group.id}`, admin())).archived).toBe(
      false,
    );

    response = await api.client.post(`${BASE}/delete-group/${group.id}`, admin());
    expect(response.json().messages).toEqual([ErrorCode.cannotDeleteValidEntriesExist]);
    successData(await api.client.post(`${BASE}/delete-form/${form.id}`, admin()));
    expect(successData(await api.client.post(`${BASE}/delete-group/${sub.id}`, admin()))).toEqual({ id: sub.id });
    expect(successData(await api.client.post(`${BASE}/delete-group/${group.id}`, admin()))).toEqual({ id: group.id });
    await expectDomainError(api.as.admin.formDesigner.group({ id: group.id }), ErrorCode.recordNotFound);
  });
});

describe('forms', () => {
  it('creates, reads and updates a form with every field, checking names, colour, numbering, activity code and system name', async () => {
    const group = await createGroup(0, { name: 'Formų grupė' });
    const numbering = await api.harness.db
      .selectFrom('numberings')
      .select('id')
      .where('company_code', 'is', null)
      .executeTakeFirstOrThrow();
    const activity = await api.harness.db
      .selectFrom('activity_codes')
      .select('code')
      .where('company_code', '=', 'SV')
      .executeTakeFirstOrThrow();

    expectValidationError(
      await api.client.post(`${BASE}/create-form`, admin(), { name: '', formGroupId: group.id }),
      'name',
      ErrorCode.fieldRequired,
    );
    expectValidationError(
      await api.client.post(`${BASE}/create-form`, admin(), { name: 'A', formGroupId: group.id, allowHolidayPlanning: true }),
      'holidayPlanningColor',
      ErrorCode.fieldRequired,
    );
    expectValidationError(
      await api.client.post(`${BASE}/create-form`, admin(), { name: 'A', formGroupId: group.id, activityCode: 'NOPE' }),
      'activityCode',
    );
    expectValidationError(
      await api.client.post(`${BASE}/create-form`, admin(), { name: 'A', formGroupId: otherCompany.formGroupId }),
      'formGroupId',
    );

    const form = await createForm({
      name: 'Nuotolinis darbas',
      nameEn: 'Remote work',
      formGroupId: group.id,
      isApplication: true,
      messageOnSubmit: 'Ačiū',
      systemName: 'remote-work-test',
      numberingId: numbering.id,
      activityCode: activity.code,
      bcGroup: 'BC1',
      allowHolidayPlanning: true,
      holidayPlanningColor: '#aa00cc',
      formSection: 'HR',
    });
    expect(form).toMatchObject({
      name: 'Nuotolinis darbas',
      nameEn: 'Remote work',
      numberingId: numbering.id,
      activityCode: activity.code,
      holidayPlanningColor: '#AA00CC',
      systemName: 'remote-work-test',
      description: null,
      documentCount: 0,
      isShared: false,
    });
    expectValidationError(
      await api.client.post(`${BASE}/create-form`, admin(), { name: 'B', formGroupId: group.id, systemName: 'remote-work-test' }),
      'systemName',
      ErrorCode.codeTaken,
    );

    expect(successData<DesignerForm>(await api.client.get(`${BASE}/get-form/${form.id}`, admin())).bcGroup).toBe('BC1');
    const updated = successData<DesignerForm>(
      await api.client.put(`${BASE}/update-form/${form.id}`, admin(), {
        name: 'Darbas nuotoliu',
        formGroupId: group.id,
        systemName: 'remote-work-test',
      }),
    );
    expect(updated).toMatchObject({ name: 'Darbas nuotoliu', nameEn: null, numberingId: null, allowHolidayPlanning: false });
    expectValidationError(await api.client.put(`${BASE}/update-form/${form.id}`, admin(), { name: '  ', formGroupId: group.id }), 'name');

    const described = successData<DesignerForm>(
      await api.client.put(`${BASE}/update-form-description/${form.id}`, admin(), { description: 'Pirmas', descriptionEn: 'First' }),
    );
    expect(described.description).toMatchObject({ description: 'Pirmas', descriptionEn: 'First' });
    await api.client.put(`${BASE}/update-form-description/${form.id}`, admin(), { description: 'Antras', descriptionEn: 'Second' });
    expect((await api.as.admin.formDesigner.form({ id: form.id })).description).toMatchObject({ description: 'Antras' });
    const history = await api.harness.db.selectFrom('form_descriptions').select('id').where('form_id', '=', form.id).execute();
    expect(history).toHaveLength(2);

    const settings = successData(
      await api.client.post(`${BASE}/update-form-settings-by-id/${form.id}`, admin(), {
        messageOnSubmit: 'Gauta',
        allowHolidayPlanning: true,
        holidayPlanningColor: '#112233',
        formSection: 'A',
        isApplication: false,
      }),
    );
    expect(settings).toMatchObject({ messageOnSubmit: 'Gauta', holidayPlanningColor: '#112233', isApplication: false });
    expect(successData(await api.client.get(`${BASE}/get-form-settings-by-id/${form.id}`, admin()))).toEqual(settings);
    expect((await api.as.admin.formDesigner.form({ id: form.id })).name).toBe('Darbas nuotoliu');
    expectValidationError(
      await api.client.post(`${BASE}/update-form-settings-by-id/${form.id}`, admin(), { allowHolidayPlanning: true }),
      'holidayPlanningColor',
    );
  });

  it('copies a form with its fields, rules, latest description and workflow mappings, without its system name', async () => {
    const { db } = api.harness;
    const source = await createTestForm(db, { name: 'Kopijuojama', nameEn: 'Copied', fields: [{ type: 0, caption: 'Tekstas' }] });
    await db.updateTable('forms').set({ system_name: 'copy-source-test' }).where('id', '=', source.formId).execute();
    await db
      .insertInto('form_data_validations')
      .values({ form_data_id: source.fields[0]!.formDataId, validation_type: 1, value: '5' })
      .execute();
    const workflow = await db.selectFrom('workflows').select('id').where('company_code', 'is', null).executeTakeFirstOrThrow();
    await db.insertInto('workflow_mappings').values({ form_id: source.formId, workflow_id: workflow.id, type: 0 }).execute();
    await db.insertInto('form_descriptions').values({ form_id: source.formId, description: 'Aprašas', description_en: 'About' }).execute();
    const target = await createGroup(0, { name: 'Kopijų grupė' });

    const copy = successData<DesignerForm>(await api.client.post(`${BASE}/copy-form/${source.formId}/${target.id}`, admin()));
    expect(copy).toMatchObject({ name: 'Kopijuojama (kopija)', nameEn: 'Copied (copy)', systemName: null, formGroupId: target.id });
    expect(copy.description).toMatchObject({ description: 'Aprašas', descriptionEn: 'About' });
    const fields = await db.selectFrom('form_data').select('id').where('form_id', '=', copy.id).execute();
    expect(fields).toHaveLength(1);
    const rules = await db.selectFrom('form_data_validations').selectAll().where('form_data_id', '=', fields[0]!.id).execute();
    expect(rules).toMatchObject([{ validation_type: 1, value: '5' }]);
    const mappings = await db.selectFrom('workflow_mappings').selectAll().where('form_id', '=', copy.id).execute();
    expect(mappings).toMatchObject([{ workflow_id: workflow.id, type: 0 }]);
    await expectDomainError(
      api.as.admin.formDesigner.copyForm({ id: otherCompany.formId, targetGroupId: target.id }),
      ErrorCode.recordNotFound,
    );
  });

  it('archives and un-archives a form, and refuses to delete one documents were filed with', async () => {
    const form = await createTestForm(api.harness.db, { name: 'Su dokumentais' });
    await createTestSubmission(api.harness.db, { formId: form.formId, submittedBy: await userIdOf(api.harness.db, 'employee') });
    expect(successData<DesignerForm>(await api.client.post(`${BASE}/archive-form/${form.formId}`, admin())).archived).toBe(true);
    expect(successData<DesignerForm>(await api.client.post(`${BASE}/un-archive-form/${form.formId}`, admin())).archived).toBe(false);
    const response = await api.client.post(`${BASE}/delete-form/${form.formId}`, admin());
    expect(response.json().messages).toEqual([ErrorCode.cannotDeleteValidEntriesExist]);
    expect((await api.as.admin.formDesigner.form({ id: form.formId })).documentCount).toBe(1);
  });
});

describe('the group layout', () => {
  it('lists a group forms in order, saves a new order and refuses forms of another group or company', async () => {
    const group = await createGroup(0, { name: 'Išdėstymas' });
    const [first, second, third] = [
      await createForm({ name: 'Pirma', formGroupId: group.id }),
      await createForm({ name: 'Antra', formGroupId: group.id }),
      await createForm({ name: 'Trečia', formGroupId: group.id }),
    ];
    const before = successData<FormsInGroup>(await api.client.get(`${BASE}/get-forms-in-group/${group.id}`, admin()));
    expect(before.forms.map((form) => form.id)).toEqual([first!.id, second!.id, third!.id]);

    const saved = successData<FormsInGroup>(
      await api.client.post(`${BASE}/form-position/${group.id}`, admin(), [
        { formId: third!.id, sortOrder: 1 },
        { formId: first!.id, sortOrder: 2 },
        { formId: second!.id, sortOrder: 3 },
      ]),
    );
    expect(saved.forms.map((form) => form.id)).toEqual([third!.id, first!.id, second!.id]);
    const layout = successData<DesignerLayoutGroup[]>(await api.client.get(`${BASE}/get-form-group-layout`, admin()));
    expect(findGroup(layout, group.id)?.forms.map((form) => form.id)).toEqual([third!.id, first!.id, second!.id]);

    expectValidationError(
      await api.client.post(`${BASE}/form-position/${group.id}`, admin(), [
        { formId: first!.id, sortOrder: 9 },
        { formId: otherCompany.formId, sortOrder: 1 },
      ]),
      'positions',
    );
    expectValidationError(
      await api.client.post(`${BASE}/form-position/${group.id}`, admin(), [{ formId: shared.formId, sortOrder: 1 }]),
      'positions',
    );
    // Nothing of the refused lists was saved.
    const after = await api.as.admin.formDesigner.formsInGroup({ id: group.id });
    expect(after.forms.map((form) => [form.id, form.sortOrder])).toEqual([
      [third!.id, 1],
      [first!.id, 2],
      [second!.id, 3],
    ]);
  });

  it('applies two saves of one group at once whole: the result is one of them, never a mix', async () => {
    const group = await createGroup(0, { name: 'Lenktynės' });
    const forms: DesignerForm[] = [];
    for (const name of ['A', 'B', 'C', 'D']) forms.push(await createForm({ name, formGroupId: group.id }));
    const ids = forms.map((form) => form.id);
    const orderA = ids.map((formId, index) => ({ formId, sortOrder: index + 1 }));
    const orderB = ids.map((formId, index) => ({ formId, sortOrder: ids.length - index }));
    const results = await Promise.allSettled([
      api.as.admin.formDesigner.saveFormPositions({ formGroupId: group.id, positions: orderA }),
      api.as.admin.formDesigner.saveFormPositions({ formGroupId: group.id, positions: orderB }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const final = (await api.as.admin.formDesigner.formsInGroup({ id: group.id })).forms.map((form) => form.id);
    expect([ids, [...ids].reverse()]).toContainEqual(final);
  });
});

describe('who may use the designer', () => {
  it('refuses administrators below level 2 on every row', async () => {
    const token = { employee: api.tokens.employee, level1: tokens.level1 };
    for (const [label, each] of Object.entries(token)) {
      expectPermissionDenied(await api.client.get(`${BASE}/get-all-form-groups`, each), label);
      expectPermissionDenied(await api.client.get(`${BASE}/get-form-group-layout`, each), label);
      expectPermissionDenied(await api.client.get(`${BASE}/get-form/${shared.formId}`, each), label);
      expectPermissionDenied(await api.client.post(`${BASE}/create-form-group/0`, each, { name: 'X' }), label);
      expectPermissionDenied(await api.client.post(`${BASE}/create-form`, each, { name: 'X', formGroupId: shared.formGroupId }), label);
      expectPermissionDenied(await api.client.post(`${BASE}/delete-form/${shared.formId}`, each), label);
    }
    await expectDomainError(level1.formDesigner.groups(), ErrorCode.permissionDenied);
  });

  it('shows a level-2 administrator shared definitions read-only, and lets them copy one into their company', async () => {
    const group = await level2.formDesigner.group({ id: shared.formGroupId });
    expect(group).toMatchObject({ isShared: true, canEdit: false });
    expect(await level2.formDesigner.form({ id: shared.formId })).toMatchObject({ isShared: true, canEdit: false });
    expect((await api.as.admin.formDesigner.form({ id: shared.formId })).canEdit).toBe(true);

    const refusals = [
      () => level2.formDesigner.updateGroup({ id: shared.formGroupId, name: 'X', parentId: 0 }),
      () => level2.formDesigner.archiveGroup({ id: shared.formGroupId }),
      () => level2.formDesigner.deleteGroup({ id: shared.formGroupId }),
      () => level2.formDesigner.createForm({ name: 'X', formGroupId: shared.formGroupId }),
      () => level2.formDesigner.updateForm({ id: shared.formId, name: 'X', formGroupId: shared.formGroupId }),
      () => level2.formDesigner.archiveForm({ id: shared.formId }),
      () => level2.formDesigner.deleteForm({ id: shared.formId }),
      () => level2.formDesigner.updateFormDescription({ formId: shared.formId, description: 'X', descriptionEn: 'X' }),
      () => level2.formDesigner.updateFormSettings({ id: shared.formId }),
      () =>
        level2.formDesigner.saveFormPositions({ formGroupId: shared.formGroupId, positions: [{ formId: shared.formId, sortOrder: 1 }] }),
    ];
    for (const refusal of refusals) await expectDomainError(refusal(), ErrorCode.permissionDenied);
    expectPermissionDenied(await api.client.post(`${BASE}/archive-form-group/${shared.formGroupId}`, tokens.level2));

    const own = await level2.formDesigner.createGroup({ parentId: 0, name: 'Mūsų grupė' });
    expect(own).toMatchObject({ isShared: false, canEdit: true });
    const copy = await level2.formDesigner.copyForm({ id: shared.formId, targetGroupId: own.id });
    expect(copy).toMatchObject({ name: 'Bendra forma (kopija)', isShared: false, canEdit: true });
    // A company's group may sit under a shared one, but a shared group never moves under a company's.
    await level2.formDesigner.updateGroup({ id: own.id, name: 'Mūsų grupė', parentId: shared.formGroupId });
    await expectFieldError(
      api.as.admin.formDesigner.updateGroup({ id: shared.formGroupId, name: 'Bendra grupė', parentId: own.id }),
      'parentId',
    );
  });

  it('answers another company definitions as not found, exactly like a missing id', async () => {
    const { formGroupId, formId } = otherCompany;
    for (const call of [
      () => api.as.admin.formDesigner.group({ id: formGroupId }),
      () => api.as.admin.formDesigner.formsInGroup({ id: formGroupId }),
      () => api.as.admin.formDesigner.updateGroup({ id: formGroupId, name: 'X', parentId: 0 }),
      () => api.as.admin.formDesigner.archiveGroup({ id: formGroupId }),
      () => api.as.admin.formDesigner.deleteGroup({ id: formGroupId }),
      () => api.as.admin.formDesigner.saveFormPositions({ formGroupId, positions: [{ formId, sortOrder: 1 }] }),
      () => api.as.admin.formDesigner.form({ id: formId }),
      () => api.as.admin.formDesigner.formSettings({ id: formId }),
      () => api.as.admin.formDesigner.archiveForm({ id: formId }),
      () => api.as.admin.formDesigner.deleteForm({ id: formId }),
      () => api.as.admin.formDesigner.group({ id: 2_000_000_000 }),
    ]) {
      await expectDomainError(call(), ErrorCode.recordNotFound);
    }
    await expectFieldError(api.as.admin.formDesigner.createGroup({ parentId: formGroupId, name: 'X' }), 'parentId', ErrorCode.invalidValue);
  });
});

describe('the forms employees see', () => {
  it('offers only non-archived forms of shared groups and of the session company, never another company', async () => {
    const menuIds = async (caller: AppCaller) => {
      const ids: number[] = [];
      const walk = (groups: { forms: { id: number }[]; groups: unknown[] }[]) => {
        for (const group of groups) {
          ids.push(...group.forms.map((form) => form.id));
          walk(group.groups as typeof groups);
        }
      };
      walk(await caller.documents.formGroupMenu({}));
      return ids;
    };
    const ids = await menuIds(api.as.employee);
    expect(ids).toContain(shared.formId);
    expect(ids).not.toContain(otherCompany.formId);
    await expectDomainError(api.as.employee.documents.form({ id: otherCompany.formId }), ErrorCode.recordNotFound);
    const flat = await api.as.employee.documents.formGroups({});
    expect(flat.map((group) => group.id)).not.toContain(otherCompany.formGroupId);

    // The company's own form is offered; archived, it is not.
    const ownGroup = await createGroup(0, { name: 'SV grupė', isApplication: true });
    const own = await createForm({ name: 'SV forma', formGroupId: ownGroup.id, isApplication: true });
    expect(await menuIds(api.as.employee)).toContain(own.id);
    await api.as.admin.formDesigner.archiveForm({ id: own.id });
    expect(await menuIds(api.as.employee)).not.toContain(own.id);
    await expectDomainError(api.as.employee.documents.form({ id: own.id }), ErrorCode.recordNotFound);
  });
});
