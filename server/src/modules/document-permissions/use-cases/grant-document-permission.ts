import { type DocumentPermissionGrant, ErrorCode, type GrantDocumentPermissionInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { sessionCompany } from '../../employees/employee-access';
import * as documentPermissionsRepository from '../document-permissions.repository';
import { type DocumentPermissionsContext, findObject, toGrants } from '../permission-objects';

/** Users who can no longer sign in for good receive no new grants (blocked is a lock an admin lifts). */
const GRANTABLE_USER_STATUSES = new Set(['active', 'blocked']);

/** Grants the permission; granting one the user already holds answers the existing grant. */
export async function grantDocumentPermission(
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
