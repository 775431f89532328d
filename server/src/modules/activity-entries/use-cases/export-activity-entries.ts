import { ACTIVITY_IMPORT_COLUMNS, ActivityFileFormat, type ExportActivityEntriesInputSchema } from '@portal/shared';
import { ACTIVITY_EXPORT_HEADERS, exportHours } from '@portal/shared/activity-entries/activity-import-rows';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { ScheduleContext } from '../../schedules/schedule-access';
import { spreadsheetText, XLSX_MIME_TYPE } from '../../schedule-periods/use-cases/export-schedule-to-excel';
import { timesheetFor } from '../../timesheets/timesheet-access';
import * as importsRepository from '../activity-entries.repository';

// POST wtc-area/activity-entries/export (view): a timesheet's activity entries from–to as .xlsx or .csv,
// in the columns the import reads (employee number, date, code as text; hours as a dot decimal), so an
// exported file imports back unchanged. Text cells are neutralised against formulas.

export type ExportActivityEntriesJobInput = z.output<typeof ExportActivityEntriesInputSchema>;

/** Rows written between two progress reports. */
const PROGRESS_EVERY_ROWS = 5_000;

export async function authorizeActivityExport(ctx: ScheduleContext, input: ExportActivityEntriesJobInput): Promise<void> {
  await timesheetFor(ctx, ctx.db, input.timesheetId, 'view');
}

export async function exportActivityEntries(
  ctx: ScheduleContext,
  input: ExportActivityEntriesJobInput,
  onProgress: (rowsDone: number, rowsTotal: number) => Promise<void>,
): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
  const { timesheet } = await timesheetFor(ctx, ctx.db, input.timesheetId, 'view');
  const entries = await importsRepository.listEntries(ctx.db, input);
  const rows = entries.map(
    (entry) => [spreadsheetText(entry.employee_no), entry.date, spreadsheetText(entry.activity_code), exportHours(entry.minutes)] as const,
  );
  const header = ACTIVITY_IMPORT_COLUMNS.map((column) => ACTIVITY_EXPORT_HEADERS[column]);
  const baseName = `${timesheet.code.replace(/[^\p{L}\p{N}_-]+/gu, '_')}_${input.from}_${input.to}`;
  await onProgress(0, rows.length);

  if (input.format === ActivityFileFormat.csv) {
    const text = stringify([header, ...rows], { delimiter: ',' });
    await onProgress(rows.length, rows.length);
    // The byte order mark makes Excel read the file as UTF-8 (Lithuanian letters in codes).
    return { fileName: `${baseName}.csv`, contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(`\uFEFF${text}`, 'utf8') };
  }

  const workbook = new ExcelJS.Workbook();
  workbook.created = ctx.now();
  const sheet = workbook.addWorksheet('Activity entries', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 16));
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % PROGRESS_EVERY_ROWS === 0) await onProgress(index, rows.length);
    sheet.addRow([...row]);
  }
  await onProgress(rows.length, rows.length);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${baseName}.xlsx`, contentType: XLSX_MIME_TYPE, bytes };
}
