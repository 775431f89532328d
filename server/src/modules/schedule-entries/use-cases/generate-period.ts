import {
  DayType,
  eachDate,
  ErrorCode,
  expandFormula,
  type GeneratePeriodInput,
  type GeneratePeriodResult,
  type IsoDate,
  lithuanianCalendar,
} from '@portal/shared';
import { type Executor, withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { scheduleFor, type ScheduleContext } from '../../schedules/schedule-access';
import * as shiftGroupsRepository from '../../shift-groups/shift-groups.repository';
import * as recalculationRepository from '../../timesheet-recalculation/timesheet-recalculation.repository';
import { toShift } from '../../shift-groups/shift-mapping';
import * as entriesRepository from '../schedule-entries.repository';
import { ShiftPlacer } from '../shift-placement';
import { datesOf, monthOf, requireEditable } from './period-rules';

// Generation of a month (spec 2 §7 POST generate): each schedule employee gets their formula's shifts
// (formula, offset, validity; the holiday shift on public holidays; short-day times before a holiday)
// on the dates asked, and the ERP's approved absences as integration activities. A planner's work and
// activity entries and persistent entries are never touched, and the formula plans nothing in their
// cells; a day of absence gets no formula shift either (the absence stands in for the day's norm).
// The plan is computed here with the shared rules (expandFormula, placeShift) and written set-based:
// one delete, one upsert, and the ERP's entries by difference, so generating twice changes nothing.

/** A full-time day's minutes by day type (norm-hours.ts); an absence of `hoursPerDay` counts that share of it. */
const FULL_TIME_MINUTES: Record<DayType, number> = {
  [DayType.workDay]: 8 * 60,
  [DayType.preHoliday]: 7 * 60,
  [DayType.weekend]: 0,
  [DayType.holiday]: 0,
};

function cellKey(employeeNo: string, date: IsoDate): string {
  return `${employeeNo}|${date}`;
}

export async function generatePeriod(ctx: ScheduleContext, input: GeneratePeriodInput): Promise<GeneratePeriodResult> {
  return withTransaction(ctx.db, async (trx) => {
    const schedule = await scheduleFor(ctx, trx, input.scheduleId, 'edit');
    return generateMonth(trx, {
      ...input,
      companyCode: ctx.companyCode,
      shiftGroupId: schedule.shift_group_id,
      timeZone: ctx.env.BUSINESS_TIME_ZONE,
    });
  });
}

export interface GenerateMonthInput extends GeneratePeriodInput {
  companyCode: string;
  shiftGroupId: number;
  /** The business time zone the shifts are placed in. */
  timeZone: string;
}

/**
 * The generation itself, once the caller may edit the schedule (the demo seed calls it directly):
 * the period is created when missing and locked, and must be editable.
 */
export async function generateMonth(db: Executor, input: GenerateMonthInput): Promise<GeneratePeriodResult> {
  const month = datesOf(input);
  const dates = input.dates ? [...new Set(input.dates)].sort() : eachDate(month.from, month.to);
  if (dates.some((date) => date < month.from || date > month.to)) throw DomainError.forField('dates', ErrorCode.cellOutsideSchedule);
  const employeeNos = input.employeeNos ? [...new Set(input.employeeNos)] : null;
  if (dates.length === 0) throw DomainError.forField('dates', ErrorCode.selectAtLeastOne);
  if (employeeNos?.length === 0) throw DomainError.forField('employeeNos', ErrorCode.selectAtLeastOne);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const scheduleId = input.scheduleId;

  return withTransaction(db, async (trx) => {
    // Generations and commits of the month queue on the period row.
    await entriesRepository.ensurePeriod(trx, monthOf(input));
    const period = await entriesRepository.lockPeriod(trx, monthOf(input));
    requireEditable(period);

    const memberships = await entriesRepository.listMemberships(trx, {
      scheduleId,
      from,
      to,
      employeeNos: employeeNos ?? undefined,
    });
    if (employeeNos) {
      const members = new Set(memberships.map((membership) => membership.employee_no));
      if (employeeNos.some((employeeNo) => !members.has(employeeNo)))
        throw DomainError.forField('employeeNos', ErrorCode.cellOutsideSchedule);
    }
    const formulaIds = [...new Set(memberships.flatMap((membership) => membership.schedule_formula_id ?? []))];
    const formulas = new Map((await entriesRepository.listFormulas(trx, formulaIds)).map((formula) => [formula.id, formula]));
    const shifts = (await shiftGroupsRepository.listShiftsOfGroup(trx, input.companyCode, input.shiftGroupId)).map(toShift);
    const placer = new ShiftPlacer(shifts, input.timeZone);
    const dateSet = new Set(dates);

    // The ERP's absences on the dates the employee is in the schedule.
    const membershipsOf = new Map<string, entriesRepository.MembershipRow[]>();
    for (const membership of memberships)
      membershipsOf.set(membership.employee_no, [...(membershipsOf.get(membership.employee_no) ?? []), membership]);
    const isMemberOn = (employeeNo: string, date: IsoDate) =>
      (membershipsOf.get(employeeNo) ?? []).some(
        (membership) => membership.valid_from <= date && (membership.valid_to === null || date <= membership.valid_to),
      );
    const dayTypes = new Map(lithuanianCalendar.days(from, to).map((day) => [day.date, day.dayType]));
    const wanted: entriesRepository.WantedAbsences = { employeeNos: [], dates: [], activityCodes: [], absenceMinutes: [] };
    const absentCells = new Set<string>();
    const placedAbsences = new Set<string>();
    for (const absence of await entriesRepository.listAbsences(trx, {
      companyCode: input.companyCode,
      employeeNos: [...membershipsOf.keys()],
      from,
      to,
    })) {
      const first = absence.date_from > from ? absence.date_from : from;
      const last = absence.date_to < to ? absence.date_to : to;
      for (const date of eachDate(first, last)) {
        const key = `${cellKey(absence.employee_no, date)}|${absence.activity_code}`;
        if (!dateSet.has(date) || placedAbsences.has(key) || !isMemberOn(absence.employee_no, date)) continue;
        placedAbsences.add(key);
        absentCells.add(cellKey(absence.employee_no, date));
        wanted.employeeNos.push(absence.employee_no);
        wanted.dates.push(date);
        wanted.activityCodes.push(absence.activity_code);
        wanted.absenceMinutes.push(Math.round((FULL_TIME_MINUTES[dayTypes.get(date)!] * absence.hours_per_day) / 8));
      }
    }

    // The formulas' plan, leaving out the cells of planners' and persistent entries.
    const scope: entriesRepository.GenerationScope = { scheduleId, dates, employeeNos };
    const keptCells = new Set((await entriesRepository.listKeptCells(trx, scope)).map((kept) => cellKey(kept.employee_no, kept.date)));
    const planned: entriesRepository.PlannedEntries = {
      employeeNos: [],
      dates: [],
      shiftIds: [],
      startTimes: [],
      endTimes: [],
      workMinutes: [],
    };
    const plannedCells = new Set<string>();
    for (const membership of memberships) {
      const formula = membership.schedule_formula_id === null ? undefined : formulas.get(membership.schedule_formula_id);
      if (!formula) continue;
      const days = expandFormula(
        {
          type: formula.type,
          startDate: formula.start_date,
          endDate: formula.end_date,
          holidayShiftId: formula.holiday_shift_id,
          entries: formula.shift_ids.map((shiftId) => ({ shiftId })),
        },
        {
          from,
          to,
          offset: membership.formula_offset,
          validFrom: membership.valid_from,
          validTo: membership.valid_to,
          isWorkShift: (shiftId) => placer.isWorkShift(shiftId),
        },
      );
      for (const day of days) {
        const key = cellKey(membership.employee_no, day.date);
        if (
          day.shiftId === null ||
          !placer.has(day.shiftId) ||
          !dateSet.has(day.date) ||
          absentCells.has(key) ||
          keptCells.has(key) ||
          plannedCells.has(key)
        )
          continue;
        plannedCells.add(key);
        const entry = placer.place(day.shiftId, day.date, membership.shortened_pre_holiday);
        planned.employeeNos.push(membership.employee_no);
        planned.dates.push(day.date);
        planned.shiftIds.push(day.shiftId);
        planned.startTimes.push(entry.startTime);
        planned.endTimes.push(entry.endTime);
        planned.workMinutes.push(entry.workMinutes);
      }
    }

    // Formula entries the plan no longer has (or whose cell a planner's entry now holds) go.
    const unplanned = (await entriesRepository.listReplaceableFormulaEntries(trx, scope)).filter(
      (entry) => !plannedCells.has(cellKey(entry.employee_no, entry.date)),
    );
    const removed = await entriesRepository.deleteEntriesById(
      trx,
      unplanned.map((entry) => entry.id),
    );
    const written = await entriesRepository.upsertFormulaEntries(trx, { scheduleId, companyCode: input.companyCode, planned });
    const erp = await entriesRepository.replaceErpEntries(trx, { companyCode: input.companyCode, scope, wanted });
    // Confirmed timesheet days whose entries the generation rewrote need recalculating (issue #14).
    const rewritten = [...unplanned, ...written, ...erp.cells];
    await recalculationRepository.markScheduleDaysForRecalculation(trx, {
      scheduleId,
      employeeNos: rewritten.map((cell) => cell.employee_no),
      dates: rewritten.map((cell) => cell.date),
    });
    const version = await entriesRepository.bumpVersion(trx, period.id);
    return { written: written.length + erp.written, removed: removed + erp.removed, version };
  });
}
