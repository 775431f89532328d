import type { HolidayPlan, HolidayPlanListItem, HolidayPlanStatus } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { allows, permittedActions } from '../../work-time-access/work-time-access';
import { actorOf, type HolidayPlanContext, planFor } from '../holiday-plan-access';
import type { PlanRow } from '../holiday-plans.repository';

export function toListItem(row: PlanRow): HolidayPlanListItem {
  return {
    id: row.id,
    companyCode: row.company_code,
    code: row.code,
    name: row.name,
    description: row.description,
    departmentCode: row.department_code,
    departmentName: row.department_name,
    startDate: row.start_date,
    endDate: row.end_date,
    status: row.status as HolidayPlanStatus,
    documentNumber: row.document_number,
    documentDate: row.document_date,
    employeesCount: Number(row.employees_count ?? 0),
    entriesCount: Number(row.entries_count ?? 0),
  };
}

/** GET wtc-area/holiday-plans/{id} (view): the plan with what the caller may do with it. */
export async function getHolidayPlan(ctx: HolidayPlanContext, id: number, db: Executor = ctx.db): Promise<HolidayPlan> {
  const row = await planFor(ctx, db, id, 'view');
  const held = await permittedActions(db, actorOf(ctx), { objectType: 'holiday_plan', objectId: row.id });
  return {
    ...toListItem(row),
    printHeader: row.print_header,
    printCity: row.print_city,
    permissions: { edit: allows(held, 'edit'), delete: allows(held, 'delete'), changeStatus: allows(held, 'change_status') },
  };
}
