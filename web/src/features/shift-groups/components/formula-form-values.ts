import { FormulaType, type ScheduleFormula, type ScheduleFormulaInputSchema } from '@portal/shared';
import type { z } from 'zod';

// The formula dialog's form values (a select holds '' for "none": a day off, no holiday shift) and the
// call's input made of them.

export interface FormulaPositionValues {
  key: string;
  /** A shift id as text, '' for a day off. */
  shiftId: string;
}

export interface FormulaFormValues {
  code: string;
  name: string;
  type: FormulaType;
  startDate: string | null;
  endDate: string | null;
  holidayShiftId: string;
  entries: FormulaPositionValues[];
}

export type FormulaBody = z.input<typeof ScheduleFormulaInputSchema>;

let nextKey = 0;
export function newPosition(shiftId = ''): FormulaPositionValues {
  nextKey += 1;
  return { key: `position-${nextKey}`, shiftId };
}

/** Days in a week: a continuous formula's positions come a week at a time. */
export const WEEK = 7;

export function formulaFormValuesOf(formula: ScheduleFormula | null, today: string): FormulaFormValues {
  if (!formula) {
    return {
      code: '',
      name: '',
      type: FormulaType.cyclic,
      startDate: today,
      endDate: null,
      holidayShiftId: '',
      entries: [newPosition()],
    };
  }
  return {
    code: formula.code,
    name: formula.name,
    type: formula.type,
    startDate: formula.startDate,
    endDate: formula.endDate,
    holidayShiftId: formula.holidayShiftId === null ? '' : String(formula.holidayShiftId),
    entries: formula.entries.map((entry) => newPosition(entry.shiftId === null ? '' : String(entry.shiftId))),
  };
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

export function formulaBodyOf(values: FormulaFormValues, shiftGroupId: number): FormulaBody {
  return {
    code: values.code,
    name: values.name,
    type: values.type,
    startDate: values.startDate ?? '',
    endDate: values.endDate === '' ? null : values.endDate,
    holidayShiftId: idOrNull(values.holidayShiftId),
    shiftGroupId,
    entries: values.entries.map((entry) => ({ shiftId: idOrNull(entry.shiftId) })),
  };
}
