import ExcelJS from 'exceljs';
import { spreadsheetText, XLSX_MIME_TYPE } from '../../schedule-periods/use-cases/export-schedule-to-excel';
import type { HolidayPlanContext } from '../holiday-plan-access';
import { readPlanSheet } from './get-plan-sheet';

// POST wtc-area/holiday-plans/{id}/export-to-excel (view): the plan over its whole period as one
// worksheet — the print header, a row of months over a row of day numbers (weekends and public
// holidays shaded), then a line per employee with the planned days filled in the holiday type's colour
// (the entry's first day carries the type's name), the reserve at the start, the planned days and the
// reserve at the end; an entry past the reserve is outlined in red.

const DAY_OFF_FILL = 'FFD9D9D9';
const DEFAULT_ENTRY_FILL = 'FF4C9AFF';
const FIRST_DAY_COLUMN = 4;
const MONTHS = [
  'Sausis',
  'Vasaris',
  'Kovas',
  'Balandis',
  'Gegužė',
  'Birželis',
  'Liepa',
  'Rugpjūtis',
  'Rugsėjis',
  'Spalis',
  'Lapkritis',
  'Gruodis',
];

function fill(argb: string): ExcelJS.Fill {
  return { type: 'pattern', pattern: 'solid', fgColor: { argb } };
}

export interface ExportedPlanFile {
  bytes: Buffer;
  mimeType: string;
  fileName: string;
}

export async function exportPlanToExcel(ctx: HolidayPlanContext, holidayPlanId: number): Promise<ExportedPlanFile> {
  const sheet = await readPlanSheet(ctx, ctx.db, holidayPlanId, null);
  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now();
  const worksheet = workbook.addWorksheet(sheet.code.slice(0, 31) || 'Planas', {
    views: [{ state: 'frozen', xSplit: FIRST_DAY_COLUMN - 1, ySplit: 3 }],
  });
  const reserveColumn = FIRST_DAY_COLUMN + sheet.days.length;

  worksheet.getCell(1, 1).value = spreadsheetText(`${sheet.name} (${sheet.startDate} – ${sheet.endDate})`);
  worksheet.getCell(1, 1).font = { bold: true, size: 14 };

  const monthRow = worksheet.getRow(2);
  const dayRow = worksheet.getRow(3);
  ['Tab. Nr.', 'Darbuotojas', 'Pareigos'].forEach((title, index) => (dayRow.getCell(index + 1).value = title));
  sheet.days.forEach((day, index) => {
    const column = FIRST_DAY_COLUMN + index;
    if (index === 0 || day.day === 1) monthRow.getCell(column).value = `${MONTHS[day.month - 1]} ${day.year}`;
    dayRow.getCell(column).value = day.day;
    if (day.type !== 'weekday') dayRow.getCell(column).fill = fill(DAY_OFF_FILL);
    worksheet.getColumn(column).width = 3.5;
  });
  ['Likutis pradžioje', 'Suplanuota d.', 'Likutis pabaigoje'].forEach(
    (title, index) => (dayRow.getCell(reserveColumn + index).value = title),
  );
  monthRow.font = { bold: true };
  dayRow.font = { bold: true };
  worksheet.getColumn(1).width = 10;
  worksheet.getColumn(2).width = 28;
  worksheet.getColumn(3).width = 20;

  const dayIndex = new Map(sheet.days.map((day, index) => [day.date, index]));
  sheet.lines.forEach((line, lineIndex) => {
    const row = worksheet.getRow(4 + lineIndex);
    row.getCell(1).value = spreadsheetText(line.employeeNo);
    row.getCell(2).value = spreadsheetText(line.fullName);
    row.getCell(3).value = spreadsheetText(line.jobTitle);
    sheet.days.forEach((day, index) => {
      if (day.type !== 'weekday') row.getCell(FIRST_DAY_COLUMN + index).fill = fill(DAY_OFF_FILL);
    });
    for (const entry of line.entries) {
      const color = entry.color ? `FF${entry.color.replace('#', '').toUpperCase()}` : DEFAULT_ENTRY_FILL;
      let first = true;
      for (const [date, index] of dayIndex) {
        if (date < entry.dateFrom || date > entry.dateTo) continue;
        const cell = row.getCell(FIRST_DAY_COLUMN + index);
        cell.fill = fill(color);
        cell.value = first ? 'A' : null;
        if (entry.warning)
          cell.border = { top: { style: 'thin', color: { argb: 'FFFF0000' } }, bottom: { style: 'thin', color: { argb: 'FFFF0000' } } };
        first = false;
      }
    }
    row.getCell(reserveColumn).value = line.reserveStart;
    row.getCell(reserveColumn + 1).value = line.plannedDays;
    row.getCell(reserveColumn + 2).value = line.reserveEnd;
    if (line.reserveEnd < 0) row.getCell(reserveColumn + 2).font = { color: { argb: 'FFFF0000' }, bold: true };
  });

  const printRow = 6 + sheet.lines.length;
  worksheet.getCell(printRow, 1).value = spreadsheetText(`Būsena: ${['Rengiamas', 'Parengtas', 'Patvirtintas'][sheet.status]}`);

  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, mimeType: XLSX_MIME_TYPE, fileName: `atostogu-planas-${sheet.code}.xlsx` };
}
