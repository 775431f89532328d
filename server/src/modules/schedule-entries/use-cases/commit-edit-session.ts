import { type CommitResult, ErrorCode, lithuanianCalendar, type ScheduleMonthInput, wholeDayActivityMinutes } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { scheduleFor, type ScheduleContext } from '../../schedules/schedule-access';
import * as shiftGroupsRepository from '../../shift-groups/shift-groups.repository';
import * as recalculationRepository from '../../timesheet-recalculation/timesheet-recalculation.repository';
import { toShift } from '../../shift-groups/shift-mapping';
import * as entriesRepository from '../schedule-entries.repository';
import { ShiftPlacer } from '../shift-placement';
import { datesOf, monthOf, requireEditable, requireSession } from './period-rules';

/**
 * GET schedules/{id}/commit?year&month (edit): applies the caller's edit session in one transaction. The
 * period row is locked first, so of two planners committing the same month one applies and the other
 * finds the version moved on (schedulePeriodChanged) and writes nothing. Each changed cell's last change
 * counts: create puts a planner's entry of the shift (or the activity, with the day's norm as its absence
 * minutes) in place of the cell's work and activity entries, delete removes them; the ERP's absences stay. Confirmed timesheet days of the changed cells are marked for
 * recalculation. The version grows and the session closes.
 */
export async function commitEditSession(ctx: ScheduleContext, input: ScheduleMonthInput): Promise<CommitResult> {
  return withTransaction(ctx.db, async (trx) => {
    const schedule = await scheduleFor(ctx, trx, input.scheduleId, 'edit');
    const period = await entriesRepository.lockPeriod(trx, monthOf(input));
    requireEditable(period);
    const session = await entriesRepository.lockSession(trx, period.id, ctx.auth.user.id);
    requireSession(session);
    if (session.base_version !== period.version) throw new DomainError(ErrorCode.schedulePeriodChanged);

    const changes = await entriesRepository.effectiveChanges(trx, session.id);
    if (changes.length === 0) {
      await entriesRepository.deleteSession(trx, session.id);
      return { changedCells: 0, version: period.version };
    }
    const creates = changes.filter((change) => change.action === 'create' && change.shift_id !== null);
    const shifts = (await shiftGroupsRepository.listShiftsOfGroup(trx, ctx.companyCode, schedule.shift_group_id)).map(toShift);
    const placer = new ShiftPlacer(shifts, ctx.env.BUSINESS_TIME_ZONE);
    const shortened = await entriesRepository.shortenedPreHolidayOf(trx, ctx.companyCode, [
      ...new Set(creates.map((change) => change.employee_no)),
    ]);
    const created: entriesRepository.PlannedEntries = {
      employeeNos: [],
      dates: [],
      shiftIds: [],
      startTimes: [],
      endTimes: [],
      workMinutes: [],
    };
    const activityCreates = changes.filter((change) => change.action === 'create' && change.activity_code !== null);
    const dayMinutes = wholeDayActivityMinutes(datesOf(input).from, datesOf(input).to, lithuanianCalendar);
    const activities: entriesRepository.PlannedActivities = {
      employeeNos: activityCreates.map((change) => change.employee_no),
      dates: activityCreates.map((change) => change.date),
      activityCodes: activityCreates.map((change) => change.activity_code!),
      absenceMinutes: activityCreates.map((change) => dayMinutes.get(change.date) ?? 0),
    };
    for (const change of creates) {
      const entry = placer.place(change.shift_id!, change.date, shortened.has(change.employee_no));
      created.employeeNos.push(change.employee_no);
      created.dates.push(change.date);
      created.shiftIds.push(change.shift_id!);
      created.startTimes.push(entry.startTime);
      created.endTimes.push(entry.endTime);
      created.workMinutes.push(entry.workMinutes);
    }
    await entriesRepository.applyCellChanges(trx, {
      scheduleId: schedule.id,
      companyCode: ctx.companyCode,
      userId: ctx.auth.user.id,
      changed: { employeeNos: changes.map((change) => change.employee_no), dates: changes.map((change) => change.date) },
      created,
      activities,
    });
    // Confirmed timesheet days of the changed cells no longer match their schedule (issue #14).
    await recalculationRepository.markScheduleDaysForRecalculation(trx, {
      scheduleId: schedule.id,
      employeeNos: changes.map((change) => change.employee_no),
      dates: changes.map((change) => change.date),
    });
    const version = await entriesRepository.bumpVersion(trx, period.id);
    await entriesRepository.deleteSession(trx, session.id);
    return { changedCells: changes.length, version };
  });
}
