import type { FormulaType, PlanningOptions } from '@portal/shared';
import { type ScheduleContext, scheduleFor } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

/** What resource planning chooses from (view): the formulas and work-day shifts of the schedule's shift group. */
export async function getPlanningOptions(ctx: ScheduleContext, scheduleId: number): Promise<PlanningOptions> {
  const schedule = await scheduleFor(ctx, ctx.db, scheduleId, 'view');
  const [formulas, shifts] = await Promise.all([
    schedulesRepository.listFormulas(ctx.db, { companyCode: ctx.companyCode, shiftGroupId: schedule.shift_group_id, scheduleId }),
    schedulesRepository.listWorkShifts(ctx.db, schedule.shift_group_id),
  ]);
  return {
    formulas: formulas.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      type: row.type as FormulaType,
      length: Number(row.length ?? 0),
      archived: row.archived,
    })),
    shifts: shifts.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      backgroundColor: row.background_color,
      fontColor: row.font_color,
    })),
  };
}
