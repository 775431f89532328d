import type { PreValueListDetails, PreValueListValues } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import type { DesignerContext } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';
import { readPreValueListDetails } from './get-pre-value-list';

/** POST admin-area/form-meta-prevalues: a new, empty list of the session's company. */
export async function createPreValueList(ctx: DesignerContext, values: PreValueListValues): Promise<PreValueListDetails> {
  return withTransaction(ctx.db, async (trx) => {
    const id = await formMetasRepository.insertPreValueList(trx, ctx.companyCode, values);
    return readPreValueListDetails(trx, ctx.companyCode, id);
  });
}
