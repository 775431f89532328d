import {
  type ActivityHoursType,
  ErrorCode,
  expandActivityDays,
  type GenerateTimesheetActivityEntriesInput,
  type GenerateTimesheetResult,
  hoursTypeOfCode,
} from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import * as activitiesRepository from '../../employee-activities/employee-activities.repository';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { datesOf, monthOf, requireEditable } from './timesheet-rules';

// POST wtc-area/timesheets/generate-activity-entries (spec 2 §7; issue #14): the month's activity
// entries of the timesheet's lines from the planner-kept employee activities — each activity's setup
// entries expanded over its days in the month (the shared rule expandActivityDays) on the days the
// employee is on the timesheet's schedule — written in one statement under the period's lock
// (timesheets.repository writeActivityFigures). Refused like the generation when the month is
// prepared, approved or locked by hand. Idempotent: a rerun changes nothing and leaves the version.

/** POST wtc-area/timesheets/generate-activity-entries (edit). */
export async function generateActivityEntries(
  ctx: TimesheetContext,
  input: GenerateTimesheetActivityEntriesInput,
): Promise<GenerateTimesheetResult> {
  return withTransaction(ctx.db, async (trx) => {
    const { timesheet } = await timesheetFor(ctx, trx, input.timesheetId, 'edit');
    const { from, to } = datesOf(input);
    await timesheetsRepository.ensurePeriod(trx, monthOf(input));
    const period = await timesheetsRepository.lockPeriod(trx, monthOf(input));
    requireEditable(period);

    const memberships = await timesheetsRepository.listMemberships(trx, { scheduleId: timesheet.schedule_id, from, to });
    const scope = input.employeeNos ? new Set(input.employeeNos) : null;
    if (scope && [...scope].some((employeeNo) => !memberships.some((member) => member.employee_no === employeeNo))) {
      throw DomainError.forField('employeeNos', ErrorCode.cellOutsideSchedule);
    }
    const members = memberships.filter((member) => scope === null || scope.has(member.employee_no));
    const activities = await activitiesRepository.listActivitiesInRange(trx, {
      companyCode: ctx.companyCode,
      employeeNos: [...new Set(members.map((member) => member.employee_no))],
      from,
      to,
    });

    // One figure per line, day and code: an employee on the schedule twice that day counts once.
    const figures = new Map<string, timesheetsRepository.ActivityFigure>();
    for (const activity of activities) {
      const days = expandActivityDays(
        {
          dateFrom: activity.date_from,
          dateTo: activity.date_to,
          setupEntries: activity.setup_entries.map((entry) => ({
            weekdays: entry.weekdays,
            hoursType: entry.hours_type as ActivityHoursType,
            minutes: entry.minutes,
            excludeHolidays: entry.exclude_holidays,
          })),
        },
        { from, to },
      );
      const spells = members.filter((member) => member.employee_no === activity.employee_no);
      const hoursType = hoursTypeOfCode(activity.activity_code, activity.activity_type_id);
      for (const day of days) {
        const onSchedule = spells.some((spell) => spell.valid_from <= day.date && (spell.valid_to === null || spell.valid_to >= day.date));
        if (!onSchedule) continue;
        figures.set(`${activity.employee_no}|${day.date}|${activity.activity_code}`, {
          employeeNo: activity.employee_no,
          date: day.date,
          code: activity.activity_code,
          hoursType,
          minutes: day.minutes,
        });
      }
    }

    const counts = await timesheetsRepository.writeActivityFigures(trx, {
      timesheetId: timesheet.id,
      companyCode: ctx.companyCode,
      from,
      to,
      employeeNos: scope ? [...scope] : null,
      figures: [...figures.values()],
    });
    // Open edit sessions go stale only when the month's figures changed.
    const hasChanged = counts.written + counts.removed + counts.flagged > 0;
    const version = hasChanged ? await timesheetsRepository.bumpVersion(trx, period.id) : period.version;
    return { written: counts.written, removed: counts.removed, flaggedDays: counts.flagged, version };
  });
}
