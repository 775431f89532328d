import { FieldType, lithuanianCalendar, parseFieldValue, WorkflowEffectKey } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import type { Json } from '../../db/schema';
import { enqueueErpChange } from '../../erp/erp-outbox';
import {
  type AbsenceRecordPayload,
  AbsenceRecordPayloadSchema,
  ErpChangeKind,
  type SubstitutionRecordPayload,
  SubstitutionRecordPayloadSchema,
} from '../../erp/erp-gateway';
import * as submissionsRepository from '../submissions/submissions.repository';
import * as erpRepository from './workflow-erp.repository';
import type { WorkflowEffect } from './workflow-notifications';
import * as peopleRepository from './workflow-people.repository';

export interface ErpEffectDeps {
  now: () => Date;
}

const recordKinds = [ErpChangeKind.absenceRecord, ErpChangeKind.substitutionRecord] as const;
const reversalKindOf = {
  [ErpChangeKind.absenceRecord]: ErpChangeKind.absenceReverse,
  [ErpChangeKind.substitutionRecord]: ErpChangeKind.substitutionReverse,
} as const;

/** Idempotency keys: the first person under the plain key, more (travellers, substitutes) under their number. */
function recordKey(submissionId: number, what: 'absence' | 'substitution', index: number, employeeNo: string): string {
  return index === 0 ? `submission:${submissionId}:${what}` : `submission:${submissionId}:${what}:${employeeNo}`;
}

function period(from: string, to: string): string {
  return from === to ? from : `${from}–${to}`;
}

interface Application {
  id: number;
  companyCode: string;
  documentNo: string | null;
  formName: string;
  activityCode: string;
  /** The employee first, then the other travellers of a business trip. */
  employeeNos: string[];
  substituteNos: string[];
  dateFrom: string;
  dateTo: string;
}

/** The submission as an ERP record, or null when it makes none (not an application, no activity code, employee or period). */
async function loadApplication(db: Executor, submissionId: number): Promise<Application | null> {
  const row = await submissionsRepository.findWithForm(db, submissionId);
  const activityCode = row?.activity_code?.trim();
  if (!row || !row.is_application || !activityCode || !row.employee_no || !row.date_from) return null;

  const entries = await submissionsRepository.listEntriesOfFieldTypes(db, submissionId, [
    FieldType.participants,
    FieldType.substitutionEmployees,
  ]);
  const employeeNos = new Set([row.employee_no]);
  const substituteNos = new Set<string>();
  for (const entry of entries) {
    if (entry.type === FieldType.participants) {
      for (const traveller of parseFieldValue(FieldType.participants, entry.form_value))
        if (traveller.employeeNo) employeeNos.add(traveller.employeeNo);
    } else if (entry.form_value.trim() !== '' && entry.form_value.trim() !== row.employee_no) {
      substituteNos.add(entry.form_value.trim());
    }
  }
  return {
    id: row.id,
    companyCode: row.company_code,
    documentNo: row.document_no,
    formName: row.form_name,
    activityCode,
    employeeNos: [...employeeNos],
    substituteNos: [...substituteNos],
    dateFrom: row.date_from,
    dateTo: row.date_to ?? row.date_from,
  };
}

/**
 * On final approval of an application whose form has an activity code: queue its absence (one per
 * traveller of a business trip) and its substitution, if a substitute was named, towards the ERP.
 * Idempotent: queueing again keeps the rows queued first. Returns log lines.
 */
export async function queueApprovedApplicationRecord(trx: Executor, deps: ErpEffectDeps, submissionId: number): Promise<WorkflowEffect[]> {
  const application = await loadApplication(trx, submissionId);
  if (!application) return [];
  const now = deps.now();
  const effects: WorkflowEffect[] = [];
  const { id, companyCode, dateFrom, dateTo } = application;
  const shared = { dateFrom, dateTo, applicationNo: application.documentNo, submissionId: id };
  const isGroup = application.employeeNos.length > 1;

  for (const [index, employeeNo] of application.employeeNos.entries()) {
    const payload: AbsenceRecordPayload = {
      ...shared,
      employeeNo,
      activityCode: application.activityCode,
      description: application.formName,
      calendarDays: lithuanianCalendar.countCalendarDays(dateFrom, dateTo),
      workDays: lithuanianCalendar.countWorkDays(dateFrom, dateTo),
    };
    await enqueueErpChange(
      trx,
      { companyCode, kind: ErpChangeKind.absenceRecord, idempotencyKey: recordKey(id, 'absence', index, employeeNo), payload },
      now,
    );
    effects.push({
      description: WorkflowEffectKey.erpRecordQueued,
      result: `${application.activityCode} ${period(dateFrom, dateTo)}${isGroup ? ` ${employeeNo}` : ''}`,
    });
  }

  if (application.substituteNos.length > 0) {
    const codeText = await erpRepository.findActivityCodeText(trx, companyCode, application.activityCode);
    const labels = await peopleRepository.employeeLabels(trx, companyCode, application.substituteNos);
    const [employeeNo] = application.employeeNos as [string];
    for (const [index, substEmployeeNo] of application.substituteNos.entries()) {
      const payload: SubstitutionRecordPayload = {
        ...shared,
        employeeNo,
        substEmployeeNo,
        description: codeText ?? application.formName,
      };
      await enqueueErpChange(
        trx,
        {
          companyCode,
          kind: ErpChangeKind.substitutionRecord,
          idempotencyKey: recordKey(id, 'substitution', index, substEmployeeNo),
          payload,
        },
        now,
      );
      effects.push({
        description: WorkflowEffectKey.erpRecordQueued,
        result: `${labels.get(substEmployeeNo) ?? substEmployeeNo} ${period(dateFrom, dateTo)}`,
      });
    }
  }
  return effects;
}

/**
 * When an approved application is cancelled: queue the reversal of every record queued for it (none
 * if none was). A reversal carries its record's payload and key; the ERP worker holds it back while
 * that record is still pending. Idempotent like the record. Returns log lines.
 */
export async function queueApprovedApplicationReversal(
  trx: Executor,
  deps: ErpEffectDeps,
  submissionId: number,
): Promise<WorkflowEffect[]> {
  const records = await erpRepository.listQueuedRecordsOfSubmission(trx, submissionId, recordKinds);
  if (records.length === 0) return [];
  const now = deps.now();
  const effects: WorkflowEffect[] = [];
  const isGroup = records.filter((record) => record.kind === ErpChangeKind.absenceRecord).length > 1;
  const substituteNos = records.flatMap((record) => {
    const substitution =
      record.kind === ErpChangeKind.substitutionRecord ? SubstitutionRecordPayloadSchema.safeParse(record.payload).data : undefined;
    return substitution ? [substitution.substEmployeeNo] : [];
  });
  const labels = await peopleRepository.employeeLabels(trx, records[0]!.company_code, substituteNos);
  for (const record of records) {
    const kind = reversalKindOf[record.kind as (typeof recordKinds)[number]];
    const payload = { ...(record.payload as Record<string, Json>), reverses: record.idempotency_key };
    await enqueueErpChange(
      trx,
      { companyCode: record.company_code, kind, idempotencyKey: `${record.idempotency_key}:reverse`, payload },
      now,
    );
    effects.push({ description: WorkflowEffectKey.erpReversalQueued, result: reversalResult(record, isGroup, labels) });
  }
  return effects;
}

function reversalResult(
  record: { kind: string; idempotency_key: string; payload: Json },
  isGroup: boolean,
  labels: Map<string, string>,
): string {
  if (record.kind === ErpChangeKind.substitutionRecord) {
    const substitution = SubstitutionRecordPayloadSchema.safeParse(record.payload).data;
    if (!substitution) return record.idempotency_key;
    return `${labels.get(substitution.substEmployeeNo) ?? substitution.substEmployeeNo} ${period(substitution.dateFrom, substitution.dateTo)}`;
  }
  const absence = AbsenceRecordPayloadSchema.safeParse(record.payload).data;
  if (!absence) return record.idempotency_key;
  return `${absence.activityCode} ${period(absence.dateFrom, absence.dateTo)}${isGroup ? ` ${absence.employeeNo}` : ''}`;
}
