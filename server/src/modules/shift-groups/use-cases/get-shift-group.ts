import { ErrorCode, type ShiftGroupDetails } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { requireSetupRead, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import { toShift, toShiftGroup } from '../shift-mapping';

/** The group with all its shifts and their rest entries; "not found" outside the company. */
export async function readShiftGroupDetails(db: Executor, companyCode: string, id: number): Promise<ShiftGroupDetails> {
  const [group, shifts] = await Promise.all([
    shiftGroupsRepository.findGroup(db, companyCode, id),
    shiftGroupsRepository.listShiftsOfGroup(db, companyCode, id),
  ]);
  if (!group) throw new DomainError(ErrorCode.recordNotFound);
  return { ...toShiftGroup(group), shifts: shifts.map(toShift) };
}

/** GET wtc-area/shift-groups/{id}. */
export async function getShiftGroup(ctx: SetupContext, id: number): Promise<ShiftGroupDetails> {
  await requireSetupRead(ctx.db, ctx.actor);
  return readShiftGroupDetails(ctx.db, ctx.actor.companyCode, id);
}
