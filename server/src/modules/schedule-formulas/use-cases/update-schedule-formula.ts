import { ErrorCode, type ScheduleFormula, type ScheduleFormulaInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isUniqueViolation } from '../../shift-groups/constraint-violations';
import { requireSetupWrite, type SetupContext } from '../../shift-groups/setup-access';
import * as formulasRepository from '../schedule-formulas.repository';
import { checkFormulaShifts } from './check-formula-shifts';
import { readScheduleFormula } from './get-schedule-formula';

const codeTaken = () => DomainError.forField('code', ErrorCode.codeTaken);

/** PUT wtc-area/schedule-formulas/{id}: the whole formula again; its positions replace the stored ones. */
export async function updateScheduleFormula(ctx: SetupContext, id: number, input: ScheduleFormulaInput): Promise<ScheduleFormula> {
  await requireSetupWrite(ctx.db, ctx.actor, 'edit');
  const { companyCode } = ctx.actor;
  return withTransaction(ctx.db, async (trx) => {
    const formula = await formulasRepository.findFormula(trx, companyCode, id);
    if (!formula) throw new DomainError(ErrorCode.recordNotFound);
    // The shift group before the formula, as creating and archiving shifts take the group.
    await checkFormulaShifts(trx, companyCode, input);
    if (!(await formulasRepository.lockFormula(trx, companyCode, id))) throw new DomainError(ErrorCode.recordNotFound);
    if (await formulasRepository.isFormulaCodeTaken(trx, { companyCode, code: input.code, exceptId: id })) throw codeTaken();
    await formulasRepository.updateFormula(trx, id, input).catch((error: unknown) => {
      throw isUniqueViolation(error, 'schedule_formulas_code_unique') ? codeTaken() : error;
    });
    await formulasRepository.replaceEntries(
      trx,
      id,
      input.entries.map((entry) => entry.shiftId),
    );
    return readScheduleFormula(trx, companyCode, id, ctx.today);
  });
}
