import {
  ErrorCode,
  PlannedHolidayStatus,
  type UpdateHolidayPlanEntriesInputSchema,
  type UpdateHolidayPlanEntriesResult,
} from '@portal/shared';
import type { z } from 'zod';
import { withTransaction } from '../../../db/transaction';
import { type HolidayPlanContext, lockPlanFor } from '../holiday-plan-access';
import { readPlanEntries } from './list-plan-entries';
import { writePlanEntries } from './write-plan-entries';

/**
 * POST wtc-area/holiday-plans/{id}/update-entries (edit, in progress): new, changed and deleted entries,
 * all or nothing, refused per entry field (entries.{i}.dateFrom …). Answers the plan's entries of the
 * employees concerned and the reserve warnings among them.
 */
export async function updatePlanEntries(
  ctx: HolidayPlanContext,
  input: z.output<typeof UpdateHolidayPlanEntriesInputSchema>,
): Promise<UpdateHolidayPlanEntriesResult> {
  return withTransaction(ctx.db, async (trx) => {
    const plan = await lockPlanFor(ctx, trx, input.holidayPlanId, 'edit', { editable: true });
    const { employeeNos } = await writePlanEntries(
      trx,
      { id: plan.id, companyCode: ctx.companyCode, startDate: plan.start_date, endDate: plan.end_date },
      {
        changes: input.entries.map((entry) => ({ ...entry, holidayStatus: entry.holidayStatus ?? PlannedHolidayStatus.waiting })),
        deletedIds: input.deletedIds,
      },
      { source: 'planner', userId: ctx.auth.user.id, fieldOf: (index, field) => `entries.${index}.${field}` },
    );
    const concerned = new Set(employeeNos);
    const entries = (await readPlanEntries(ctx, trx, plan)).filter((entry) => concerned.has(entry.employeeNo));
    return {
      entries,
      warnings: entries
        .filter((entry) => entry.warning === ErrorCode.holidayReserveExceeded)
        .map((entry) => ({ employeeNo: entry.employeeNo, entryId: entry.id, code: ErrorCode.holidayReserveExceeded })),
    };
  });
}
