import {
  ActivityOutcome,
  activityDeadline,
  addDays,
  type IsoDate,
  isActivitySkipped,
  nextSubmissionState,
  SubmissionEvent,
  SubmissionState,
  SystemComment,
  WorkflowEffectKey,
  WorkflowLogKey,
  WorkflowMappingType,
} from '@portal/shared';
import type { Env } from '../../env';
import { JobName, scheduleJob } from '../../jobs/job-queue';
import { startOfDayIn } from '../../trpc/business-date';
import * as submissionsRepository from '../submissions/submissions.repository';
import type { SubmissionChange } from '../submissions/submissions.repository';
import { queueApprovedApplicationRecord, queueApprovedApplicationReversal } from './workflow-erp';
import * as logsRepository from './workflow-logs.repository';
import { queueWorkflowNotices, type WorkflowEffect } from './workflow-notifications';
import { effectDeps, type Run } from './workflow-run';
import * as repository from './workflows.repository';
import type { InstanceActivityRow, InstanceRow } from './workflows.repository';

// Moving a run along: activities start, complete, are skipped; a run ends approved, rejected or
// cancelled, and the document's state follows. Runs inside a use case's transaction.

/** The moment an activity's deadline day is over in the business time zone: when the deadline job runs. */
function endOfDeadlineDay(deadline: IsoDate, env: Env): Date {
  return startOfDayIn(addDays(deadline, 1), env.BUSINESS_TIME_ZONE);
}

export async function changeSubmission(run: Run, changes: SubmissionChange, changedBy: number | null): Promise<void> {
  await submissionsRepository.recordTransition(run.trx, run.submission.id, changes, changedBy, run.now);
}

/** A history entry of the system's own (no one acted). */
export function logSystem(
  run: Run,
  instance: InstanceRow,
  instanceActivityId: number | null,
  description: string,
  effects: readonly WorkflowEffect[],
): Promise<number> {
  return logsRepository.insertLog(run.trx, {
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

/**
 * Moves the run forward from its first waiting activity: skips activities without participants that
 * may be skipped, completes informational ones, and stops at the first that needs decisions (or
 * completes the run when none is left). What it did goes to `effects`.
 */
export async function advance(run: Run, instance: InstanceRow, effects: WorkflowEffect[], executedBy: number | null): Promise<void> {
  const { trx } = run;
  const activities = await repository.listInstanceActivities(trx, instance.id);
  for (const activity of activities.filter((each) => each.state === 'waiting')) {
    const participants = await repository.listParticipants(trx, [activity.id]);
    if (isActivitySkipped(participants.length, activity.skip_if_no_participants)) {
      await repository.finishActivity(trx, activity.id, 'skipped', run.now);
      await logSystem(run, instance, activity.id, WorkflowLogKey.activitySkipped, []);
      continue;
    }
    const deadline = activityDeadline(run.today, activity.duration_working_days ?? 0);
    await repository.startActivity(trx, activity.id, deadline, run.now);
    effects.push({ description: WorkflowEffectKey.nextActivity, result: activity.name });
    const noticeEffects = await queueWorkflowNotices(trx, effectDeps(run), {
      kind: 'activityStarted',
      submissionId: run.submission.id,
      instanceActivityId: activity.id,
      recipientUserIds: participants.map((participant) => participant.user_id),
    });
    if (!activity.confirm && participants.length > 0) {
      // Participants are informed only: the activity completes on its own.
      await repository.confirmPendingParticipants(trx, activity.id, SystemComment.confirmedAutomatically, run.now);
      await repository.finishActivity(trx, activity.id, 'approved', run.now);
      await logSystem(run, instance, activity.id, WorkflowLogKey.activityAutocompleted, noticeEffects);
      if (activity.is_final) return completeRun(run, instance, 'approved', effects, executedBy, null);
      continue;
    }
    await logSystem(run, instance, activity.id, WorkflowLogKey.activityStarted, noticeEffects);
    await submissionsRepository.setCurrentActivity(trx, run.submission.id, { id: activity.id, deadline }, run.now);
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

/** What an activity's outcome does to the run: wait, move on, or end it. */
export async function settleActivity(
  run: Run,
  instance: InstanceRow,
  activity: InstanceActivityRow,
  outcome: ActivityOutcome,
  effects: WorkflowEffect[],
  executedBy: number | null,
  comment: string | null,
): Promise<void> {
  if (outcome === ActivityOutcome.pending) return;
  await repository.finishActivity(run.trx, activity.id, outcome === ActivityOutcome.approved ? 'approved' : 'declined', run.now);
  if (outcome === ActivityOutcome.declined && activity.blocks_on_decline)
    return completeRun(run, instance, 'rejected', effects, executedBy, comment);
  if (outcome === ActivityOutcome.approved && activity.is_final)
    return completeRun(run, instance, 'approved', effects, executedBy, comment);
  await submissionsRepository.setCurrentActivity(run.trx, run.submission.id, null, run.now);
  await advance(run, instance, effects, executedBy);
}

/** Marks a run finished with `state`; its activities still waiting or active are cancelled. */
export async function closeRun(run: Run, instanceId: number, state: 'approved' | 'rejected' | 'cancelled'): Promise<void> {
  await repository.finishInstance(run.trx, instanceId, state, run.now);
  await submissionsRepository.setCurrentActivity(run.trx, run.submission.id, null, run.now);
}

/** Ends a run: the document's new state, the initiator told, the ERP record queued or reversed. */
async function completeRun(
  run: Run,
  instance: InstanceRow,
  outcome: 'approved' | 'rejected',
  effects: WorkflowEffect[],
  executedBy: number | null,
  comment: string | null,
): Promise<void> {
  const { trx, submission } = run;
  await closeRun(run, instance.id, outcome);
  const initiator = submission.initiated_by ?? submission.submitted_by;
  const recipients = initiator === null ? [] : [initiator];
  const notify = (kind: 'approved' | 'rejected' | 'cancelled') =>
    queueWorkflowNotices(trx, effectDeps(run), { kind, submissionId: submission.id, recipientUserIds: recipients, comment });
  let description: string;
  if (instance.type === WorkflowMappingType.initiation) {
    const state = nextSubmissionState(
      submission.state as SubmissionState,
      outcome === 'approved' ? SubmissionEvent.approve : SubmissionEvent.decline,
    )!;
    await changeSubmission(run, { state }, executedBy);
    description = outcome === 'approved' ? WorkflowLogKey.documentApproved : WorkflowLogKey.documentRejected;
    if (outcome === 'approved') effects.push(...(await queueApprovedApplicationRecord(trx, effectDeps(run), submission.id)));
    effects.push(...(await notify(outcome)));
  } else if (outcome === 'approved') {
    // The cancellation of an approved document was approved: the document is cancelled.
    await changeSubmission(run, { state: SubmissionState.cancelled, cancellation_in_progress: false }, executedBy);
    description = WorkflowLogKey.documentCancelled;
    effects.push(...(await queueApprovedApplicationReversal(trx, effectDeps(run), submission.id)));
    effects.push(...(await notify('cancelled')));
  } else {
    // The cancellation was declined: the document stays approved.
    await changeSubmission(run, { cancellation_in_progress: false }, executedBy);
    description = WorkflowLogKey.documentRejected;
    effects.push(...(await notify('rejected')));
  }
  await logSystem(run, instance, null, description, effects.splice(0));
}
