import { ErrorCode, type Shift, type ShiftInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { isUniqueViolation } from '../constraint-violations';
import { requireSetupWrite, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';
import { readShift } from './get-shift';
import { shiftValuesOf } from './shift-values';

const codeTaken = () => DomainError.forField('code', ErrorCode.codeTaken);

/** POST wtc-area/shifts: a shift of one of the company's groups, with its rest entries, in one transaction. */
export async function createShift(ctx: SetupContext, input: ShiftInput): Promise<Shift> {
  await requireSetupWrite(ctx.db, ctx.actor, 'create');
  const { companyCode } = ctx.actor;
  const values = shiftValuesOf(input);
  return withTransaction(ctx.db, async (trx) => {
    // The group's lock makes the code check and the insert one step for concurrent saves in the group.
    if (!(await shiftGroupsRepository.lockGroup(trx, companyCode, input.shiftGroupId))) throw new DomainError(ErrorCode.recordNotFound);
    if (await shiftGroupsRepository.isShiftCodeTaken(trx, { shiftGroupId: input.shiftGroupId, code: input.code })) throw codeTaken();
    const id = await shiftGroupsRepository.insertShift(trx, input.shiftGroupId, values.shift).catch((error: unknown) => {
      throw isUniqueViolation(error, 'shifts_code_unique') ? codeTaken() : error;
    });
    await shiftGroupsRepository.replaceRestEntries(trx, id, values.restEntries);
    return readShift(trx, companyCode, id);
  });
}
