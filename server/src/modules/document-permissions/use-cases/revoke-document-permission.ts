import { DocumentPermissionObjectType, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { sessionCompany } from '../../employees/employee-access';
import * as submissionsRepository from '../../submissions/submissions.repository';
import * as documentPermissionsRepository from '../document-permissions.repository';
import type { DocumentPermissionsContext } from '../permission-objects';

/** Revokes a grant on a document of the session's company, or on a document group. */
export async function revokeDocumentPermission(ctx: DocumentPermissionsContext, id: number): Promise<void> {
  const companyCode = sessionCompany(ctx.auth);
  await withTransaction(ctx.db, async (trx) => {
    const grant = await documentPermissionsRepository.findById(trx, id);
    if (!grant) throw new DomainError(ErrorCode.recordNotFound);
    if (
      grant.object_type === DocumentPermissionObjectType.document &&
      !(await submissionsRepository.findWithForm(trx, grant.object_id, { companyCode }))
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
