import { ACTIVITY_PREVIEW_ROWS, type ActivityImportError, canEditPeriod, ErrorCode, monthRange, type PeriodStatus } from '@portal/shared';
import { activityEntryKey, checkActivityImportRow } from '@portal/shared/activity-entries/activity-import-rows';
import type { Executor } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { timesheetFor } from '../../timesheets/timesheet-access';
import * as timesheetsRepository from '../../timesheets/timesheets.repository';
import { activityCodesOf } from '../../timesheets/use-cases/list-activity-codes';
import type { ScheduleContext } from '../../schedules/schedule-access';
import * as importsRepository from '../activity-entries.repository';
import { readActivityFile } from '../read-activity-file';

// The check of an uploaded activity file (issue #14), run by the check job and again by the write job
// (the month may have been locked, a code removed meanwhile): each row against the shared row rules,
// then against the timesheet — the date in the chosen month and not a confirmed day, the employee on a
// line of the timesheet's schedule that day, the code one of the company's, and no employee, date and
// code twice in the file. A month that cannot be edited refuses the whole import.

/** Rows checked between two progress reports. */
const PROGRESS_EVERY_ROWS = 2_000;

export interface CheckedImport extends importsRepository.CheckOutcome {
  entries: { employeeNos: string[]; dates: string[]; codes: string[]; minutes: number[] };
}

export type ImportTarget = Pick<importsRepository.ImportRow, 'id' | 'timesheet_id' | 'year' | 'month' | 'format'>;

/** The timesheet the caller may edit and its month open for changes; the timesheet's row. */
export async function requireImportableMonth(ctx: ScheduleContext, db: Executor, target: Omit<ImportTarget, 'id' | 'format'>) {
  const { timesheet } = await timesheetFor(ctx, db, target.timesheet_id, 'edit');
  const period = await timesheetsRepository.findPeriod(db, { timesheetId: target.timesheet_id, year: target.year, month: target.month });
  // A month not started yet is in progress: the write starts it.
  if (period && !canEditPeriod({ status: period.status as PeriodStatus, manualLock: period.manual_lock })) {
    throw new DomainError(ErrorCode.periodNotEditable);
  }
  return timesheet;
}

export async function checkActivityImport(
  ctx: ScheduleContext,
  target: ImportTarget,
  onProgress: (rowsDone: number, rowsTotal: number) => Promise<void>,
): Promise<CheckedImport> {
  const timesheet = await requireImportableMonth(ctx, ctx.db, target);
  const bytes = await importsRepository.readBytes(ctx.db, target.id);
  if (bytes === null) throw new DomainError(ErrorCode.importFileReplaced);
  const read = await readActivityFile(target.format as 'xlsx' | 'csv', bytes);
  const entries: CheckedImport['entries'] = { employeeNos: [], dates: [], codes: [], minutes: [] };
  if (!read.ok) return { rowCount: 0, validCount: 0, errorCount: read.errors.length, validRows: [], errors: read.errors, entries };

  const { from, to } = monthRange(target.year, target.month);
  const [memberships, codes, confirmations] = await Promise.all([
    timesheetsRepository.listMemberships(ctx.db, { scheduleId: timesheet.schedule_id, from, to }),
    activityCodesOf(ctx.db, ctx.companyCode),
    timesheetsRepository.listConfirmations(ctx.db, { timesheetId: target.timesheet_id, from, to }),
  ]);
  const membershipsOf = new Map<string, typeof memberships>();
  for (const member of memberships) membershipsOf.set(member.employee_no, [...(membershipsOf.get(member.employee_no) ?? []), member]);
  const knownCodes = new Set(codes.map((code) => code.code));
  const confirmedDays = new Set(confirmations.map((day) => `${day.employee_no}\u0000${day.date}`));
  const firstRowOf = new Map<string, number>();

  const errors: ActivityImportError[] = [];
  const validRows: CheckedImport['validRows'] = [];
  await onProgress(0, read.rows.length);
  for (const [index, { row, raw }] of read.rows.entries()) {
    if (index > 0 && index % PROGRESS_EVERY_ROWS === 0) await onProgress(index, read.rows.length);
    const checked = checkActivityImportRow(raw, row);
    if (!checked.ok) {
      errors.push(...checked.errors);
      continue;
    }
    const entry = checked.entry;
    const rowErrors: ActivityImportError[] = [];
    const isInMonth = entry.date >= from && entry.date <= to;
    if (!isInMonth) rowErrors.push({ row, column: 'date', code: ErrorCode.importDateOutsideMonth });
    else if (confirmedDays.has(`${entry.employeeNo}\u0000${entry.date}`)) {
      rowErrors.push({ row, column: 'date', code: ErrorCode.timesheetDayConfirmed });
    }
    const isOnLine = (membershipsOf.get(entry.employeeNo) ?? []).some(
      (member) => member.valid_from <= entry.date && (member.valid_to === null || member.valid_to >= entry.date),
    );
    if (isInMonth && !isOnLine) rowErrors.push({ row, column: 'employeeNo', code: ErrorCode.importEmployeeNotInSchedule });
    if (!knownCodes.has(entry.activityCode)) rowErrors.push({ row, column: 'activityCode', code: ErrorCode.activityCodeUnknown });
    const key = activityEntryKey(entry);
    const firstRow = firstRowOf.get(key);
    if (firstRow !== undefined) rowErrors.push({ row, column: null, code: ErrorCode.importDuplicateRow, params: { row: firstRow } });
    else firstRowOf.set(key, row);
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }
    if (validRows.length < ACTIVITY_PREVIEW_ROWS) validRows.push({ row, ...entry });
    entries.employeeNos.push(entry.employeeNo);
    entries.dates.push(entry.date);
    entries.codes.push(entry.activityCode);
    entries.minutes.push(entry.minutes);
  }
  await onProgress(read.rows.length, read.rows.length);
  return { rowCount: read.rows.length, validCount: entries.employeeNos.length, errorCount: errors.length, validRows, errors, entries };
}
