import { ErrorCode, type IsoDate, type SetupPermissions } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { allows, permittedActions, type WorkTimeActor } from '../work-time-access/work-time-access';

// Overtime agreements belong to no one schedule: they take the company-wide work-time grant (on
// schedules, whose Labor Code check they change): view to read, create, edit or delete to change them
// (administer covers all; whoever may change them reads them). A grant on one schedule is not enough.

export type OvertimeAction = 'view' | 'create' | 'edit' | 'delete';

/** Refuses with "permission denied" unless the actor holds the action company-wide. */
export async function requireOvertimeAction(db: Executor, actor: WorkTimeActor, action: OvertimeAction): Promise<void> {
  const held = await permittedActions(db, actor, { objectType: 'schedule', objectId: null });
  if (!mayDo(held, action)) throw new DomainError(ErrorCode.permissionDenied);
}

function mayDo(held: Parameters<typeof allows>[0], action: OvertimeAction): boolean {
  if (action === 'view') return (['view', 'create', 'edit', 'delete'] as const).some((each) => allows(held, each));
  return allows(held, action);
}

/** What the screen offers the actor (answered, not refused). */
export async function overtimePermissions({ db, actor }: OvertimeContext): Promise<SetupPermissions> {
  const held = await permittedActions(db, actor, { objectType: 'schedule', objectId: null });
  return {
    canView: mayDo(held, 'view'),
    canCreate: allows(held, 'create'),
    canEdit: allows(held, 'edit'),
    canDelete: allows(held, 'delete'),
  };
}

export interface OvertimeContext {
  db: Executor;
  actor: WorkTimeActor;
  today: IsoDate;
}
