import { type EmployeeActivity, ErrorCode } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { type ActivityContext, requireActivityAction } from '../activity-access';
import { toEmployeeActivity } from '../activity-mapping';
import * as activitiesRepository from '../employee-activities.repository';

/** The activity of the company with its setup entries; "not found" outside it. */
export async function readEmployeeActivity(db: Executor, companyCode: string, id: number): Promise<EmployeeActivity> {
  const row = await activitiesRepository.findActivity(db, companyCode, id);
  if (!row) throw new DomainError(ErrorCode.recordNotFound);
  return toEmployeeActivity(row);
}

/** GET wtc-area/employee-activities/{id}. */
export async function getEmployeeActivity(ctx: ActivityContext, id: number): Promise<EmployeeActivity> {
  await requireActivityAction(ctx.db, ctx.actor, 'view');
  return readEmployeeActivity(ctx.db, ctx.actor.companyCode, id);
}
