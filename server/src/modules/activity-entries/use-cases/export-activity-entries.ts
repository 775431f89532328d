import { ACTIVITY_IMPORT_COLUMNS, ActivityFileFormat, ErrorCode, type ExportActivityEntriesInputSchema } from '@portal/shared';
import {
  ACTIVITY_EXPORT_HEADERS,
  ACTIVITY_EXPORT_TIMESHEET_HEADER,
  exportHours,
} from '@portal/shared/activity-entries/activity-import-rows';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { DomainError } from '../../../errors/domain-error';
import { actorOf, type ScheduleContext, scheduleFor } from '../../schedules/schedule-access';
import { spreadsheetText, XLSX_MIME_TYPE } from '../../schedule-periods/use-cases/export-schedule-to-excel';
import { timesheetFor } from '../../timesheets/timesheet-access';
import { viewableObjects } from '../../work-time-access/work-time-access';
import * as importsRepository from '../activity-entries.repository';

// POST wtc-area/activity-entries/export (view): a timesheet's activity entries from–to as .xlsx or .csv,
// in the columns the import reads (employee number, date, code as text; hours as a dot decimal), so an
// exported file imports back unchanged. By schedule (issue #14): the entries of every timesheet on the
// schedule the caller may view, the same columns first and the timesheet's code after them (the import
// ignores a column it does not know). Text cells are neutralised against formulas.

export type ExportActivityEntriesJobInput = z.output<typeof ExportActivityEntriesInputSchema>;

/** Rows written between two progress reports. */
const PROGRESS_EVERY_ROWS = 5_000;

interface ExportSource {
  baseName: string;
  header: string[];
  rows: (readonly (string | number)[])[];
}

const fileNamePart = (code: string) => code.replace(/[^\p{L}\p{N}_-]+/gu, '_');

/**
 * A schedule's export needs view on the schedule and on at least one of its timesheets: a caller who may
 * view none of them has no entries to export here.
 */
async function scheduleSource(ctx: ScheduleContext, scheduleId: number) {
  const schedule = await scheduleFor(ctx, ctx.db, scheduleId, 'view');
  const viewable = await viewableObjects(ctx.db, actorOf(ctx), 'timesheet');
  if (!viewable.all && viewable.ids.length === 0) throw new DomainError(ErrorCode.permissionDenied);
  return { schedule, visibleTimesheetIds: viewable.all ? ('all' as const) : viewable.ids };
}

export async function authorizeActivityExport(ctx: ScheduleContext, input: ExportActivityEntriesJobInput): Promise<void> {
  if (input.scheduleId !== undefined) await scheduleSource(ctx, input.scheduleId);
  else if (input.timesheetId !== undefined) await timesheetFor(ctx, ctx.db, input.timesheetId, 'view');
}

async function sourceOf(ctx: ScheduleContext, input: ExportActivityEntriesJobInput): Promise<ExportSource> {
  const header = ACTIVITY_IMPORT_COLUMNS.map((column) => ACTIVITY_EXPORT_HEADERS[column]);
  const range = `${input.from}_${input.to}`;
  if (input.scheduleId !== undefined) {
    const { schedule, visibleTimesheetIds } = await scheduleSource(ctx, input.scheduleId);
    const entries = await importsRepository.listEntriesOfSchedule(ctx.db, {
      companyCode: ctx.companyCode,
      scheduleId: schedule.id,
      visibleTimesheetIds,
      from: input.from,
      to: input.to,
    });
    return {
      baseName: `${fileNamePart(schedule.code)}_${range}`,
      header: [...header, ACTIVITY_EXPORT_TIMESHEET_HEADER],
      rows: entries.map((entry) => [
        spreadsheetText(entry.employee_no),
        entry.date,
        spreadsheetText(entry.activity_code),
        exportHours(entry.minutes),
        spreadsheetText(entry.timesheet_code),
      ]),
    };
  }
  // The schema admits exactly one of the two.
  const { timesheet } = await timesheetFor(ctx, ctx.db, input.timesheetId!, 'view');
  const entries = await importsRepository.listEntries(ctx.db, { timesheetId: timesheet.id, from: input.from, to: input.to });
  return {
    baseName: `${fileNamePart(timesheet.code)}_${range}`,
    header,
    rows: entries.map((entry) => [
      spreadsheetText(entry.employee_no),
      entry.date,
      spreadsheetText(entry.activity_code),
      exportHours(entry.minutes),
    ]),
  };
}

export async function exportActivityEntries(
  ctx: ScheduleContext,
  input: ExportActivityEntriesJobInput,
  onProgress: (rowsDone: number, rowsTotal: number) => Promise<void>,
): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
  const { baseName, header, rows } = await sourceOf(ctx, input);
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
