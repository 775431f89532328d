import { ErrorCode, type Shift } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isUniqueViolation } from '../constraint-violations';
import { requireSetupWrite, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import * as shiftUsageRepository from '../shift-usage.repository';
import { readShift } from './get-shift';

const codeTaken = () => new DomainError(ErrorCode.codeTaken, { fieldErrors: { code: [ErrorCode.codeTaken] } });

/**
 * POST wtc-area/shifts/{id}/archive and /undo-archive (spec 2 §4). Archiving is refused while the shift
 * is planned from today on or a formula in force places it ("cannot archive because valid entries
 * exist"); un-archiving while another live shift of the group has taken its code. Asking for the state
 * the shift is in changes nothing.
 */
export async function setShiftArchived(ctx: SetupContext, id: number, archived: boolean): Promise<Shift> {
  await requireSetupWrite(ctx.db, ctx.actor, 'edit');
  const { companyCode } = ctx.actor;
  return withTransaction(ctx.db, async (trx) => {
    const found = await shiftGroupsRepository.findShift(trx, companyCode, id);
    if (!found) throw new DomainError(ErrorCode.recordNotFound);
    await shiftGroupsRepository.lockGroup(trx, companyCode, found.shift_group_id);
    const shift = await shiftGroupsRepository.lockShift(trx, companyCode, id);
    if (!shift) throw new DomainError(ErrorCode.recordNotFound);
    if (shift.archived !== archived) {
      if (archived && (await shiftUsageRepository.isShiftInUse(trx, id, ctx.today))) {
        throw new DomainError(ErrorCode.cannotArchiveValidEntriesExist);
      }
      if (
        !archived &&
        (await shiftGroupsRepository.isShiftCodeTaken(trx, { shiftGroupId: shift.shift_group_id, code: shift.code, exceptId: id }))
      ) {
        throw codeTaken();
      }
      await shiftGroupsRepository.setShiftArchived(trx, id, archived).catch((error: unknown) => {
        throw isUniqueViolation(error, 'shifts_code_unique') ? codeTaken() : error;
      });
    }
    return readShift(trx, companyCode, id);
  });
}
