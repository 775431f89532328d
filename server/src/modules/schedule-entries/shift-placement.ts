import { type IsoDate, placeShift, type Shift, ShiftType } from '@portal/shared';

/** A shift as a day entry stores it on a date: the times in force that day and the work minutes. */
export interface PlacedEntry {
  startTime: string | null;
  endTime: string | null;
  workMinutes: number;
}

/**
 * Places shifts on dates for day entries (shared placeShift: short-day times on the working day before
 * a public holiday for employees flagged for it, real minutes over daylight-saving changes). A month asks
 * for the same few shifts on the same 31 dates thousands of times: answers are kept.
 */
export class ShiftPlacer {
  private readonly shifts: Map<number, Shift>;
  private readonly placed = new Map<string, PlacedEntry>();

  constructor(
    shifts: readonly Shift[],
    private readonly timeZone: string,
  ) {
    this.shifts = new Map(shifts.map((shift) => [shift.id, shift]));
  }

  has(shiftId: number): boolean {
    return this.shifts.has(shiftId);
  }

  isWorkShift(shiftId: number): boolean {
    return this.shifts.get(shiftId)?.type !== ShiftType.restDay;
  }

  /** The entry of the shift on the date; a rest-day shift (or one without times) has no times and no minutes. */
  place(shiftId: number, date: IsoDate, hasShortenedPreHolidayTime: boolean): PlacedEntry {
    const key = `${shiftId}|${date}|${hasShortenedPreHolidayTime ? 1 : 0}`;
    let entry = this.placed.get(key);
    if (!entry) {
      const shift = this.shifts.get(shiftId);
      const placed = shift ? placeShift(shift, date, { timeZone: this.timeZone, hasShortenedPreHolidayTime }) : null;
      entry = placed
        ? { startTime: placed.startTime, endTime: placed.endTime, workMinutes: placed.workMinutes }
        : { startTime: null, endTime: null, workMinutes: 0 };
      this.placed.set(key, entry);
    }
    return entry;
  }
}
