import {
  type CreateTimesheetEntriesInput,
  type CreateTimesheetEntriesResult,
  eachDate,
  ErrorCode,
  type GenerateTimesheetInput,
  type GenerateTimesheetResult,
  lithuanianCalendar,
} from '@portal/shared';
import { type Executor, withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { scheduleFor } from '../../schedules/schedule-access';
import { allows } from '../../work-time-access/work-time-access';
import { type TimesheetContext, timesheetFor } from '../timesheet-access';
import * as timesheetsRepository from '../timesheets.repository';
import { datesOf, monthOf, requireEditable } from './timesheet-rules';

// Generation of a timesheet's month (spec 2 §7 POST generate, create-timesheet-entries): the figures of
// the schedule's committed work entries, the ERP's absences, kept beside the keepers' own figures, in
// one statement (timesheets.repository generateFigures) under the period's lock. Idempotent; a confirmed
// day whose sources changed keeps its figures and is marked for recalculation, and a marked day is
// recalculated (its mark cleared, still confirmed).

export interface GenerateMonthInput extends GenerateTimesheetInput {
  scheduleId: number;
  companyCode: string;
  timeZone: string;
}

/** The generation itself, once the caller may edit the timesheet (the demo seed calls it directly). */
export async function generateTimesheetMonth(db: Executor, input: GenerateMonthInput): Promise<GenerateTimesheetResult> {
  const { from, to } = datesOf(input);
  const dates = eachDate(from, to);
  return withTransaction(db, async (trx) => {
    await timesheetsRepository.ensurePeriod(trx, monthOf(input));
    const period = await timesheetsRepository.lockPeriod(trx, monthOf(input));
    requireEditable(period);
    if (input.employeeNos) {
      const members = new Set(
        (await timesheetsRepository.listMemberships(trx, { scheduleId: input.scheduleId, from, to })).map((row) => row.employee_no),
      );
      if (input.employeeNos.some((employeeNo) => !members.has(employeeNo))) {
        throw DomainError.forField('employeeNos', ErrorCode.cellOutsideSchedule);
      }
    }
    const counts = await timesheetsRepository.generateFigures(trx, {
      timesheetId: input.timesheetId,
      scheduleId: input.scheduleId,
      companyCode: input.companyCode,
      from,
      to,
      employeeNos: input.employeeNos ? [...new Set(input.employeeNos)] : null,
      holidays: dates.filter((date) => lithuanianCalendar.isHoliday(date)),
      daysOff: dates.filter((date) => lithuanianCalendar.isHoliday(date) || lithuanianCalendar.isWeekend(date)),
      timeZone: input.timeZone,
    });
    const version = await timesheetsRepository.bumpVersion(trx, period.id, true);
    return { written: counts.written, removed: counts.removed, flaggedDays: counts.flagged, version };
  });
}

/** POST wtc-area/timesheets/generate (edit). */
export async function generateTimesheet(ctx: TimesheetContext, input: GenerateTimesheetInput): Promise<GenerateTimesheetResult> {
  return withTransaction(ctx.db, async (trx) => {
    const { timesheet } = await timesheetFor(ctx, trx, input.timesheetId, 'edit');
    return generateTimesheetMonth(trx, {
      ...input,
      scheduleId: timesheet.schedule_id,
      companyCode: ctx.companyCode,
      timeZone: ctx.env.BUSINESS_TIME_ZONE,
    });
  });
}

/**
 * POST wtc-area/timesheets/create-timesheet-entries (scheduleId, year, month): generates the month of
 * every live timesheet of the schedule, all or nothing — each needs the edit grant and its month in
 * progress and unlocked.
 */
export async function createTimesheetEntries(
  ctx: TimesheetContext,
  input: CreateTimesheetEntriesInput,
): Promise<CreateTimesheetEntriesResult> {
  return withTransaction(ctx.db, async (trx) => {
    await scheduleFor(ctx, trx, input.scheduleId, 'view');
    const ids = await timesheetsRepository.listTimesheetIdsOfSchedule(trx, ctx.companyCode, input.scheduleId);
    const timesheets: CreateTimesheetEntriesResult['timesheets'] = [];
    for (const { id } of ids) {
      const { actions } = await timesheetFor(ctx, trx, id, 'view');
      if (!allows(actions, 'edit')) throw new DomainError(ErrorCode.permissionDenied);
      const result = await generateTimesheetMonth(trx, {
        timesheetId: id,
        year: input.year,
        month: input.month,
        scheduleId: input.scheduleId,
        companyCode: ctx.companyCode,
        timeZone: ctx.env.BUSINESS_TIME_ZONE,
      });
      timesheets.push({ timesheetId: id, result });
    }
    return { timesheets };
  });
}
