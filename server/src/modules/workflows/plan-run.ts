import { ErrorCode, SubmissionState, WorkflowMappingType } from '@portal/shared';
import { DomainError } from '../../errors/domain-error';
import * as submissionsRepository from '../submissions/submissions.repository';
import { confirmingManager, resolutionOf, resolveParticipants } from './resolve-participants';
import * as definitionsRepository from './workflow-definitions.repository';
import * as peopleRepository from './workflow-people.repository';
import type { Caller, Run } from './workflow-run';
import * as repository from './workflows.repository';
import type { InstanceRow } from './workflows.repository';

/** The mapping type a document's state calls for: approval of a draft or filed one, cancellation of an approved one. */
export function mappingTypeFor(state: string): WorkflowMappingType {
  if (state === SubmissionState.draft || state === SubmissionState.new) return WorkflowMappingType.initiation;
  if (state === SubmissionState.approved) return WorkflowMappingType.cancellation;
  // Under approval already, or decided: someone (perhaps the caller, a moment ago) got there first.
  throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
}

/** Copies the workflow's activities into a planned run and resolves their participants. */
export async function planRun(run: Run, caller: Caller, workflowId: number, type: WorkflowMappingType): Promise<InstanceRow> {
  const { trx, submission } = run;
  const mapped = await definitionsRepository.listMappings(trx, submission.form_id, type);
  if (!mapped.some((mapping) => mapping.workflow_id === workflowId)) throw DomainError.forField('workflowId', ErrorCode.workflowNotMapped);
  const open = await repository.findOpenInstance(trx, submission.id);
  if (open?.state === 'active') throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
  // Choosing again in step 2 replaces the plan.
  if (open) await repository.deleteInstance(trx, open.id);

  const instance = await repository.insertInstance(trx, {
    submissionId: submission.id,
    workflowId,
    type,
    startedBy: caller.userId,
    now: run.now,
  });
  const definitions = await definitionsRepository.listActivityDefinitions(trx, workflowId);
  // The run starts at the activity marked initial; anything before it is not part of this run.
  const initialIndex = Math.max(
    0,
    definitions.findIndex((definition) => definition.initial),
  );
  for (const [index, definition] of definitions.slice(initialIndex).entries()) {
    const activityId = await repository.insertInstanceActivity(trx, instance.id, index, definition);
    await repository.insertParticipants(trx, activityId, await resolveParticipants(resolutionOf(run), definition));
  }
  await submissionsRepository.setWorkflowRun(trx, submission.id, { workflowId, instanceId: instance.id });
  return instance;
}

/**
 * Whoever starts a planned run becomes its initiator, and so one of its owners: they are taken off
 * its activities; where they were the confirming line manager, their own manager takes their place.
 */
export async function removeOwnersFromPlan(run: Run, instance: InstanceRow): Promise<void> {
  const { trx, submission } = run;
  const activities = await repository.listInstanceActivities(trx, instance.id);
  for (const activity of activities) {
    const owners = (await repository.listParticipants(trx, [activity.id])).filter((participant) => run.owners.has(participant.user_id));
    if (owners.length === 0) continue;
    await repository.deleteParticipants(
      trx,
      owners.map((participant) => participant.id),
    );
    for (const manager of owners.filter((participant) => participant.source === 'manager' && participant.employee_no !== null)) {
      const above = await peopleRepository.findEmployeeDepartmentAndManager(trx, submission.company_code, manager.employee_no!);
      const replacements = await confirmingManager(resolutionOf(run), above?.manager_employee_no ?? null);
      await repository.insertParticipants(
        trx,
        activity.id,
        replacements.map((person) => ({ ...person, source: 'manager', canRemove: false, allToConfirmOverride: false })),
      );
    }
  }
}
