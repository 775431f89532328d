import { z } from 'zod';
import { textSchema } from '../api/input-primitives';
import { RecordIdSchema } from '../api/envelope';
import { SubmissionStateSchema } from '../documents/submission-state';
import { ErrorCode } from '../errors/error-codes';

// The shapes of the workflow calls (spec 1 §3 "Workflow activity", "Workflow log entry", "Workflow
// plan", "Workflow mapping", §7 set-workflow … get-workflow-mappings).

/** Mapping type 0 starts a document's approval; type 1 cancels an approved document. */
export const WorkflowMappingType = { initiation: 0, cancellation: 1 } as const;
export type WorkflowMappingType = (typeof WorkflowMappingType)[keyof typeof WorkflowMappingType];
export const WorkflowMappingTypeSchema = z.union([z.literal(0), z.literal(1)]);

/** Participant groups whose members are chosen per document rather than fixed (spec 1 §6). */
export const ParticipantGroupKind = {
  customEmployee: 'CustomEmployee',
  customDepartment: 'CustomDepartment',
  customJobTitle: 'CustomJobTitle',
  customParticipants: 'CustomParticipants',
} as const;
export type ParticipantGroupKind = (typeof ParticipantGroupKind)[keyof typeof ParticipantGroupKind];

export const WorkflowInstanceState = {
  planned: 'planned',
  active: 'active',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
} as const;
export type WorkflowInstanceState = (typeof WorkflowInstanceState)[keyof typeof WorkflowInstanceState];

export const ActivityState = {
  waiting: 'waiting',
  active: 'active',
  approved: 'approved',
  declined: 'declined',
  skipped: 'skipped',
  cancelled: 'cancelled',
} as const;
export type ActivityState = (typeof ActivityState)[keyof typeof ActivityState];

const ActionCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const WorkflowMappingSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  workflowId: z.number().int(),
  type: WorkflowMappingTypeSchema,
  workflow: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable(), description: z.string() }),
});
export type WorkflowMapping = z.infer<typeof WorkflowMappingSchema>;

export const ParticipantSubstituteSchema = z.object({ employeeNo: z.string(), name: z.string() });

export const WorkflowParticipantSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  employeeNo: z.string().nullable(),
  action: ActionCodeSchema,
  /** When they (or someone for them) acted. */
  updated: z.date().nullable(),
  comment: z.string().nullable(),
  /** A catalogue key (SystemComment) when the system or an administrator acted. */
  systemComment: z.string().nullable(),
  /** Who acted when it was not the participant (a substitute or an administrator). */
  actedBy: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  /** Employees substituting for this participant today: they may act for them. */
  substitutes: z.array(ParticipantSubstituteSchema),
  canRemove: z.boolean(),
  allToConfirmOverride: z.boolean(),
});
export type WorkflowParticipant = z.infer<typeof WorkflowParticipantSchema>;

export const WorkflowPlanActivitySchema = z.object({
  /** The activity of this run (workflow_instance_activities.id): ParticipantActivityId in the calls. */
  id: z.number().int(),
  workflowId: z.number().int(),
  name: z.string(),
  /** null: no English name; the Lithuanian one is shown (as for every nameEn). */
  nameEn: z.string().nullable(),
  description: z.string(),
  state: z.enum(ActivityState),
  confirm: z.boolean(),
  final: z.boolean(),
  allToConfirm: z.boolean(),
  skipIfNoParticipants: z.boolean(),
  durationWorkingDays: z.number().int().nullable(),
  autocompleteAfterDuration: z.boolean(),
  allowAdditionalParticipants: z.boolean(),
  deadline: z.string().nullable(),
  isNearDeadline: z.boolean(),
  startedAt: z.date().nullable(),
  finishedAt: z.date().nullable(),
  userRoles: z.object({ id: z.number().int(), name: z.string(), systemName: z.string().nullable() }).nullable(),
  workflowActivityParticipants: z.array(WorkflowParticipantSchema),
});
export type WorkflowPlanActivity = z.infer<typeof WorkflowPlanActivitySchema>;

export const WorkflowPlanSchema = z.object({
  instanceId: z.number().int(),
  workflowId: z.number().int(),
  workflowName: z.string(),
  workflowNameEn: z.string().nullable(),
  type: WorkflowMappingTypeSchema,
  state: z.enum(WorkflowInstanceState),
  workflowActivities: z.array(WorkflowPlanActivitySchema),
  /** Step 3 offers the participant picker: some activity of the plan takes additional participants. */
  additionalParticipants: z.boolean(),
});
export type WorkflowPlan = z.infer<typeof WorkflowPlanSchema>;

export const WorkflowLogEntrySchema = z.object({
  id: z.number().int(),
  /** A catalogue key (workflow.log.*). */
  description: z.string(),
  action: ActionCodeSchema.nullable(),
  createDate: z.date(),
  activityName: z.string().nullable(),
  activityNameEn: z.string().nullable(),
  /** Null: the system. */
  executedBy: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  /** The participant a substitute or an administrator acted for. */
  onBehalfOf: z.object({ userId: z.number().int(), name: z.string() }).nullable(),
  comment: z.string().nullable(),
  files: z.array(z.object({ id: z.number().int(), formFileId: z.number().int(), fileName: z.string(), sizeBytes: z.number().int() })),
  workflowExecutionLogEntries: z.array(z.object({ id: z.number().int(), description: z.string(), result: z.string() })),
});
export type WorkflowLogEntry = z.infer<typeof WorkflowLogEntrySchema>;

/** A comment on approve, decline and cancel: optional, at most 2,000 characters. */
export const WorkflowCommentSchema = textSchema().trim().max(2000, ErrorCode.invalidValue);

export const GetWorkflowMappingsInputSchema = z.strictObject({
  formId: RecordIdSchema,
  type: z.coerce.number().pipe(WorkflowMappingTypeSchema),
});

export const SubmissionIdInputSchema = z.strictObject({ id: RecordIdSchema });

/** set-workflow: plan the run of a mapped workflow (type 0 on a Draft or New document, type 1 on an Approved one). */
export const SetWorkflowInputSchema = z.strictObject({ id: RecordIdSchema, workflowId: RecordIdSchema });
export type SetWorkflowInput = z.infer<typeof SetWorkflowInputSchema>;

/**
 * Why the employee asks to cancel an approved document: required (blank after trimming is refused),
 * at most 2,000 characters. It goes into the history, where the cancellation's approvers read it.
 */
export const CancellationReasonSchema = WorkflowCommentSchema.min(1, ErrorCode.fieldRequired);

/**
 * start-workflow: start the planned run (set-workflow first, or name the workflow to plan and start at
 * once). Starting a cancellation workflow (on an Approved document) needs `reason`
 * (CancellationReasonSchema); the server checks it there, as only it knows which run starts.
 */
export const StartWorkflowInputSchema = z.strictObject({
  id: RecordIdSchema,
  workflowId: RecordIdSchema.optional(),
  reason: WorkflowCommentSchema.optional(),
});
export type StartWorkflowInput = z.infer<typeof StartWorkflowInputSchema>;

/**
 * approve-document / decline-document / cancel-document. An administrator acting from the history
 * names the participant (participantId) they act for, and must give the reason. activityId is the
 * run's active activity the client showed (the plan's activity id): when the document has moved on
 * since, the decision is refused as already decided instead of deciding the next step. Old clients
 * leave it out. A decline must say why: its comment (or, from an administrator, the reason).
 */
export const WorkflowActionInputSchema = z.strictObject({
  id: RecordIdSchema,
  comment: WorkflowCommentSchema.optional(),
  participantId: RecordIdSchema.optional(),
  reason: WorkflowCommentSchema.optional(),
  activityId: RecordIdSchema.optional(),
});
export type WorkflowActionInput = z.infer<typeof WorkflowActionInputSchema>;

export const WorkflowActionResultSchema = z.object({
  /** The log entry of the action: files for it go to submit-form-file-workflow-execution-log/{logId}. */
  logId: z.number().int(),
  state: SubmissionStateSchema,
});
export type WorkflowActionResult = z.infer<typeof WorkflowActionResultSchema>;

export const AddParticipantInputSchema = z.strictObject({
  id: RecordIdSchema,
  participantActivityId: RecordIdSchema,
  userId: RecordIdSchema,
});
export type AddParticipantInput = z.infer<typeof AddParticipantInputSchema>;

export const AddDepartmentParticipantsInputSchema = z.strictObject({
  id: RecordIdSchema,
  participantActivityId: RecordIdSchema,
  departmentCode: textSchema().trim().min(1, ErrorCode.fieldRequired).max(50),
  /** Only the department's employees set up in work-time management (the SDLA list). */
  filterSDLAEmployees: z.boolean().default(false),
});
export type AddDepartmentParticipantsInput = z.infer<typeof AddDepartmentParticipantsInputSchema>;

export const AddJobTitleParticipantsInputSchema = z.strictObject({
  id: RecordIdSchema,
  participantActivityId: RecordIdSchema,
  jobTitleCode: textSchema().trim().min(1, ErrorCode.fieldRequired).max(200),
});
export type AddJobTitleParticipantsInput = z.infer<typeof AddJobTitleParticipantsInputSchema>;

/** remove-participant-from-workflow-plan/{id}: the participant's id. */
export const RemoveParticipantInputSchema = z.strictObject({ id: RecordIdSchema });

/** What a history entry records (catalogue keys the interface translates). */
export const WorkflowLogKey = {
  started: 'workflow.log.started',
  cancellationStarted: 'workflow.log.cancellation_started',
  approved: 'workflow.log.approved',
  declined: 'workflow.log.declined',
  cancelled: 'workflow.log.cancelled',
  activityStarted: 'workflow.log.activity_started',
  activitySkipped: 'workflow.log.activity_skipped',
  /** The deadline passed on an activity that completes itself. */
  activityAutocompleted: 'workflow.log.activity_autocompleted',
  documentApproved: 'workflow.log.document_approved',
  documentRejected: 'workflow.log.document_rejected',
  /** The cancellation workflow completed: the approved document is cancelled. */
  documentCancelled: 'workflow.log.document_cancelled',
  participantAdded: 'workflow.log.participant_added',
  participantRemoved: 'workflow.log.participant_removed',
} as const;
export type WorkflowLogKey = (typeof WorkflowLogKey)[keyof typeof WorkflowLogKey];

/** What an action caused, listed under its history entry (descriptions of workflowExecutionLogEntries). */
export const WorkflowEffectKey = {
  /** result: the recipient's name. */
  messageQueued: 'workflow.effect.message_queued',
  /** result: the recipient's name (in-app message only: they turned e-mails off, or have no address). */
  messageInAppOnly: 'workflow.effect.message_in_app_only',
  /** result: what was queued (e.g. the absence's code and dates). */
  erpRecordQueued: 'workflow.effect.erp_record_queued',
  erpReversalQueued: 'workflow.effect.erp_reversal_queued',
  /** result: the activity's name. */
  nextActivity: 'workflow.effect.next_activity',
  /** result: why an administrator decided for the participant the entry names. */
  administratorReason: 'workflow.effect.administrator_reason',
} as const;
export type WorkflowEffectKey = (typeof WorkflowEffectKey)[keyof typeof WorkflowEffectKey];
