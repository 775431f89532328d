import { ErrorCode, type OvertimePeriod } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as periodsRepository from '../employee-overtime-periods.repository';
import { type OvertimeContext, requireOvertimeAction } from '../overtime-access';
import { toOvertimePeriod } from '../overtime-mapping';

/** The period of the company; "not found" outside it. */
export async function readOvertimePeriod(db: Executor, companyCode: string, id: number): Promise<OvertimePeriod> {
  const row = await periodsRepository.findPeriod(db, companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  return toOvertimePeriod(row);
}

/** GET wtc-area/employee-overtime-periods/{id}. */
export async function getOvertimePeriod(ctx: OvertimeContext, id: number): Promise<OvertimePeriod> {
  await requireOvertimeAction(ctx.db, ctx.actor, 'view');
  return readOvertimePeriod(ctx.db, ctx.actor.companyCode, id);
}
