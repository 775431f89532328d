import { ErrorCode, type NumberingDetails } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { DesignerContext } from '../../form-metas/designer-context';
import * as numberingsRepository from '../numberings.repository';
import { lowestNextNumber, numberingOf } from './numbering-view';

export async function readNumberingDetails(db: Executor, companyCode: string, id: number): Promise<NumberingDetails> {
  const row = await numberingsRepository.findNumbering(db, companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  const [lowest, forms] = await Promise.all([lowestNextNumber(db, row), numberingsRepository.formsUsing(db, companyCode, id)]);
  return { ...numberingOf(row), lowestNextNumber: lowest, forms };
}

/** GET admin-area/form-numbering/{id}: with the lowest next number allowed and the forms using it. */
export function getNumbering(ctx: DesignerContext, id: number): Promise<NumberingDetails> {
  return readNumberingDetails(ctx.db, ctx.companyCode, id);
}
