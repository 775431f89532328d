import { ErrorCode, type IsoDate, type SetupPermissions } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import {
  allows,
  permittedActions,
  viewableObjects,
  type WorkTimeActor,
  type WorkTimeGrantAction,
} from '../work-time-access/work-time-access';

// Shift groups, shifts and formulas are the company's setup for every schedule (spec 2 §6): whoever may
// view some schedule (or change them) may read them; changing them takes the company-wide create, edit or delete grant on
// schedules (or administer), as creating a schedule does.

export type SetupAction = 'create' | 'edit' | 'delete';
const SETUP_ACTIONS: readonly SetupAction[] = ['create', 'edit', 'delete'];

/** Whether the actor may view at least one schedule of the company, or may change the setup (whoever may change it reads it). */
async function canReadSetup(db: Executor, actor: WorkTimeActor, companyWide: readonly WorkTimeGrantAction[]): Promise<boolean> {
  if (SETUP_ACTIONS.some((action) => allows(companyWide, action))) return true;
  const viewable = await viewableObjects(db, actor, 'schedule');
  return viewable.all || viewable.ids.length > 0;
}

/** Refuses with "permission denied" unless the actor may read the setup (canReadSetup). */
export async function requireSetupRead(db: Executor, actor: WorkTimeActor): Promise<void> {
  const companyWide = await permittedActions(db, actor, { objectType: 'schedule', objectId: null });
  if (!(await canReadSetup(db, actor, companyWide))) throw new DomainError(ErrorCode.permissionDenied);
}

/** Refuses with "permission denied" unless the actor holds the action company-wide. */
export async function requireSetupWrite(db: Executor, actor: WorkTimeActor, action: SetupAction): Promise<void> {
  const held = await permittedActions(db, actor, { objectType: 'schedule', objectId: null });
  if (!allows(held, action)) throw new DomainError(ErrorCode.permissionDenied);
}

/**
 * What the screens offer the actor. Answered rather than refused, so a screen asks it first and
 * explains a missing view instead of calling what it would be refused.
 */
export async function setupPermissions({ db, actor }: SetupContext): Promise<SetupPermissions> {
  const held = await permittedActions(db, actor, { objectType: 'schedule', objectId: null });
  return {
    canView: await canReadSetup(db, actor, held),
    canCreate: allows(held, 'create'),
    canEdit: allows(held, 'edit'),
    canDelete: allows(held, 'delete'),
  };
}

/** What every use case of the setup needs: the database, who asks in which company, and today's business date. */
export interface SetupContext {
  db: Executor;
  actor: WorkTimeActor;
  today: IsoDate;
}
