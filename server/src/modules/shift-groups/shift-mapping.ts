import { minutesToHours, RestEntryType, type Shift, type ShiftGroup, ShiftType } from '@portal/shared';
import type { RestEntryRow, ShiftGroupRow, ShiftRow } from './shift-groups.repository';

export function toShiftGroup(row: ShiftGroupRow): ShiftGroup {
  return { id: row.id, code: row.code, name: row.name, description: row.description, userId: row.user_id, archived: row.archived };
}

function toRestEntry(row: RestEntryRow) {
  return {
    id: row.id,
    type: row.counted_in_work_time ? RestEntryType.counted : RestEntryType.notCounted,
    // A rest without times is one of "undefined time": only its length is known.
    undefinedTime: row.start_time === null,
    startTime: row.start_time,
    endTime: row.end_time,
    minutes: row.minutes,
  };
}

export function toShift(row: ShiftRow): Shift {
  return {
    id: row.id,
    shiftGroupId: row.shift_group_id,
    code: row.code,
    subgroup: row.subgroup,
    name: row.name,
    type: row.type,
    isWorkDay: row.type === ShiftType.workDay,
    startTime: row.start_time,
    endTime: row.end_time,
    shortDayStartTime: row.short_day_start_time,
    shortDayEndTime: row.short_day_end_time,
    isTemporary: row.is_temporary,
    archived: row.archived,
    backgroundColor: row.background_color,
    fontColor: row.font_color,
    workHours: minutesToHours(row.work_minutes),
    restEntries: row.rest_entries.map(toRestEntry),
  };
}
