import { restEntryWallMinutes, type ShiftInput, shiftWorkMinutes } from '@portal/shared';
import type { RestEntryValues, ShiftValues } from '../shift-groups.repository';

/**
 * What is stored of a shift's input: its work minutes computed here by the shared rule (duration less
 * the breaks not counted in work time, on an ordinary day), never taken from the client; a fixed break's
 * length from its times, an undefined-time break's as given and without times.
 */
export function shiftValuesOf(input: ShiftInput): { shift: ShiftValues; restEntries: RestEntryValues[] } {
  return {
    shift: {
      code: input.code,
      subgroup: input.subgroup,
      name: input.name,
      type: input.type,
      startTime: input.startTime,
      endTime: input.endTime,
      shortDayStartTime: input.shortDayStartTime,
      shortDayEndTime: input.shortDayEndTime,
      isTemporary: input.isTemporary,
      backgroundColor: input.backgroundColor,
      fontColor: input.fontColor,
      workMinutes: shiftWorkMinutes(input),
    },
    restEntries: input.restEntries.map((entry) =>
      entry.undefinedTime || entry.startTime === null || entry.endTime === null
        ? { type: entry.type, startTime: null, endTime: null, minutes: entry.minutes ?? 0 }
        : {
            type: entry.type,
            startTime: entry.startTime,
            endTime: entry.endTime,
            minutes: restEntryWallMinutes(entry as { startTime: string; endTime: string }),
          },
    ),
  };
}
