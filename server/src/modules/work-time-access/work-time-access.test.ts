import { ErrorCode } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/factories';
import { startTestApp, type TestHarness } from '../../testing/test-app';
import { DomainError } from '../../errors/domain-error';
import { permittedActions, requireWorkTimeAction, viewableObjects, type WorkTimeActor } from './work-time-access';
import * as accessRepository from './work-time-access.repository';

// The one work-time permission check (spec 2 §6): grants to a user or to an active user group, on one
// object or company-wide; 'administer' covers everything; nothing of another company counts.
let harness: TestHarness;
let direct: WorkTimeActor;
let member: WorkTimeActor;
let nobody: WorkTimeActor;
let groupId: number;

beforeAll(async () => {
  harness = await startTestApp({ seeded: true });
  const { db } = harness;
  const [directUser, memberUser, nobodyUser] = await Promise.all(
    ['wt.direct', 'wt.member', 'wt.nobody'].map((username) => createUser(db, { username, workTimeCompanies: ['SV'] })),
  );
  direct = { userId: directUser!.id, companyCode: 'SV' };
  member = { userId: memberUser!.id, companyCode: 'SV' };
  nobody = { userId: nobodyUser!.id, companyCode: 'SV' };
  groupId = (await db.insertInto('user_groups').values({ name: 'Planuotojai' }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('user_group_members').values({ user_group_id: groupId, user_id: member.userId }).execute();
  await accessRepository.insertGrants(db, [
    { companyCode: 'SV', objectType: 'schedule', objectId: 101, userId: direct.userId, action: 'view', grantedBy: null },
    { companyCode: 'SV', objectType: 'schedule', objectId: 102, userId: direct.userId, action: 'administer', grantedBy: null },
    // The same object id in another company and another kind of object: neither counts for SV schedules.
    { companyCode: 'NL', objectType: 'schedule', objectId: 103, userId: direct.userId, action: 'administer', grantedBy: null },
    { companyCode: 'SV', objectType: 'timesheet', objectId: 103, userId: direct.userId, action: 'administer', grantedBy: null },
    { companyCode: 'SV', objectType: 'schedule', objectId: null, userGroupId: groupId, action: 'view', grantedBy: null },
    { companyCode: 'SV', objectType: 'schedule', objectId: null, userGroupId: groupId, action: 'create', grantedBy: null },
  ]);
});

afterAll(async () => {
  await harness?.close();
});

/** The check refuses with this catalogue key (a DomainError: the procedures turn it into the answer). */
async function expectDomainError(check: Promise<void>, code: string): Promise<void> {
  const error = await check.then(
    () => new Error('expected a refusal'),
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe(code);
}

describe('requireWorkTimeAction', () => {
  it('lets a user do what is granted on the object, and refuses other actions with permission denied', async () => {
    const { db } = harness;
    await requireWorkTimeAction(db, direct, { objectType: 'schedule', objectId: 101 }, 'view');
    await expectDomainError(
      requireWorkTimeAction(db, direct, { objectType: 'schedule', objectId: 101 }, 'edit'),
      ErrorCode.permissionDenied,
    );
  });

  it('treats administer as every action on its object, and on no other', async () => {
    const { db } = harness;
    for (const action of ['view', 'edit', 'delete', 'change_status', 'confirm_documents'] as const) {
      await requireWorkTimeAction(db, direct, { objectType: 'schedule', objectId: 102 }, action);
    }
    await expectDomainError(
      requireWorkTimeAction(db, direct, { objectType: 'schedule', objectId: 104 }, 'view'),
      ErrorCode.permissionDenied,
    );
  });

  it('never counts a grant of another company or of another kind of object', async () => {
    const { db } = harness;
    await expectDomainError(
      requireWorkTimeAction(db, direct, { objectType: 'schedule', objectId: 103 }, 'view'),
      ErrorCode.permissionDenied,
    );
    await requireWorkTimeAction(db, direct, { objectType: 'timesheet', objectId: 103 }, 'edit');
  });

  it('gives a group member the group’s company-wide grants on every object, and creating; a non-member nothing', async () => {
    const { db } = harness;
    await requireWorkTimeAction(db, member, { objectType: 'schedule', objectId: 555 }, 'view');
    await requireWorkTimeAction(db, member, { objectType: 'schedule', objectId: null }, 'create');
    await expectDomainError(
      requireWorkTimeAction(db, member, { objectType: 'schedule', objectId: 555 }, 'edit'),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(
      requireWorkTimeAction(db, nobody, { objectType: 'schedule', objectId: 555 }, 'view'),
      ErrorCode.permissionDenied,
    );
    await expectDomainError(
      requireWorkTimeAction(db, direct, { objectType: 'schedule', objectId: null }, 'create'),
      ErrorCode.permissionDenied,
    );
  });

  it('stops counting a group’s grants once the group is deactivated', async () => {
    const { db } = harness;
    await db.updateTable('user_groups').set({ active: false }).where('id', '=', groupId).execute();
    try {
      await expectDomainError(
        requireWorkTimeAction(db, member, { objectType: 'schedule', objectId: 555 }, 'view'),
        ErrorCode.permissionDenied,
      );
    } finally {
      await db.updateTable('user_groups').set({ active: true }).where('id', '=', groupId).execute();
    }
  });
});

describe('permittedActions and viewableObjects', () => {
  it('lists every action for an administrator of the object, and only the granted ones otherwise', async () => {
    const { db } = harness;
    expect((await permittedActions(db, direct, { objectType: 'schedule', objectId: 102 })).sort()).toEqual(
      ['administer', 'change_status', 'confirm_documents', 'create', 'delete', 'edit', 'fill_documents', 'view'].sort(),
    );
    expect(await permittedActions(db, direct, { objectType: 'schedule', objectId: 101 })).toEqual(['view']);
  });

  it('answers the ids a user may view, or all of them with a company-wide view grant', async () => {
    const { db } = harness;
    const directs = await viewableObjects(db, direct, 'schedule');
    expect(directs.all).toBe(false);
    expect(directs.ids.sort()).toEqual([101, 102]);
    expect(directs.actionsOf(101)).toEqual(['view']);
    const members = await viewableObjects(db, member, 'schedule');
    expect(members.all).toBe(true);
    expect(members.actionsOf(999).sort()).toEqual(['create', 'view']);
    const nobodys = await viewableObjects(db, nobody, 'schedule');
    expect(nobodys).toMatchObject({ all: false, ids: [] });
  });
});
