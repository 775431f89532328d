import { type DeletedRecord, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as periodsRepository from '../employee-overtime-periods.repository';
import { type OvertimeContext, requireOvertimeAction } from '../overtime-access';

/** DELETE wtc-area/employee-overtime-periods/{id}. */
export async function deleteOvertimePeriod(ctx: OvertimeContext, id: number): Promise<DeletedRecord> {
  await requireOvertimeAction(ctx.db, ctx.actor, 'delete');
  return withTransaction(ctx.db, async (trx) => {
    if (!(await periodsRepository.lockPeriod(trx, ctx.actor.companyCode, id))) throw new DomainError(ErrorCode.recordNotFound);
    await periodsRepository.deletePeriod(trx, id);
    return { id };
  });
}
