import { ActionCode, ErrorCode } from '@portal/shared';
import { DomainError } from '../../errors/domain-error';
import type { Caller, Run } from './workflow-run';
import * as repository from './workflows.repository';
import type { InstanceActivityRow, InstanceRow, ParticipantRow } from './workflows.repository';

export interface ActiveStep {
  instance: InstanceRow;
  activity: InstanceActivityRow;
  participants: ParticipantRow[];
}

/** The active run and its active activity, or undefined when the document waits on none. */
export async function findActiveStep(run: Run): Promise<ActiveStep | undefined> {
  const instance = await repository.findOpenInstance(run.trx, run.submission.id);
  if (!instance || instance.state !== 'active') return undefined;
  const activity = (await repository.listInstanceActivities(run.trx, instance.id)).find((each) => each.state === 'active');
  if (!activity) return undefined;
  return { instance, activity, participants: await repository.listParticipants(run.trx, [activity.id]) };
}

/**
 * The participant the caller acts as: themselves, someone they substitute today, or — for an
 * administrator naming one from the history — any participant. Nobody acts on a document they own
 * (filed, initiated, or about them), in any of these ways, nor for a participant who owns it.
 */
export async function actingParticipant(
  run: Run,
  caller: Caller,
  participants: ParticipantRow[],
  participantId: number | undefined,
): Promise<{ participant: ParticipantRow; asAdministrator: boolean }> {
  if (run.owners.has(caller.userId)) throw new DomainError(ErrorCode.permissionDenied);
  const eligible = participants.filter((participant) => !run.owners.has(participant.user_id));
  const substituted = await repository.substitutedEmployeeNos(run.trx, run.submission.company_code, caller.employeeNo, run.today);
  if (participantId !== undefined) {
    const named = participants.find((participant) => participant.id === participantId);
    if (!named) throw new DomainError(ErrorCode.workflowStepAlreadyDecided);
    if (!eligible.includes(named)) throw new DomainError(ErrorCode.permissionDenied);
    if (named.user_id === caller.userId) return { participant: named, asAdministrator: false };
    if (named.employee_no !== null && substituted.includes(named.employee_no)) return { participant: named, asAdministrator: false };
    if (caller.isAdmin) return { participant: named, asAdministrator: true };
    throw new DomainError(ErrorCode.permissionDenied);
  }
  const own = eligible.find((participant) => participant.user_id === caller.userId);
  if (own) return { participant: own, asAdministrator: false };
  const forSomeone = eligible.find(
    (participant) =>
      participant.action === ActionCode.pending && participant.employee_no !== null && substituted.includes(participant.employee_no),
  );
  if (forSomeone) return { participant: forSomeone, asAdministrator: false };
  throw new DomainError(ErrorCode.permissionDenied);
}

/** Someone whose step is over (they or another approver decided it) hears that, not "denied". */
export async function refusalFor(run: Run, caller: Caller, error: unknown): Promise<unknown> {
  if (
    error instanceof DomainError &&
    error.code === ErrorCode.permissionDenied &&
    !run.owners.has(caller.userId) &&
    (await repository.tookPart(run.trx, run.submission.id, caller.userId))
  ) {
    return new DomainError(ErrorCode.workflowStepAlreadyDecided);
  }
  return error;
}
