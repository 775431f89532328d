import { CellDisplayMode, type TableActivity, type TableEntry, type TableShift } from '@portal/shared';
import { formatHours } from './formats';

// What a day cell shows (spec 2 §2 "cell display mode": the code, the time or the hours) and in
// which colours: the shift's or the activity's own; apart from them, other schedules' entries of the
// employee that day (spec 2 §3 belongsToOtherSchedule) and which side of an override each is on.

export interface CellLook {
  text: string;
  backgroundColor: string | null;
  fontColor: string | null;
  /** The cell holds an absence sent by the ERP: shown apart and never changed here. */
  isErp: boolean;
  /** The edit session would create (`create`) or remove (`delete`) what the cell shows. */
  pending: 'create' | 'delete' | null;
  /** The entry the details dialog opens (committed entries only). */
  entryId: number | null;
  /** This schedule's entry is overridden by another schedule's that day: shown, not counted. */
  isOverriden: boolean;
  /** Other schedules' entries on the day, read only ("SE-2: D"), or null. */
  otherText: string | null;
  /** Those entries are overridden by this schedule's. */
  isOtherOverriden: boolean;
}

export interface Dictionaries {
  shifts: ReadonlyMap<number, TableShift>;
  activities: ReadonlyMap<string, TableActivity>;
}

function entryText(entry: TableEntry, mode: CellDisplayMode, dictionaries: Dictionaries, locale: string): string {
  const code = entry.shiftId !== null ? (dictionaries.shifts.get(entry.shiftId)?.code ?? '') : (entry.activityCode ?? '');
  if (mode === CellDisplayMode.time) return entry.startTime && entry.endTime ? `${entry.startTime}–${entry.endTime}` : code;
  if (mode === CellDisplayMode.hours) {
    const hours = entry.workHours + entry.absenceHours;
    return hours > 0 ? formatHours(hours, locale) : code;
  }
  return code;
}

/**
 * The look of a cell from its entries: the entries the draft keeps (pending deletions left out), or,
 * when the draft deletes them all, the deleted ones struck through. An ERP absence wins the colours.
 */
export function cellLook(
  entries: readonly TableEntry[] | undefined,
  mode: CellDisplayMode,
  dictionaries: Dictionaries,
  locale: string,
): CellLook | null {
  if (!entries || entries.length === 0) return null;
  const others = entries.filter((entry) => entry.belongsToOtherSchedule);
  const otherText =
    others.length === 0
      ? null
      : others.map((entry) => `${entry.otherScheduleCode ?? ''}: ${entryText(entry, mode, dictionaries, locale)}`).join(' / ');
  const isOtherOverriden = others.length > 0 && others.every((entry) => entry.isOverriden);
  const own = others.length === 0 ? entries : entries.filter((entry) => !entry.belongsToOtherSchedule);
  if (own.length === 0) {
    // Only another schedule plans the day: its entry shows, apart and without colours of its own.
    return {
      text: '',
      backgroundColor: null,
      fontColor: null,
      isErp: false,
      pending: null,
      entryId: null,
      isOverriden: false,
      otherText,
      isOtherOverriden,
    };
  }
  const kept = own.filter((entry) => entry.action !== 'delete');
  const shown = kept.length > 0 ? kept : own;
  const erp = shown.find((entry) => entry.type === 'integration_activity');
  const main = erp ?? shown[0]!;
  const shift = main.shiftId !== null ? dictionaries.shifts.get(main.shiftId) : undefined;
  const activity = main.activityCode !== null ? dictionaries.activities.get(main.activityCode) : undefined;
  const colours = shift ?? activity;
  const pending = kept.length === 0 ? 'delete' : kept.some((entry) => entry.action === 'create') ? 'create' : null;
  return {
    text: shown.map((entry) => entryText(entry, mode, dictionaries, locale)).join(' / '),
    backgroundColor: colours?.backgroundColor ?? null,
    fontColor: colours?.fontColor ?? null,
    isErp: erp !== undefined,
    pending,
    entryId: main.id,
    isOverriden: shown.some((entry) => entry.isOverriden === true),
    otherText,
    isOtherOverriden,
  };
}
