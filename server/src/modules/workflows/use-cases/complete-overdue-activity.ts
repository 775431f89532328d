import { ActivityOutcome, SystemComment, WorkflowLogKey } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import type { AppDeps } from '../../../trpc/context';
import { logSystem, settleActivity } from '../advance-run';
import * as logsRepository from '../workflow-logs.repository';
import type { WorkflowEffect } from '../workflow-notifications';
import { lockRun } from '../workflow-run';
import * as repository from '../workflows.repository';

/** 'notDueYet' tells the job to try again (the queue's clock ran ahead of the business day). */
export type OverdueActivityResult = 'completed' | 'notDueYet' | 'nothingToDo';

/**
 * The deadline job: completes an activity whose deadline day is over when it says so
 * (autocompleteAfterDuration): its pending participants are marked "confirmed automatically" and the
 * run moves on. Safe to run twice or late: it acts only on an activity that is still active and overdue.
 */
export async function completeOverdueActivity(
  deps: Pick<AppDeps, 'db' | 'env' | 'now'>,
  instanceActivityId: number,
): Promise<OverdueActivityResult> {
  return withTransaction(deps.db, async (trx) => {
    const owner = await repository.findSubmissionOfActivity(trx, instanceActivityId);
    if (!owner) return 'nothingToDo';
    const run = await lockRun(deps, trx, owner.submission_id, null);
    const activity = await repository.findInstanceActivity(trx, instanceActivityId);
    if (!activity || activity.state !== 'active' || !activity.autocomplete_after_duration || activity.deadline === null)
      return 'nothingToDo';
    if (activity.deadline >= run.today) return 'notDueYet';
    const instance = await repository.findInstance(trx, activity.instance_id);
    if (instance.state !== 'active') return 'nothingToDo';
    await repository.confirmPendingParticipants(trx, activity.id, SystemComment.confirmedAutomatically, run.now);
    const logId = await logSystem(run, instance, activity.id, WorkflowLogKey.activityAutocompleted, []);
    const effects: WorkflowEffect[] = [];
    await settleActivity(run, instance, activity, ActivityOutcome.approved, effects, null, null);
    await logsRepository.insertLogEffects(trx, logId, effects);
    return 'completed';
  });
}
