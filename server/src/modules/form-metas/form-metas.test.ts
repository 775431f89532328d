import { ErrorCode, FieldType, type FormMetaDefaults, type FormMetaDetails, type FormMetaInput } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestForm, createTestSubmission, userIdOf } from '../../testing/document-factories';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import {
  type AppCaller,
  callerAs,
  expectDomainError,
  expectFieldError,
  illTyped,
  openSession,
  useDemoCallers,
} from '../../testing/test-caller';

// The form fields catalogue (admin-area/form-meta) on the seeded demo: the admin (level 3, company SV)
// and a level-2 designer of SV; NL is the other company.
const api = useDemoCallers();
const BASE = '/api/admin-area/form-meta';
let designer: AppCaller;
let designerToken: string;
let levelOne: AppCaller;
let levelZeroToken: string;
let levelOneToken: string;
let adminUserId: number;

function input(overrides: Partial<FormMetaInput> = {}): FormMetaInput {
  return { caption: 'Nuotolinio darbo vieta', captionEn: 'Remote work place', type: FieldType.text, ...overrides };
}

async function sharedMeta(overrides: { systemic?: boolean; type?: number } = {}): Promise<number> {
  const row = await api.harness.db
    .insertInto('form_metas')
    .values({ caption: 'Bendras laukas', type: overrides.type ?? FieldType.text, systemic: overrides.systemic ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function placeOnNewForm(metaId: number): Promise<{ formId: number; formDataId: number }> {
  const form = await createTestForm(api.harness.db, { name: 'Laukų bandymo forma' });
  const placed = await api.harness.db
    .insertInto('form_data')
    .values({ form_id: form.formId, form_meta_id: metaId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { formId: form.formId, formDataId: placed.id };
}

beforeAll(async () => {
  const { db } = api.harness;
  await createUser(db, { username: 'meta-designer', adminAccess: 2 });
  await createUser(db, { username: 'meta-level-one', adminAccess: 1 });
  await createUser(db, { username: 'meta-level-zero', adminAccess: 0 });
  designer = await callerAs(api.harness, 'meta-designer');
  levelOne = await callerAs(api.harness, 'meta-level-one');
  designerToken = await openSession(api.harness, 'meta-designer');
  levelOneToken = await openSession(api.harness, 'meta-level-one');
  levelZeroToken = await openSession(api.harness, 'meta-level-zero');
  adminUserId = await userIdOf(db, 'admin');
});

describe('REST rows of admin-area/form-meta', () => {
  it('creates, reads, lists, changes and deletes a field of the session company', async () => {
    const defaults = successData<FormMetaDefaults>(await api.client.get(`${BASE}/init`, designerToken));
    expect(defaults.values).toMatchObject({ caption: '', type: 0, formMetaPrevaluesListId: null });
    expect(defaults.types).toHaveLength(29);
    expect(defaults.types.find((type) => type.type === FieldType.listDropdown)).toEqual({
      type: 18,
      name: 'listDropdown',
      usesPreValueList: true,
    });

    const created = successData<FormMetaDetails>(
      await api.client.post(BASE, designerToken, input({ caption: 'REST laukas', mandatory: true, requiredErrorMessage: 'Privaloma' })),
    );
    expect(created).toMatchObject({ caption: 'REST laukas', mandatory: true, isShared: false, systemic: false, forms: [], formsCount: 0 });
    const row = await api.harness.db.selectFrom('form_metas').select('company_code').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row.company_code).toBe('SV');

    expect(successData<FormMetaDetails>(await api.client.get(`${BASE}/${created.id}`, designerToken))).toMatchObject({ id: created.id });

    const changed = successData<FormMetaDetails>(
      await api.client.put(
        `${BASE}/${created.id}`,
        designerToken,
        input({ caption: 'REST laukas 2', type: FieldType.textArea, tableVisible: true }),
      ),
    );
    expect(changed).toMatchObject({ caption: 'REST laukas 2', type: FieldType.textArea, tableVisible: true, mandatory: false });

    const page = await api.client.get(`${BASE}?caption=rest%20laukas&type=1&rowsPerPage=5`, designerToken);
    expect(successData<FormMetaDetails[]>(page).map((meta) => meta.id)).toEqual([created.id]);
    expect(page.json().pagination).toEqual({ page: 1, rowsPerPage: 5, totalRecords: 1 });

    expect(successData(await api.client.delete(`${BASE}/${created.id}`, designerToken))).toEqual({ id: created.id });
    expect((await api.client.get(`${BASE}/${created.id}`, designerToken)).statusCode).toBe(404);
  });

  it('answers validation errors by field', async () => {
    expectValidationError(await api.client.post(BASE, designerToken, input({ caption: ' ' })), 'caption', ErrorCode.fieldRequired);
    expectValidationError(await api.client.post(BASE, designerToken, input({ type: 29 })), 'type', ErrorCode.invalidValue);
    expectValidationError(await api.client.post(BASE, designerToken, { ...input(), companyCode: 'NL' }), 'companyCode');
    expectValidationError(await api.client.get(`${BASE}?sort=password`, designerToken), 'sort');
    expectValidationError(await api.client.get(`${BASE}?rowsPerPage=101`, designerToken), 'rowsPerPage');
  });

  it('refuses administrators below level 2', async () => {
    expectPermissionDenied(await api.client.get(BASE, levelOneToken), 'level 1 list');
    expectPermissionDenied(await api.client.get(`${BASE}/init`, levelZeroToken), 'level 0 init');
    expectPermissionDenied(await api.client.post(BASE, levelOneToken, input()), 'level 1 create');
    await expectDomainError(levelOne.formMetas.list({}), ErrorCode.permissionDenied);
    await expectDomainError(api.as.employee.formMetas.create(input()), ErrorCode.permissionDenied);
  });
});

describe('the list of fields', () => {
  it("shows the company's own and shared fields, filtered by the form using them, and never another company's", async () => {
    const own = await designer.formMetas.create(input({ caption: 'Sąrašo laukas SV' }));
    const shared = await sharedMeta();
    const foreign = await api.harness.db
      .insertInto('form_metas')
      .values({ caption: 'Sąrašo laukas NL', type: 0, company_code: 'NL' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const placed = await placeOnNewForm(own.id);

    const all = await designer.formMetas.list({ caption: 'sąrašo laukas', rowsPerPage: 100 });
    expect(all.items.map((meta) => meta.id)).toEqual([own.id]);
    const byForm = await designer.formMetas.list({ formId: placed.formId });
    expect(byForm.items).toEqual([expect.objectContaining({ id: own.id, formsCount: 1, isShared: false })]);
    const sorted = await designer.formMetas.list({ sort: 'id', sortDirection: 'desc', rowsPerPage: 100 });
    const ids = sorted.items.map((meta) => meta.id);
    expect(ids).toContain(shared);
    expect(ids).not.toContain(foreign.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('shared fields and other companies', () => {
  it('lets a level-2 designer read a shared field but not change or delete it; level 3 may', async () => {
    const id = await sharedMeta();
    expect((await designer.formMetas.get({ id })).isShared).toBe(true);
    await expectDomainError(designer.formMetas.update({ id, ...input() }), ErrorCode.permissionDenied);
    await expectDomainError(designer.formMetas.delete({ id }), ErrorCode.permissionDenied);
    expect(await api.as.admin.formMetas.update({ id, ...input({ caption: 'Bendras pakeistas' }) })).toMatchObject({
      caption: 'Bendras pakeistas',
      isShared: true,
    });
    expect(await api.as.admin.formMetas.delete({ id })).toEqual({ id });
  });

  it("treats another company's field as one that does not exist", async () => {
    const foreign = await api.harness.db
      .insertInto('form_metas')
      .values({ caption: 'NL laukas', type: 0, company_code: 'NL' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectDomainError(api.as.admin.formMetas.get({ id: foreign.id }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.admin.formMetas.update({ id: foreign.id, ...input() }), ErrorCode.recordNotFound);
    await expectDomainError(api.as.admin.formMetas.delete({ id: foreign.id }), ErrorCode.recordNotFound);
    expect((await api.client.delete(`${BASE}/${foreign.id}`, api.tokens.admin)).statusCode).toBe(404);
  });
});

describe('the rules of a field', () => {
  it('refuses to delete a field while a form places it', async () => {
    const meta = await designer.formMetas.create(input({ caption: 'Naudojamas laukas' }));
    await placeOnNewForm(meta.id);
    expect((await designer.formMetas.get({ id: meta.id })).forms).toEqual([expect.objectContaining({ name: 'Laukų bandymo forma' })]);
    await expectDomainError(designer.formMetas.delete({ id: meta.id }), ErrorCode.cannotDeleteValidEntriesExist);
    expect(await api.harness.db.selectFrom('form_metas').select('id').where('id', '=', meta.id).execute()).toEqual([{ id: meta.id }]);
  });

  it('never deletes a systemic field nor changes its type', async () => {
    const id = await sharedMeta({ systemic: true });
    await expectDomainError(api.as.admin.formMetas.delete({ id }), ErrorCode.formMetaSystemic);
    await expectFieldError(api.as.admin.formMetas.update({ id, ...input({ type: FieldType.date }) }), 'type', ErrorCode.formMetaSystemic);
    expect(await api.as.admin.formMetas.update({ id, ...input({ caption: 'Sisteminis', type: FieldType.text }) })).toMatchObject({
      caption: 'Sisteminis',
      systemic: true,
    });
  });

  it('keeps the type of a field documents were filed with', async () => {
    const meta = await designer.formMetas.create(input({ caption: 'Pateiktas laukas' }));
    const placed = await placeOnNewForm(meta.id);
    expect((await designer.formMetas.get({ id: meta.id })).isUsedByDocuments).toBe(false);
    await createTestSubmission(api.harness.db, {
      formId: placed.formId,
      submittedBy: adminUserId,
      entries: { [placed.formDataId]: 'Namai' },
    });
    await expectFieldError(
      designer.formMetas.update({ id: meta.id, ...input({ type: FieldType.date }) }),
      'type',
      ErrorCode.formMetaTypeInUse,
    );
    expect(await designer.formMetas.update({ id: meta.id, ...input({ caption: 'Pateiktas laukas 2' }) })).toMatchObject({
      type: FieldType.text,
      isUsedByDocuments: true,
    });
  });

  it('takes a pre-value list only for list types, and only one the company sees', async () => {
    const list = await designer.preValueLists.create({ name: 'Vietos' });
    await expectFieldError(
      designer.formMetas.create(input({ type: FieldType.text, formMetaPrevaluesListId: list.id })),
      'formMetaPrevaluesListId',
      ErrorCode.invalidValue,
    );
    const meta = await designer.formMetas.create(input({ type: FieldType.listDropdown, formMetaPrevaluesListId: list.id }));
    expect(meta.formMetaPrevaluesListId).toBe(list.id);

    const foreign = await api.harness.db
      .insertInto('pre_value_lists')
      .values({ name: 'NL sąrašas', company_code: 'NL' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectFieldError(
      designer.formMetas.create(input({ type: FieldType.listDropdown, formMetaPrevaluesListId: foreign.id })),
      'formMetaPrevaluesListId',
    );
    // A shared field may not use a company's list.
    const shared = await sharedMeta({ type: FieldType.listDropdown });
    await expectFieldError(
      api.as.admin.formMetas.update({ id: shared, ...input({ type: FieldType.listDropdown, formMetaPrevaluesListId: list.id }) }),
      'formMetaPrevaluesListId',
    );
  });

  it('refuses NUL characters and unknown keys without a server error', async () => {
    await expectFieldError(designer.formMetas.create(input({ caption: 'a\u0000b' })), 'caption', ErrorCode.invalidCharacters);
    await expectFieldError(designer.formMetas.create(illTyped({ ...input(), systemic: true })), 'systemic');
  });
});
