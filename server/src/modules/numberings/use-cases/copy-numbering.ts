import { type CopyNumberingInput, ErrorCode, type NumberingDetails } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { DesignerContext } from '../../form-metas/designer-context';
import * as numberingsRepository from '../numberings.repository';
import { codeTaken } from './create-numbering';
import { readNumberingDetails } from './get-numbering';
import * as submissionsRepository from '../../submissions/submissions.repository';

/**
 * POST admin-area/form-numbering/copy/{id}/{name}: a new numbering of the session's company named
 * (and coded) `name`, with the source's prefix and figures, counting from 1 — or, when documents of the
 * company already carry numbers with that prefix, from just above the highest, so none is issued twice.
 * A shared numbering may be copied by any designer.
 */
export async function copyNumbering(ctx: DesignerContext, input: CopyNumberingInput): Promise<NumberingDetails> {
  return withTransaction(ctx.db, async (trx) => {
    const source = await numberingsRepository.findNumbering(trx, ctx.companyCode, input.id);
    if (!source) throw new DomainError(ErrorCode.recordNotFound);
    if (await numberingsRepository.isCodeTaken(trx, { ownerCompany: ctx.companyCode, code: input.name })) {
      throw DomainError.forField('name', ErrorCode.codeTaken);
    }
    const nextNumber =
      (await submissionsRepository.highestStoredDocumentNumber(trx, { prefix: source.prefix, companyCode: ctx.companyCode })) + 1;
    const id = await numberingsRepository
      .insertNumbering(trx, ctx.companyCode, {
        code: input.name,
        name: input.name,
        prefix: source.prefix,
        figures: source.figures,
        nextNumber,
      })
      .catch(codeTaken('name'));
    return readNumberingDetails(trx, ctx.companyCode, id);
  });
}
