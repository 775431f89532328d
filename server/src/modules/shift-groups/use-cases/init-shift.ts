import { ErrorCode, type ShiftDefaults, shiftDefaults } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { requireSetupRead, type SetupContext } from '../setup-access';
import * as shiftGroupsRepository from '../shift-groups.repository';

/** GET wtc-area/shifts/init: a new shift's values, in the named group when one is named (it must be the company's). */
export async function initShift(ctx: SetupContext, shiftGroupId: number | undefined): Promise<ShiftDefaults> {
  await requireSetupRead(ctx.db, ctx.actor);
  if (shiftGroupId !== undefined && !(await shiftGroupsRepository.findGroup(ctx.db, ctx.actor.companyCode, shiftGroupId))) {
    throw new DomainError(ErrorCode.recordNotFound);
  }
  return shiftDefaults(shiftGroupId ?? null);
}
