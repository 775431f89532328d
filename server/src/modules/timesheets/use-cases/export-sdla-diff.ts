import { type TimesheetHoursType, type TimesheetSdlaDiffInputSchema, timesheetTotals, TotalHoursInclusion } from '@portal/shared';
import type { z } from 'zod';
import type { ExportedFile } from '../../schedule-periods/use-cases/export-schedule-to-excel';
import * as schedulesRepository from '../../schedules/schedules.repository';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { activityCodesOf } from './list-activity-codes';
import { listReportLines } from './report-lines';
import { borderRow, createReportWorkbook, roundHours, spreadsheetText, styleHeader } from './report-workbook';

// POST wtc-area/timesheets/downloadsdladiff (view): plan against fact per employee over the range — the
// schedule's committed work and absence hours (plan), the timesheet's hours by type (fact) and the
// differences (fact total − planned work, fact absence − planned absence), then a row of sums.

const HEADER_ROW = 4;
const TITLES = [
  'Tab. Nr.',
  'Vardas, pavardė',
  'Pareigos',
  'Planas: darbo val.',
  'Planas: neatvykimų val.',
  'Faktas: dirbta val.',
  'Faktas: naktį',
  'Faktas: viršvalandžiai',
  'Faktas: poilsio ir švenčių d.',
  'Faktas: neatvykimai',
  'Faktas: iš viso val.',
  'Skirtumas: darbo val.',
  'Skirtumas: neatvykimų val.',
];
const FIRST_NUMBER_COLUMN = 4;

export async function exportSdlaDiff(ctx: TimesheetContext, input: z.output<typeof TimesheetSdlaDiffInputSchema>): Promise<ExportedFile> {
  const { timesheet } = await timesheetFor(ctx, ctx.db, input.timesheetId, 'view');
  const range = { from: input.from, to: input.to, employeeNos: input.selectedEmployees };
  const [lines, plan, facts, codes] = await Promise.all([
    listReportLines(ctx.db, { companyCode: ctx.companyCode, scheduleId: timesheet.schedule_id, ...range }),
    schedulesRepository.sumMinutesByEmployee(ctx.db, { scheduleId: timesheet.schedule_id, ...range }),
    timesheetsRepository.sumFiguresByMonth(ctx.db, { timesheetId: timesheet.id, ...range }),
    activityCodesOf(ctx.db, ctx.companyCode),
  ]);
  const inclusion = new Map(codes.map((code) => [code.code, code.inclusion]));
  const planOf = new Map(plan.map((row) => [row.employee_no, { work: Number(row.work_minutes), absence: Number(row.absence_minutes) }]));
  const factsOf = new Map<string, { hoursType: TimesheetHoursType; minutes: number; inclusion: TotalHoursInclusion }[]>();
  for (const row of facts) {
    const list = factsOf.get(row.employee_no) ?? [];
    list.push({
      hoursType: row.hours_type as TimesheetHoursType,
      minutes: Number(row.minutes),
      inclusion: inclusion.get(row.activity_code) ?? TotalHoursInclusion.excluded,
    });
    factsOf.set(row.employee_no, list);
  }

  const { sheet, finish } = createReportWorkbook({
    sheetName: 'SDLA skirtumai',
    created: ctx.now(),
    headerRows: [HEADER_ROW, HEADER_ROW],
    frozenColumns: 3,
  });
  sheet.columns = [{ width: 10 }, { width: 28 }, { width: 22 }, ...TITLES.slice(3).map(() => ({ width: 13 }))];
  sheet.getRow(1).getCell(1).value = 'Planuoto ir faktinio darbo laiko skirtumai';
  sheet.getRow(1).getCell(1).font = { bold: true, size: 14 };
  sheet.getRow(1).commit();
  sheet.getRow(2).getCell(1).value = spreadsheetText(`${timesheet.code} ${timesheet.name} · ${input.from} – ${input.to}`);
  sheet.getRow(2).commit();
  const header = sheet.getRow(HEADER_ROW);
  TITLES.forEach((text, index) => (header.getCell(index + 1).value = text));
  styleHeader(header, 1, TITLES.length);
  header.commit();

  const sums = new Array<number>(TITLES.length - 3).fill(0);
  for (const [index, line] of lines.entries()) {
    const planned = planOf.get(line.employeeNo) ?? { work: 0, absence: 0 };
    const fact = timesheetTotals(factsOf.get(line.employeeNo) ?? []);
    const values = [
      roundHours(planned.work),
      roundHours(planned.absence),
      roundHours(fact.minutes.worked),
      roundHours(fact.minutes.night),
      roundHours(fact.minutes.overtime),
      roundHours(fact.minutes.holiday),
      roundHours(fact.minutes.absence),
      roundHours(fact.totalMinutes),
      roundHours(fact.totalMinutes - planned.work),
      roundHours(fact.minutes.absence - planned.absence),
    ];
    const row = sheet.getRow(HEADER_ROW + 1 + index);
    row.getCell(1).value = spreadsheetText(line.employeeNo);
    row.getCell(2).value = spreadsheetText(line.fullName);
    row.getCell(3).value = spreadsheetText(line.jobTitle);
    values.forEach((value, column) => {
      row.getCell(FIRST_NUMBER_COLUMN + column).value = value;
      sums[column]! += value;
    });
    borderRow(row, 1, TITLES.length);
    row.commit();
  }
  const totalRow = sheet.getRow(HEADER_ROW + 1 + lines.length);
  totalRow.getCell(2).value = 'Iš viso';
  sums.forEach((value, column) => (totalRow.getCell(FIRST_NUMBER_COLUMN + column).value = Math.round(value * 100) / 100));
  totalRow.font = { bold: true };
  borderRow(totalRow, 1, TITLES.length);
  totalRow.commit();
  return finish(`${timesheet.code} SDLA ${input.from} ${input.to}.xlsx`);
}
