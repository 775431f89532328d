import { ErrorCode, type NumberingDetails, type NumberingValues } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type DesignerContext, requireChangeable } from '../../form-metas/designer-context';
import * as numberingsRepository from '../numberings.repository';
import { codeTaken } from './create-numbering';
import { readNumberingDetails } from './get-numbering';
import { lowestNextNumber } from './numbering-view';

/**
 * PUT admin-area/form-numbering/{id}. The row is locked as filing locks it, so the lowest allowed
 * next number is decided after any filing in progress has taken its number: none is issued twice.
 */
export async function updateNumbering(ctx: DesignerContext, id: number, values: NumberingValues): Promise<NumberingDetails> {
  return withTransaction(ctx.db, async (trx) => {
    const numbering = await numberingsRepository.lockNumbering(trx, ctx.companyCode, id);
    if (!numbering) throw new DomainError(ErrorCode.recordNotFound);
    requireChangeable(ctx, numbering);
    const lowest = await lowestNextNumber(trx, { ...numbering, prefix: values.prefix });
    if (values.nextNumber < lowest) {
      throw new DomainError(ErrorCode.numberingBelowUsed, {
        params: { lowest },
        fieldErrors: { nextNumber: [ErrorCode.numberingBelowUsed] },
      });
    }
    if (await numberingsRepository.isCodeTaken(trx, { ownerCompany: numbering.company_code, code: values.code, exceptId: id })) {
      throw DomainError.forField('code', ErrorCode.codeTaken);
    }
    await numberingsRepository.updateNumbering(trx, id, values).catch(codeTaken('code'));
    return readNumberingDetails(trx, ctx.companyCode, id);
  });
}
