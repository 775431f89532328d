import {
  ActionCode,
  ActivityOutcome,
  activityDeadline,
  activityOutcome,
  ErrorCode,
  FieldType,
  isActivitySkipped,
  type IsoDate,
  nextSubmissionState,
  ParticipantGroupKind,
  parseFieldValue,
  type SetWorkflowInput,
  type StartWorkflowInput,
  SubmissionEvent,
  SubmissionState,
  SystemComment,
  type WorkflowActionInput,
  type WorkflowActionResult,
  WorkflowEffectKey,
  WorkflowLogKey,
  WorkflowMappingType,
  type WorkflowPlan,
} from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { type Executor, withTransaction } from '../../db/transaction';
import type { Env } from '../../env';
import { DomainError } from '../../errors/domain-error';
import { JobName, scheduleJob } from '../../jobs/job-queue';
import { addDays } from '@portal/shared';
import { businessToday, startOfDayIn } from '../../trpc/business-date';
import type { AppDeps } from '../../trpc/context';
import { findCurrentEmployee, isAdministrator, sessionCompany } from '../employees/employee-access';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import { buildPlan } from './workflow-plan';
import { queueApprovedApplicationRecord, queueApprovedApplicationReversal } from './workflow-erp';
import { queueWorkflowNotices, type WorkflowEffect } from './workflow-notifications';
import { peopleByUserId } from '../users/people-by-user-id';
import * as repository from './workflows.repository';
import type { ActivityDefinition, InstanceActivityRow, InstanceRow, LockedSubmission, ParticipantRow } from './workflows.repository';

// The approval engine (spec 1 §3–§4, issue #5). Every transition runs in one transaction that first
// locks the submission row: two approvers acting at once are serialised, the second sees the step
// already decided and is refused with a clear message, never applied twice. Effects — messages,
// mail, the ERP record, the deadline job — are rows written in that same transaction.

export interface WorkflowContext {
  db: Executor;
  auth: AuthenticatedSession;
  env: Env;
  now: () => Date;
}

export type ParticipantSelection =
  | { by: 'user'; userId: number }
  | { by: 'department'; departmentCode: string; filterSDLAEmployees: boolean }
  | { by: 'jobTitle'; jobTitle: string };

type Trx = Transaction<Database>;

/** What the engine needs inside its transaction, whether a person or the deadline job acts. */
interface Run {
  trx: Trx;
  env: Env;
  now: Date;
  today: IsoDate;
  submission: LockedSubmission;
}

/** The effects' view of a run: its clock and settings. */
function effectDeps(run: Run) {
  return { env: run.env, now: () => run.now };
}

interface Caller {
  userId: number;
  employeeNo: string | null;
  isAdmin: boolean;
  companyCode: string;
}

async function callerOf(ctx: WorkflowContext, db: Executor): Promise<Caller> {
  const own = await findCurrentEmployee({ db, auth: ctx.auth });
  return {
    userId: ctx.auth.user.id,
    employeeNo: own?.employeeNo ?? null,
    isAdmin: isAdministrator(ctx.auth),
    companyCode: sessionCompany(ctx.auth),
  };
}

async function lockOrNotFound(trx: Executor, submissionId: number, companyCode: string): Promise<LockedSubmission> {
  const submission = await repository.lockSubmission(trx, submissionId, companyCode);
  if (!submission) throw new DomainError(ErrorCode.documentNotFound);
  return submission;
}

/** The initiator (filer) or an administrator may set, start and cancel the document's workflows. */
function managesDocument(caller: Caller, submission: LockedSubmission): boolean {
  return caller.isAdmin || submission.submitted_by === caller.userId || submission.initiated_by === caller.userId;
}

/** Runs `work` in a transaction on the locked submission. */
async function onLockedSubmission<T>(
  ctx: WorkflowContext,
  submissionId: number,
  work: (run: Run, caller: Caller) => Promise<T>,
): Promise<T> {
  return withTransaction(ctx.db, async (trx) => {
    const caller = await callerOf(ctx, trx);
    const submission = await lockOrNotFound(trx, submissionId, caller.companyCode);
    return work({ trx, env: ctx.env, now: ctx.now(), today: businessToday(ctx), submission }, caller);
  });
}

// ——— Planning ————————————————————————————————————————————————————————————————

/** The employees named in the form's participant fields (type 13), for CustomParticipants activities. */
async function participantFieldEmployees(trx: Executor, submissionId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('form_submission_entries')
    .innerJoin('form_data', 'form_data.id', 'form_submission_entries.form_data_id')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .select('form_submission_entries.form_value')
    .where('form_submission_entries.submission_id', '=', submissionId)
    .where('form_metas.type', '=', FieldType.participants)
    .execute();
  return rows.flatMap((row) =>
    row.form_value ? parseFieldValue(FieldType.participants, row.form_value).map((participant) => participant.employeeNo) : [],
  );
}

interface ResolvedParticipant {
  userId: number;
  employeeNo: string | null;
  name: string;
  source: 'role' | 'manager' | 'participants';
  allToConfirmOverride: boolean;
}

/**
 * Who takes part in an activity: the members of its participant group (only those allowed for the
 * employee's department when the group is limited by allowed departments), the form's participants
 * for a CustomParticipants group, and the employee's line manager when the group asks for it.
 * Groups filled per document (CustomEmployee, CustomDepartment, CustomJobTitle) start empty.
 */
async function resolveParticipants(run: Run, activity: ActivityDefinition): Promise<ResolvedParticipant[]> {
  const { trx, submission } = run;
  const found: ResolvedParticipant[] = [];
  if (activity.role_id !== null) {
    const kind = activity.role_system_name;
    const employee = submission.employee_no
      ? await repository.findEmployeeDepartmentAndManager(trx, submission.company_code, submission.employee_no)
      : undefined;
    if (kind === ParticipantGroupKind.customParticipants) {
      const people = await repository.usersOfEmployees(trx, submission.company_code, await participantFieldEmployees(trx, submission.id));
      found.push(...people.map((person) => ({ ...person, source: 'participants' as const, allToConfirmOverride: false })));
    } else if (
      kind !== ParticipantGroupKind.customEmployee &&
      kind !== ParticipantGroupKind.customDepartment &&
      kind !== ParticipantGroupKind.customJobTitle
    ) {
      for (const member of await repository.roleMembers(trx, activity.role_id, submission.company_code)) {
        if (activity.limited_by_allowed_departments && !member.allowedDepartmentCodes.includes(employee?.department_code ?? '')) continue;
        found.push({
          userId: member.userId,
          employeeNo: member.employeeNo,
          name: member.name,
          source: 'role',
          allToConfirmOverride: member.allToConfirmOverride,
        });
      }
    }
    if (activity.employee_manager_to_confirm && employee?.manager_employee_no) {
      const managers = await repository.usersOfEmployees(trx, submission.company_code, [employee.manager_employee_no]);
      found.push(...managers.map((person) => ({ ...person, source: 'manager' as const, allToConfirmOverride: false })));
    }
  }
  const seen = new Set<number>();
  return found.filter((participant) => !seen.has(participant.userId) && seen.add(participant.userId));
}

/** Copies the workflow's activities into a planned run and resolves their participants. */
async function planRun(run: Run, caller: Caller, workflowId: number, type: WorkflowMappingType): Promise<InstanceRow> {
  const { trx, submission } = run;
  const mapped = await repository.listMappings(trx, submission.form_id, type);
  if (!mapped.some((mapping) => mapping.workflow_id === workflowId)) throw DomainError.forField('workflowId', ErrorCode.workflowNotMapped);
  const open = await repository.findOpenInstance(trx, submission.id);
  if (open?.state === 'active') throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
  // Choosing again in step 2 replaces the plan.
  if (open) await trx.deleteFrom('workflow_instances').where('id', '=', open.id).execute();

  const instance = await trx
    .insertInto('workflow_instances')
    .values({
      submission_id: submission.id,
      workflow_id: workflowId,
      type,
      state: 'planned',
      started_by: caller.userId,
      created_at: run.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const definitions = await repository.listActivityDefinitions(trx, workflowId);
  // The run starts at the activity marked initial; anything before it is not part of this run.
  const initialIndex = Math.max(
    0,
    definitions.findIndex((definition) => definition.initial),
  );
  for (const [index, definition] of definitions.slice(initialIndex).entries()) {
    const activity = await trx
      .insertInto('workflow_instance_activities')
      .values({
        instance_id: instance.id,
        activity_id: definition.id,
        sort_order: index,
        name: definition.name,
        description: definition.description,
        user_role_id: definition.user_role_id,
        confirm: definition.confirm,
        blocks_on_decline: definition.block && !definition.disable_block,
        is_final: definition.final,
        all_to_confirm: definition.all_to_confirm,
        skip_if_no_participants: definition.skip_if_no_participants,
        autocomplete_after_duration: definition.autocomplete_after_duration,
        allow_additional_participants: definition.allow_additional_participants,
        actions: definition.actions,
        duration_working_days: definition.duration_working_days,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const participants = await resolveParticipants(run, definition);
    if (participants.length > 0) {
      await trx
        .insertInto('workflow_participants')
        .values(
          participants.map((participant) => ({
            instance_activity_id: activity.id,
            user_id: participant.userId,
            employee_no: participant.employeeNo,
            name: participant.name,
            source: participant.source,
            // Who the workflow itself names stays; people added for this document may be taken off again.
            can_remove: false,
            all_to_confirm_override: participant.allToConfirmOverride,
          })),
        )
        .execute();
    }
  }
  await trx
    .updateTable('form_submissions')
    .set({ workflow_id: workflowId, workflow_instance_id: instance.id })
    .where('id', '=', submission.id)
    .execute();
  return instance;
}

/** The mapping type a document's state calls for: approval of a draft or filed one, cancellation of an approved one. */
function mappingTypeFor(state: string): WorkflowMappingType {
  if (state === SubmissionState.draft || state === SubmissionState.new) return WorkflowMappingType.initiation;
  if (state === SubmissionState.approved) return WorkflowMappingType.cancellation;
  // Under approval already, or decided: someone (perhaps the caller, a moment ago) got there first.
  throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
}

/** set-workflow: plans the run of a mapped workflow so step 3 can show and extend its participants. */
export async function setWorkflow(ctx: WorkflowContext, input: SetWorkflowInput): Promise<WorkflowPlan> {
  return onLockedSubmission(ctx, input.id, async (run, caller) => {
    if (!managesDocument(caller, run.submission)) throw new DomainError(ErrorCode.permissionDenied);
    await planRun(run, caller, input.workflowId, mappingTypeFor(run.submission.state));
    return (await buildPlan(run.trx, run.submission, run.today))!;
  });
}

// ——— Running —————————————————————————————————————————————————————————————————

async function bumpSubmission(
  run: Run,
  changes: Partial<{ state: string; cancellation_in_progress: boolean; initiated_by: number }>,
  changedBy: number | null,
) {
  await run.trx
    .updateTable('form_submissions')
    .set((eb) => ({
      ...changes,
      ...(changedBy === null ? {} : { changed_by: changedBy }),
      updated_at: run.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', run.submission.id)
    .execute();
}

async function setCurrentActivity(run: Run, activity: { id: number; deadline: IsoDate | null } | null) {
  await run.trx
    .updateTable('form_submissions')
    .set({
      workflow_activity_id: activity?.id ?? null,
      workflow_activity_date: activity ? run.now : null,
      deadline: activity?.deadline ?? null,
    })
    .where('id', '=', run.submission.id)
    .execute();
}

/** The moment an activity's deadline day is over in the business time zone: when the deadline job runs. */
function endOfDeadlineDay(deadline: IsoDate, env: Env): Date {
  return startOfDayIn(addDays(deadline, 1), env.BUSINESS_TIME_ZONE);
}

/**
 * Moves the run forward from its first waiting activity: skips activities without participants that
 * may be skipped, completes informational ones, and stops at the first that needs decisions (or
 * completes the run when none is left). Returns the log effects of what it did.
 */
async function advance(run: Run, instance: InstanceRow, effects: WorkflowEffect[], executedBy: number | null): Promise<void> {
  const { trx } = run;
  const activities = await repository.listInstanceActivities(trx, instance.id);
  for (const activity of activities.filter((each) => each.state === 'waiting')) {
    const participants = await repository.listParticipants(trx, [activity.id]);
    if (isActivitySkipped(participants.length, activity.skip_if_no_participants)) {
      await trx
        .updateTable('workflow_instance_activities')
        .set({ state: 'skipped', finished_at: run.now })
        .where('id', '=', activity.id)
        .execute();
      await logSystem(run, instance, activity.id, WorkflowLogKey.activitySkipped, []);
      continue;
    }
    const deadline = activityDeadline(run.today, activity.duration_working_days ?? 0);
    await trx
      .updateTable('workflow_instance_activities')
      .set({ state: 'active', started_at: run.now, deadline })
      .where('id', '=', activity.id)
      .execute();
    effects.push({ description: WorkflowEffectKey.nextActivity, result: activity.name });
    const noticeEffects = await queueWorkflowNotices(trx, effectDeps(run), {
      kind: 'activityStarted',
      submissionId: run.submission.id,
      instanceActivityId: activity.id,
      recipientUserIds: participants.map((participant) => participant.user_id),
    });
    if (!activity.confirm && participants.length > 0) {
      // Participants are informed only: the activity completes on its own.
      await trx
        .updateTable('workflow_participants')
        .set({ action: ActionCode.approved, system_comment: SystemComment.confirmedAutomatically, updated_at: run.now })
        .where('instance_activity_id', '=', activity.id)
        .execute();
      await trx
        .updateTable('workflow_instance_activities')
        .set({ state: 'approved', finished_at: run.now })
        .where('id', '=', activity.id)
        .execute();
      await logSystem(run, instance, activity.id, WorkflowLogKey.activityAutocompleted, noticeEffects);
      if (activity.is_final) return completeRun(run, instance, 'approved', effects, executedBy, null);
      continue;
    }
    await logSystem(run, instance, activity.id, WorkflowLogKey.activityStarted, noticeEffects);
    await setCurrentActivity(run, { id: activity.id, deadline });
    if (deadline && activity.autocomplete_after_duration) {
      await scheduleJob(trx, {
        name: JobName.activityDeadline,
        payload: { instanceActivityId: activity.id },
        runAt: endOfDeadlineDay(deadline, run.env),
        singletonKey: `activity-deadline:${activity.id}`,
      });
    }
    return;
  }
  await completeRun(run, instance, 'approved', effects, executedBy, null);
}

async function logSystem(
  run: Run,
  instance: InstanceRow,
  instanceActivityId: number | null,
  description: string,
  effects: readonly WorkflowEffect[],
) {
  return repository.insertLog(run.trx, {
    submissionId: run.submission.id,
    instanceId: instance.id,
    instanceActivityId,
    description,
    action: null,
    executedBy: null,
    onBehalfOf: null,
    comment: null,
    now: run.now,
    effects,
  });
}

/** Marks a run finished with `state`; its activities still waiting or active are cancelled. */
async function closeRun(run: Run, instanceId: number, state: 'approved' | 'rejected' | 'cancelled') {
  await run.trx.updateTable('workflow_instances').set({ state, finished_at: run.now }).where('id', '=', instanceId).execute();
  await run.trx
    .updateTable('workflow_instance_activities')
    .set({ state: 'cancelled', finished_at: run.now })
    .where('instance_id', '=', instanceId)
    .where('state', 'in', ['waiting', 'active'])
    .execute();
  await setCurrentActivity(run, null);
}

/** Ends a run: the document's new state, the initiator told, the ERP record queued or reversed. */
async function completeRun(
  run: Run,
  instance: InstanceRow,
  outcome: 'approved' | 'rejected',
  effects: WorkflowEffect[],
  executedBy: number | null,
  comment: string | null,
) {
  const { trx, submission } = run;
  await closeRun(run, instance.id, outcome);
  const initiator = submission.initiated_by ?? submission.submitted_by;
  const recipients = initiator === null ? [] : [initiator];
  let description: string;
  if (instance.type === WorkflowMappingType.initiation) {
    const state = nextSubmissionState(
      submission.state as SubmissionState,
      outcome === 'approved' ? SubmissionEvent.approve : SubmissionEvent.decline,
    )!;
    await bumpSubmission(run, { state }, executedBy);
    description = outcome === 'approved' ? WorkflowLogKey.documentApproved : WorkflowLogKey.documentRejected;
    if (outcome === 'approved') effects.push(...(await queueApprovedApplicationRecord(trx, effectDeps(run), submission.id)));
    effects.push(
      ...(await queueWorkflowNotices(trx, effectDeps(run), {
        kind: outcome,
        submissionId: submission.id,
        recipientUserIds: recipients,
        comment,
      })),
    );
  } else if (outcome === 'approved') {
    // The cancellation of an approved document was approved: the document is cancelled.
    await bumpSubmission(run, { state: SubmissionState.cancelled, cancellation_in_progress: false }, executedBy);
    description = WorkflowLogKey.documentCancelled;
    effects.push(...(await queueApprovedApplicationReversal(trx, effectDeps(run), submission.id)));
    effects.push(
      ...(await queueWorkflowNotices(trx, effectDeps(run), {
        kind: 'cancelled',
        submissionId: submission.id,
        recipientUserIds: recipients,
        comment,
      })),
    );
  } else {
    // The cancellation was declined: the document stays approved.
    await bumpSubmission(run, { cancellation_in_progress: false }, executedBy);
    description = WorkflowLogKey.documentRejected;
    effects.push(
      ...(await queueWorkflowNotices(trx, effectDeps(run), {
        kind: 'rejected',
        submissionId: submission.id,
        recipientUserIds: recipients,
        comment,
      })),
    );
  }
  await logSystem(run, instance, null, description, effects.splice(0));
}

/** start-workflow: starts the planned run (planning it first when the call names a workflow). */
export async function startWorkflow(ctx: WorkflowContext, input: StartWorkflowInput): Promise<WorkflowActionResult> {
  return onLockedSubmission(ctx, input.id, async (run, caller) => {
    const { trx, submission } = run;
    if (!managesDocument(caller, submission)) throw new DomainError(ErrorCode.permissionDenied);
    const type = mappingTypeFor(submission.state);
    let instance = await repository.findOpenInstance(trx, submission.id);
    if (instance?.state === 'active') throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
    if (input.workflowId !== undefined && (!instance || instance.workflow_id !== input.workflowId || instance.type !== type)) {
      instance = await planRun(run, caller, input.workflowId, type);
    }
    if (!instance || instance.type !== type) throw DomainError.forField('workflowId', ErrorCode.workflowNotMapped);

    await trx
      .updateTable('workflow_instances')
      .set({ state: 'active', started_by: caller.userId, started_at: run.now })
      .where('id', '=', instance.id)
      .execute();
    if (type === WorkflowMappingType.initiation) {
      await bumpSubmission(
        run,
        { state: SubmissionState.inProgress, initiated_by: submission.initiated_by ?? caller.userId },
        caller.userId,
      );
      run.submission = { ...submission, state: SubmissionState.inProgress, initiated_by: submission.initiated_by ?? caller.userId };
    } else {
      await bumpSubmission(run, { cancellation_in_progress: true }, caller.userId);
    }
    const logId = await repository.insertLog(trx, {
      submissionId: submission.id,
      instanceId: instance.id,
      instanceActivityId: null,
      description: type === WorkflowMappingType.initiation ? WorkflowLogKey.started : WorkflowLogKey.cancellationStarted,
      action: null,
      executedBy: caller.userId,
      onBehalfOf: null,
      comment: null,
      now: run.now,
    });
    const effects: WorkflowEffect[] = [];
    await advance(run, { ...instance, state: 'active' }, effects, caller.userId);
    await repository.insertLogEffects(trx, logId, effects);
    return { logId, state: await stateOf(trx, submission.id) };
  });
}

async function stateOf(db: Executor, submissionId: number): Promise<WorkflowActionResult['state']> {
  const row = await db.selectFrom('form_submissions').select('state').where('id', '=', submissionId).executeTakeFirstOrThrow();
  return row.state as WorkflowActionResult['state'];
}

/** The active run and its active activity; refused as already decided when there is none. */
async function activeStep(run: Run): Promise<{ instance: InstanceRow; activity: InstanceActivityRow; participants: ParticipantRow[] }> {
  const instance = await repository.findOpenInstance(run.trx, run.submission.id);
  if (!instance || instance.state !== 'active') throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
  const activity = (await repository.listInstanceActivities(run.trx, instance.id)).find((each) => each.state === 'active');
  if (!activity) throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
  return { instance, activity, participants: await repository.listParticipants(run.trx, [activity.id]) };
}

/**
 * The participant the caller acts as: themselves, someone they substitute today, or — for an
 * administrator naming one from the history — any pending participant.
 */
async function actingParticipant(
  run: Run,
  caller: Caller,
  participants: ParticipantRow[],
  participantId: number | undefined,
): Promise<{ participant: ParticipantRow; asAdministrator: boolean }> {
  // A substitute never decides on a document they filed themselves.
  const substituted = managesDocument({ ...caller, isAdmin: false }, run.submission)
    ? []
    : await repository.substitutedEmployeeNos(run.trx, run.submission.company_code, caller.employeeNo, run.today);
  if (participantId !== undefined) {
    const named = participants.find((participant) => participant.id === participantId);
    if (!named) throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
    if (named.user_id === caller.userId) return { participant: named, asAdministrator: false };
    if (named.employee_no !== null && substituted.includes(named.employee_no)) return { participant: named, asAdministrator: false };
    if (caller.isAdmin) return { participant: named, asAdministrator: true };
    throw new DomainError(ErrorCode.permissionDenied);
  }
  const own = participants.find((participant) => participant.user_id === caller.userId);
  if (own) return { participant: own, asAdministrator: false };
  const forSomeone = participants.find(
    (participant) =>
      participant.action === ActionCode.pending && participant.employee_no !== null && substituted.includes(participant.employee_no),
  );
  if (forSomeone) return { participant: forSomeone, asAdministrator: false };
  throw new DomainError(ErrorCode.permissionDenied);
}

/** Whether the caller took part in any run of the submission (so a late second click is "already decided", not "denied"). */
async function tookPart(db: Executor, submissionId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('workflow_participants')
    .innerJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_participants.instance_activity_id')
    .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
    .select('workflow_participants.id')
    .where('workflow_instances.submission_id', '=', submissionId)
    .where('workflow_participants.user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** approve-document / decline-document: a participant's (or their substitute's, or an administrator's) decision on the active activity. */
export async function decide(
  ctx: WorkflowContext,
  input: WorkflowActionInput,
  decision: 'approve' | 'decline',
): Promise<WorkflowActionResult> {
  return onLockedSubmission(ctx, input.id, async (run, caller) => {
    const { trx, submission } = run;
    let step: Awaited<ReturnType<typeof activeStep>>;
    try {
      step = await activeStep(run);
    } catch (error) {
      if (caller.isAdmin || managesDocument(caller, submission) || (await tookPart(trx, submission.id, caller.userId))) throw error;
      throw new DomainError(ErrorCode.permissionDenied);
    }
    const { instance, activity, participants } = step;
    const acting = await actingParticipant(run, caller, participants, input.participantId).catch(async (error: unknown) => {
      // Someone whose step is over (they or another approver decided it) hears that, not "denied".
      if (
        error instanceof DomainError &&
        error.code === ErrorCode.permissionDenied &&
        (await tookPart(trx, submission.id, caller.userId))
      ) {
        throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
      }
      throw error;
    });
    const { participant, asAdministrator } = acting;
    if (participant.action !== ActionCode.pending) throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
    if (!activity.actions.includes(decision)) throw new DomainError(ErrorCode.workflowActionNotAllowed);

    const action = decision === 'approve' ? ActionCode.approved : ActionCode.declined;
    const comment = input.comment ? input.comment : null;
    await trx
      .updateTable('workflow_participants')
      .set({
        action,
        comment,
        system_comment: asAdministrator ? SystemComment.confirmedByAdministrator : null,
        acted_by: caller.userId,
        updated_at: run.now,
      })
      .where('id', '=', participant.id)
      .execute();
    const logId = await repository.insertLog(trx, {
      submissionId: submission.id,
      instanceId: instance.id,
      instanceActivityId: activity.id,
      description: decision === 'approve' ? WorkflowLogKey.approved : WorkflowLogKey.declined,
      action,
      executedBy: caller.userId,
      onBehalfOf: participant.user_id === caller.userId ? null : participant.user_id,
      comment,
      now: run.now,
    });

    const decided = participants.map((each) => ({
      action: (each.id === participant.id ? action : each.action) as ActionCode,
      mustConfirm: each.all_to_confirm_override,
    }));
    const outcome = activityOutcome(decided, activity.all_to_confirm);
    const effects: WorkflowEffect[] = [];
    await settleActivity(run, instance, activity, outcome, effects, caller.userId, comment);
    await repository.insertLogEffects(trx, logId, effects);
    return { logId, state: await stateOf(trx, submission.id) };
  });
}

/** What an activity's outcome does to the run: wait, move on, or end it. */
async function settleActivity(
  run: Run,
  instance: InstanceRow,
  activity: InstanceActivityRow,
  outcome: ActivityOutcome,
  effects: WorkflowEffect[],
  executedBy: number | null,
  comment: string | null,
): Promise<void> {
  if (outcome === ActivityOutcome.pending) return;
  const state = outcome === ActivityOutcome.approved ? 'approved' : 'declined';
  await run.trx.updateTable('workflow_instance_activities').set({ state, finished_at: run.now }).where('id', '=', activity.id).execute();
  if (outcome === ActivityOutcome.declined && activity.blocks_on_decline)
    return completeRun(run, instance, 'rejected', effects, executedBy, comment);
  if (outcome === ActivityOutcome.approved && activity.is_final)
    return completeRun(run, instance, 'approved', effects, executedBy, comment);
  await setCurrentActivity(run, null);
  await advance(run, instance, effects, executedBy);
}

/**
 * cancel-document: the initiator (or a participant whose activity offers cancelling) withdraws a
 * document under approval; an administrator may cancel in any state but Draft and Cancelled.
 */
export async function cancelDocument(ctx: WorkflowContext, input: WorkflowActionInput): Promise<WorkflowActionResult> {
  return onLockedSubmission(ctx, input.id, async (run, caller) => {
    const { trx, submission } = run;
    const state = submission.state as SubmissionState;
    const instance = await repository.findOpenInstance(trx, submission.id);
    const activeActivity = instance
      ? (await repository.listInstanceActivities(trx, instance.id)).find((each) => each.state === 'active')
      : undefined;
    const participantMayCancel =
      activeActivity !== undefined &&
      activeActivity.actions.includes('cancel') &&
      (await repository.listParticipants(trx, [activeActivity.id])).some((participant) => participant.user_id === caller.userId);
    const allowed = caller.isAdmin || managesDocument(caller, submission) || participantMayCancel;
    if (!allowed) {
      if (await tookPart(trx, submission.id, caller.userId)) throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
      throw new DomainError(ErrorCode.permissionDenied);
    }
    const next = nextSubmissionState(state, SubmissionEvent.cancel, { isAdmin: caller.isAdmin });
    if (next === null) {
      throw new DomainError(state === SubmissionState.draft ? ErrorCode.workflowActionNotAllowed : ErrorCode.workflowStepAlreadyDecided);
    }
    const comment = input.comment ? input.comment : null;
    if (instance) await closeRun(run, instance.id, 'cancelled');
    else await setCurrentActivity(run, null);
    await bumpSubmission(run, { state: next, cancellation_in_progress: false }, caller.userId);
    const effects: WorkflowEffect[] = [];
    if (state === SubmissionState.approved) effects.push(...(await queueApprovedApplicationReversal(trx, effectDeps(run), submission.id)));
    const initiator = submission.initiated_by ?? submission.submitted_by;
    if (initiator !== null && initiator !== caller.userId) {
      effects.push(
        ...(await queueWorkflowNotices(trx, effectDeps(run), {
          kind: 'cancelled',
          submissionId: submission.id,
          recipientUserIds: [initiator],
          comment,
        })),
      );
    }
    const logId = await repository.insertLog(trx, {
      submissionId: submission.id,
      instanceId: instance?.id ?? null,
      instanceActivityId: activeActivity?.id ?? null,
      description: WorkflowLogKey.cancelled,
      action: null,
      executedBy: caller.userId,
      onBehalfOf: null,
      comment,
      now: run.now,
      effects,
    });
    return { logId, state: next };
  });
}

// ——— Participants ——————————————————————————————————————————————————————————————

/**
 * Who may change an activity's participants: an administrator on the open run's active or waiting
 * activities; the initiator while planning (step 3), on activities that take additional participants.
 */
async function editableActivity(run: Run, caller: Caller, instanceActivityId: number) {
  const instance = await repository.findOpenInstance(run.trx, run.submission.id);
  const activity = instance
    ? (await repository.listInstanceActivities(run.trx, instance.id)).find((each) => each.id === instanceActivityId)
    : undefined;
  if (!instance || !activity) throw DomainError.forField('participantActivityId', ErrorCode.recordNotFound);
  if (activity.state !== 'waiting' && activity.state !== 'active') throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
  const planning = instance.state === 'planned' && managesDocument(caller, run.submission) && activity.allow_additional_participants;
  if (!caller.isAdmin && !planning) throw new DomainError(ErrorCode.permissionDenied);
  return { instance, activity };
}

export async function addParticipants(
  ctx: WorkflowContext,
  input: { id: number; participantActivityId: number },
  selection: ParticipantSelection,
): Promise<WorkflowPlan> {
  return onLockedSubmission(ctx, input.id, async (run, caller) => {
    const { trx, submission } = run;
    const { instance, activity } = await editableActivity(run, caller, input.participantActivityId);
    let people: repository.PersonRow[];
    let source: 'employee' | 'department' | 'job_title';
    if (selection.by === 'user') {
      const person = (await peopleByUserId(trx, submission.company_code, [selection.userId])).get(selection.userId);
      const active = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', selection.userId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!person || !active) throw DomainError.forField('userId', ErrorCode.recordNotFound);
      people = [person];
      source = 'employee';
    } else if (selection.by === 'department') {
      people = await repository.employeesWhere(
        trx,
        submission.company_code,
        { departmentCode: selection.departmentCode, workTimeSetupOnly: selection.filterSDLAEmployees },
        run.today,
      );
      source = 'department';
      if (people.length === 0) throw DomainError.forField('departmentCode', ErrorCode.noParticipantsFound);
    } else {
      people = await repository.employeesWhere(trx, submission.company_code, { jobTitle: selection.jobTitle }, run.today);
      source = 'job_title';
      if (people.length === 0) throw DomainError.forField('jobTitleCode', ErrorCode.noParticipantsFound);
    }
    const inserted = await trx
      .insertInto('workflow_participants')
      .values(
        people.map((person) => ({
          instance_activity_id: activity.id,
          user_id: person.userId,
          employee_no: person.employeeNo,
          name: person.name,
          source,
          can_remove: true,
        })),
      )
      .onConflict((conflict) => conflict.columns(['instance_activity_id', 'user_id']).doNothing())
      .returning(['user_id', 'name'])
      .execute();
    if (inserted.length > 0) {
      const effects: WorkflowEffect[] =
        activity.state === 'active'
          ? await queueWorkflowNotices(trx, effectDeps(run), {
              kind: 'activityStarted',
              submissionId: submission.id,
              instanceActivityId: activity.id,
              recipientUserIds: inserted.map((row) => row.user_id),
            })
          : [];
      await repository.insertLog(trx, {
        submissionId: submission.id,
        instanceId: instance.id,
        instanceActivityId: activity.id,
        description: WorkflowLogKey.participantAdded,
        action: null,
        executedBy: caller.userId,
        onBehalfOf: null,
        comment: inserted.map((row) => row.name).join(', '),
        now: run.now,
        effects,
      });
    }
    return (await buildPlan(trx, submission, run.today))!;
  });
}

export async function removeParticipant(ctx: WorkflowContext, participantId: number): Promise<WorkflowPlan> {
  const companyCode = sessionCompany(ctx.auth);
  const owner = await ctx.db
    .selectFrom('workflow_participants')
    .innerJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_participants.instance_activity_id')
    .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
    .innerJoin('form_submissions', 'form_submissions.id', 'workflow_instances.submission_id')
    .select(['workflow_instances.submission_id'])
    .where('workflow_participants.id', '=', participantId)
    .where('form_submissions.company_code', '=', companyCode)
    .executeTakeFirst();
  if (!owner) throw new DomainError(ErrorCode.recordNotFound);
  return onLockedSubmission(ctx, owner.submission_id, async (run, caller) => {
    const { trx, submission } = run;
    const participant = await trx.selectFrom('workflow_participants').selectAll().where('id', '=', participantId).executeTakeFirst();
    if (!participant) throw new DomainError(ErrorCode.recordNotFound);
    const { instance, activity } = await editableActivity(run, caller, participant.instance_activity_id);
    if (!participant.can_remove || participant.action !== ActionCode.pending) throw new DomainError(ErrorCode.participantNotRemovable);
    await trx.deleteFrom('workflow_participants').where('id', '=', participantId).execute();
    await repository.insertLog(trx, {
      submissionId: submission.id,
      instanceId: instance.id,
      instanceActivityId: activity.id,
      description: WorkflowLogKey.participantRemoved,
      action: null,
      executedBy: caller.userId,
      onBehalfOf: null,
      comment: participant.name,
      now: run.now,
    });
    // Taking off the last one who had not yet approved may complete the activity.
    if (activity.state === 'active') {
      const rest = await repository.listParticipants(trx, [activity.id]);
      if (rest.length > 0) {
        const outcome = activityOutcome(
          rest.map((each) => ({ action: each.action as ActionCode, mustConfirm: each.all_to_confirm_override })),
          activity.all_to_confirm,
        );
        const effects: WorkflowEffect[] = [];
        await settleActivity(run, instance, activity, outcome, effects, caller.userId, null);
        if (effects.length > 0) await logSystem(run, instance, activity.id, WorkflowLogKey.activityStarted, effects);
      }
    }
    return (await buildPlan(trx, submission, run.today))!;
  });
}

// ——— The deadline job ——————————————————————————————————————————————————————————

/**
 * Completes an activity whose deadline day is over when it says so (autocompleteAfterDuration):
 * its pending participants are marked "confirmed automatically" and the run moves on. Safe to run
 * twice or late: it acts only on an activity that is still active and overdue. 'notDueYet' tells the
 * job to try again (the queue's clock ran ahead of the business day).
 */
export type OverdueActivityResult = 'completed' | 'notDueYet' | 'nothingToDo';

export async function completeOverdueActivity(
  deps: Pick<AppDeps, 'db' | 'env' | 'now'>,
  instanceActivityId: number,
): Promise<OverdueActivityResult> {
  return deps.db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('workflow_instance_activities')
      .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
      .innerJoin('form_submissions', 'form_submissions.id', 'workflow_instances.submission_id')
      .select(['form_submissions.id', 'form_submissions.company_code'])
      .where('workflow_instance_activities.id', '=', instanceActivityId)
      .executeTakeFirst();
    if (!owner) return 'nothingToDo';
    const submission = await lockOrNotFound(trx, owner.id, owner.company_code);
    const run: Run = { trx, env: deps.env, now: deps.now(), today: businessToday(deps), submission };
    const activity = await trx
      .selectFrom('workflow_instance_activities')
      .selectAll()
      .where('id', '=', instanceActivityId)
      .executeTakeFirst();
    if (!activity || activity.state !== 'active' || !activity.autocomplete_after_duration || activity.deadline === null)
      return 'nothingToDo';
    if (activity.deadline >= run.today) return 'notDueYet';
    const instance = await trx
      .selectFrom('workflow_instances')
      .selectAll()
      .where('id', '=', activity.instance_id)
      .executeTakeFirstOrThrow();
    if (instance.state !== 'active') return 'nothingToDo';
    await trx
      .updateTable('workflow_participants')
      .set({ action: ActionCode.approved, system_comment: SystemComment.confirmedAutomatically, acted_by: null, updated_at: run.now })
      .where('instance_activity_id', '=', activity.id)
      .where('action', '=', ActionCode.pending)
      .execute();
    const logId = await logSystem(run, instance, activity.id, WorkflowLogKey.activityAutocompleted, []);
    const effects: WorkflowEffect[] = [];
    await settleActivity(run, instance, activity, ActivityOutcome.approved, effects, null, null);
    await repository.insertLogEffects(trx, logId, effects);
    return 'completed';
  });
}

/**
 * Saving a document with the initiate option (submit-form, update-document) starts its approval: the
 * form's first initiation mapping, as spec 1 §4 has it. Runs in the caller's transaction; answers the
 * state it left the document in, or null when the form has no workflow (the document stays New).
 */
export async function initiateWithFirstMapping(
  ctx: WorkflowContext,
  submissionId: number,
  formId: number,
): Promise<WorkflowActionResult['state'] | null> {
  const [first] = await repository.listMappings(ctx.db, formId, WorkflowMappingType.initiation);
  if (!first) return null;
  const result = await startWorkflow(ctx, { id: submissionId, workflowId: first.workflow_id });
  return result.state;
}
