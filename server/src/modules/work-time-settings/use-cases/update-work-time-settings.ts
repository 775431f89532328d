import type { LaborCodeSettings, WorkTimeSettings } from '@portal/shared';
import { type Executor, withTransaction } from '../../../db/transaction';
import { requireWorkTimeAction, type WorkTimeActor } from '../../work-time-access/work-time-access';
import * as settingsRepository from '../work-time-settings.repository';
import { getWorkTimeSettings } from './get-work-time-settings';

/** Saves the company's Labor Code limits: a company-wide administer grant on schedules is needed. */
export async function updateWorkTimeSettings(db: Executor, actor: WorkTimeActor, laborCode: LaborCodeSettings): Promise<WorkTimeSettings> {
  return withTransaction(db, async (trx) => {
    await requireWorkTimeAction(trx, actor, { objectType: 'schedule', objectId: null }, 'administer');
    await settingsRepository.upsert(trx, actor.companyCode, laborCode, actor.userId);
    return getWorkTimeSettings(trx, actor);
  });
}
