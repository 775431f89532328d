import {
  DEFAULT_SHIFT_BACKGROUND_COLOR,
  DEFAULT_SHIFT_FONT_COLOR,
  RestEntryType,
  type Shift,
  ShiftInputSchema,
  ShiftType,
  shiftWorkMinutes,
} from '@portal/shared';
import type { z } from 'zod';

// The shift dialog's form values (text fields hold '' for "empty") and the call's input made of them.

export interface RestEntryFormValues {
  /** A stable React key for the row. */
  key: string;
  type: RestEntryType;
  undefinedTime: boolean;
  startTime: string;
  endTime: string;
  minutes: number | string;
}

export interface ShiftFormValues {
  code: string;
  subgroup: string;
  name: string;
  type: ShiftType;
  startTime: string;
  endTime: string;
  shortDayStartTime: string;
  shortDayEndTime: string;
  isTemporary: boolean;
  backgroundColor: string;
  fontColor: string;
  restEntries: RestEntryFormValues[];
}

export type ShiftBody = z.input<typeof ShiftInputSchema>;

let nextKey = 0;
export function newRestEntryKey(): string {
  nextKey += 1;
  return `rest-${nextKey}`;
}

export function emptyRestEntry(): RestEntryFormValues {
  return { key: newRestEntryKey(), type: RestEntryType.notCounted, undefinedTime: false, startTime: '', endTime: '', minutes: '' };
}

export function shiftFormValuesOf(shift: Shift | null): ShiftFormValues {
  if (!shift) {
    return {
      code: '',
      subgroup: '',
      name: '',
      type: ShiftType.workDay,
      startTime: '',
      endTime: '',
      shortDayStartTime: '',
      shortDayEndTime: '',
      isTemporary: false,
      backgroundColor: DEFAULT_SHIFT_BACKGROUND_COLOR,
      fontColor: DEFAULT_SHIFT_FONT_COLOR,
      restEntries: [],
    };
  }
  return {
    code: shift.code,
    subgroup: shift.subgroup,
    name: shift.name,
    type: shift.type,
    startTime: shift.startTime ?? '',
    endTime: shift.endTime ?? '',
    shortDayStartTime: shift.shortDayStartTime ?? '',
    shortDayEndTime: shift.shortDayEndTime ?? '',
    isTemporary: shift.isTemporary,
    backgroundColor: shift.backgroundColor,
    fontColor: shift.fontColor,
    restEntries: shift.restEntries.map((entry) => ({
      key: newRestEntryKey(),
      type: entry.type,
      undefinedTime: entry.undefinedTime,
      startTime: entry.startTime ?? '',
      endTime: entry.endTime ?? '',
      minutes: entry.undefinedTime ? entry.minutes : '',
    })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The create or update body: empty texts are "not given", a break of undefined time has only its minutes. */
export function shiftBodyOf(values: ShiftFormValues, shiftGroupId: number): ShiftBody {
  return {
    shiftGroupId,
    code: values.code,
    subgroup: values.subgroup,
    name: values.name,
    type: values.type,
    startTime: orNull(values.startTime),
    endTime: orNull(values.endTime),
    shortDayStartTime: orNull(values.shortDayStartTime),
    shortDayEndTime: orNull(values.shortDayEndTime),
    isTemporary: values.isTemporary,
    backgroundColor: values.backgroundColor,
    fontColor: values.fontColor,
    restEntries: values.restEntries.map((entry) =>
      entry.undefinedTime
        ? { type: entry.type, undefinedTime: true, minutes: entry.minutes === '' ? null : Number(entry.minutes) }
        : { type: entry.type, undefinedTime: false, startTime: orNull(entry.startTime), endTime: orNull(entry.endTime) },
    ),
  };
}

/** The work minutes the server will store for these values (the shared rule), or null while they are not valid. */
export function previewWorkMinutes(values: ShiftFormValues): number | null {
  const parsed = ShiftInputSchema.safeParse(shiftBodyOf(values, 1));
  return parsed.success ? shiftWorkMinutes(parsed.data) : null;
}
