import type { OvertimePeriod, OvertimePeriodInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { type OvertimeContext, requireOvertimeAction } from '../overtime-access';
import { readOvertimePeriod } from './get-overtime-period';
import { writeOvertimePeriod } from './save-overtime-period';

/** POST wtc-area/employee-overtime-periods: a new agreement of an employee of the company. */
export async function createOvertimePeriod(ctx: OvertimeContext, input: OvertimePeriodInput): Promise<OvertimePeriod> {
  await requireOvertimeAction(ctx.db, ctx.actor, 'create');
  const { companyCode, userId } = ctx.actor;
  return withTransaction(ctx.db, async (trx) => {
    const id = await writeOvertimePeriod(trx, { companyCode, userId }, input);
    return readOvertimePeriod(trx, companyCode, id);
  });
}
