import { ErrorCode, type NumberingDetails, type NumberingValues } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { DesignerContext } from '../../form-metas/designer-context';
import { isUniqueViolation } from '../../shift-groups/constraint-violations';
import * as numberingsRepository from '../numberings.repository';
import { readNumberingDetails } from './get-numbering';

export function codeTaken(field: string) {
  return (error: unknown): never => {
    throw isUniqueViolation(error, 'numberings_company_code_unique') ? DomainError.forField(field, ErrorCode.codeTaken) : error;
  };
}

/** POST admin-area/form-numbering: a new numbering of the session's company; its code is the company's only one. */
export async function createNumbering(ctx: DesignerContext, values: NumberingValues): Promise<NumberingDetails> {
  return withTransaction(ctx.db, async (trx) => {
    if (await numberingsRepository.isCodeTaken(trx, { ownerCompany: ctx.companyCode, code: values.code })) {
      throw DomainError.forField('code', ErrorCode.codeTaken);
    }
    const id = await numberingsRepository.insertNumbering(trx, ctx.companyCode, values).catch(codeTaken('code'));
    return readNumberingDetails(trx, ctx.companyCode, id);
  });
}
