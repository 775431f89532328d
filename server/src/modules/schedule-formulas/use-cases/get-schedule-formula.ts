import { ErrorCode, type IsoDate, type ScheduleFormula } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { requireSetupRead, type SetupContext } from '../../shift-groups/setup-access';
import { toScheduleFormula } from '../formula-mapping';
import * as formulasRepository from '../schedule-formulas.repository';

/** The formula with its positions; "not found" outside the company. */
export async function readScheduleFormula(db: Executor, companyCode: string, id: number, today: IsoDate): Promise<ScheduleFormula> {
  const row = await formulasRepository.findFormula(db, companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  return toScheduleFormula(row, today);
}

/** GET wtc-area/schedule-formulas/{id}. */
export async function getScheduleFormula(ctx: SetupContext, id: number): Promise<ScheduleFormula> {
  await requireSetupRead(ctx.db, ctx.actor);
  return readScheduleFormula(ctx.db, ctx.actor.companyCode, id, ctx.today);
}
