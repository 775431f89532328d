import { ErrorCode, type Shift } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { requireSetupRead, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import { toShift } from '../shift-mapping';

/** The shift with its rest entries; "not found" outside the company. */
export async function readShift(db: Executor, companyCode: string, id: number): Promise<Shift> {
  const row = await shiftGroupsRepository.findShift(db, companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  return toShift(row);
}

/** GET wtc-area/shifts/{id}. */
export async function getShift(ctx: SetupContext, id: number): Promise<Shift> {
  await requireSetupRead(ctx.db, ctx.actor);
  return readShift(ctx.db, ctx.actor.companyCode, id);
}
