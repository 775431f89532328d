import { ErrorCode, type ParticipantGroup, type ParticipantGroupMember } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/document-factories';
import { createUser } from '../../testing/factories';
import { expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { openSession } from '../../testing/test-app';
import { type AppCaller, callerWithToken, expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';

// Participant groups (user roles) of the workflow designer on the seeded demo (two companies, SV and
// NL; the seeded groups are shared). `admin` is a top administrator (level 3); the test makes a
// level-2 designer of SV and one of NL, and users of levels 0 and 1.
const api = useDemoCallers();
const BASE = '/api/admin-area/user-roles';
const MAPPING = '/api/admin-area/user-roles-mapping';

const tokens = { designerSv: '', designerNl: '', level0: '', level1: '' };
let designerSv: AppCaller;
let designerNl: AppCaller;
let level1: AppCaller;
let humanResourcesId: number;
let customEmployeeId: number;
let managerId: number;
let plannerId: number;

beforeAll(async () => {
  const { db } = api.harness;
  await createUser(db, { username: 'designer-sv', adminAccess: 2, defaultCompanyCode: 'SV' });
  await createUser(db, { username: 'designer-nl', adminAccess: 2, defaultCompanyCode: 'NL' });
  await createUser(db, { username: 'level-0', adminAccess: 0 });
  await createUser(db, { username: 'level-1', adminAccess: 1 });
  tokens.designerSv = await openSession(api.harness, 'designer-sv');
  tokens.designerNl = await openSession(api.harness, 'designer-nl');
  tokens.level0 = await openSession(api.harness, 'level-0');
  tokens.level1 = await openSession(api.harness, 'level-1');
  designerSv = callerWithToken(api.harness, tokens.designerSv);
  designerNl = callerWithToken(api.harness, tokens.designerNl);
  level1 = callerWithToken(api.harness, tokens.level1);
  const roleId = async (name: string) =>
    (await db.selectFrom('user_roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  humanResourcesId = await roleId('Personalo skyrius');
  customEmployeeId = await roleId('Papildomi derintojai');
  managerId = await userIdOf(db, 'manager');
  plannerId = await userIdOf(db, 'planner');
});

describe('the list, get and init', () => {
  it('lists the shared groups with their member counts over REST, paged', async () => {
    const response = await api.client.get(`${BASE}?rowsPerPage=100&sort=name`, tokens.designerSv);
    const items = successData<Array<{ name: string; membersCount: number; isShared: boolean; isPerDocument: boolean }>>(response);
    expect(items.find((item) => item.name === 'Personalo skyrius')).toMatchObject({
      membersCount: 1,
      isShared: true,
      isPerDocument: false,
    });
    expect(items.find((item) => item.name === 'Papildomi derintojai')).toMatchObject({ isPerDocument: true });
    expect(response.json().pagination).toMatchObject({ page: 1, rowsPerPage: 100 });
    const page = successData<unknown[]>(await api.client.get(`${BASE}?rowsPerPage=2`, tokens.designerSv));
    expect(page).toHaveLength(2);
  });

  it('answers a group and a new group’s values over REST', async () => {
    expect(successData(await api.client.get(`${BASE}/${humanResourcesId}`, tokens.designerSv))).toMatchObject({
      id: humanResourcesId,
      name: 'Personalo skyrius',
      isShared: true,
    });
    expect(successData(await api.client.get(`${BASE}/init`, tokens.designerSv))).toEqual({
      name: '',
      systemName: null,
      active: true,
      limitedByAllowedDepartments: false,
      employeeManagerToConfirm: false,
    });
  });

  it('refuses adminAccess 0 and 1 on every row', async () => {
    for (const token of [tokens.level0, tokens.level1]) {
      expectPermissionDenied(await api.client.get(BASE, token), 'list');
      expectPermissionDenied(await api.client.get(`${BASE}/${humanResourcesId}`, token), 'get');
      expectPermissionDenied(await api.client.post(BASE, token, { name: 'X' }), 'create');
      expectPermissionDenied(await api.client.get(`${MAPPING}/get-users`, token), 'get-users');
      expectPermissionDenied(await api.client.post(`${BASE}/copy/${humanResourcesId}/Kopija`, token), 'copy');
    }
    await expectDomainError(level1.participantGroups.list({}), ErrorCode.permissionDenied);
  });
});

describe('a company’s own groups', () => {
  let ownGroup: ParticipantGroup;

  it('creates a group in the session’s company, updates it and hides it from another company', async () => {
    ownGroup = successData<ParticipantGroup>(
      await api.client.post(BASE, tokens.designerSv, {
        name: 'Sandėlio vadovai',
        systemName: 'WarehouseHeads',
        limitedByAllowedDepartments: true,
      }),
    );
    expect(ownGroup).toMatchObject({
      name: 'Sandėlio vadovai',
      systemName: 'WarehouseHeads',
      isShared: false,
      limitedByAllowedDepartments: true,
    });
    const row = await api.harness.db
      .selectFrom('user_roles')
      .select('company_code')
      .where('id', '=', ownGroup.id)
      .executeTakeFirstOrThrow();
    expect(row.company_code).toBe('SV');

    const updated = successData<ParticipantGroup>(
      await api.client.put(`${BASE}/${ownGroup.id}`, tokens.designerSv, {
        name: 'Sandėlio vedėjai',
        systemName: 'WarehouseHeads',
        employeeManagerToConfirm: true,
      }),
    );
    expect(updated).toMatchObject({
      id: ownGroup.id,
      name: 'Sandėlio vedėjai',
      employeeManagerToConfirm: true,
      limitedByAllowedDepartments: false,
    });

    // NL's designer sees no such group: not found, exactly like a missing id.
    await expectDomainError(designerNl.participantGroups.get({ id: ownGroup.id }), ErrorCode.recordNotFound);
    await expectDomainError(designerNl.participantGroups.update({ id: ownGroup.id, name: 'X' }), ErrorCode.recordNotFound);
    await expectDomainError(designerNl.participantGroups.delete({ id: ownGroup.id }), ErrorCode.recordNotFound);
    await expectDomainError(designerNl.participantGroups.members({ userRoleId: ownGroup.id }), ErrorCode.recordNotFound);
    const nlList = await designerNl.participantGroups.list({ rowsPerPage: 100 });
    expect(nlList.items.map((item) => item.id)).not.toContain(ownGroup.id);
    // A second group of the company may not take the same system name; NL may.
    await expectFieldError(
      designerSv.participantGroups.create({ name: 'Kiti', systemName: 'WarehouseHeads' }),
      'systemName',
      ErrorCode.codeTaken,
    );
    expect((await designerNl.participantGroups.create({ name: 'NL vedėjai', systemName: 'WarehouseHeads' })).systemName).toBe(
      'WarehouseHeads',
    );
  });

  it('adds members (with their departments), lists, changes and removes them over REST', async () => {
    const added = successData(
      await api.client.post(`${MAPPING}/add-users/${ownGroup.id}`, tokens.designerSv, {
        userIds: [managerId, plannerId],
        allowedDepartmentCodes: ['WH'],
      }),
    );
    expect(added).toEqual({ added: 2 });
    // Adding a member again changes nothing.
    expect(successData(await api.client.post(`${MAPPING}/add-users/${ownGroup.id}`, tokens.designerSv, { userIds: [managerId] }))).toEqual({
      added: 0,
    });
    const members = successData<ParticipantGroupMember[]>(await api.client.get(`${MAPPING}/members/${ownGroup.id}`, tokens.designerSv));
    expect(members.map((member) => [member.username, member.allowedDepartmentCodes])).toEqual([
      ['manager', ['WH']],
      ['planner', ['WH']],
    ]);
    expect(members[0]!.name).not.toBe('manager');

    const manager = members[0]!;
    expect(
      successData(
        await api.client.put(`${MAPPING}/${manager.id}`, tokens.designerSv, {
          allowedDepartmentCodes: ['PROD', 'WH'],
          allToConfirmOverride: true,
        }),
      ),
    ).toEqual({
      id: manager.id,
    });
    // A department the company does not have is refused.
    expectValidationError(
      await api.client.put(`${MAPPING}/${manager.id}`, tokens.designerSv, { allowedDepartmentCodes: ['LOG'], allToConfirmOverride: false }),
      'allowedDepartmentCodes',
    );
    const after = await designerSv.participantGroups.members({ userRoleId: ownGroup.id, search: 'manager' });
    expect(after.items).toEqual([
      expect.objectContaining({ id: manager.id, allowedDepartmentCodes: ['PROD', 'WH'], allToConfirmOverride: true }),
    ]);

    expect(successData(await api.client.delete(`${MAPPING}/${manager.id}`, tokens.designerSv))).toEqual({ id: manager.id });
    expect((await designerSv.participantGroups.members({ userRoleId: ownGroup.id })).items.map((member) => member.username)).toEqual([
      'planner',
    ]);
    // Another company's designer cannot touch the membership.
    const [planner] = (await designerSv.participantGroups.members({ userRoleId: ownGroup.id })).items;
    await expectDomainError(designerNl.participantGroups.removeMember({ id: planner!.id }), ErrorCode.recordNotFound);
  });

  it('offers the users with access to the company, or every company’s with the switch', async () => {
    const { db } = api.harness;
    // An employee of NL only (personnel number of an NL employee record that no other user holds).
    const nlEmployee = await db
      .selectFrom('employees')
      .select('personnel_no')
      .where('company_code', '=', 'NL')
      .where('personnel_no', 'not in', db.selectFrom('employees').select('personnel_no').where('company_code', '=', 'SV'))
      .where('personnel_no', 'not in', db.selectFrom('users').select('personnel_no').where('personnel_no', 'is not', null))
      .executeTakeFirstOrThrow();
    await createUser(db, { username: 'nl-only', personnelNo: nlEmployee.personnel_no, defaultCompanyCode: 'NL' });
    const url = `${MAPPING}/get-users?search=nl-only&rowsPerPage=100`;
    expect(successData<unknown[]>(await api.client.get(url, tokens.designerSv))).toEqual([]);
    const all = successData<Array<{ username: string }>>(await api.client.get(`${url}&showUsersFromAllCompanies=true`, tokens.designerSv));
    expect(all.map((user) => user.username)).toEqual(['nl-only']);
    expect((await designerNl.participantGroups.candidateUsers({ search: 'nl-only' })).items.map((user) => user.username)).toEqual([
      'nl-only',
    ]);
    // The group's members are left out when the group is named.
    const candidates = await designerSv.participantGroups.candidateUsers({ userRoleId: ownGroup.id, search: 'planner' });
    expect(candidates.items).toEqual([]);
  });

  it('copies a group with its members into the company', async () => {
    const copy = successData<ParticipantGroup>(
      await api.client.post(`${BASE}/copy/${ownGroup.id}/${encodeURIComponent('Vedėjų kopija')}`, tokens.designerSv),
    );
    expect(copy).toMatchObject({ name: 'Vedėjų kopija', isShared: false, systemName: null });
    expect(
      (await designerSv.participantGroups.members({ userRoleId: copy.id })).items.map((member) => [
        member.username,
        member.allowedDepartmentCodes,
      ]),
    ).toEqual([['planner', ['WH']]]);
    // A shared group copied keeps its system name in the company (the company's copy takes its place).
    const shared = await designerSv.participantGroups.copy({ id: customEmployeeId, name: 'Mūsų papildomi derintojai' });
    expect(shared).toMatchObject({ systemName: 'CustomEmployee', isShared: false, isPerDocument: true });
    expect((await designerSv.participantGroups.copy({ id: customEmployeeId, name: 'Dar viena' })).systemName).toBeNull();
  });

  it('deletes an unused group over REST and refuses one a workflow uses', async () => {
    const spare = await designerSv.participantGroups.create({ name: 'Laikina grupė' });
    expect(successData(await api.client.delete(`${BASE}/${spare.id}`, tokens.designerSv))).toEqual({ id: spare.id });
    await expectDomainError(designerSv.participantGroups.get({ id: spare.id }), ErrorCode.recordNotFound);

    const used = await designerSv.participantGroups.create({ name: 'Naudojama grupė' });
    const { db } = api.harness;
    const workflow = await db.selectFrom('workflows').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('workflow_activities')
      .values({ workflow_id: workflow.id, name: 'Bandymas', user_role_id: used.id, sort_order: 99 })
      .execute();
    const response = await api.client.delete(`${BASE}/${used.id}`, tokens.designerSv);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().messages).toEqual([ErrorCode.cannotDeleteWithRelatedEntries]);
    expect((await designerSv.participantGroups.get({ id: used.id })).id).toBe(used.id);
    await db.deleteFrom('workflow_activities').where('user_role_id', '=', used.id).execute();
  });
});

describe('shared groups and per-document system names', () => {
  it('refuses a level-2 designer changing a shared group, its members or deleting it; level 3 may', async () => {
    await expectDomainError(designerSv.participantGroups.update({ id: humanResourcesId, name: 'Personalas' }), ErrorCode.permissionDenied);
    expectPermissionDenied(await api.client.delete(`${BASE}/${humanResourcesId}`, tokens.designerSv), 'delete shared');
    expectPermissionDenied(
      await api.client.post(`${MAPPING}/add-users/${humanResourcesId}`, tokens.designerSv, { userIds: [plannerId] }),
      'add to shared',
    );
    const [member] = (await designerSv.participantGroups.members({ userRoleId: humanResourcesId })).items;
    expectPermissionDenied(await api.client.delete(`${MAPPING}/${member!.id}`, tokens.designerSv), 'remove from shared');

    const updated = await api.as.admin.participantGroups.update({
      id: humanResourcesId,
      name: 'Personalo skyrius',
      employeeManagerToConfirm: false,
    });
    expect(updated.isShared).toBe(true);
  });

  it('never gives nor takes a per-document system name by hand, and keeps members off such groups', async () => {
    await expectFieldError(
      designerSv.participantGroups.create({ name: 'X', systemName: 'CustomEmployee' }),
      'systemName',
      ErrorCode.systemNameReserved,
    );
    await expectFieldError(
      api.as.admin.participantGroups.update({ id: customEmployeeId, name: 'Papildomi derintojai', systemName: null }),
      'systemName',
      ErrorCode.systemNameReserved,
    );
    const own = await designerSv.participantGroups.create({ name: 'Paprasta' });
    await expectFieldError(
      designerSv.participantGroups.update({ id: own.id, name: 'Paprasta', systemName: 'CustomParticipants' }),
      'systemName',
      ErrorCode.systemNameReserved,
    );
    // Renaming a per-document group keeps its system name and is allowed at level 3.
    expect(
      (await api.as.admin.participantGroups.update({ id: customEmployeeId, name: 'Papildomi derintojai', systemName: 'CustomEmployee' }))
        .systemName,
    ).toBe('CustomEmployee');
    await expectFieldError(
      api.as.admin.participantGroups.addMembers({ userRoleId: customEmployeeId, userIds: [plannerId] }),
      'userRoleId',
      ErrorCode.systemNameReserved,
    );
  });

  it('refuses odd inputs as validation errors', async () => {
    await expectFieldError(designerSv.participantGroups.create({ name: '' }), 'name');
    await expectFieldError(designerSv.participantGroups.addMembers({ userRoleId: humanResourcesId, userIds: [] }), 'userIds');
    expectValidationError(await api.client.get(`${BASE}?rowsPerPage=101`, tokens.designerSv), 'rowsPerPage');
    await expectDomainError(designerSv.participantGroups.get({ id: 2_000_000_000 }), ErrorCode.recordNotFound);
  });
});
