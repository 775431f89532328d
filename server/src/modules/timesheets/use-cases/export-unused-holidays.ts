import { type TimesheetUnusedHolidaysInputSchema } from '@portal/shared';
import type { z } from 'zod';
import * as holidayPlansRepository from '../../holiday-plans/holiday-plans.repository';
import type { ExportedFile } from '../../schedule-periods/use-cases/export-schedule-to-excel';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import { listReportLines } from './report-lines';
import { borderRow, createReportWorkbook, spreadsheetText, styleHeader } from './report-workbook';
import { datesOf } from './timesheet-rules';

// POST wtc-area/timesheets/downloadunusedholidaydays (view): each employee of the timesheet's schedule in
// the month of the date (up to it) with the unused holiday days on that date — the ERP's latest
// reserve snapshot on or before it, else the unused days of the last sync (as the holiday plans count).

const HEADER_ROW = 4;
const TITLES = ['Tab. Nr.', 'Vardas, pavardė', 'Pareigos', 'Nepanaudotos atostogų dienos'];

export async function exportUnusedHolidays(
  ctx: TimesheetContext,
  input: z.output<typeof TimesheetUnusedHolidaysInputSchema>,
): Promise<ExportedFile> {
  const { timesheet } = await timesheetFor(ctx, ctx.db, input.timesheetId, 'view');
  const monthStart = datesOf({ year: Number(input.to.slice(0, 4)), month: Number(input.to.slice(5, 7)) }).from;
  const lines = await listReportLines(ctx.db, {
    companyCode: ctx.companyCode,
    scheduleId: timesheet.schedule_id,
    from: monthStart,
    to: input.to,
    employeeNos: input.selectedEmployees,
  });
  const reserves = await holidayPlansRepository.reservesOn(
    ctx.db,
    ctx.companyCode,
    lines.map((line) => line.employeeNo),
    input.to,
  );

  const { sheet, finish } = createReportWorkbook({
    sheetName: 'Nepanaudotos atostogos',
    created: ctx.now(),
    headerRows: [HEADER_ROW, HEADER_ROW],
    frozenColumns: 2,
  });
  sheet.columns = [{ width: 10 }, { width: 28 }, { width: 22 }, { width: 16 }];
  sheet.getRow(1).getCell(1).value = 'Nepanaudotos atostogų dienos';
  sheet.getRow(1).getCell(1).font = { bold: true, size: 14 };
  sheet.getRow(1).commit();
  sheet.getRow(2).getCell(1).value = spreadsheetText(`${timesheet.code} ${timesheet.name} · ${input.to}`);
  sheet.getRow(2).commit();
  const header = sheet.getRow(HEADER_ROW);
  TITLES.forEach((text, index) => (header.getCell(index + 1).value = text));
  styleHeader(header, 1, TITLES.length);
  header.commit();
  let total = 0;
  for (const [index, line] of lines.entries()) {
    const days = reserves.get(line.employeeNo) ?? 0;
    total += days;
    const row = sheet.getRow(HEADER_ROW + 1 + index);
    row.getCell(1).value = spreadsheetText(line.employeeNo);
    row.getCell(2).value = spreadsheetText(line.fullName);
    row.getCell(3).value = spreadsheetText(line.jobTitle);
    row.getCell(4).value = days;
    row.getCell(4).numFmt = '0.00';
    borderRow(row, 1, TITLES.length);
    row.commit();
  }
  const totalRow = sheet.getRow(HEADER_ROW + 1 + lines.length);
  totalRow.getCell(2).value = 'Iš viso';
  totalRow.getCell(4).value = Math.round(total * 100) / 100;
  totalRow.font = { bold: true };
  totalRow.commit();
  return finish(`${timesheet.code} atostogos ${input.to}.xlsx`);
}
