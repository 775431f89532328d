import { type DocumentPermissionGrant, type DocumentPermissionList, ErrorCode, type SubmissionDetail } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestForm, createTestSubmission, userIdOf } from '../../testing/document-factories';
import { countRows, createUser } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError, successData, useDemoApi } from '../../testing/rest-client';

// The admin area's permissions screen over REST, on the seeded demo company: the admin grants and
// revokes, and the grantee's access to the document follows.
const api = useDemoApi();
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

function listOf(objectType: string, objectId: number | string, token = api.tokens.admin) {
  return api.client.get(`${LIST}?objectType=${objectType}&objectId=${objectId}`, token);
}

function grant(body: Record<string, unknown>, token = api.tokens.admin) {
  return api.client.post(GRANT, token, body);
}

function openAsPlanner(id = documentId) {
  return api.client.get(`/api/documents/get-form-submissions/${id}`, api.tokens.planner);
}

async function plannersDocuments(): Promise<number[]> {
  const response = await api.client.post('/api/documents/get-documents?rowsPerPage=100', api.tokens.planner, { formId: form.formId });
  return successData<{ id: number }[]>(response).map((row) => row.id);
}

describe('document permissions of a document', () => {
  it('lets the administrator grant a user read, which opens the document to them and lists it; a revoke takes it away', async () => {
    expectPermissionDenied(await openAsPlanner(), 'before the grant');
    expect(await plannersDocuments()).toEqual([]);

    const granted = successData<DocumentPermissionGrant>(
      await grant({ objectType: 'document', objectId: documentId, userId: users.planner, permission: 'read' }),
    );
    expect(granted).toMatchObject({
      user: { userId: users.planner, username: 'planner', employeeNo: demo.planner },
      permission: 'read',
      grantedBy: { userId: users.admin, username: 'admin', employeeNo: demo.admin },
    });

    const list = successData<DocumentPermissionList>(await listOf('document', documentId));
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
        createdAt: expect.any(String),
      },
    ]);

    const view = successData<SubmissionDetail>(await openAsPlanner());
    expect(view.canManage).toBe(false);
    expect(await plannersDocuments()).toEqual([documentId]);
    // Read is not update: the planner cannot delete or edit the document.
    expectPermissionDenied(await api.client.delete(`/api/documents/delete-document/${documentId}`, api.tokens.planner), 'delete with read');

    const revoked = successData<{ id: number }>(await api.client.delete(`${REVOKE}/${granted.id}`, api.tokens.admin));
    expect(revoked).toEqual({ id: granted.id });
    expectPermissionDenied(await openAsPlanner(), 'after the revoke');
    expect(await plannersDocuments()).toEqual([]);
    expect(successData<DocumentPermissionList>(await listOf('document', documentId)).grants).toEqual([]);
    const again = await api.client.delete(`${REVOKE}/${granted.id}`, api.tokens.admin);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ messages: [ErrorCode.recordNotFound] });
  });

  it('grants a permission the user already holds once, and keeps each level a grant of its own', async () => {
    const body = { objectType: 'document', objectId: documentId, userId: users.planner, permission: 'manage' };
    const first = successData<DocumentPermissionGrant>(await grant(body));
    const second = successData<DocumentPermissionGrant>(await grant(body));
    expect(second.id).toBe(first.id);
    const read = successData<DocumentPermissionGrant>(await grant({ ...body, permission: 'read' }));
    expect(read.id).not.toBe(first.id);
    const list = successData<DocumentPermissionList>(await listOf('document', documentId));
    expect(list.grants.map((each) => [each.id, each.permission])).toEqual([
      [first.id, 'manage'],
      [read.id, 'read'],
    ]);
    expect(successData<SubmissionDetail>(await openAsPlanner()).id).toBe(documentId);
    for (const each of list.grants) successData(await api.client.delete(`${REVOKE}/${each.id}`, api.tokens.admin));
    expectPermissionDenied(await openAsPlanner());
  });

  it('names a user without an employee in the company by their user name', async () => {
    const outsider = await createUser(api.harness.db, { username: 'perm-outsider', firstName: 'Ona', lastName: 'Išorinė' });
    const granted = successData<DocumentPermissionGrant>(
      await grant({ objectType: 'document', objectId: documentId, userId: outsider.id, permission: 'update' }),
    );
    expect(granted.user).toEqual({ userId: outsider.id, name: 'Ona Išorinė', username: 'perm-outsider', employeeNo: null });
    successData(await api.client.delete(`${REVOKE}/${granted.id}`, api.tokens.admin));
  });
});

describe('document permissions of a document group', () => {
  it("opens the group's documents to the grantee and names the group", async () => {
    const granted = successData<DocumentPermissionGrant>(
      await grant({ objectType: 'document_group', objectId: form.formGroupId, userId: users.planner, permission: 'update' }),
    );
    const list = successData<DocumentPermissionList>(await listOf('document_group', form.formGroupId));
    expect(list.object).toEqual({ objectType: 'document_group', objectId: form.formGroupId, name: 'Leidimų bandymo grupė', nameEn: null });
    expect(list.grants.map((each) => each.id)).toEqual([granted.id]);
    expect(successData<SubmissionDetail>(await openAsPlanner()).canManage).toBe(false);
    expect(await plannersDocuments()).toEqual([documentId]);

    successData(await api.client.delete(`${REVOKE}/${granted.id}`, api.tokens.admin));
    expectPermissionDenied(await openAsPlanner());
  });

  it('answers not found for a group that does not exist', async () => {
    for (const response of [
      await listOf('document_group', 2_000_000_000),
      await grant({ objectType: 'document_group', objectId: 2_000_000_000, userId: users.planner, permission: 'read' }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ status: 'fail', substatus: 'not_found', messages: [ErrorCode.recordNotFound] });
    }
  });
});

describe('who may manage document permissions', () => {
  it('refuses everyone but administrators, and a refused revoke leaves the grant', async () => {
    const granted = successData<DocumentPermissionGrant>(
      await grant({ objectType: 'document', objectId: documentId, userId: users.planner, permission: 'read' }),
    );
    for (const user of ['employee', 'manager', 'planner'] as const) {
      const token = api.tokens[user];
      expectPermissionDenied(await listOf('document', documentId, token), `${user} list`);
      expectPermissionDenied(
        await grant({ objectType: 'document', objectId: documentId, userId: users.planner, permission: 'manage' }, token),
        `${user} grant`,
      );
      expectPermissionDenied(await api.client.delete(`${REVOKE}/${granted.id}`, token), `${user} revoke`);
    }
    expect(
      successData<DocumentPermissionList>(await listOf('document', documentId)).grants.map((each) => [each.id, each.permission]),
    ).toEqual([[granted.id, 'read']]);
    successData(await api.client.delete(`${REVOKE}/${granted.id}`, api.tokens.admin));
  });

  it('asks for a session', async () => {
    expect((await api.client.get(`${LIST}?objectType=document&objectId=${documentId}`)).statusCode).toBe(401);
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
    const notFound = (response: Awaited<ReturnType<typeof listOf>>) => {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.documentNotFound] });
    };
    notFound(await listOf('document', foreign.id));
    notFound(await grant({ objectType: 'document', objectId: foreign.id, userId: users.planner, permission: 'read' }));
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
    const refused = await api.client.delete(`${REVOKE}/${existing.id}`, api.tokens.admin);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json()).toMatchObject({ messages: [ErrorCode.recordNotFound] });
    expect(await db.selectFrom('document_permissions').select('id').where('id', '=', existing.id).execute()).toEqual([existing]);
  });
});

describe('validation of document permission calls', () => {
  const valid = () => ({ objectType: 'document', objectId: documentId, userId: users.planner, permission: 'read' });

  it('names the field of a bad object type or id in the list', async () => {
    expectValidationError(await listOf('form', documentId), 'objectType', ErrorCode.invalidValue);
    expectValidationError(await listOf('document', 'abc'), 'objectId', ErrorCode.invalidValue);
    expectValidationError(await api.client.get(`${LIST}?objectType=document`, api.tokens.admin), 'objectId');
    expectValidationError(await api.client.get(`${LIST}?objectType=document&objectId=${documentId}&userId=3`, api.tokens.admin), 'userId');
  });

  it('names the field of a bad grant and writes nothing', async () => {
    const { db } = api.harness;
    const before = await countRows(db, ['document_permissions']);
    expectValidationError(await grant({ ...valid(), permission: 'write' }), 'permission', ErrorCode.invalidValue);
    const { permission: _permission, ...withoutPermission } = valid();
    expectValidationError(await grant(withoutPermission), 'permission', ErrorCode.fieldRequired);
    expectValidationError(await grant({ ...valid(), objectType: 'document_folder' }), 'objectType', ErrorCode.invalidValue);
    expectValidationError(await api.client.get(`${LIST}?objectId=${documentId}`, api.tokens.admin), 'objectType', ErrorCode.fieldRequired);
    expectValidationError(await grant({ ...valid(), objectId: 0 }), 'objectId', ErrorCode.invalidValue);
    expectValidationError(await grant({ ...valid(), userId: 'planner' }), 'userId', ErrorCode.invalidValue);
    expectValidationError(await grant({ ...valid(), grantedBy: users.employee }), 'grantedBy');
    // A user who does not exist, or can no longer sign in.
    expectValidationError(await grant({ ...valid(), userId: 2_000_000_000 }), 'userId', ErrorCode.userNotFound);
    const terminated = await createUser(db, { username: 'perm-terminated', status: 'terminated' });
    expectValidationError(await grant({ ...valid(), userId: terminated.id }), 'userId', ErrorCode.userNotFound);
    expect(await countRows(db, ['document_permissions'])).toEqual(before);
  });

  it('names the id of a bad revoke', async () => {
    expectValidationError(await api.client.delete(`${REVOKE}/abc`, api.tokens.admin), 'id', ErrorCode.invalidValue);
  });
});
