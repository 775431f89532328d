import { ErrorCode, type ErpHandOverResult, lithuanianCalendar, PeriodStatus } from '@portal/shared';
import type { AbsenceToNavisionInputSchema } from '@portal/shared';
import type { z } from 'zod';
import type { Json } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import { type AbsenceRecordPayload, AbsenceRecordPayloadSchema, ErpChangeKind } from '../../../erp/erp-gateway';
import * as erpOutboxRepository from '../../../erp/erp-outbox.repository';
import { type ErpChange, enqueueErpChanges } from '../../../erp/erp-outbox';
import { DomainError } from '../../../errors/domain-error';
import { type ScheduleContext, scheduleFor } from '../../schedules/schedule-access';
import { loadMonth, toPeriodState } from '../month-draft';
import { activityRuns, employeeMonths, monthKeyPrefix } from '../month-erp';
import * as scheduleErpRepository from '../schedule-erp.repository';
import * as periodsRepository from '../schedule-periods.repository';

/** A Prepared month's planned absences are final enough for payroll; an InProgress one is still being drawn. */
const SENDABLE_STATUSES: readonly number[] = [PeriodStatus.prepared, PeriodStatus.approved];

const signature = (absence: Pick<AbsenceRecordPayload, 'employeeNo' | 'dateFrom' | 'dateTo' | 'activityCode'>) =>
  `${absence.employeeNo}|${absence.dateFrom}|${absence.dateTo}|${absence.activityCode}`;

/**
 * POST schedules/absence-to-navision (change_status): hands the planners' activity entries of a
 * Prepared or Approved month to the ERP as absences (the absence outbox kind), one per run of
 * consecutive days of a code per employee; the ERP's own absences (integration activities) and the
 * holidays written from leave documents (the ERP has them from the document) are not sent back. Against what was handed over before: an absence still planned queues nothing, one no
 * longer planned is taken back (absence.reverse), a new one is recorded. Only the employees named,
 * when some are. One transaction under the period's lock.
 */
export async function absenceToNavision(
  ctx: ScheduleContext,
  input: z.output<typeof AbsenceToNavisionInputSchema>,
): Promise<ErpHandOverResult> {
  return withTransaction(ctx.db, async (trx) => {
    const inTransaction = { ...ctx, db: trx };
    const schedule = await scheduleFor(inTransaction, trx, input.scheduleId, 'change_status');
    const key = { scheduleId: schedule.id, year: input.year, month: input.month };
    const period = await scheduleErpRepository.lockExistingPeriod(trx, key);
    if (!period || !SENDABLE_STATUSES.includes(period.status)) throw new DomainError(ErrorCode.periodNotPrepared);

    const month = await loadMonth(inTransaction, key, { action: 'change_status', withDraft: false, withSettings: false });
    const named = input.employeeNos ? new Set(input.employeeNos) : null;
    const inScope = (employeeNo: string) => named === null || named.has(employeeNo);
    const activityNames = new Map(month.activities.map((activity) => [activity.code, activity.text]));
    const fromDocuments = await scheduleErpRepository.listDocumentEntryIds(trx, key);

    const planned = new Map<string, AbsenceRecordPayload>();
    for (const employee of employeeMonths(month)) {
      if (!inScope(employee.employeeNo)) continue;
      const sendable = employee.entries.filter((entry) => entry.id === null || !fromDocuments.has(entry.id));
      for (const run of activityRuns(sendable)) {
        const absence: AbsenceRecordPayload = {
          employeeNo: employee.employeeNo,
          dateFrom: run.dateFrom,
          dateTo: run.dateTo,
          activityCode: run.activityCode,
          description: activityNames.get(run.activityCode) ?? run.activityCode,
          applicationNo: null,
          submissionId: null,
          scheduleId: schedule.id,
          calendarDays: lithuanianCalendar.countCalendarDays(run.dateFrom, run.dateTo),
          workDays: lithuanianCalendar.countWorkDays(run.dateFrom, run.dateTo),
        };
        planned.set(signature(absence), absence);
      }
    }

    // What the ERP has (or is being sent): the records not taken back since.
    const prefix = monthKeyPrefix(schedule.id, input.year, input.month);
    const queued = await erpOutboxRepository.listByKeyPrefix(trx, prefix, [ErpChangeKind.absenceRecord, ErpChangeKind.absenceReverse]);
    const takenBack = new Set(queued.filter((row) => row.kind === ErpChangeKind.absenceReverse).map((row) => row.idempotency_key));
    const timesRecorded = new Map<string, number>();
    const held: Array<{ key: string; payload: AbsenceRecordPayload }> = [];
    for (const row of queued) {
      if (row.kind !== ErpChangeKind.absenceRecord) continue;
      const payload = AbsenceRecordPayloadSchema.safeParse(row.payload).data;
      if (!payload) continue;
      const base = recordBaseKey(prefix, payload);
      timesRecorded.set(base, (timesRecorded.get(base) ?? 0) + 1);
      if (!takenBack.has(`${row.idempotency_key}:reverse`) && inScope(payload.employeeNo)) held.push({ key: row.idempotency_key, payload });
    }

    const changes: ErpChange[] = [];
    const result = { queued: 0, reversed: 0, unchanged: 0 };
    for (const record of held) {
      if (planned.delete(signature(record.payload))) {
        result.unchanged++;
        continue;
      }
      const payload = { ...record.payload, reverses: record.key } as unknown as Json;
      changes.push({ companyCode: ctx.companyCode, kind: ErpChangeKind.absenceReverse, idempotencyKey: `${record.key}:reverse`, payload });
      result.reversed++;
    }
    for (const absence of planned.values()) {
      // A run recorded and taken back before is recorded afresh under the next number.
      const base = recordBaseKey(prefix, absence);
      const idempotencyKey = `${base}:${(timesRecorded.get(base) ?? 0) + 1}`;
      changes.push({
        companyCode: ctx.companyCode,
        kind: ErpChangeKind.absenceRecord,
        idempotencyKey,
        payload: absence as unknown as Json,
      });
      result.queued++;
    }
    await enqueueErpChanges(trx, changes, ctx.now());
    return { ...result, period: toPeriodState(await periodsRepository.findPeriodState(trx, period.id)) };
  });
}

function recordBaseKey(prefix: string, absence: AbsenceRecordPayload): string {
  return `${prefix}${absence.employeeNo}:absence:${absence.dateFrom}:${absence.dateTo}:${absence.activityCode}`;
}
