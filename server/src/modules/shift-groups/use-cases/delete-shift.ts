import { type DeletedRecord, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isForeignKeyViolation } from '../constraint-violations';
import { requireSetupWrite, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import * as shiftUsageRepository from '../shift-usage.repository';

/** DELETE wtc-area/shifts/{id}: only a shift no day entry or formula has ever named (archive it otherwise). */
export async function deleteShift(ctx: SetupContext, id: number): Promise<DeletedRecord> {
  await requireSetupWrite(ctx.db, ctx.actor, 'delete');
  return withTransaction(ctx.db, async (trx) => {
    const shift = await shiftGroupsRepository.lockShift(trx, ctx.actor.companyCode, id);
    if (!shift) throw new DomainError(ErrorCode.recordNotFound);
    if (await shiftUsageRepository.isShiftReferenced(trx, id)) throw new DomainError(ErrorCode.cannotDeleteValidEntriesExist);
    await shiftGroupsRepository.deleteShift(trx, id).catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? new DomainError(ErrorCode.cannotDeleteValidEntriesExist) : error;
    });
    return { id };
  });
}
