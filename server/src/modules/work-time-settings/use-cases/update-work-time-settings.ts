import type { LaborCodeSettings, WorkTimeSettings } from '@portal/shared';
import { type Executor, withTransaction } from '../../../db/transaction';
import { requireWorkTimeAction, type WorkTimeActor } from '../../work-time-access/work-time-access';
import * as settingsRepository from '../work-time-settings.repository';
import { getWorkTimeSettings } from './get-work-time-settings';

/** Saves the company's Labor Code limits and accounting period: a company-wide administer grant on schedules is needed. */
export async function updateWorkTimeSettings(
  db: Executor,
  actor: WorkTimeActor,
  laborCode: LaborCodeSettings,
  sdlaPeriodMonths?: number,
): Promise<WorkTimeSettings> {
  return withTransaction(db, async (trx) => {
    await requireWorkTimeAction(trx, actor, { objectType: 'schedule', objectId: null }, 'administer');
    await settingsRepository.upsert(trx, actor.companyCode, laborCode, actor.userId, sdlaPeriodMonths);
    return getWorkTimeSettings(trx, actor);
  });
}
