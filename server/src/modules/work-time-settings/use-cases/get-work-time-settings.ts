import { DEFAULT_LABOR_CODE_SETTINGS, DEFAULT_SDLA_PERIOD_MONTHS, type WorkTimeSettings } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import { permittedActions, type WorkTimeActor } from '../../work-time-access/work-time-access';
import * as settingsRepository from '../work-time-settings.repository';

/** The company's Labor Code limits (the Labour Code's defaults until it saves its own), readable by anyone in the work-time area. */
export async function getWorkTimeSettings(db: Executor, actor: WorkTimeActor): Promise<WorkTimeSettings> {
  const [row, companyWide] = await Promise.all([
    settingsRepository.findForCompany(db, actor.companyCode),
    permittedActions(db, actor, { objectType: 'schedule', objectId: null }),
  ]);
  return {
    laborCode: row ? settingsRepository.toLaborCodeSettings(row) : { ...DEFAULT_LABOR_CODE_SETTINGS },
    sdlaPeriodMonths: row?.sdla_period_months ?? DEFAULT_SDLA_PERIOD_MONTHS,
    isDefault: row === undefined,
    canEdit: companyWide.includes('administer'),
    updatedAt: row?.updated_at ?? null,
  };
}
