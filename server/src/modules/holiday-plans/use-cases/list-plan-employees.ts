import type { HolidayPlanEmployee, TrackingType } from '@portal/shared';
import { type HolidayPlanContext, planFor } from '../holiday-plan-access';
import * as plansRepository from '../holiday-plans.repository';

/** GET wtc-area/holiday-plans/{id}/employees (view). */
export async function listPlanEmployees(ctx: HolidayPlanContext, planId: number): Promise<HolidayPlanEmployee[]> {
  const plan = await planFor(ctx, ctx.db, planId, 'view');
  const rows = await plansRepository.listPlanEmployees(ctx.db, plan.id);
  return rows.map((row) => ({
    id: row.id,
    holidayPlanId: row.holiday_plan_id,
    employeeNo: row.employee_no,
    fullName: row.full_name,
    jobTitle: row.job_title ?? '',
    departmentCode: row.department_code,
    appointmentLineNo: row.appointment_line_no,
    trackingType: row.tracking_type as TrackingType,
  }));
}
