import { IsoDateSchema } from '@portal/shared';
import { z } from 'zod';

/** What the portal asks of the ERP through the outbox (erp_outbox.kind). */
export const ErpChangeKind = {
  absenceRecord: 'absence.record',
  absenceReverse: 'absence.reverse',
  substitutionRecord: 'substitution.record',
  substitutionReverse: 'substitution.reverse',
  /** Queued by the work-implement answer (respond-to-work-implement.ts). */
  workImplementStatus: 'work_implement.status',
  /** One employee's month of a schedule, in place of the version sent before (update-navision.ts). */
  scheduleMonth: 'schedule.month',
  /** One employee's approved month of a timesheet, in place of the version sent before (timesheets' update-navision.ts). */
  timesheetMonth: 'timesheet.month',
} as const;
export type ErpChangeKind = (typeof ErpChangeKind)[keyof typeof ErpChangeKind];

/** An approved application's absence (leave, business trip, illness …) of one employee. */
export const AbsenceRecordPayloadSchema = z.object({
  employeeNo: z.string().min(1),
  dateFrom: IsoDateSchema,
  dateTo: IsoDateSchema,
  activityCode: z.string().min(1),
  description: z.string(),
  /** The application's document number; null when its form has no numbering. */
  applicationNo: z.string().nullable(),
  /** The approved application; null for a planner's activity sent from a schedule (then `scheduleId` names it). */
  submissionId: z.number().int().nullable(),
  scheduleId: z.number().int().optional(),
  calendarDays: z.number(),
  /** Business days on the Lithuanian calendar. */
  workDays: z.number(),
});
export type AbsenceRecordPayload = z.infer<typeof AbsenceRecordPayloadSchema>;

const TimeSchema = z.string().regex(/^\d{2}:\d{2}$/);

/** A day of an employee's work schedule as the ERP keeps it. */
export const ScheduleMonthDaySchema = z.object({
  date: IsoDateSchema,
  /** The day's (first) shift; null for a day of activities only. */
  shiftCode: z.string().nullable(),
  startTime: TimeSchema.nullable(),
  endTime: TimeSchema.nullable(),
  workMinutes: z.number().int().min(0),
  /** The day's activity codes (absences), planners' and the ERP's own, in the schedule's order. */
  activityCodes: z.array(z.string().min(1)),
});
export type ScheduleMonthDay = z.infer<typeof ScheduleMonthDaySchema>;

/**
 * An employee's committed month of a schedule: every day with entries (a day left out has none). It
 * replaces what the ERP holds of that month from the schedule; `version` grows with every change sent,
 * so an older version arriving late is ignored. `digest` tells whether the days changed since.
 */
export const ScheduleMonthPayloadSchema = z.object({
  scheduleId: z.number().int(),
  scheduleCode: z.string().min(1),
  employeeNo: z.string().min(1),
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  version: z.number().int().min(1),
  digest: z.string().min(1),
  days: z.array(ScheduleMonthDaySchema),
});
export type ScheduleMonthPayload = z.infer<typeof ScheduleMonthPayloadSchema>;

/** A day of an employee's timesheet as the ERP keeps it: minutes per activity code, in code order. */
export const TimesheetMonthDaySchema = z.object({
  date: IsoDateSchema,
  figures: z.array(
    z.object({
      activityCode: z.string().min(1),
      /** worked, night, overtime, holiday or absence (timesheet_entries.hours_type). */
      hoursType: z.string().min(1),
      minutes: z.number().int().min(0).max(1440),
    }),
  ),
});
export type TimesheetMonthDay = z.infer<typeof TimesheetMonthDaySchema>;

/**
 * An employee's approved month of a timesheet: every day with hours (a day left out has none). It
 * replaces what the ERP holds of that month from the timesheet, versioned and fingerprinted as the
 * schedule's month is.
 */
export const TimesheetMonthPayloadSchema = z.object({
  timesheetId: z.number().int(),
  timesheetCode: z.string().min(1),
  employeeNo: z.string().min(1),
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  version: z.number().int().min(1),
  digest: z.string().min(1),
  days: z.array(TimesheetMonthDaySchema),
});
export type TimesheetMonthPayload = z.infer<typeof TimesheetMonthPayloadSchema>;

/** The substitute (substEmployeeNo) stands in for employeeNo over the application's period. */
export const SubstitutionRecordPayloadSchema = z.object({
  employeeNo: z.string().min(1),
  substEmployeeNo: z.string().min(1),
  dateFrom: IsoDateSchema,
  dateTo: IsoDateSchema,
  description: z.string(),
  applicationNo: z.string().nullable(),
  submissionId: z.number().int(),
});
export type SubstitutionRecordPayload = z.infer<typeof SubstitutionRecordPayloadSchema>;

/**
 * A reversal carries the record it undoes (its payload) and that record's idempotency key: the job queue
 * holds a reversal back while its record is still pending, so a retried record cannot land after it.
 */
export const reversalPayloadSchema = <T extends z.ZodRawShape>(record: z.ZodObject<T>) => record.extend({ reverses: z.string().min(1) });
export const AbsenceReversePayloadSchema = reversalPayloadSchema(AbsenceRecordPayloadSchema);
export type AbsenceReversePayload = z.infer<typeof AbsenceReversePayloadSchema>;
export const SubstitutionReversePayloadSchema = reversalPayloadSchema(SubstitutionRecordPayloadSchema);
export type SubstitutionReversePayload = z.infer<typeof SubstitutionReversePayloadSchema>;

/** One outbox row handed to the gateway. */
export interface ErpChangeToApply {
  outboxId: number;
  companyCode: string;
  kind: string;
  idempotencyKey: string;
  payload: unknown;
}

/**
 * The gateway's answer. An error the ERP will answer the same way again (unknown code, bad payload)
 * is not retryable and fails the row at once; anything else is retried with backoff, and no sooner
 * than `retryAfterSeconds` when the ERP said when to come back (HTTP 429/503 Retry-After).
 */
export type ErpApplyResult = { ok: true; message: string } | { ok: false; message: string; retryable: boolean; retryAfterSeconds?: number };

/**
 * The port towards the ERP (ARCHITECTURE: erp/ ErpGateway). Implementations must be idempotent: the
 * same change may be applied twice (a run dies after applying, before marking the row sent).
 * A thrown error counts as a retryable failure.
 */
export interface ErpGateway {
  /** For the log: which ERP answered ('mirror' while none is configured). */
  readonly name: string;
  apply(change: ErpChangeToApply): Promise<ErpApplyResult>;
}
