import { ErrorCode } from '@portal/shared';
import { DomainError } from '../../errors/domain-error';
import { managesDocument, type Caller, type Run } from './workflow-run';
import * as repository from './workflows.repository';

/**
 * Who may change an activity's participants: an administrator on the open run's active or waiting
 * activities; the initiator while planning (step 3), on activities that take additional participants.
 */
export async function editableActivity(run: Run, caller: Caller, instanceActivityId: number) {
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
