import { CellDisplayMode, type ExportScheduleInputSchema, type TableEntry, type TableLine } from '@portal/shared';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { buildDrafts, loadMonth, tableDays, tableLines, toTableActivity, toTableShift } from '../month-draft';

// POST schedules/{id}/export-to-excel/{year}/{month} (view): the month's committed schedule as one
// worksheet — a title row, a header of employee number, name, job title, the day numbers (weekends
// and holidays shaded) and the totals, then one row per line with the shifts' codes (or times, or
// hours) in their colours. The planner's uncommitted draft is not exported.

export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DAY_OFF_FILL = 'FFD9D9D9';
const FIRST_DAY_COLUMN = 4;

/** Excel and CSV readers take text starting with = + - @ (or a tab, CR or NUL) for a formula: such text gets a leading quote. */
export function spreadsheetText(value: string): string {
  return /^[=+\-@\t\r\0]/.test(value) ? `'${value}` : value;
}

/** '#RRGGBB' as exceljs's ARGB. */
function argb(color: string): string {
  return `FF${color.replace('#', '').toUpperCase()}`;
}

export interface ExportedFile {
  bytes: Buffer;
  mimeType: string;
  fileName: string;
}

/** Lines written between two progress reports of the export's job (work-jobs/work-job-kinds.ts). */
const PROGRESS_EVERY_LINES = 25;

export async function exportScheduleToExcel(
  ctx: ScheduleContext,
  input: z.output<typeof ExportScheduleInputSchema>,
  onProgress?: (linesDone: number, linesTotal: number) => Promise<void>,
): Promise<ExportedFile> {
  const month = await loadMonth(ctx, input, { action: 'view', withDraft: false, withSettings: false });
  const days = tableDays(month);
  const lines = tableLines(month, buildDrafts(month));
  const shifts = new Map(month.shifts.map((row) => [row.id, toTableShift(row)]));
  const activities = new Map(month.activities.map((row) => [row.code, toTableActivity(row)]));
  const monthLabel = `${input.year}-${String(input.month).padStart(2, '0')}`;

  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now();
  const sheet = workbook.addWorksheet(monthLabel, { views: [{ state: 'frozen', xSplit: FIRST_DAY_COLUMN - 1, ySplit: 2 }] });
  const totalsColumn = FIRST_DAY_COLUMN + days.length;

  sheet.getCell(1, 1).value = spreadsheetText(`${month.schedule.name} — ${monthLabel}`);
  sheet.getCell(1, 1).font = { bold: true, size: 14 };

  const header = sheet.getRow(2);
  ['Tab. Nr.', 'Darbuotojas', 'Pareigos'].forEach((title, index) => (header.getCell(index + 1).value = title));
  days.forEach((day, index) => (header.getCell(FIRST_DAY_COLUMN + index).value = day.day));
  ['Norma', 'Dirbta', 'Nebuvimas', 'Skirtumas'].forEach((title, index) => (header.getCell(totalsColumn + index).value = title));
  header.font = { bold: true };
  days.forEach((day, index) => {
    if (day.type !== 'weekday') header.getCell(FIRST_DAY_COLUMN + index).fill = shade(DAY_OFF_FILL);
  });

  await onProgress?.(0, lines.length);
  for (const [lineIndex, line] of lines.entries()) {
    if (lineIndex > 0 && lineIndex % PROGRESS_EVERY_LINES === 0) await onProgress?.(lineIndex, lines.length);
    const row = sheet.getRow(3 + lineIndex);
    row.getCell(1).value = spreadsheetText(line.employeeNo);
    row.getCell(2).value = spreadsheetText(line.fullName);
    row.getCell(3).value = spreadsheetText(line.jobTitle);
    const byDate = entriesByDate(line);
    days.forEach((day, dayIndex) => {
      const cell = row.getCell(FIRST_DAY_COLUMN + dayIndex);
      const entries = byDate.get(day.date) ?? [];
      const first = entries[0];
      if (!first) {
        if (day.type !== 'weekday') cell.fill = shade(DAY_OFF_FILL);
        return;
      }
      cell.value = cellValue(entries, input.mode, (entry) =>
        entry.shiftId !== null ? (shifts.get(entry.shiftId)?.code ?? '') : (entry.activityCode ?? ''),
      );
      const colors =
        first.shiftId !== null ? shifts.get(first.shiftId) : first.activityCode !== null ? activities.get(first.activityCode) : undefined;
      if (colors) {
        cell.fill = shade(argb(colors.backgroundColor));
        cell.font = { color: { argb: argb(colors.fontColor) } };
      } else if (day.type !== 'weekday') {
        cell.fill = shade(DAY_OFF_FILL);
      }
      cell.alignment = { horizontal: 'center' };
    });
    [line.normHours, line.workHours, line.absenceHours, line.diffHours].forEach(
      (value, index) => (row.getCell(totalsColumn + index).value = value),
    );
  }
  await onProgress?.(lines.length, lines.length);

  sheet.getColumn(1).width = 10;
  sheet.getColumn(2).width = 28;
  sheet.getColumn(3).width = 22;
  for (let index = 0; index < days.length; index++)
    sheet.getColumn(FIRST_DAY_COLUMN + index).width = input.mode === CellDisplayMode.time ? 12 : 5;
  for (let index = 0; index < 4; index++) sheet.getColumn(totalsColumn + index).width = 10;

  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, mimeType: XLSX_MIME_TYPE, fileName: `${month.schedule.code} ${monthLabel}.xlsx` };
}

function shade(color: string): ExcelJS.Fill {
  return { type: 'pattern', pattern: 'solid', fgColor: { argb: color } };
}

function entriesByDate(line: TableLine): Map<string, TableEntry[]> {
  const byDate = new Map<string, TableEntry[]>();
  for (const entry of line.entries) {
    const list = byDate.get(entry.date);
    if (list) list.push(entry);
    else byDate.set(entry.date, [entry]);
  }
  return byDate;
}

/** What a day cell shows in the mode: codes, times (or the code of an entry without times), or hours. */
function cellValue(entries: readonly TableEntry[], mode: string, codeOf: (entry: TableEntry) => string): string | number {
  if (mode === CellDisplayMode.hours) return entries.reduce((sum, entry) => sum + entry.workHours + entry.absenceHours, 0);
  const parts = entries.map((entry) =>
    mode === CellDisplayMode.time && entry.startTime !== null && entry.endTime !== null
      ? `${entry.startTime}–${entry.endTime}`
      : codeOf(entry),
  );
  return spreadsheetText(parts.join(' / '));
}
