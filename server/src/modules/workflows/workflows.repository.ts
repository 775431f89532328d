import { ActionCode, type IsoDate, type SystemComment, type WorkflowMappingType } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { idsInCompany } from '../submissions/submissions.repository';
import type { ActivityDefinition } from './workflow-definitions.repository';

// A document's runs (migration 0006): workflow_instances with the activities and participants copied
// from the definition when the workflow was set, and today's substitutions of participants.

export type InstanceState = 'planned' | 'active' | 'approved' | 'rejected' | 'cancelled';
export type ActivityRunState = 'waiting' | 'active' | 'approved' | 'declined' | 'skipped' | 'cancelled';

// ——— Runs ————————————————————————————————————————————————————————————————————

/** The submission's open run (planned or active), if any. */
export function findOpenInstance(db: Executor, submissionId: number) {
  return db
    .selectFrom('workflow_instances')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .where('state', 'in', ['planned', 'active'])
    .executeTakeFirst();
}
export type InstanceRow = NonNullable<Awaited<ReturnType<typeof findOpenInstance>>>;

export function findInstance(db: Executor, instanceId: number) {
  return db.selectFrom('workflow_instances').selectAll().where('id', '=', instanceId).executeTakeFirstOrThrow();
}

export function insertInstance(
  db: Executor,
  values: { submissionId: number; workflowId: number; type: WorkflowMappingType; startedBy: number; now: Date },
) {
  return db
    .insertInto('workflow_instances')
    .values({
      submission_id: values.submissionId,
      workflow_id: values.workflowId,
      type: values.type,
      state: 'planned',
      started_by: values.startedBy,
      created_at: values.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Drops a planned run (choosing again in step 2 replaces the plan); its activities and participants go with it. */
export async function deleteInstance(db: Executor, instanceId: number): Promise<void> {
  await db.deleteFrom('workflow_instances').where('id', '=', instanceId).execute();
}

export async function activateInstance(db: Executor, instanceId: number, startedBy: number, now: Date): Promise<void> {
  await db
    .updateTable('workflow_instances')
    .set({ state: 'active', started_by: startedBy, started_at: now })
    .where('id', '=', instanceId)
    .execute();
}

/** Marks a run finished; its activities still waiting or active are cancelled. */
export async function finishInstance(db: Executor, instanceId: number, state: InstanceState, now: Date): Promise<void> {
  await db.updateTable('workflow_instances').set({ state, finished_at: now }).where('id', '=', instanceId).execute();
  await db
    .updateTable('workflow_instance_activities')
    .set({ state: 'cancelled', finished_at: now })
    .where('instance_id', '=', instanceId)
    .where('state', 'in', ['waiting', 'active'])
    .execute();
}

// ——— Activities of a run ——————————————————————————————————————————————————————

export function listInstanceActivities(db: Executor, instanceId: number) {
  return db
    .selectFrom('workflow_instance_activities')
    .selectAll()
    .where('instance_id', '=', instanceId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}
export type InstanceActivityRow = Awaited<ReturnType<typeof listInstanceActivities>>[number];

export function findInstanceActivity(db: Executor, instanceActivityId: number) {
  return db.selectFrom('workflow_instance_activities').selectAll().where('id', '=', instanceActivityId).executeTakeFirst();
}

/** The submission a run's activity belongs to, to lock it before acting. */
export function findSubmissionOfActivity(db: Executor, instanceActivityId: number) {
  return db
    .selectFrom('workflow_instance_activities')
    .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
    .select(['workflow_instances.submission_id'])
    .where('workflow_instance_activities.id', '=', instanceActivityId)
    .executeTakeFirst();
}

/** Copies one activity of the definition into the run, in position `sortOrder`. */
export async function insertInstanceActivity(db: Executor, instanceId: number, sortOrder: number, definition: ActivityDefinition) {
  const { id } = await db
    .insertInto('workflow_instance_activities')
    .values({
      instance_id: instanceId,
      activity_id: definition.id,
      sort_order: sortOrder,
      name: definition.name,
      name_en: definition.name_en,
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
  return id;
}

export async function startActivity(db: Executor, instanceActivityId: number, deadline: IsoDate | null, now: Date): Promise<void> {
  await db
    .updateTable('workflow_instance_activities')
    .set({ state: 'active', started_at: now, deadline })
    .where('id', '=', instanceActivityId)
    .execute();
}

export async function finishActivity(
  db: Executor,
  instanceActivityId: number,
  state: Extract<ActivityRunState, 'approved' | 'declined' | 'skipped'>,
  now: Date,
): Promise<void> {
  await db.updateTable('workflow_instance_activities').set({ state, finished_at: now }).where('id', '=', instanceActivityId).execute();
}

// ——— Participants ————————————————————————————————————————————————————————————

export function listParticipants(db: Executor, instanceActivityIds: readonly number[]) {
  if (instanceActivityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('workflow_participants')
    .selectAll()
    .where('instance_activity_id', 'in', instanceActivityIds)
    .orderBy('id')
    .execute();
}
export type ParticipantRow = Awaited<ReturnType<typeof listParticipants>>[number];

export function findParticipant(db: Executor, participantId: number) {
  return db.selectFrom('workflow_participants').selectAll().where('id', '=', participantId).executeTakeFirst();
}

/** The submission a participant's run belongs to, within the company. */
export function findSubmissionOfParticipant(db: Executor, participantId: number, companyCode: string) {
  return db
    .selectFrom('workflow_participants')
    .innerJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_participants.instance_activity_id')
    .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
    .select(['workflow_instances.submission_id'])
    .where('workflow_participants.id', '=', participantId)
    .where('workflow_instances.submission_id', 'in', idsInCompany(db, companyCode))
    .executeTakeFirst();
}

export interface NewParticipant {
  userId: number;
  employeeNo: string | null;
  name: string;
  source: 'role' | 'manager' | 'participants' | 'employee' | 'department' | 'job_title';
  /** Who the workflow itself names stays; people added for this document may be taken off again. */
  canRemove: boolean;
  allToConfirmOverride: boolean;
}

/** Adds participants to an activity; someone already on it is left as they are. Returns those added. */
export async function insertParticipants(db: Executor, instanceActivityId: number, participants: readonly NewParticipant[]) {
  if (participants.length === 0) return [];
  return db
    .insertInto('workflow_participants')
    .values(
      participants.map((participant) => ({
        instance_activity_id: instanceActivityId,
        user_id: participant.userId,
        employee_no: participant.employeeNo,
        name: participant.name,
        source: participant.source,
        can_remove: participant.canRemove,
        all_to_confirm_override: participant.allToConfirmOverride,
      })),
    )
    .onConflict((conflict) => conflict.columns(['instance_activity_id', 'user_id']).doNothing())
    .returning(['user_id', 'name'])
    .execute();
}

export async function deleteParticipants(db: Executor, participantIds: readonly number[]): Promise<void> {
  if (participantIds.length === 0) return;
  await db.deleteFrom('workflow_participants').where('id', 'in', participantIds).execute();
}

/** A participant's decision, made by `actedBy` (themselves, a substitute or an administrator). */
export async function recordParticipantAction(
  db: Executor,
  participantId: number,
  decision: { action: ActionCode; comment: string | null; systemComment: SystemComment | null; actedBy: number; now: Date },
): Promise<void> {
  await db
    .updateTable('workflow_participants')
    .set({
      action: decision.action,
      comment: decision.comment,
      system_comment: decision.systemComment,
      acted_by: decision.actedBy,
      updated_at: decision.now,
    })
    .where('id', '=', participantId)
    .execute();
}

/** Marks the activity's participants still pending as approved by the system (informational steps, deadlines). */
export async function confirmPendingParticipants(
  db: Executor,
  instanceActivityId: number,
  systemComment: SystemComment,
  now: Date,
): Promise<void> {
  await db
    .updateTable('workflow_participants')
    .set({ action: ActionCode.approved, system_comment: systemComment, acted_by: null, updated_at: now })
    .where('instance_activity_id', '=', instanceActivityId)
    .where('action', '=', ActionCode.pending)
    .execute();
}

/** Whether the user takes part in any run of the submission. */
export async function tookPart(db: Executor, submissionId: number, userId: number): Promise<boolean> {
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

// ——— Substitutions ————————————————————————————————————————————————————————————

/** Employee numbers the employee substitutes for on `today` (their active substitutions). */
export async function substitutedEmployeeNos(
  db: Executor,
  companyCode: string,
  substituteEmployeeNo: string | null,
  today: IsoDate,
): Promise<string[]> {
  if (!substituteEmployeeNo) return [];
  const rows = await db
    .selectFrom('substitutions')
    .select('employee_no')
    .distinct()
    .where('company_code', '=', companyCode)
    .where('subst_employee_no', '=', substituteEmployeeNo)
    .where('date_from', '<=', today)
    .where('date_to', '>=', today)
    .execute();
  return rows.map((row) => row.employee_no);
}
