import { isFormulaValidOn, type IsoDate, type ScheduleFormula } from '@portal/shared';
import type { FormulaRow } from './schedule-formulas.repository';

export function toScheduleFormula(row: FormulaRow, today: IsoDate): ScheduleFormula {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: row.type,
    startDate: row.start_date,
    endDate: row.end_date,
    holidayShiftId: row.holiday_shift_id,
    shiftGroupId: row.shift_group_id,
    entries: row.entries.map((entry) => ({ position: entry.position, shiftId: entry.shift_id })),
    isValid: isFormulaValidOn({ archived: row.archived, startDate: row.start_date, endDate: row.end_date }, today),
  };
}
