import { ErrorCode, SubmissionState } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as submissionsRepository from '../../submissions/submissions.repository';
import type { DocumentsContext } from '../filing-rules';
import { authorizeSubmission, DocumentPermission } from '../submission-access';

/** delete-document: a Draft, by whoever manages it. */
export async function deleteDocument(ctx: DocumentsContext, id: number): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    const { submission } = await authorizeSubmission({ ...ctx, db: trx }, id, DocumentPermission.manage, { db: trx, lock: true });
    if (submission.state !== SubmissionState.draft) throw new DomainError(ErrorCode.documentNotEditable);
    await submissionsRepository.deleteSubmission(trx, id);
  });
}
