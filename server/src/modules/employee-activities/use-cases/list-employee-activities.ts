import { type EmployeeActivityListQuery, type EmployeeActivityPage, pageOffset, paginationOf } from '@portal/shared';
import { type ActivityContext, requireActivityAction } from '../activity-access';
import { toEmployeeActivity } from '../activity-mapping';
import * as activitiesRepository from '../employee-activities.repository';

/** GET wtc-area/employee-activities: a page of the company's activities, by employee, code and dates. */
export async function listEmployeeActivities(ctx: ActivityContext, query: EmployeeActivityListQuery): Promise<EmployeeActivityPage> {
  await requireActivityAction(ctx.db, ctx.actor, 'view');
  const filter = {
    companyCode: ctx.actor.companyCode,
    employeeNo: query.employeeNo,
    activityCode: query.activityCode,
    from: query.from,
    to: query.to,
  };
  const [rows, total] = await Promise.all([
    activitiesRepository.listActivities(ctx.db, { ...filter, offset: pageOffset(query), limit: query.rowsPerPage }),
    activitiesRepository.countActivities(ctx.db, filter),
  ]);
  return { items: rows.map(toEmployeeActivity), pagination: paginationOf(query, total) };
}
