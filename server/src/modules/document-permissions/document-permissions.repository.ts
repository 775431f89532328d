import type { DocumentPermissionLevel, DocumentPermissionObjectType } from '@portal/shared';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import type { Executor } from '../../db/transaction';

export interface GrantRow {
  id: number;
  user_id: number;
  object_type: string;
  object_id: number;
  permission: string;
  granted_by: number | null;
  created_at: Date;
}

const grantColumns = ['id', 'user_id', 'object_type', 'object_id', 'permission', 'granted_by', 'created_at'] as const;

/** A form group of the company or shared by every company (migration 0027); another company's is not found. */
export function findGroup(db: Executor, companyCode: string, groupId: number) {
  return db
    .selectFrom('form_groups')
    .select(['id', 'name', 'name_en'])
    .where('id', '=', groupId)
    .where(ownOrSharedDefinition('form_groups.company_code', companyCode))
    .executeTakeFirst();
}

export function listForObject(db: Executor, objectType: DocumentPermissionObjectType, objectId: number): Promise<GrantRow[]> {
  return db
    .selectFrom('document_permissions')
    .select(grantColumns)
    .where('object_type', '=', objectType)
    .where('object_id', '=', objectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findById(db: Executor, id: number): Promise<GrantRow | undefined> {
  return db.selectFrom('document_permissions').select(grantColumns).where('id', '=', id).executeTakeFirst();
}

export function findUserStatus(db: Executor, userId: number) {
  return db.selectFrom('users').select(['id', 'status']).where('id', '=', userId).executeTakeFirst();
}

/** Inserts the grant unless the user already holds it; answers the row either way. */
export async function insertIfMissing(
  trx: Executor,
  grant: {
    userId: number;
    objectType: DocumentPermissionObjectType;
    objectId: number;
    permission: DocumentPermissionLevel;
    grantedBy: number;
  },
): Promise<GrantRow> {
  const inserted = await trx
    .insertInto('document_permissions')
    .values({
      user_id: grant.userId,
      object_type: grant.objectType,
      object_id: grant.objectId,
      permission: grant.permission,
      granted_by: grant.grantedBy,
    })
    .onConflict((conflict) => conflict.constraint('document_permissions_unique').doNothing())
    .returning(grantColumns)
    .executeTakeFirst();
  if (inserted) return inserted;
  return trx
    .selectFrom('document_permissions')
    .select(grantColumns)
    .where('user_id', '=', grant.userId)
    .where('object_type', '=', grant.objectType)
    .where('object_id', '=', grant.objectId)
    .where('permission', '=', grant.permission)
    .executeTakeFirstOrThrow();
}

export async function deleteById(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('document_permissions').where('id', '=', id).execute();
}
