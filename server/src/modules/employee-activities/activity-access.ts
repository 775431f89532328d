import { ErrorCode, type IsoDate, type SetupPermissions } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { allows, permittedActions, type WorkTimeActor } from '../work-time-access/work-time-access';

// Employee activities belong to no one schedule: like the overtime agreements they take the planners'
// company-wide work-time grant (on schedules, whose lines and timesheets they fill): view to read,
// create, edit or delete to change them (administer covers all; whoever may change them reads them).
// A grant on one schedule is not enough, and an employee without a grant has none of these calls.

export type ActivityAction = 'view' | 'create' | 'edit' | 'delete';

export interface ActivityContext {
  db: Executor;
  actor: WorkTimeActor;
  today: IsoDate;
}

function mayDo(held: Parameters<typeof allows>[0], action: ActivityAction): boolean {
  if (action === 'view') return (['view', 'create', 'edit', 'delete'] as const).some((each) => allows(held, each));
  return allows(held, action);
}

/** Refuses with "permission denied" unless the actor holds the action company-wide. */
export async function requireActivityAction(db: Executor, actor: WorkTimeActor, action: ActivityAction): Promise<void> {
  const held = await permittedActions(db, actor, { objectType: 'schedule', objectId: null });
  if (!mayDo(held, action)) throw new DomainError(ErrorCode.permissionDenied);
}

/** What the screen offers the actor (answered, not refused). */
export async function activityPermissions({ db, actor }: ActivityContext): Promise<SetupPermissions> {
  const held = await permittedActions(db, actor, { objectType: 'schedule', objectId: null });
  return {
    canView: mayDo(held, 'view'),
    canCreate: allows(held, 'create'),
    canEdit: allows(held, 'edit'),
    canDelete: allows(held, 'delete'),
  };
}
