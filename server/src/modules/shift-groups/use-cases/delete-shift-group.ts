import { type DeletedRecord, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isForeignKeyViolation } from '../constraint-violations';
import { requireSetupWrite, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import * as shiftUsageRepository from '../shift-usage.repository';

/** DELETE wtc-area/shift-groups/{id}: only a group nothing uses — no shifts, schedules or formulas (archive it otherwise). */
export async function deleteShiftGroup(ctx: SetupContext, id: number): Promise<DeletedRecord> {
  await requireSetupWrite(ctx.db, ctx.actor, 'delete');
  return withTransaction(ctx.db, async (trx) => {
    // Locked: a shift added meanwhile (its use case locks the group too) waits, then finds no group.
    const group = await shiftGroupsRepository.lockGroup(trx, ctx.actor.companyCode, id);
    if (!group) throw new DomainError(ErrorCode.recordNotFound);
    if (await shiftUsageRepository.isGroupReferenced(trx, id)) throw new DomainError(ErrorCode.cannotDeleteValidEntriesExist);
    await shiftGroupsRepository.deleteGroup(trx, id).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? new DomainError(ErrorCode.cannotDeleteValidEntriesExist) : error;
    });
    return { id };
  });
}
