import { sql } from 'kysely';
import type { z } from 'zod';
import type { DbClient } from '../db/database';
import {
  type AbsenceRecordPayload,
  AbsenceRecordPayloadSchema,
  AbsenceReversePayloadSchema,
  type ErpApplyResult,
  type ErpChangeToApply,
  ErpChangeKind,
  type ErpGateway,
  type SubstitutionRecordPayload,
  SubstitutionRecordPayloadSchema,
  SubstitutionReversePayloadSchema,
} from './erp-gateway';

/** Portal-recorded rows take their entry numbers from here: negative, so never an ERP number (migration 0007). */
const nextEntryNo = sql<number>`nextval('erp_portal_entry_no_seq')`;

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

async function employeeExists(db: DbClient, companyCode: string, employeeNo: string): Promise<boolean> {
  const row = await db
    .selectFrom('employees')
    .select('employee_no')
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .executeTakeFirst();
  return row !== undefined;
}

/** Hours a day of the absence as the ERP counts them: 4 on a part-time appointment, otherwise 8 (as the demo seed). */
async function hoursPerDay(db: DbClient, companyCode: string, employeeNo: string, on: string): Promise<number> {
  const appointment = await db
    .selectFrom('appointments')
    .select('full_part_time')
    .where('company_code', '=', companyCode)
    .where('employee_no', '=', employeeNo)
    .where('from_date', '<=', on)
    .where('to_date', '>=', on)
    .orderBy('from_date', 'desc')
    .executeTakeFirst();
  return appointment?.full_part_time === 'part' ? 4 : 8;
}

async function recordAbsence(db: DbClient, companyCode: string, absence: AbsenceRecordPayload): Promise<ErpApplyResult> {
  if (!(await employeeExists(db, companyCode, absence.employeeNo)))
    return refused(`employee ${absence.employeeNo} not found in ${companyCode}`);
  const code = await db
    .selectFrom('activity_codes')
    .select('code')
    .where('company_code', '=', companyCode)
    .where('code', '=', absence.activityCode)
    .executeTakeFirst();
  if (!code) return refused(`activity code ${absence.activityCode} not found in ${companyCode}`);
  const inserted = await db
    .insertInto('absences')
    .values({
      company_code: companyCode,
      employee_no: absence.employeeNo,
      entry_no: nextEntryNo,
      date_from: absence.dateFrom,
      date_to: absence.dateTo,
      activity_code: absence.activityCode,
      description: absence.description,
      calendar_days: absence.calendarDays,
      work_days: absence.workDays,
      hours_per_day: await hoursPerDay(db, companyCode, absence.employeeNo, absence.dateFrom),
      application_no: absence.applicationNo,
      submission_id: absence.submissionId,
    })
    // Applied before (a retry after a crash): the row is there already.
    .onConflict((conflict) => conflict.columns(['submission_id', 'employee_no']).where('submission_id', 'is not', null).doNothing())
    .returning('entry_no')
    .executeTakeFirst();
  if (inserted) return { ok: true, message: `absence entry ${inserted.entry_no} recorded` };
  return { ok: true, message: 'absence already recorded' };
}

async function reverseAbsence(db: DbClient, companyCode: string, absence: AbsenceRecordPayload): Promise<ErpApplyResult> {
  const removed = await db
    .deleteFrom('absences')
    .where('company_code', '=', companyCode)
    .where('submission_id', '=', absence.submissionId)
    .where('employee_no', '=', absence.employeeNo)
    .returning('entry_no')
    .execute();
  if (removed.length === 0) return { ok: true, message: 'no absence to remove' };
  return { ok: true, message: `absence entry ${removed.map((row) => row.entry_no).join(', ')} removed` };
}

async function recordSubstitution(db: DbClient, companyCode: string, substitution: SubstitutionRecordPayload): Promise<ErpApplyResult> {
  for (const employeeNo of [substitution.employeeNo, substitution.substEmployeeNo]) {
    if (!(await employeeExists(db, companyCode, employeeNo))) return refused(`employee ${employeeNo} not found in ${companyCode}`);
  }
  const inserted = await db
    .insertInto('substitutions')
    .values({
      company_code: companyCode,
      employee_no: substitution.employeeNo,
      subst_employee_no: substitution.substEmployeeNo,
      entry_no: nextEntryNo,
      date_from: substitution.dateFrom,
      date_to: substitution.dateTo,
      description: substitution.description,
      submission_id: substitution.submissionId,
    })
    .onConflict((conflict) =>
      conflict.columns(['submission_id', 'employee_no', 'subst_employee_no']).where('submission_id', 'is not', null).doNothing(),
    )
    .returning('entry_no')
    .executeTakeFirst();
  if (inserted) return { ok: true, message: `substitution entry ${inserted.entry_no} recorded` };
  return { ok: true, message: 'substitution already recorded' };
}

async function reverseSubstitution(db: DbClient, companyCode: string, substitution: SubstitutionRecordPayload): Promise<ErpApplyResult> {
  const removed = await db
    .deleteFrom('substitutions')
    .where('company_code', '=', companyCode)
    .where('submission_id', '=', substitution.submissionId)
    .where('employee_no', '=', substitution.employeeNo)
    .where('subst_employee_no', '=', substitution.substEmployeeNo)
    .returning('entry_no')
    .execute();
  if (removed.length === 0) return { ok: true, message: 'no substitution to remove' };
  return { ok: true, message: `substitution entry ${removed.map((row) => row.entry_no).join(', ')} removed` };
}

/**
 * The gateway while no ERP is configured: it writes straight into the mirror tables the ERP sync would
 * fill, so an approved application shows in the absence history and the substitution tables. Rows it
 * writes carry their submission and a negative entry number; a reversal removes only those.
 */
export function createMirrorErpGateway(db: DbClient): ErpGateway {
  return {
    name: 'mirror',
    async apply(change) {
      switch (change.kind) {
        case ErpChangeKind.absenceRecord: {
          const parsed = parsePayload(AbsenceRecordPayloadSchema, change);
          return 'error' in parsed ? parsed.error : recordAbsence(db, change.companyCode, parsed.payload);
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
        case ErpChangeKind.workImplementStatus:
          // The answer is already in work_implements: the use case wrote the mirror row itself.
          return { ok: true, message: 'work implement status already in the mirror' };
        default:
          return refused(`unsupported change kind ${change.kind}`);
      }
    },
  };
}
