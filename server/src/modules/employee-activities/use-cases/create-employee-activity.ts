import type { EmployeeActivity, EmployeeActivityInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { type ActivityContext, requireActivityAction } from '../activity-access';
import { readEmployeeActivity } from './get-employee-activity';
import { writeEmployeeActivity } from './save-employee-activity';

/** POST wtc-area/employee-activities: a new activity of an employee of the company, with its setup entries. */
export async function createEmployeeActivity(ctx: ActivityContext, input: EmployeeActivityInput): Promise<EmployeeActivity> {
  await requireActivityAction(ctx.db, ctx.actor, 'create');
  const { companyCode, userId } = ctx.actor;
  return withTransaction(ctx.db, async (trx) => {
    const id = await writeEmployeeActivity(trx, { companyCode, userId }, input);
    return readEmployeeActivity(trx, companyCode, id);
  });
}
