import {
  type DocumentPermissionGrant,
  type DocumentPermissionLevel,
  type DocumentPermissionList,
  type DocumentPermissionObject,
  type DocumentPermissionObjectInput,
  DocumentPermissionObjectType,
  ErrorCode,
  type GrantDocumentPermissionInput,
  type SubmissionState,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type Executor, withTransaction } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { sessionCompany } from '../employees/employee-access';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import { peopleByUserId } from '../users/people-by-user-id';
import * as documentPermissionsRepository from './document-permissions.repository';

// The procedures are for administrators only (document-permissions.router.ts); here the objects are
// checked: a document must be one of the session's company (another company's does not exist for the
// caller), a document group must exist (groups are shared by the companies).

export interface DocumentPermissionsContext {
  db: Executor;
  auth: AuthenticatedSession;
  log: FastifyBaseLogger;
}

/** Users who can no longer sign in for good receive no new grants (blocked is a lock an admin lifts). */
const GRANTABLE_USER_STATUSES = new Set(['active', 'blocked']);

async function findObject(db: Executor, companyCode: string, object: DocumentPermissionObjectInput): Promise<DocumentPermissionObject> {
  if (object.objectType === DocumentPermissionObjectType.document) {
    const document = await documentPermissionsRepository.findDocument(db, companyCode, object.objectId);
    if (!document) throw new DomainError(ErrorCode.documentNotFound);
    return {
      objectType: DocumentPermissionObjectType.document,
      objectId: document.id,
      formName: document.name,
      formNameEn: document.name_en,
      documentNo: document.document_no,
      state: document.state as SubmissionState,
    };
  }
  const group = await documentPermissionsRepository.findGroup(db, object.objectId);
  if (!group) throw new DomainError(ErrorCode.recordNotFound);
  return { objectType: DocumentPermissionObjectType.documentGroup, objectId: group.id, name: group.name, nameEn: group.name_en };
}

async function toGrants(
  db: Executor,
  companyCode: string,
  rows: documentPermissionsRepository.GrantRow[],
): Promise<DocumentPermissionGrant[]> {
  const people = await peopleByUserId(db, companyCode, [
    ...rows.map((row) => row.user_id),
    ...rows.flatMap((row) => (row.granted_by === null ? [] : [row.granted_by])),
  ]);
  return rows.map((row) => ({
    id: row.id,
    user: people.get(row.user_id)!,
    permission: row.permission as DocumentPermissionLevel,
    grantedBy: row.granted_by === null ? null : (people.get(row.granted_by) ?? null),
    createdAt: row.created_at,
  }));
}

export async function listPermissions(
  ctx: DocumentPermissionsContext,
  input: DocumentPermissionObjectInput,
): Promise<DocumentPermissionList> {
  const companyCode = sessionCompany(ctx.auth);
  const object = await findObject(ctx.db, companyCode, input);
  const rows = await documentPermissionsRepository.listForObject(ctx.db, input.objectType, input.objectId);
  return { object, grants: await toGrants(ctx.db, companyCode, rows) };
}

/** Grants the permission; granting one the user already holds answers the existing grant. */
export async function grantPermission(
  ctx: DocumentPermissionsContext,
  input: GrantDocumentPermissionInput,
): Promise<DocumentPermissionGrant> {
  const companyCode = sessionCompany(ctx.auth);
  return withTransaction(ctx.db, async (trx) => {
    await findObject(trx, companyCode, input);
    const user = await documentPermissionsRepository.findUserStatus(trx, input.userId);
    if (!user || !GRANTABLE_USER_STATUSES.has(user.status)) throw DomainError.forField('userId', ErrorCode.userNotFound);
    const row = await documentPermissionsRepository.insertIfMissing(trx, {
      userId: input.userId,
      objectType: input.objectType,
      objectId: input.objectId,
      permission: input.permission,
      grantedBy: ctx.auth.user.id,
    });
    const [grant] = await toGrants(trx, companyCode, [row]);
    return grant!;
  });
}

/** Revokes a grant on a document of the session's company, or on a document group. */
export async function revokePermission(ctx: DocumentPermissionsContext, id: number): Promise<void> {
  const companyCode = sessionCompany(ctx.auth);
  await withTransaction(ctx.db, async (trx) => {
    const grant = await documentPermissionsRepository.findById(trx, id);
    if (!grant) throw new DomainError(ErrorCode.recordNotFound);
    if (
      grant.object_type === DocumentPermissionObjectType.document &&
      !(await documentPermissionsRepository.findDocument(trx, companyCode, grant.object_id))
    ) {
      // Another company's grant does not exist for the caller.
      throw new DomainError(ErrorCode.recordNotFound);
    }
    await documentPermissionsRepository.deleteById(trx, grant.id);
    // The grant row is gone with its granted_by and created_at: the log keeps who took it away.
    ctx.log.info(
      {
        actorUserId: ctx.auth.user.id,
        companyCode,
        grant: {
          id: grant.id,
          userId: grant.user_id,
          objectType: grant.object_type,
          objectId: grant.object_id,
          permission: grant.permission,
        },
      },
      'document permission revoked',
    );
  });
}
