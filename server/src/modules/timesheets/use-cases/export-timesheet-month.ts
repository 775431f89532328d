import {
  accountingPeriodOf,
  DEFAULT_SDLA_PERIOD_MONTHS,
  eachDate,
  lithuanianCalendar,
  summariseSdla,
  type TimesheetHoursType,
  type TimesheetMonthReportInputSchema,
  timesheetTotals,
  TotalHoursInclusion,
} from '@portal/shared';
import type { z } from 'zod';
import * as companiesRepository from '../../companies/companies.repository';
import type { ExportedFile } from '../../schedule-periods/use-cases/export-schedule-to-excel';
import * as workTimeSettingsRepository from '../../work-time-settings/work-time-settings.repository';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { activityCodesOf } from './list-activity-codes';
import { isMemberBetween, listReportLines } from './report-lines';
import { borderRow, createReportWorkbook, DAY_OFF_FILL, roundHours, spreadsheetText, styleHeader } from './report-workbook';
import { sdlaMonthsByEmployee } from './sdla-months';
import { datesOf } from './timesheet-rules';

// POST wtc-area/timesheets/download (view; also the `timesheet_excel_export` work job): the month's
// working-time record ("Darbo laiko apskaitos žiniaraštis") as a payroll clerk knows it — the company,
// the timesheet and the month on top, then per employee the tab. no., name and job title, each day's
// codes (with their hours when asked), and the month's worked, night, overtime, holiday, absence and
// total hours and days worked. With showSdlaResult the summed working-time accounting follows: the
// norm less absences against the hours over the accounting period up to this month, from the
// timesheet's committed figures. Weekends and holidays are shaded.

export type TimesheetMonthReportParsed = z.output<typeof TimesheetMonthReportInputSchema>;

const FIRST_DAY_COLUMN = 4;
const HEADER_ROW = 6;
const TOTAL_TITLES = ['Dirbta dienų', 'Dirbta val.', 'Naktį', 'Viršvalandžiai', 'Poilsio ir švenčių d.', 'Neatvykimai', 'Iš viso val.'];
const SDLA_TITLES = ['SDLA laikotarpis', 'SDLA norma', 'SDLA dirbta', 'SDLA skirtumas'];

/** Lines written between two progress reports of the export's job. */
const PROGRESS_EVERY_LINES = 25;

interface Figure {
  code: string;
  hoursType: TimesheetHoursType;
  minutes: number;
}

export async function exportTimesheetMonth(
  ctx: TimesheetContext,
  input: TimesheetMonthReportParsed,
  onProgress?: (linesDone: number, linesTotal: number) => Promise<void>,
): Promise<ExportedFile> {
  const { timesheet } = await timesheetFor(ctx, ctx.db, input.timesheetId, 'view');
  const { from, to } = datesOf(input);
  const settings = input.showSdlaResult ? await workTimeSettingsRepository.findForCompany(ctx.db, ctx.companyCode) : undefined;
  const period = accountingPeriodOf(input.year, input.month, settings?.sdla_period_months ?? DEFAULT_SDLA_PERIOD_MONTHS);
  // With the SDLA columns the memberships and figures are read over the accounting period so far.
  const readFrom = input.showSdlaResult ? period.from : from;
  const employeeNos = input.selectedEmployees;
  const [company, allLines, figures, monthsSums, codes] = await Promise.all([
    companiesRepository.findByCode(ctx.db, ctx.companyCode),
    listReportLines(ctx.db, { companyCode: ctx.companyCode, scheduleId: timesheet.schedule_id, from: readFrom, to, employeeNos }),
    timesheetsRepository.listFigures(ctx.db, { timesheetId: timesheet.id, from, to }),
    input.showSdlaResult
      ? timesheetsRepository.sumFiguresByMonth(ctx.db, { timesheetId: timesheet.id, from: period.from, to, employeeNos })
      : Promise.resolve([]),
    activityCodesOf(ctx.db, ctx.companyCode),
  ]);
  const lines = allLines.filter((line) => isMemberBetween(line, from, to));
  const inclusion = new Map(codes.map((code) => [code.code, code.inclusion]));
  const inclusionOf = (code: string) => inclusion.get(code) ?? TotalHoursInclusion.excluded;

  const byCell = new Map<string, Figure[]>();
  for (const row of figures) {
    const key = `${row.employee_no}|${row.date}`;
    const list = byCell.get(key) ?? [];
    list.push({ code: row.activity_code, hoursType: row.hours_type as TimesheetHoursType, minutes: row.minutes });
    byCell.set(key, list);
  }
  const monthsOf = sdlaMonthsByEmployee(monthsSums, inclusionOf);

  const dates = eachDate(from, to);
  const isDayOff = dates.map((date) => lithuanianCalendar.isHoliday(date) || lithuanianCalendar.isWeekend(date));
  const monthLabel = `${input.year}-${String(input.month).padStart(2, '0')}`;
  const totalsColumn = FIRST_DAY_COLUMN + dates.length;
  const lastColumn = totalsColumn + TOTAL_TITLES.length - 1 + (input.showSdlaResult ? SDLA_TITLES.length : 0);
  const { sheet, finish } = createReportWorkbook({
    sheetName: monthLabel,
    created: ctx.now(),
    headerRows: [HEADER_ROW, HEADER_ROW],
    frozenColumns: FIRST_DAY_COLUMN - 1,
  });
  sheet.columns = [
    { width: 10 },
    { width: 28 },
    { width: 22 },
    ...dates.map(() => ({ width: input.setHours ? 7 : 5 })),
    ...TOTAL_TITLES.map(() => ({ width: 10 })),
    ...(input.showSdlaResult ? [{ width: 24 }, { width: 10 }, { width: 10 }, { width: 10 }] : []),
  ];

  const title = sheet.getRow(1);
  title.getCell(1).value = 'Darbo laiko apskaitos žiniaraštis';
  title.getCell(1).font = { bold: true, size: 14 };
  title.commit();
  sheet.getRow(2).getCell(1).value = spreadsheetText(company?.name ?? ctx.companyCode);
  sheet.getRow(2).commit();
  sheet.getRow(3).getCell(1).value = spreadsheetText(`${timesheet.code} ${timesheet.name}`);
  sheet.getRow(3).commit();
  sheet.getRow(4).getCell(1).value = `Laikotarpis: ${from} – ${to}`;
  sheet.getRow(4).commit();

  const header = sheet.getRow(HEADER_ROW);
  ['Tab. Nr.', 'Vardas, pavardė', 'Pareigos'].forEach((text, index) => (header.getCell(index + 1).value = text));
  dates.forEach((date, index) => (header.getCell(FIRST_DAY_COLUMN + index).value = Number(date.slice(8, 10))));
  TOTAL_TITLES.forEach((text, index) => (header.getCell(totalsColumn + index).value = text));
  if (input.showSdlaResult) SDLA_TITLES.forEach((text, index) => (header.getCell(totalsColumn + TOTAL_TITLES.length + index).value = text));
  styleHeader(header, 1, lastColumn);
  isDayOff.forEach((dayOff, index) => {
    if (dayOff) header.getCell(FIRST_DAY_COLUMN + index).fill = DAY_OFF_FILL;
  });
  header.commit();

  // The sheet's totals row: days worked and hours per type over every line.
  const sums = new Array<number>(TOTAL_TITLES.length).fill(0);
  await onProgress?.(0, lines.length);
  for (const [lineIndex, line] of lines.entries()) {
    if (lineIndex > 0 && lineIndex % PROGRESS_EVERY_LINES === 0) await onProgress?.(lineIndex, lines.length);
    const row = sheet.getRow(HEADER_ROW + 1 + lineIndex);
    row.getCell(1).value = spreadsheetText(line.employeeNo);
    row.getCell(2).value = spreadsheetText(line.fullName);
    row.getCell(3).value = spreadsheetText(line.jobTitle);
    const lineFigures: (Figure & { inclusion: TotalHoursInclusion })[] = [];
    let workedDays = 0;
    dates.forEach((date, dayIndex) => {
      const cell = row.getCell(FIRST_DAY_COLUMN + dayIndex);
      const dayFigures = byCell.get(`${line.employeeNo}|${date}`) ?? [];
      if (dayFigures.some((figure) => figure.hoursType === 'worked' && figure.minutes > 0)) workedDays++;
      for (const figure of dayFigures) lineFigures.push({ ...figure, inclusion: inclusionOf(figure.code) });
      if (dayFigures.length > 0) {
        cell.value = spreadsheetText(
          dayFigures
            .map((figure) => (input.setHours ? `${figure.code} ${roundHours(figure.minutes)}` : figure.code))
            .join(input.setHours ? '\n' : ', '),
        );
      }
      cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
      if (isDayOff[dayIndex]) cell.fill = DAY_OFF_FILL;
    });
    const totals = timesheetTotals(lineFigures);
    [
      workedDays,
      roundHours(totals.minutes.worked),
      roundHours(totals.minutes.night),
      roundHours(totals.minutes.overtime),
      roundHours(totals.minutes.holiday),
      roundHours(totals.minutes.absence),
      totals.totalHours,
    ].forEach((value, index) => {
      row.getCell(totalsColumn + index).value = value;
      sums[index]! += value;
    });
    if (input.showSdlaResult) {
      const sdla = summariseSdla({
        year: input.year,
        month: input.month,
        periodMonths: period.months.length,
        memberships: line.memberships,
        appointments: line.appointments,
        months: monthsOf.get(line.employeeNo) ?? [],
      });
      const sdlaColumn = totalsColumn + TOTAL_TITLES.length;
      row.getCell(sdlaColumn).value = `${sdla.periodFrom} – ${sdla.periodTo}`;
      row.getCell(sdlaColumn + 1).value = sdla.schedulePeriodNormHours;
      row.getCell(sdlaColumn + 2).value = sdla.schedulePeriodTotalHours;
      row.getCell(sdlaColumn + 3).value = sdla.schedulePeriodDiffHours;
    }
    borderRow(row, 1, lastColumn);
    row.commit();
  }
  await onProgress?.(lines.length, lines.length);
  const totalRow = sheet.getRow(HEADER_ROW + 1 + lines.length);
  totalRow.getCell(2).value = lines.length === 0 ? 'Nėra darbuotojų' : 'Iš viso';
  sums.forEach((value, index) => (totalRow.getCell(totalsColumn + index).value = Math.round(value * 100) / 100));
  totalRow.font = { bold: true };
  borderRow(totalRow, 1, lastColumn);
  totalRow.commit();
  // Where the clerk and the approver sign the printed record.
  for (const [offset, text] of ['Sudarė: ____________________', 'Patvirtino: ____________________'].entries()) {
    const signature = sheet.getRow(HEADER_ROW + 3 + lines.length + offset);
    signature.getCell(2).value = text;
    signature.commit();
  }
  return finish(`${timesheet.code} ${monthLabel}.xlsx`);
}
