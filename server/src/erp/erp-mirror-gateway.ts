import { monthRange } from '@portal/shared';
import type { z } from 'zod';
import type { DbClient } from '../db/database';
import {
  type AbsenceRecordPayload,
  AbsenceRecordPayloadSchema,
  type AbsenceReversePayload,
  AbsenceReversePayloadSchema,
  type ErpApplyResult,
  type ErpChangeToApply,
  ErpChangeKind,
  type ErpGateway,
  type ScheduleMonthPayload,
  ScheduleMonthPayloadSchema,
  type SubstitutionRecordPayload,
  SubstitutionRecordPayloadSchema,
  SubstitutionReversePayloadSchema,
  type TimesheetMonthPayload,
  TimesheetMonthPayloadSchema,
} from './erp-gateway';
import * as erpMirrorRepository from './erp-mirror.repository';
import * as employeesRepository from '../modules/employees/employees.repository';
import * as recalculationRepository from '../modules/timesheet-recalculation/timesheet-recalculation.repository';

function refused(message: string): ErpApplyResult {
  return { ok: false, retryable: false, message };
}

function parsePayload<T>(schema: z.ZodType<T>, change: ErpChangeToApply): { payload: T } | { error: ErpApplyResult } {
  const parsed = schema.safeParse(change.payload);
  if (parsed.success) return { payload: parsed.data };
  return {
    error: refused(
      `invalid ${change.kind} payload: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    ),
  };
}

async function recordAbsence(db: DbClient, change: ErpChangeToApply, absence: AbsenceRecordPayload): Promise<ErpApplyResult> {
  const { companyCode } = change;
  if (!(await employeesRepository.exists(db, companyCode, absence.employeeNo)))
    return refused(`employee ${absence.employeeNo} not found in ${companyCode}`);
  if (!(await erpMirrorRepository.activityCodeExists(db, companyCode, absence.activityCode)))
    return refused(`activity code ${absence.activityCode} not found in ${companyCode}`);
  // Hours a day as the ERP counts them: 4 on a part-time appointment, otherwise 8 (as the demo seed).
  const hoursPerDay = (await erpMirrorRepository.isPartTimeOn(db, companyCode, absence.employeeNo, absence.dateFrom)) ? 4 : 8;
  return db.transaction().execute(async (trx) => {
    const entryNo = await erpMirrorRepository.insertAbsenceUnlessRecorded(trx, companyCode, absence, hoursPerDay, change.idempotencyKey);
    // Applied before (a retry after a crash): the row is there already.
    if (entryNo === undefined) return { ok: true, message: 'absence already recorded' };
    // Confirmed timesheet days the absence now covers need recalculating (issue #14).
    await recalculationRepository.markEmployeeDaysForRecalculation(trx, {
      companyCode,
      employeeNo: absence.employeeNo,
      from: absence.dateFrom,
      to: absence.dateTo,
    });
    return { ok: true, message: `absence entry ${entryNo} recorded` };
  });
}

async function reverseAbsence(db: DbClient, companyCode: string, absence: AbsenceReversePayload): Promise<ErpApplyResult> {
  return db.transaction().execute(async (trx) => {
    // A planner's absence has no submission: it is the row its record's change wrote.
    const removed =
      absence.submissionId === null
        ? await erpMirrorRepository.deleteAbsencesOfChange(trx, companyCode, absence.reverses)
        : await erpMirrorRepository.deleteAbsencesOfSubmission(trx, companyCode, { ...absence, submissionId: absence.submissionId });
    if (removed.length === 0) return { ok: true, message: 'no absence to remove' };
    for (const row of removed) {
      await recalculationRepository.markEmployeeDaysForRecalculation(trx, {
        companyCode,
        employeeNo: row.employee_no,
        from: row.date_from,
        to: row.date_to,
      });
    }
    return { ok: true, message: `absence entry ${removed.map((row) => row.entry_no).join(', ')} removed` };
  });
}

async function recordSubstitution(db: DbClient, companyCode: string, substitution: SubstitutionRecordPayload): Promise<ErpApplyResult> {
  for (const employeeNo of [substitution.employeeNo, substitution.substEmployeeNo]) {
    if (!(await employeesRepository.exists(db, companyCode, employeeNo)))
      return refused(`employee ${employeeNo} not found in ${companyCode}`);
  }
  const entryNo = await erpMirrorRepository.insertSubstitutionUnlessRecorded(db, companyCode, substitution);
  if (entryNo === undefined) return { ok: true, message: 'substitution already recorded' };
  return { ok: true, message: `substitution entry ${entryNo} recorded` };
}

async function reverseSubstitution(db: DbClient, companyCode: string, substitution: SubstitutionRecordPayload): Promise<ErpApplyResult> {
  const removed = await erpMirrorRepository.deleteSubstitutionsOfSubmission(db, companyCode, substitution);
  if (removed.length === 0) return { ok: true, message: 'no substitution to remove' };
  return { ok: true, message: `substitution entry ${removed.join(', ')} removed` };
}

async function recordScheduleMonth(db: DbClient, companyCode: string, month: ScheduleMonthPayload): Promise<ErpApplyResult> {
  if (!(await employeesRepository.exists(db, companyCode, month.employeeNo)))
    return refused(`employee ${month.employeeNo} not found in ${companyCode}`);
  const range = monthRange(month.year, month.month);
  const outside = month.days.find((day) => day.date < range.from || day.date > range.to);
  if (outside) return refused(`day ${outside.date} outside ${month.year}-${month.month}`);
  const label = `${month.scheduleCode} ${range.from.slice(0, 7)} ${month.employeeNo} v${month.version}`;
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    // The same version again (a retry after a crash) or an older one arriving late: what is held stays.
    if (!(await erpMirrorRepository.claimScheduleMonthVersion(trx, companyCode, month, now)))
      return { ok: true, message: `work schedule ${label} already applied or superseded` };
    const days = await erpMirrorRepository.replaceWorkScheduleDays(trx, companyCode, month, range, now);
    return { ok: true, message: `work schedule ${label} recorded, ${days} days` };
  });
}

async function recordTimesheetMonth(db: DbClient, companyCode: string, month: TimesheetMonthPayload): Promise<ErpApplyResult> {
  if (!(await employeesRepository.exists(db, companyCode, month.employeeNo)))
    return refused(`employee ${month.employeeNo} not found in ${companyCode}`);
  const range = monthRange(month.year, month.month);
  const outside = month.days.find((day) => day.date < range.from || day.date > range.to);
  if (outside) return refused(`day ${outside.date} outside ${month.year}-${month.month}`);
  const label = `${month.timesheetCode} ${range.from.slice(0, 7)} ${month.employeeNo} v${month.version}`;
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    // The same version again (a retry after a crash) or an older one arriving late: what is held stays.
    if (!(await erpMirrorRepository.claimTimesheetMonthVersion(trx, companyCode, month, now)))
      return { ok: true, message: `timesheet ${label} already applied or superseded` };
    const figures = await erpMirrorRepository.replaceTimesheetEntries(trx, companyCode, month, range, now);
    return { ok: true, message: `timesheet ${label} recorded, ${figures} figures` };
  });
}

/**
 * The gateway while no ERP is configured: it writes straight into the mirror tables the ERP sync would
 * fill, so an approved application shows in the absence history and the substitution tables, a
 * schedule's month in the work schedules and a timesheet's month in erp_timesheet_entries. Rows it writes carry their submission (or, for a planner's
 * absence, their change's key) and a negative entry number; a reversal removes only those.
 */
export function createMirrorErpGateway(db: DbClient): ErpGateway {
  return {
    name: 'mirror',
    async apply(change) {
      switch (change.kind) {
        case ErpChangeKind.absenceRecord: {
          const parsed = parsePayload(AbsenceRecordPayloadSchema, change);
          return 'error' in parsed ? parsed.error : recordAbsence(db, change, parsed.payload);
        }
        case ErpChangeKind.absenceReverse: {
          const parsed = parsePayload(AbsenceReversePayloadSchema, change);
          return 'error' in parsed ? parsed.error : reverseAbsence(db, change.companyCode, parsed.payload);
        }
        case ErpChangeKind.substitutionRecord: {
          const parsed = parsePayload(SubstitutionRecordPayloadSchema, change);
          return 'error' in parsed ? parsed.error : recordSubstitution(db, change.companyCode, parsed.payload);
        }
        case ErpChangeKind.substitutionReverse: {
          const parsed = parsePayload(SubstitutionReversePayloadSchema, change);
          return 'error' in parsed ? parsed.error : reverseSubstitution(db, change.companyCode, parsed.payload);
        }
        case ErpChangeKind.scheduleMonth: {
          const parsed = parsePayload(ScheduleMonthPayloadSchema, change);
          return 'error' in parsed ? parsed.error : recordScheduleMonth(db, change.companyCode, parsed.payload);
        }
        case ErpChangeKind.timesheetMonth: {
          const parsed = parsePayload(TimesheetMonthPayloadSchema, change);
          return 'error' in parsed ? parsed.error : recordTimesheetMonth(db, change.companyCode, parsed.payload);
        }
        case ErpChangeKind.workImplementStatus:
          // The answer is already in work_implements: the use case wrote the mirror row itself.
          return { ok: true, message: 'work implement status already in the mirror' };
        default:
          return refused(`unsupported change kind ${change.kind}`);
      }
    },
  };
}
