import {
  minutesToHours,
  pageOffset,
  paginationOf,
  type ScheduleEntriesInputSchema,
  type ScheduleEntryPage,
  type ScheduleEntrySource,
  type ScheduleEntryType,
} from '@portal/shared';
import type { z } from 'zod';
import { type ScheduleContext, scheduleFor } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

/**
 * GET schedules/{id}/entries?dateFrom&dateTo&employeeNo (view): the committed day entries of the
 * range (at most 93 days), paged, for other clients such as the ERP. Edit sessions are not included.
 */
export async function listScheduleEntries(
  ctx: ScheduleContext,
  input: z.output<typeof ScheduleEntriesInputSchema>,
): Promise<ScheduleEntryPage> {
  const schedule = await scheduleFor(ctx, ctx.db, input.scheduleId, 'view');
  const filter = { scheduleId: schedule.id, from: input.dateFrom, to: input.dateTo, employeeNo: input.employeeNo };
  const [rows, total] = await Promise.all([
    schedulesRepository.listEntries(ctx.db, { ...filter, offset: pageOffset(input), limit: input.rowsPerPage }),
    schedulesRepository.countEntries(ctx.db, filter),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type as ScheduleEntryType,
      date: row.date,
      employeeNo: row.employee_no,
      employeeFullName: row.first_name === null ? '' : `${row.first_name} ${row.last_name ?? ''}`.trim(),
      shiftId: row.shift_id,
      shiftCode: row.shift_code,
      activityCode: row.activity_code,
      startTime: row.start_time,
      endTime: row.end_time,
      workHours: minutesToHours(row.work_minutes),
      absenceHours: minutesToHours(row.absence_minutes),
      source: row.source as ScheduleEntrySource,
    })),
    pagination: paginationOf(input, total),
  };
}
