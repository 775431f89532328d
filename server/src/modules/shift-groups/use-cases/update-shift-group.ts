import { ErrorCode, type ShiftGroupDetails, type ShiftGroupInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isUniqueViolation } from '../constraint-violations';
import { requireSetupWrite, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import { readShiftGroupDetails } from './get-shift-group';

/** PUT wtc-area/shift-groups/{id}: code, name and description. */
export async function updateShiftGroup(ctx: SetupContext, id: number, input: ShiftGroupInput): Promise<ShiftGroupDetails> {
  await requireSetupWrite(ctx.db, ctx.actor, 'edit');
  const { companyCode } = ctx.actor;
  return withTransaction(ctx.db, async (trx) => {
    const group = await shiftGroupsRepository.lockGroup(trx, companyCode, id);
    if (!group) throw new DomainError(ErrorCode.recordNotFound);
    if (await shiftGroupsRepository.isGroupCodeTaken(trx, { companyCode, code: input.code, exceptId: id })) {
      throw DomainError.forField('code', ErrorCode.codeTaken);
    }
    await shiftGroupsRepository
      .updateGroup(trx, id, { code: input.code, name: input.name, description: input.description })
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'shift_groups_code_unique') ? DomainError.forField('code', ErrorCode.codeTaken) : error;
      });
    return readShiftGroupDetails(trx, companyCode, id);
  });
}
