import { type DeletedRecord, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { requireSetupWrite, type SetupContext } from '../../shift-groups/setup-access';
import * as formulaUsageRepository from '../formula-usage.repository';
import * as formulasRepository from '../schedule-formulas.repository';

/** DELETE wtc-area/schedule-formulas/{id}: refused while schedule employees follow the formula. */
export async function deleteScheduleFormula(ctx: SetupContext, id: number): Promise<DeletedRecord> {
  await requireSetupWrite(ctx.db, ctx.actor, 'delete');
  return withTransaction(ctx.db, async (trx) => {
    if (!(await formulasRepository.lockFormula(trx, ctx.actor.companyCode, id))) throw new DomainError(ErrorCode.recordNotFound);
    if (await formulaUsageRepository.isFormulaFollowed(trx, id)) throw new DomainError(ErrorCode.cannotDeleteValidEntriesExist);
    await formulasRepository.deleteFormula(trx, id);
    return { id };
  });
}
