import { type DeletedRecord, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isForeignKeyViolation } from '../../shift-groups/constraint-violations';
import { type DesignerContext, designerActor, requireEditable } from '../designer-access';
import * as formDesignerRepository from '../form-designer.repository';
import * as submissionsRepository from '../../submissions/submissions.repository';

/**
 * POST delete-form/{id}: refused while documents were filed with the form (spec 2 §8 "cannot delete
 * because valid entries exist"; archive it instead). Its fields, rules, descriptions and mappings go with it.
 */
export async function deleteForm(ctx: DesignerContext, id: number): Promise<DeletedRecord> {
  const actor = designerActor(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const form = await formDesignerRepository.lockForm(trx, actor.companyCode, id);
    if (!form) throw new DomainError(ErrorCode.recordNotFound);
    requireEditable(actor, form.company_code);
    if ((await submissionsRepository.countSubmissionsOfForm(trx, id)) > 0) throw new DomainError(ErrorCode.cannotDeleteValidEntriesExist);
    // A document filed meanwhile is caught by its foreign key.
    await formDesignerRepository.deleteForm(trx, id).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? new DomainError(ErrorCode.cannotDeleteValidEntriesExist) : error;
    });
    return { id };
  });
}
