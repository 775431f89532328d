import {
  DEFAULT_ACTIVITY_COLOR,
  hoursTypeOfCode,
  inclusionOfActivityType,
  TimesheetCode,
  type TimesheetActivityCode,
  TotalHoursInclusion,
} from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';

const GENERATED_TEXT: Record<string, { lt: string; en: string; color: string }> = {
  [TimesheetCode.worked]: { lt: 'Faktiškai dirbtas laikas', en: 'Time worked', color: '#808080' },
  [TimesheetCode.night]: { lt: 'Darbas naktį', en: 'Night work', color: '#3F51B5' },
  [TimesheetCode.overtime]: { lt: 'Viršvalandinis darbas', en: 'Overtime', color: '#E91E63' },
  [TimesheetCode.holiday]: { lt: 'Darbas poilsio ir švenčių dienomis', en: 'Work on rest days and public holidays', color: '#795548' },
};

/** The codes a timesheet's figures are entered with: the generation's own (FD, DN, VD, DP) and the company's activity codes. */
export async function activityCodesOf(db: Executor, companyCode: string): Promise<TimesheetActivityCode[]> {
  const rows = await timesheetsRepository.listActivityCodes(db, companyCode);
  const known = new Set(rows.map((row) => row.code));
  const generated = Object.values(TimesheetCode)
    .filter((code) => !known.has(code))
    .map((code) => ({
      code,
      text: GENERATED_TEXT[code]!.lt,
      textEn: GENERATED_TEXT[code]!.en,
      color: GENERATED_TEXT[code]!.color,
      hoursType: hoursTypeOfCode(code, 4),
      inclusion: TotalHoursInclusion.addedToWorkedHours,
    }));
  return [
    ...generated,
    ...rows.map((row) => ({
      code: row.code,
      text: row.text,
      textEn: row.text_en ?? row.text,
      color: row.color || DEFAULT_ACTIVITY_COLOR,
      hoursType: hoursTypeOfCode(row.code, row.activity_type_id),
      inclusion: inclusionOfActivityType(row.activity_type_id),
    })),
  ];
}

/** GET wtc-area/timesheets/get-activity-codes?timesheetId= (view). */
export async function listActivityCodes(ctx: TimesheetContext, timesheetId: number): Promise<TimesheetActivityCode[]> {
  await timesheetFor(ctx, ctx.db, timesheetId, 'view');
  return activityCodesOf(ctx.db, ctx.companyCode);
}
