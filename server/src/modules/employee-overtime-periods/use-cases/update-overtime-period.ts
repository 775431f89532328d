import { ErrorCode, type OvertimePeriod, type OvertimePeriodInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as periodsRepository from '../employee-overtime-periods.repository';
import { type OvertimeContext, requireOvertimeAction } from '../overtime-access';
import { readOvertimePeriod } from './get-overtime-period';
import { writeOvertimePeriod } from './save-overtime-period';

/** PUT wtc-area/employee-overtime-periods/{id}: every field of the agreement (the employee too). */
export async function updateOvertimePeriod(ctx: OvertimeContext, id: number, input: OvertimePeriodInput): Promise<OvertimePeriod> {
  await requireOvertimeAction(ctx.db, ctx.actor, 'edit');
  const { companyCode, userId } = ctx.actor;
  return withTransaction(ctx.db, async (trx) => {
    if (!(await periodsRepository.lockPeriod(trx, companyCode, id))) throw new DomainError(ErrorCode.recordNotFound);
    await writeOvertimePeriod(trx, { companyCode, userId, id }, input);
    return readOvertimePeriod(trx, companyCode, id);
  });
}
