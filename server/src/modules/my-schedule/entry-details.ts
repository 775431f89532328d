import {
  minutesToHours,
  PLAIN_DAY_CODE,
  type ScheduleEntryDetails,
  type ScheduleEntrySource,
  type ScheduleEntryType,
} from '@portal/shared';
import type { Executor } from '../../db/transaction';
import * as myScheduleRepository from './my-schedule.repository';

// The entry-details dialog (spec 1 §3 "My schedule"; spec 2 §7 schedules/{id}/entry-details/{entryId}):
// one reading and one shape for the employee's own entries and a schedule's, in the scope each caller
// has checked.

/**
 * The times an entry shows: its own, else its shift's; none on rest days, plain days and whole-day
 * activities (spec 1 §3 "My schedule").
 */
export function entryTimes(row: {
  entry_start: string | null;
  entry_end: string | null;
  shift_start: string | null;
  shift_end: string | null;
  shift_type: string | null;
  shift_code: string | null;
}) {
  if (row.shift_code === PLAIN_DAY_CODE || row.shift_type === 'rest_day') return { startTime: null, endTime: null };
  return { startTime: row.entry_start ?? row.shift_start, endTime: row.entry_end ?? row.shift_end };
}

/** The dialog of one entry in the scope given (the employee's own, or a schedule's); undefined outside it. */
export async function readEntryDetails(
  db: Executor,
  scope: myScheduleRepository.EntryDetailsScope,
): Promise<ScheduleEntryDetails | undefined> {
  const row = await myScheduleRepository.findEntryDetails(db, scope);
  if (!row) return undefined;
  const isShift = row.type === 'work';
  const [year, month] = row.date.split('-').map(Number) as [number, number];
  return {
    id: row.id,
    schedule: { id: row.schedule_id, name: row.schedule_name },
    date: row.date,
    employeeName: row.employee_name,
    type: row.type as ScheduleEntryType,
    code: (isShift ? row.shift_code : row.activity_code) ?? '',
    name: (isShift ? row.shift_name : row.activity_text) ?? '',
    description: row.description,
    ...entryTimes(row),
    workHours: minutesToHours(row.work_minutes),
    period: { year, month, status: row.status },
    restEntries: row.rest_entries.map((rest) => ({
      startTime: rest.start_time,
      endTime: rest.end_time,
      minutes: rest.minutes,
      countedInWorkTime: rest.counted_in_work_time,
    })),
    source: row.source as ScheduleEntrySource,
    createdBy: row.author_name ?? row.author_username ?? null,
    createdAt: row.created_at,
    documentNo: row.document_no,
    documentDate: row.document_date,
  };
}
