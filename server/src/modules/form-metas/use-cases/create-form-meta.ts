import type { FormMetaDetails, FormMetaValues } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import type { DesignerContext } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';
import { checkPreValueList } from './form-meta-rules';
import { readFormMetaDetails } from './get-form-meta';

/** POST admin-area/form-meta: a new field of the session's company (never systemic). */
export async function createFormMeta(ctx: DesignerContext, values: FormMetaValues): Promise<FormMetaDetails> {
  return withTransaction(ctx.db, async (trx) => {
    await checkPreValueList(trx, ctx.companyCode, ctx.companyCode, values);
    const id = await formMetasRepository.insertMeta(trx, ctx.companyCode, values);
    return readFormMetaDetails(trx, ctx.companyCode, id);
  });
}
