import { ErrorCode, type ShiftGroupDetails } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { requireSetupWrite, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import * as shiftUsageRepository from '../shift-usage.repository';
import { readShiftGroupDetails } from './get-shift-group';

/**
 * POST wtc-area/shift-groups/{id}/archive and /undo-archive. Archiving is refused while an unarchived
 * schedule or a formula in force is planned with the group (spec 2 §8 "cannot archive because valid
 * entries exist"); un-archiving always succeeds. Asking for the state the group is in changes nothing.
 */
export async function setShiftGroupArchived(ctx: SetupContext, id: number, archived: boolean): Promise<ShiftGroupDetails> {
  await requireSetupWrite(ctx.db, ctx.actor, 'edit');
  const { companyCode } = ctx.actor;
  return withTransaction(ctx.db, async (trx) => {
    const group = await shiftGroupsRepository.lockGroup(trx, companyCode, id);
    if (!group) throw new DomainError(ErrorCode.recordNotFound);
    if (group.archived !== archived) {
      if (archived && (await shiftUsageRepository.isGroupInUse(trx, id, ctx.today))) {
        throw new DomainError(ErrorCode.cannotArchiveValidEntriesExist);
      }
      await shiftGroupsRepository.setGroupArchived(trx, id, archived);
    }
    return readShiftGroupDetails(trx, companyCode, id);
  });
}
