import {
  canEditPeriod,
  eachDate,
  ErrorCode,
  type GenerateHolidayEntriesInput,
  type GenerateHolidayEntriesResult,
  type IsoDate,
  lithuanianCalendar,
  type PeriodStatus,
  wholeDayActivityMinutes,
} from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { scheduleFor, type ScheduleContext } from '../../schedules/schedule-access';
import * as recalculationRepository from '../../timesheet-recalculation/timesheet-recalculation.repository';
import * as entriesRepository from '../schedule-entries.repository';

/**
 * POST schedule-entries/generate-holiday-entries (edit on every schedule concerned): the employee's
 * approved holiday, written with the company's annual leave code into every schedule the employee
 * belongs to on those dates, as persistent entries carrying the document (generation keeps them; the
 * entry's details show the document). It takes the place of the cells' shifts and activities, not of
 * the ERP's absences. All or nothing, in one transaction: every month touched must be editable (the
 * refusal names the first that is not), and the periods are locked in one order, so a concurrent
 * commit, generation or second call of the same document waits; the same document twice writes nothing.
 */
export async function generateHolidayEntries(
  ctx: ScheduleContext,
  input: GenerateHolidayEntriesInput,
): Promise<GenerateHolidayEntriesResult> {
  const employeeNo = input.employeeGuidEntryId;
  return withTransaction(ctx.db, async (trx) => {
    const activityCode = await entriesRepository.findAnnualLeaveCode(trx, ctx.companyCode);
    if (!activityCode) throw new DomainError(ErrorCode.annualLeaveCodeMissing);
    const memberships = await entriesRepository.listEmployeeMemberships(trx, {
      companyCode: ctx.companyCode,
      employeeNo,
      from: input.startDate,
      to: input.endDate,
    });
    if (memberships.length === 0) throw DomainError.forField('employeeGuidEntryId', ErrorCode.cellOutsideSchedule);

    // Every schedule must allow the caller to edit it before anything is written.
    const schedules = new Map<number, { code: string; dates: Set<IsoDate> }>();
    for (const membership of memberships) {
      if (!schedules.has(membership.schedule_id)) {
        await scheduleFor(ctx, trx, membership.schedule_id, 'edit');
        schedules.set(membership.schedule_id, { code: membership.schedule_code, dates: new Set() });
      }
      const first = membership.valid_from > input.startDate ? membership.valid_from : input.startDate;
      const last = membership.valid_to !== null && membership.valid_to < input.endDate ? membership.valid_to : input.endDate;
      for (const date of eachDate(first, last)) schedules.get(membership.schedule_id)!.dates.add(date);
    }

    const minutes = wholeDayActivityMinutes(input.startDate, input.endDate, lithuanianCalendar);
    const cells: entriesRepository.HolidayCells = { scheduleIds: [], dates: [], absenceMinutes: [] };
    const periods: Array<{ scheduleId: number; id: number }> = [];
    for (const [scheduleId, schedule] of [...schedules].sort(([a], [b]) => a - b)) {
      const dates = [...schedule.dates].sort();
      for (const date of dates) {
        cells.scheduleIds.push(scheduleId);
        cells.dates.push(date);
        cells.absenceMinutes.push(minutes.get(date) ?? 0);
      }
      const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
      for (const yearMonth of months) {
        const month = { scheduleId, year: Number(yearMonth.slice(0, 4)), month: Number(yearMonth.slice(5, 7)) };
        await entriesRepository.ensurePeriod(trx, month);
        const period = (await entriesRepository.lockPeriod(trx, month))!;
        if (!canEditPeriod({ status: period.status as PeriodStatus, manualLock: period.manual_lock })) {
          // The parameters name the month refused (the error's data over tRPC).
          throw new DomainError(ErrorCode.periodNotEditable, {
            params: { scheduleCode: schedule.code, year: month.year, month: month.month },
          });
        }
        periods.push({ scheduleId, id: period.id });
      }
    }

    const { written, replaced, changed } = await entriesRepository.writeHolidayEntries(trx, {
      companyCode: ctx.companyCode,
      employeeNo,
      activityCode,
      documentNo: input.documentNo,
      documentDate: input.documentDate,
      userId: ctx.auth.user.id,
      cells,
    });
    // Confirmed timesheet days of the rewritten cells need recalculating (issue #14).
    for (const scheduleId of new Set(changed.map((cell) => cell.schedule_id))) {
      const dates = [...new Set(changed.filter((cell) => cell.schedule_id === scheduleId).map((cell) => cell.date))];
      await recalculationRepository.markScheduleDaysForRecalculation(trx, { scheduleId, employeeNos: dates.map(() => employeeNo), dates });
    }
    // A month whose entries changed gets a new version: edit sessions opened before it become stale.
    const changedSchedules = new Set([...written.keys(), ...replaced.keys()]);
    for (const period of periods) if (changedSchedules.has(period.scheduleId)) await entriesRepository.bumpVersion(trx, period.id);

    const sum = (counts: Map<number, number>) => [...counts.values()].reduce((total, count) => total + count, 0);
    return {
      activityCode,
      written: sum(written),
      replaced: sum(replaced),
      schedules: [...schedules].map(([scheduleId, schedule]) => ({
        scheduleId,
        code: schedule.code,
        written: written.get(scheduleId) ?? 0,
      })),
    };
  });
}
