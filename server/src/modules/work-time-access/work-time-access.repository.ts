import type { Executor } from '../../db/transaction';

/** What a work-time grant is on (spec 2 §6): one schedule, timesheet or holiday plan, or all of them in a company. */
export type WorkTimeObjectType = 'schedule' | 'timesheet' | 'holiday_plan';

/** The stored names of the work-time permission actions (spec 2 §6). */
export type WorkTimeGrantAction =
  'view' | 'create' | 'edit' | 'delete' | 'administer' | 'change_status' | 'fill_documents' | 'confirm_documents';

/** The user's grants of one kind in a company: their own and those of the active user groups they belong to. */
function grantsOfUser(db: Executor, userId: number, companyCode: string, objectType: WorkTimeObjectType) {
  return db
    .selectFrom('work_time_grants as grant')
    .where('grant.company_code', '=', companyCode)
    .where('grant.object_type', '=', objectType)
    .where((eb) =>
      eb.or([
        eb('grant.user_id', '=', userId),
        eb(
          'grant.user_group_id',
          'in',
          eb
            .selectFrom('user_group_members as member')
            .innerJoin('user_groups as user_group', 'user_group.id', 'member.user_group_id')
            .select('member.user_group_id')
            .where('member.user_id', '=', userId)
            .where('user_group.active', '=', true),
        ),
      ]),
    );
}

/** The actions the user holds on one object (grants on it and company-wide ones), or company-wide only when objectId is null. */
export async function heldActions(
  db: Executor,
  query: { userId: number; companyCode: string; objectType: WorkTimeObjectType; objectId: number | null },
): Promise<WorkTimeGrantAction[]> {
  const rows = await grantsOfUser(db, query.userId, query.companyCode, query.objectType)
    .where((eb) =>
      query.objectId === null
        ? eb('grant.object_id', 'is', null)
        : eb.or([eb('grant.object_id', 'is', null), eb('grant.object_id', '=', query.objectId)]),
    )
    .select('grant.action')
    .distinct()
    .execute();
  return rows.map((row) => row.action as WorkTimeGrantAction);
}

/** The actions the user holds per object of a kind, for lists: company-wide grants under the key null. */
export async function heldActionsByObject(
  db: Executor,
  query: { userId: number; companyCode: string; objectType: WorkTimeObjectType },
): Promise<Array<{ objectId: number | null; action: WorkTimeGrantAction }>> {
  const rows = await grantsOfUser(db, query.userId, query.companyCode, query.objectType)
    .select(['grant.object_id', 'grant.action'])
    .distinct()
    .execute();
  return rows.map((row) => ({ objectId: row.object_id, action: row.action as WorkTimeGrantAction }));
}

export async function insertGrants(
  db: Executor,
  grants: Array<{
    companyCode: string;
    objectType: WorkTimeObjectType;
    objectId: number | null;
    userId?: number | null;
    userGroupId?: number | null;
    action: WorkTimeGrantAction;
    grantedBy: number | null;
  }>,
): Promise<void> {
  if (grants.length === 0) return;
  await db
    .insertInto('work_time_grants')
    .values(
      grants.map((grant) => ({
        company_code: grant.companyCode,
        object_type: grant.objectType,
        object_id: grant.objectId,
        user_id: grant.userId ?? null,
        user_group_id: grant.userGroupId ?? null,
        action: grant.action,
        granted_by: grant.grantedBy,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Removes every grant on one object (it was deleted). */
export async function deleteGrantsOfObject(
  db: Executor,
  object: { companyCode: string; objectType: WorkTimeObjectType; objectId: number },
): Promise<void> {
  await db
    .deleteFrom('work_time_grants')
    .where('company_code', '=', object.companyCode)
    .where('object_type', '=', object.objectType)
    .where('object_id', '=', object.objectId)
    .execute();
}
