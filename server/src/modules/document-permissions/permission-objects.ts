import {
  type DocumentPermissionGrant,
  type DocumentPermissionLevel,
  type DocumentPermissionObject,
  type DocumentPermissionObjectInput,
  DocumentPermissionObjectType,
  ErrorCode,
  type SubmissionState,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import * as submissionsRepository from '../submissions/submissions.repository';
import { peopleByUserId } from '../users/people-by-user-id';
import * as documentPermissionsRepository from './document-permissions.repository';

// The procedures are for administrators only (document-permissions.router.ts); here the objects are
// checked: a document must be one of the session's company (another company's does not exist for the
// caller), a document group must be the company's own or shared by every company.

export interface DocumentPermissionsContext {
  db: Executor;
  auth: AuthenticatedSession;
  log: FastifyBaseLogger;
}

/** The object a grant is on, as the screen titles it; a document of another company is not found. */
export async function findObject(
  db: Executor,
  companyCode: string,
  object: DocumentPermissionObjectInput,
): Promise<DocumentPermissionObject> {
  if (object.objectType === DocumentPermissionObjectType.document) {
    const document = await submissionsRepository.findWithForm(db, object.objectId, { companyCode });
    if (!document) throw new DomainError(ErrorCode.documentNotFound);
    return {
      objectType: DocumentPermissionObjectType.document,
      objectId: document.id,
      formName: document.form_name,
      formNameEn: document.form_name_en,
      documentNo: document.document_no,
      state: document.state as SubmissionState,
    };
  }
  const group = await documentPermissionsRepository.findGroup(db, companyCode, object.objectId);
  if (!group) throw new DomainError(ErrorCode.recordNotFound);
  return { objectType: DocumentPermissionObjectType.documentGroup, objectId: group.id, name: group.name, nameEn: group.name_en };
}

/** Grant rows with the people who hold and gave them, named as in the session's company. */
export async function toGrants(
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
