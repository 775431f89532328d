import { type EmployeeActivity, type EmployeeActivityInput, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type ActivityContext, requireActivityAction } from '../activity-access';
import * as activitiesRepository from '../employee-activities.repository';
import { readEmployeeActivity } from './get-employee-activity';
import { writeEmployeeActivity } from './save-employee-activity';

/**
 * PUT wtc-area/employee-activities/{id}: every field and the setup entries as a whole. Two planners
 * saving the same version: the row lock queues them, the second finds the version moved on and is refused.
 */
export async function updateEmployeeActivity(
  ctx: ActivityContext,
  id: number,
  version: number,
  input: EmployeeActivityInput,
): Promise<EmployeeActivity> {
  await requireActivityAction(ctx.db, ctx.actor, 'edit');
  const { companyCode, userId } = ctx.actor;
  return withTransaction(ctx.db, async (trx) => {
    const locked = await activitiesRepository.lockActivity(trx, companyCode, id);
    if (!locked) throw new DomainError(ErrorCode.recordNotFound);
    if (locked.version !== version) throw new DomainError(ErrorCode.employeeActivityChanged);
    await writeEmployeeActivity(trx, { companyCode, userId, id }, input);
    return readEmployeeActivity(trx, companyCode, id);
  });
}
