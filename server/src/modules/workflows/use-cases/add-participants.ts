import { ErrorCode, WorkflowLogKey, type WorkflowPlan } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import { peopleByUserId } from '../../users/people-by-user-id';
import { editableActivity } from '../editable-activity';
import * as logsRepository from '../workflow-logs.repository';
import { queueWorkflowNotices, type WorkflowEffect } from '../workflow-notifications';
import * as peopleRepository from '../workflow-people.repository';
import type { PersonRow } from '../workflow-people.repository';
import { buildPlan } from '../workflow-plan';
import { effectDeps, onLockedSubmission, type Run, type WorkflowContext } from '../workflow-run';
import * as repository from '../workflows.repository';

export type ParticipantSelection =
  | { by: 'user'; userId: number }
  | { by: 'department'; departmentCode: string; filterSDLAEmployees: boolean }
  | { by: 'jobTitle'; jobTitle: string };

const sourceOf = { user: 'employee', department: 'department', jobTitle: 'job_title' } as const;

/** The people a selection names; the document's owners are never among them (nobody approves their own document). */
async function selectedPeople(run: Run, selection: ParticipantSelection): Promise<PersonRow[]> {
  const { trx, submission } = run;
  if (selection.by === 'user') {
    const person = (await peopleByUserId(trx, submission.company_code, [selection.userId])).get(selection.userId);
    if (!person || !(await peopleRepository.isActiveUser(trx, selection.userId)))
      throw DomainError.forField('userId', ErrorCode.recordNotFound);
    if (run.owners.has(person.userId)) throw DomainError.forField('userId', ErrorCode.participantOwnsDocument);
    return [person];
  }
  const [filter, field] =
    selection.by === 'department'
      ? [{ departmentCode: selection.departmentCode, workTimeSetupOnly: selection.filterSDLAEmployees }, 'departmentCode']
      : [{ jobTitle: selection.jobTitle }, 'jobTitleCode'];
  const people = (await peopleRepository.employeesWhere(trx, submission.company_code, filter, run.today)).filter(
    (person) => !run.owners.has(person.userId),
  );
  if (people.length === 0) throw DomainError.forField(field, ErrorCode.noParticipantsFound);
  return people;
}

/** add-participant(-department, -by-job-title)-to-workflow-plan: people added to one activity of the run. */
export async function addParticipants(
  ctx: WorkflowContext,
  input: { id: number; participantActivityId: number },
  selection: ParticipantSelection,
): Promise<WorkflowPlan> {
  return onLockedSubmission(ctx, input.id, async (run, caller) => {
    const { trx, submission } = run;
    const { instance, activity } = await editableActivity(run, caller, input.participantActivityId);
    const people = await selectedPeople(run, selection);
    const inserted = await repository.insertParticipants(
      trx,
      activity.id,
      people.map((person) => ({ ...person, source: sourceOf[selection.by], canRemove: true, allToConfirmOverride: false })),
    );
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
      await logsRepository.insertLog(trx, {
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
