import { ErrorCode, type FormMetaDetails, type FormMetaValues } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, requireChangeable } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';
import { checkPreValueList } from './form-meta-rules';
import { readFormMetaDetails } from './get-form-meta';

/**
 * PUT admin-area/form-meta/{id}. A systemic field keeps its type; so does a field documents were
 * filed with (their stored values are read by the type). Locked, so two saves are decided in turn.
 */
export async function updateFormMeta(ctx: DesignerContext, id: number, values: FormMetaValues): Promise<FormMetaDetails> {
  return withTransaction(ctx.db, async (trx) => {
    const meta = await formMetasRepository.lockMeta(trx, ctx.companyCode, id);
    if (!meta) throw new DomainError(ErrorCode.recordNotFound);
    requireChangeable(ctx, meta);
    if (values.type !== meta.type) {
      if (meta.systemic) throw DomainError.forField('type', ErrorCode.formMetaSystemic);
      if (await formMetasRepository.isMetaUsedByDocuments(trx, id)) throw DomainError.forField('type', ErrorCode.formMetaTypeInUse);
    }
    await checkPreValueList(trx, ctx.companyCode, meta.company_code, values);
    await formMetasRepository.updateMeta(trx, id, values);
    return readFormMetaDetails(trx, ctx.companyCode, id);
  });
}
