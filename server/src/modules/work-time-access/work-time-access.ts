import { ErrorCode } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import * as accessRepository from './work-time-access.repository';
import type { WorkTimeGrantAction, WorkTimeObjectType } from './work-time-access.repository';

export type { WorkTimeGrantAction, WorkTimeObjectType } from './work-time-access.repository';

/** Who asks, in which company: the work-time procedures' context (workTimeProcedure sets companyCode). */
export interface WorkTimeActor {
  userId: number;
  companyCode: string;
}

/** 'administer' covers every action; any other action covers only itself. */
export function allows(held: readonly WorkTimeGrantAction[], action: WorkTimeGrantAction): boolean {
  return held.includes('administer') || held.includes(action);
}

/** The actions the actor may take on one object (with objectId null: on all objects of the kind, and creating one). */
export async function permittedActions(
  db: Executor,
  actor: WorkTimeActor,
  target: { objectType: WorkTimeObjectType; objectId: number | null },
): Promise<WorkTimeGrantAction[]> {
  const held = await accessRepository.heldActions(db, { ...actor, ...target });
  return held.includes('administer') ? ALL_ACTIONS : held;
}

const ALL_ACTIONS: WorkTimeGrantAction[] = [
  'view',
  'create',
  'edit',
  'delete',
  'administer',
  'change_status',
  'fill_documents',
  'confirm_documents',
];

/**
 * The one work-time permission check every procedure makes (spec 2 §6): refuses with "permission
 * denied" unless the actor holds the action on the object (or on all objects of its kind in the
 * company). The caller has already found the object in the actor's company, so another company's
 * object is "not found" before it gets here.
 */
export async function requireWorkTimeAction(
  db: Executor,
  actor: WorkTimeActor,
  target: { objectType: WorkTimeObjectType; objectId: number | null },
  action: WorkTimeGrantAction,
): Promise<void> {
  const held = await accessRepository.heldActions(db, { ...actor, ...target });
  if (!allows(held, action)) throw new DomainError(ErrorCode.permissionDenied);
}

/**
 * For lists: which objects of a kind the actor may view, as either "all of them" or their ids, with
 * the actions held on each (company-wide grants included).
 */
export async function viewableObjects(
  db: Executor,
  actor: WorkTimeActor,
  objectType: WorkTimeObjectType,
): Promise<{ all: boolean; ids: number[]; actionsOf: (objectId: number) => WorkTimeGrantAction[] }> {
  const grants = await accessRepository.heldActionsByObject(db, { ...actor, objectType });
  const companyWide = grants.filter((grant) => grant.objectId === null).map((grant) => grant.action);
  const byObject = new Map<number, WorkTimeGrantAction[]>();
  for (const grant of grants) {
    if (grant.objectId !== null) byObject.set(grant.objectId, [...(byObject.get(grant.objectId) ?? []), grant.action]);
  }
  const actionsOf = (objectId: number): WorkTimeGrantAction[] => {
    const held = [...new Set([...companyWide, ...(byObject.get(objectId) ?? [])])];
    return held.includes('administer') ? ALL_ACTIONS : held;
  };
  const all = allows(companyWide, 'view');
  const ids = [...byObject.keys()].filter((objectId) => allows(actionsOf(objectId), 'view'));
  return { all, ids, actionsOf };
}
