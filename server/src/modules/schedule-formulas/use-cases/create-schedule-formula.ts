import { ErrorCode, type ScheduleFormula, type ScheduleFormulaInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isUniqueViolation } from '../../shift-groups/constraint-violations';
import { requireSetupWrite, type SetupContext } from '../../shift-groups/setup-access';
import * as formulasRepository from '../schedule-formulas.repository';
import { checkFormulaShifts } from './check-formula-shifts';
import { readScheduleFormula } from './get-schedule-formula';

const codeTaken = () => DomainError.forField('code', ErrorCode.codeTaken);

/** POST wtc-area/schedule-formulas: the formula and its positions, in one transaction. */
export async function createScheduleFormula(ctx: SetupContext, input: ScheduleFormulaInput): Promise<ScheduleFormula> {
  await requireSetupWrite(ctx.db, ctx.actor, 'create');
  const { companyCode } = ctx.actor;
  return withTransaction(ctx.db, async (trx) => {
    await checkFormulaShifts(trx, companyCode, input);
    if (await formulasRepository.isFormulaCodeTaken(trx, { companyCode, code: input.code })) throw codeTaken();
    const id = await formulasRepository.insertFormula(trx, companyCode, input).catch((error: unknown) => {
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
