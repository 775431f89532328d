import { ErrorCode, type Shift, type ShiftInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isUniqueViolation } from '../constraint-violations';
import { requireSetupWrite, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import { readShift } from './get-shift';
import { shiftValuesOf } from './shift-values';

const codeTaken = () => DomainError.forField('code', ErrorCode.codeTaken);

/**
 * PUT wtc-area/shifts/{id}: the whole shift again. Its rest entries are replaced by the given ones and
 * its work minutes computed afresh, in the same transaction. A shift stays in its group: formulas and
 * schedules of the group plan with it.
 */
export async function updateShift(ctx: SetupContext, id: number, input: ShiftInput): Promise<Shift> {
  await requireSetupWrite(ctx.db, ctx.actor, 'edit');
  const { companyCode } = ctx.actor;
  const values = shiftValuesOf(input);
  return withTransaction(ctx.db, async (trx) => {
    const shift = await shiftGroupsRepository.findShift(trx, companyCode, id);
    if (!shift) throw new DomainError(ErrorCode.recordNotFound);
    if (shift.shift_group_id !== input.shiftGroupId) throw DomainError.forField('shiftGroupId', ErrorCode.invalidValue);
    // Group before shift, as every use case of the module takes them.
    await shiftGroupsRepository.lockGroup(trx, companyCode, shift.shift_group_id);
    const locked = await shiftGroupsRepository.lockShift(trx, companyCode, id);
    if (!locked) throw new DomainError(ErrorCode.recordNotFound);
    // Archived shifts keep their codes for the history; only live ones must differ.
    if (
      !locked.archived &&
      (await shiftGroupsRepository.isShiftCodeTaken(trx, { shiftGroupId: locked.shift_group_id, code: input.code, exceptId: id }))
    ) {
      throw codeTaken();
    }
    await shiftGroupsRepository.updateShift(trx, id, values.shift).catch((error: unknown) => {
      throw isUniqueViolation(error, 'shifts_code_unique') ? codeTaken() : error;
    });
    await shiftGroupsRepository.replaceRestEntries(trx, id, values.restEntries);
    return readShift(trx, companyCode, id);
  });
}
