import {
  accountingPeriodOf,
  DEFAULT_SDLA_PERIOD_MONTHS,
  ErrorCode,
  isEmptyErpDate,
  monthRange,
  type SdlaInput,
  type SdlaSummary,
  summariseSdla,
} from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import * as workTimeSettingsRepository from '../../work-time-settings/work-time-settings.repository';
import { type ScheduleContext, scheduleFor } from '../schedule-access';
import * as schedulesRepository from '../schedules.repository';

/**
 * GET schedules/{id}/sdla/{year}/{month}/{employeeNo} (view): the employee's summarised working-time
 * accounting over the company's accounting period holding the month, up to and including it, from the
 * committed entries of this schedule (shared summariseSdla). The employee must be on the schedule
 * some day of the period so far; otherwise "not found".
 */
export async function getSdlaSummary(ctx: ScheduleContext, input: SdlaInput): Promise<SdlaSummary> {
  const schedule = await scheduleFor(ctx, ctx.db, input.scheduleId, 'view');
  const settings = await workTimeSettingsRepository.findForCompany(ctx.db, ctx.companyCode);
  const periodMonths = settings?.sdla_period_months ?? DEFAULT_SDLA_PERIOD_MONTHS;
  const period = accountingPeriodOf(input.year, input.month, periodMonths);
  const range = { from: period.from, to: monthRange(input.year, input.month).to };
  const key = { scheduleId: schedule.id, employeeNo: input.employeeNo, ...range };
  const [memberships, months] = await Promise.all([
    schedulesRepository.listEmployeeMemberships(ctx.db, { ...key, companyCode: ctx.companyCode }),
    schedulesRepository.sumEmployeeMinutesByMonth(ctx.db, key),
  ]);
  if (memberships.length === 0) throw new DomainError(ErrorCode.recordNotFound);
  const accounting = summariseSdla({
    year: input.year,
    month: input.month,
    periodMonths,
    memberships: memberships.map((membership) => ({ validFrom: membership.valid_from, validTo: membership.valid_to })),
    appointments: memberships.flatMap((membership) =>
      membership.appointments.map(([from, to, share]) => ({
        validFrom: from,
        validTo: isEmptyErpDate(to) ? null : to,
        partTimeShare: Number(share),
      })),
    ),
    months: months.map((row) => ({
      year: Number(row.year),
      month: Number(row.month),
      workMinutes: Number(row.work_minutes),
      absenceMinutes: Number(row.absence_minutes),
    })),
  });
  return { scheduleId: schedule.id, employeeNo: input.employeeNo, year: input.year, month: input.month, ...accounting };
}
