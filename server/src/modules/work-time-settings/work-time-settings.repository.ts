import type { LaborCodeSettings } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';

// The company's work-time settings row (work_time_settings): absent until the company saves its own.

export function findForCompany(db: Executor, companyCode: string) {
  return db.selectFrom('work_time_settings').selectAll().where('company_code', '=', companyCode).executeTakeFirst();
}

export type SettingsRow = NonNullable<Awaited<ReturnType<typeof findForCompany>>>;

export function toLaborCodeSettings(row: SettingsRow): LaborCodeSettings {
  return {
    maxConsecutiveWorkDays: row.max_consecutive_work_days,
    maxWeeklyMinutes: row.max_weekly_minutes,
    maxWeeklyMinutesWithConsent: row.max_weekly_minutes_with_consent,
    maxShiftMinutes: row.max_shift_minutes,
    breakThresholdMinutes: row.break_threshold_minutes,
    minBreakMinutes: row.min_break_minutes,
    minDailyRestMinutes: row.min_daily_rest_minutes,
    minWeeklyRestMinutes: row.min_weekly_rest_minutes,
  };
}

/** Saves the company's limits (and the accounting period when given), its first save creating the row. */
export async function upsert(
  db: Executor,
  companyCode: string,
  settings: LaborCodeSettings,
  updatedBy: number,
  sdlaPeriodMonths?: number,
): Promise<void> {
  const columns = {
    ...(sdlaPeriodMonths === undefined ? {} : { sdla_period_months: sdlaPeriodMonths }),
    max_consecutive_work_days: settings.maxConsecutiveWorkDays,
    max_weekly_minutes: settings.maxWeeklyMinutes,
    max_weekly_minutes_with_consent: settings.maxWeeklyMinutesWithConsent,
    max_shift_minutes: settings.maxShiftMinutes,
    break_threshold_minutes: settings.breakThresholdMinutes,
    min_break_minutes: settings.minBreakMinutes,
    min_daily_rest_minutes: settings.minDailyRestMinutes,
    min_weekly_rest_minutes: settings.minWeeklyRestMinutes,
    updated_by: updatedBy,
  };
  await db
    .insertInto('work_time_settings')
    .values({ company_code: companyCode, ...columns })
    .onConflict((conflict) => conflict.column('company_code').doUpdateSet({ ...columns, updated_at: sql`now()` }))
    .execute();
}
