import {
  accountingPeriodOf,
  DEFAULT_SDLA_PERIOD_MONTHS,
  ErrorCode,
  monthRange,
  summariseSdla,
  type TimesheetSdlaInput,
  type TimesheetSdlaSummary,
  TotalHoursInclusion,
} from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import * as workTimeSettingsRepository from '../../work-time-settings/work-time-settings.repository';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { activityCodesOf } from './list-activity-codes';
import { listReportLines } from './report-lines';
import { sdlaMonthsByEmployee } from './sdla-months';

/**
 * GET timesheets/{id}/sdla/{year}/{month}/{employeeNo} (view): the line's summed working-time accounting
 * over the company's accounting period up to and including the month, from the timesheet's committed
 * entries (fact), as the schedule's answer is from its plan. The employee must be on the timesheet's
 * schedule some day of the period so far; otherwise "not found".
 */
export async function getTimesheetSdla(ctx: TimesheetContext, input: TimesheetSdlaInput): Promise<TimesheetSdlaSummary> {
  const { timesheet } = await timesheetFor(ctx, ctx.db, input.timesheetId, 'view');
  const settings = await workTimeSettingsRepository.findForCompany(ctx.db, ctx.companyCode);
  const period = accountingPeriodOf(input.year, input.month, settings?.sdla_period_months ?? DEFAULT_SDLA_PERIOD_MONTHS);
  const range = { from: period.from, to: monthRange(input.year, input.month).to, employeeNos: [input.employeeNo] };
  const [lines, monthSums, codes] = await Promise.all([
    listReportLines(ctx.db, { companyCode: ctx.companyCode, scheduleId: timesheet.schedule_id, ...range }),
    timesheetsRepository.sumFiguresByMonth(ctx.db, { timesheetId: timesheet.id, ...range }),
    activityCodesOf(ctx.db, ctx.companyCode),
  ]);
  const line = lines[0];
  if (!line) throw new DomainError(ErrorCode.recordNotFound);
  const inclusion = new Map(codes.map((code) => [code.code, code.inclusion]));
  const months = sdlaMonthsByEmployee(monthSums, (code) => inclusion.get(code) ?? TotalHoursInclusion.excluded);
  const accounting = summariseSdla({
    year: input.year,
    month: input.month,
    periodMonths: period.months.length,
    memberships: line.memberships,
    appointments: line.appointments,
    months: months.get(line.employeeNo) ?? [],
  });
  return { timesheetId: timesheet.id, employeeNo: line.employeeNo, year: input.year, month: input.month, ...accounting };
}
