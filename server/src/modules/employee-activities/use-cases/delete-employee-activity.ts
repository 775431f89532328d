import { type DeletedRecord, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type ActivityContext, requireActivityAction } from '../activity-access';
import * as activitiesRepository from '../employee-activities.repository';

/**
 * DELETE wtc-area/employee-activities/{id}. Entries already generated into timesheets stay until the
 * month's activity entries are generated again (a closed month keeps what it recorded).
 */
export async function deleteEmployeeActivity(ctx: ActivityContext, id: number): Promise<DeletedRecord> {
  await requireActivityAction(ctx.db, ctx.actor, 'delete');
  return withTransaction(ctx.db, async (trx) => {
    if (!(await activitiesRepository.lockActivity(trx, ctx.actor.companyCode, id))) throw new DomainError(ErrorCode.recordNotFound);
    await activitiesRepository.deleteActivity(trx, id);
    return { id };
  });
}
