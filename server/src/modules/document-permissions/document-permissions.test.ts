import { type DocumentPermissionGrant, type DocumentPermissionList, ErrorCode, type GrantDocumentPermissionInput } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestForm, createTestSubmission, userIdOf } from '../../testing/document-factories';
import { countRows, createUser } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { type AppCaller, expectDomainError, expectFieldError, illTyped, useDemoCallers } from '../../testing/test-caller';

// The admin area's permissions screen on the seeded demo company: the admin grants and revokes,
// and the grantee's access to the document follows.
const api = useDemoCallers();
const users = { admin: 0, employee: 0, planner: 0 };
/** A form of its own, so the planner's documents list filtered by it holds only this test's documents. */
let form: { formId: number; formGroupId: number };
/** A document the employee filed about themselves: the planner has no standing on it. */
let documentId: number;

const LIST = '/api/admin-area/permissions/list';
const GRANT = '/api/admin-area/permissions/grant';
const REVOKE = '/api/admin-area/permissions/revoke';

beforeAll(async () => {
  const { db } = api.harness;
  for (const username of Object.keys(users) as (keyof typeof users)[]) users[username] = await userIdOf(db, username);
  form = await createTestForm(db, {
    name: 'Leidimų bandymo prašymas',
    nameEn: 'Permissions test request',
    groupName: 'Leidimų bandymo grupė',
  });
  documentId = (
    await createTestSubmission(db, {
      formId: form.formId,
      submittedBy: users.employee,
      employeeNo: demo.employee,
      state: 'New',
      documentNo: 'LB-00001',
    })
  ).id;
});

function listOf(objectType: 'document' | 'document_group', objectId: number, caller: AppCaller = api.as.admin) {
  return caller.documentPermissions.list({ objectType, objectId });
}

function grant(input: GrantDocumentPermissionInput, caller: AppCaller = api.as.admin) {
  return caller.documentPermissions.grant(input);
}

function revoke(id: number, caller: AppCaller = api.as.admin) {
  return caller.documentPermissions.revoke({ id });
}

function openAsPlanner(id = documentId) {
  return api.as.planner.documents.submission({ id });
}

async function plannersDocuments(): Promise<number[]> {
  const { items } = await api.as.planner.documentLists.search({ formId: form.formId, rowsPerPage: 100 });
  return items.map((row) => row.id);
}

describe('document permissions of a document', () => {
  it('lets the administrator grant a user read, which opens the document to them and lists it; a revoke takes it away', async () => {
    await expectDomainError(openAsPlanner(), ErrorCode.permissionDenied);
    expect(await plannersDocuments()).toEqual([]);

    const granted = await grant({ objectType: 'document', objectId: documentId, userId: users.planner, permission: 'read' });
    expect(granted).toMatchObject({
      user: { userId: users.planner, username: 'planner', employeeNo: demo.planner },
      permission: 'read',
      grantedBy: { userId: users.admin, username: 'admin', employeeNo: demo.admin },
    });

    const list = await listOf('document', documentId);
    expect(list.object).toEqual({
      objectType: 'document',
      objectId: documentId,
      formName: 'Leidimų bandymo prašymas',
      formNameEn: 'Permissions test request',
      documentNo: 'LB-00001',
      state: 'New',
    });
    expect(list.grants).toEqual([
      {
        id: granted.id,
        user: { userId: users.planner, name: expect.any(String), username: 'planner', employeeNo: demo.planner },
        permission: 'read',
        grantedBy: { userId: users.admin, name: expect.any(String), username: 'admin', employeeNo: demo.admin },
        createdAt: expect.any(Date),
      },
    ]);

    const view = await openAsPlanner();
    expect(view.canManage).toBe(false);
    expect(await plannersDocuments()).toEqual([documentId]);
    // Read is not update: the planner cannot delete or edit the document.
    await expectDomainError(api.as.planner.documents.deleteDocument({ id: documentId }), ErrorCode.permissionDenied);

    expect(await revoke(granted.id)).toEqual({ id: granted.id });
    await expectDomainError(openAsPlanner(), ErrorCode.permissionDenied);
    expect(await plannersDocuments()).toEqual([]);
    expect((await listOf('document', documentId)).grants).toEqual([]);
    await expectDomainError(revoke(granted.id), ErrorCode.recordNotFound);
  });

  it('grants a permission the user already holds once, and keeps each level a grant of its own', async () => {
    const input = { objectType: 'document', objectId: documentId, userId: users.planner, permission: 'manage' } as const;
    const first = await grant(input);
    const second = await grant(input);
    expect(second.id).toBe(first.id);
    const read = await grant({ ...input, permission: 'read' });
    expect(read.id).not.toBe(first.id);
    const list = await listOf('document', documentId);
    expect(list.grants.map((each) => [each.id, each.permission])).toEqual([
      [first.id, 'manage'],
      [read.id, 'read'],
    ]);
    expect((await openAsPlanner()).id).toBe(documentId);
    for (const each of list.grants) await revoke(each.id);
    await expectDomainError(openAsPlanner(), ErrorCode.permissionDenied);
  });

  it('names a user without an employee in the company by their user name', async () => {
    const outsider = await createUser(api.harness.db, { username: 'perm-outsider', firstName: 'Ona', lastName: 'Išorinė' });
    const granted = await grant({ objectType: 'document', objectId: documentId, userId: outsider.id, permission: 'update' });
    expect(granted.user).toEqual({ userId: outsider.id, name: 'Ona Išorinė', username: 'perm-outsider', employeeNo: null });
    await revoke(granted.id);
  });
});

describe('document permissions of a document group', () => {
  it("opens the group's documents to the grantee and names the group", async () => {
    const granted = await grant({ objectType: 'document_group', objectId: form.formGroupId, userId: users.planner, permission: 'update' });
    const list = await listOf('document_group', form.formGroupId);
    expect(list.object).toEqual({ objectType: 'document_group', objectId: form.formGroupId, name: 'Leidimų bandymo grupė', nameEn: null });
    expect(list.grants.map((each) => each.id)).toEqual([granted.id]);
    expect((await openAsPlanner()).canManage).toBe(false);
    expect(await plannersDocuments()).toEqual([documentId]);

    await revoke(granted.id);
    await expectDomainError(openAsPlanner(), ErrorCode.permissionDenied);
  });

  it('answers not found for a group that does not exist', async () => {
    await expectDomainError(listOf('document_group', 2_000_000_000), ErrorCode.recordNotFound);
    await expectDomainError(
      grant({ objectType: 'document_group', objectId: 2_000_000_000, userId: users.planner, permission: 'read' }),
      ErrorCode.recordNotFound,
    );
  });

  it("answers another company's group as not found, like a missing one", async () => {
    const other = await createTestForm(api.harness.db, { groupName: 'Kitos įmonės grupė' });
    await api.harness.db.updateTable('form_groups').set({ company_code: 'NL' }).where('id', '=', other.formGroupId).execute();
    await expectDomainError(listOf('document_group', other.formGroupId), ErrorCode.recordNotFound);
    await expectDomainError(
      grant({ objectType: 'document_group', objectId: other.formGroupId, userId: users.planner, permission: 'read' }),
      ErrorCode.recordNotFound,
    );
  });
});

describe('who may manage document permissions', () => {
  it('refuses everyone but administrators, and a refused revoke leaves the grant', async () => {
    const granted = await grant({ objectType: 'document', objectId: documentId, userId: users.planner, permission: 'read' });
    for (const user of ['employee', 'manager', 'planner'] as const) {
      const caller = api.as[user];
      await expectDomainError(listOf('document', documentId, caller), ErrorCode.permissionDenied);
      await expectDomainError(
        grant({ objectType: 'document', objectId: documentId, userId: users.planner, permission: 'manage' }, caller),
        ErrorCode.permissionDenied,
      );
      await expectDomainError(revoke(granted.id, caller), ErrorCode.permissionDenied);
    }
    expect((await listOf('document', documentId)).grants.map((each) => [each.id, each.permission])).toEqual([[granted.id, 'read']]);
    await revoke(granted.id);
  });

  it('asks for a session', async () => {
    await expectDomainError(listOf('document', documentId, api.anonymous), ErrorCode.notSignedIn);
  });

  it("treats another company's document as one that does not exist, for listing, granting and revoking", async () => {
    const { db } = api.harness;
    const foreign = await createTestSubmission(db, {
      formId: form.formId,
      companyCode: 'NL',
      submittedBy: users.employee,
      employeeNo: 'NL0021',
      state: 'New',
    });
    await expectDomainError(listOf('document', foreign.id), ErrorCode.documentNotFound);
    await expectDomainError(
      grant({ objectType: 'document', objectId: foreign.id, userId: users.planner, permission: 'read' }),
      ErrorCode.documentNotFound,
    );
    expect(
      await db
        .selectFrom('document_permissions')
        .select('id')
        .where('object_type', '=', 'document')
        .where('object_id', '=', foreign.id)
        .execute(),
    ).toEqual([]);

    const existing = await db
      .insertInto('document_permissions')
      .values({ user_id: users.planner, object_type: 'document', object_id: foreign.id, permission: 'read' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectDomainError(revoke(existing.id), ErrorCode.recordNotFound);
    expect(await db.selectFrom('document_permissions').select('id').where('id', '=', existing.id).execute()).toEqual([existing]);
  });
});

describe('validation of document permission calls', () => {
  const valid = (): GrantDocumentPermissionInput => ({
    objectType: 'document',
    objectId: documentId,
    userId: users.planner,
    permission: 'read',
  });
  const list = (input: unknown) => api.as.admin.documentPermissions.list(illTyped(input));
  const grantUnchecked = (input: unknown) => grant(illTyped(input));

  it('names the field of a bad object type or id in the list', async () => {
    await expectFieldError(list({ objectType: 'form', objectId: documentId }), 'objectType', ErrorCode.invalidValue);
    await expectFieldError(list({ objectType: 'document', objectId: 'abc' }), 'objectId', ErrorCode.invalidValue);
    await expectFieldError(list({ objectType: 'document' }), 'objectId');
    await expectFieldError(list({ objectType: 'document', objectId: documentId, userId: 3 }), 'userId');
  });

  it('names the field of a bad grant and writes nothing', async () => {
    const { db } = api.harness;
    const before = await countRows(db, ['document_permissions']);
    await expectFieldError(grantUnchecked({ ...valid(), permission: 'write' }), 'permission', ErrorCode.invalidValue);
    const { permission: _permission, ...withoutPermission } = valid();
    await expectFieldError(grantUnchecked(withoutPermission), 'permission', ErrorCode.fieldRequired);
    await expectFieldError(grantUnchecked({ ...valid(), objectType: 'document_folder' }), 'objectType', ErrorCode.invalidValue);
    await expectFieldError(list({ objectId: documentId }), 'objectType', ErrorCode.fieldRequired);
    await expectFieldError(grant({ ...valid(), objectId: 0 }), 'objectId', ErrorCode.invalidValue);
    await expectFieldError(grantUnchecked({ ...valid(), userId: 'planner' }), 'userId', ErrorCode.invalidValue);
    await expectFieldError(grantUnchecked({ ...valid(), grantedBy: users.employee }), 'grantedBy');
    // A user who does not exist, or can no longer sign in.
    await expectFieldError(grant({ ...valid(), userId: 2_000_000_000 }), 'userId', ErrorCode.userNotFound);
    const terminated = await createUser(db, { username: 'perm-terminated', status: 'terminated' });
    await expectFieldError(grant({ ...valid(), userId: terminated.id }), 'userId', ErrorCode.userNotFound);
    expect(await countRows(db, ['document_permissions'])).toEqual(before);
  });

  it('names the id of a bad revoke', async () => {
    await expectFieldError(api.as.admin.documentPermissions.revoke(illTyped({ id: 'abc' })), 'id', ErrorCode.invalidValue);
  });
});

describe('REST rows', () => {
  it('GET /api/admin-area/permissions/list takes the object from the query text; unknown query keys are refused', async () => {
    const granted = await grant({ objectType: 'document', objectId: documentId, userId: users.planner, permission: 'read' });
    const list = successData<DocumentPermissionList>(
      await api.client.get(`${LIST}?objectType=document&objectId=${documentId}`, api.tokens.admin),
    );
    expect(list).toEqual(JSON.parse(JSON.stringify(await listOf('document', documentId))));
    expect(list.grants.map((each) => each.id)).toEqual([granted.id]);
    expectValidationError(
      await api.client.get(`${LIST}?objectType=document&objectId=abc`, api.tokens.admin),
      'objectId',
      ErrorCode.invalidValue,
    );
    expectValidationError(await api.client.get(`${LIST}?objectType=document&objectId=${documentId}&userId=3`, api.tokens.admin), 'userId');
    await revoke(granted.id);
  });

  it('POST /api/admin-area/permissions/grant takes the body; DELETE …/revoke/{id} the id from the path, then answers not found as 404', async () => {
    const granted = successData<DocumentPermissionGrant>(
      await api.client.post(GRANT, api.tokens.admin, {
        objectType: 'document',
        objectId: documentId,
        userId: users.planner,
        permission: 'update',
      }),
    );
    expect(granted).toMatchObject({ user: { userId: users.planner }, permission: 'update', createdAt: expect.any(String) });
    expect((await listOf('document', documentId)).grants.map((each) => [each.id, each.permission])).toEqual([[granted.id, 'update']]);
    expectValidationError(
      await api.client.post(GRANT, api.tokens.admin, { objectType: 'document', objectId: documentId, userId: users.planner }),
      'permission',
      ErrorCode.fieldRequired,
    );

    expect(successData(await api.client.delete(`${REVOKE}/${granted.id}`, api.tokens.admin))).toEqual({ id: granted.id });
    expect((await listOf('document', documentId)).grants).toEqual([]);
    const again = await api.client.delete(`${REVOKE}/${granted.id}`, api.tokens.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ status: 'fail', substatus: 'not_found', messages: [ErrorCode.recordNotFound], data: null });
    expectValidationError(await api.client.delete(`${REVOKE}/abc`, api.tokens.admin), 'id', ErrorCode.invalidValue);
  });

  it('answers permission_denied to a non-administrator and 401 without a session', async () => {
    expectPermissionDenied(await api.client.get(`${LIST}?objectType=document&objectId=${documentId}`, api.tokens.planner));
    const anonymous = await api.client.get(`${LIST}?objectType=document&objectId=${documentId}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 'error', messages: [ErrorCode.notSignedIn], data: null });
  });
});
