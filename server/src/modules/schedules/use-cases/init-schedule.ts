import { type ScheduleInit, SummaryTableCalculationMode } from '@portal/shared';
import { canCreateSchedules, requireAnyScheduleAccess, type ScheduleContext } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

/** GET schedules/init: a new schedule's defaults and the company's live shift groups to choose from. */
export async function initSchedule(ctx: ScheduleContext): Promise<ScheduleInit> {
  await requireAnyScheduleAccess(ctx);
  const [shiftGroups, canCreate] = await Promise.all([
    schedulesRepository.listShiftGroups(ctx.db, ctx.companyCode),
    canCreateSchedules(ctx),
  ]);
  return {
    defaults: {
      printHeader: '',
      printCity: '',
      printSignatureColumn: false,
      displayDetailedSummaryTable: false,
      summaryTableCalculationMode: SummaryTableCalculationMode.fullCoverageOnly,
    },
    shiftGroups,
    canCreate,
  };
}
