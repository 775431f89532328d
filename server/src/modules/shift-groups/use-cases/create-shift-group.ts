import { ErrorCode, type ShiftGroupDetails, type ShiftGroupInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isUniqueViolation } from '../constraint-violations';
import { requireSetupWrite, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import { readShiftGroupDetails } from './get-shift-group';

/** POST wtc-area/shift-groups: a new group of the company; its code is the company's only one of that code. */
export async function createShiftGroup(ctx: SetupContext, input: ShiftGroupInput): Promise<ShiftGroupDetails> {
  await requireSetupWrite(ctx.db, ctx.actor, 'create');
  const { companyCode } = ctx.actor;
  return withTransaction(ctx.db, async (trx) => {
    if (await shiftGroupsRepository.isGroupCodeTaken(trx, { companyCode, code: input.code })) {
      throw DomainError.forField('code', ErrorCode.codeTaken);
    }
    const id = await shiftGroupsRepository
      .insertGroup(trx, { companyCode, code: input.code, name: input.name, description: input.description, userId: ctx.actor.userId })
      .catch((error: unknown) => {
        throw isUniqueViolation(error, 'shift_groups_code_unique') ? DomainError.forField('code', ErrorCode.codeTaken) : error;
      });
    return readShiftGroupDetails(trx, companyCode, id);
  });
}
