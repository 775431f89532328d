import { ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { deleteGrantsOfObject } from '../../work-time-access/work-time-access.repository';
import { lockScheduleFor, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

/**
 * Deletes a schedule (delete), refused while any of its periods has entries (spec 2 §8 "cannot delete
 * because valid entries exist"): a schedule that was planned is archived instead. Its grants go with it.
 */
export async function deleteSchedule(ctx: ScheduleContext, id: number): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    await lockScheduleFor(ctx, trx, id, 'delete');
    if (await schedulesRepository.hasEntries(trx, id)) throw new DomainError(ErrorCode.cannotDeleteValidEntriesExist);
    await schedulesRepository.deleteSchedule(trx, id);
    await deleteGrantsOfObject(trx, { companyCode: ctx.companyCode, objectType: 'schedule', objectId: id });
  });
}
