import { type EmployeeAssignments, ErrorCode, type TrackingType } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { viewableObjects } from '../../work-time-access/work-time-access';
import { actorOf, requireAnyScheduleAccess, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

/**
 * GET schedule-employees/assignments/{employeeNo}: an employee's memberships across the company's
 * schedules, to see overlaps before assigning. Schedules the caller may not view are only counted.
 */
export async function listEmployeeAssignments(ctx: ScheduleContext, employeeNo: string): Promise<EmployeeAssignments> {
  await requireAnyScheduleAccess(ctx);
  const employee = await schedulesRepository.findEmployee(ctx.db, ctx.companyCode, employeeNo);
  if (!employee) throw new DomainError(ErrorCode.recordNotFound);
  const [rows, viewable] = await Promise.all([
    schedulesRepository.listMembershipsOfEmployee(ctx.db, ctx.companyCode, employeeNo),
    viewableObjects(ctx.db, actorOf(ctx), 'schedule'),
  ]);
  const isViewable = (scheduleId: number) => viewable.all || viewable.ids.includes(scheduleId);
  const shown = rows.filter((row) => isViewable(row.schedule_id));
  return {
    employeeNo: employee.employee_no,
    fullName: `${employee.first_name} ${employee.last_name}`,
    assignments: shown.map((row) => ({
      id: row.id,
      scheduleId: row.schedule_id,
      scheduleCode: row.schedule_code,
      scheduleName: row.schedule_name,
      scheduleArchived: row.schedule_archived,
      trackingType: row.tracking_type as TrackingType,
      validFrom: row.valid_from,
      validTo: row.valid_to,
    })),
    otherSchedulesCount: rows.length - shown.length,
  };
}
