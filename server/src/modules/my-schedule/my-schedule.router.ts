import {
  DEFAULT_ACTIVITY_COLOR,
  DEFAULT_SHIFT_BACKGROUND_COLOR,
  DEFAULT_SHIFT_FONT_COLOR,
  eachDate,
  ErrorCode,
  lithuanianCalendar,
  minutesToHours as hours,
  type MySchedule,
  type MyScheduleEntry,
  MyScheduleInputSchema,
  MyScheduleSchema,
  monthRange,
  readableTextColor,
  ScheduleEntryDetailsInputSchema,
  ScheduleEntryDetailsSchema,
  type ScheduleEntryType,
} from '@portal/shared';
import { DomainError } from '../../errors/domain-error';
import { router, signedInProcedure } from '../../trpc/init';
import { ownEmployee } from '../employees/employee-access';
import { entryTimes, readEntryDetails } from './entry-details';
import * as myScheduleRepository from './my-schedule.repository';

type EntryRow = Awaited<ReturnType<typeof myScheduleRepository.listEntries>>[number];

function toEntry(row: EntryRow): MyScheduleEntry {
  const isShift = row.type === 'work';
  const activityColor = row.activity_color ?? DEFAULT_ACTIVITY_COLOR;
  return {
    id: row.id,
    scheduleId: row.schedule_id,
    scheduleName: row.schedule_name,
    date: row.date,
    type: row.type as ScheduleEntryType,
    code: (isShift ? row.shift_code : row.activity_code) ?? '',
    name: (isShift ? row.shift_name : row.activity_text) ?? '',
    ...entryTimes(row),
    workHours: hours(row.work_minutes),
    absenceHours: hours(row.absence_minutes),
    backgroundColor: isShift ? (row.background_color ?? DEFAULT_SHIFT_BACKGROUND_COLOR) : activityColor,
    fontColor: isShift ? (row.font_color ?? DEFAULT_SHIFT_FONT_COLOR) : readableTextColor(activityColor),
  };
}

export const myScheduleRouter = router({
  /** The caller's own month across the schedules they are in: the days, holidays and totals. */
  month: signedInProcedure
    .input(MyScheduleInputSchema)
    .output(MyScheduleSchema)
    .query(async ({ ctx, input }): Promise<MySchedule> => {
      const { from, to } = monthRange(input.year, input.month);
      const own = await ownEmployee(ctx);
      const scope = own ? { companyCode: own.companyCode, employeeNo: own.employeeNo, from, to } : null;
      const [rows, schedules] = scope
        ? await Promise.all([
            myScheduleRepository.listEntries(ctx.db, scope),
            myScheduleRepository.listSchedulesOfMonth(ctx.db, { ...scope, year: input.year, month: input.month }),
          ])
        : [[], []];
      const entries = rows.map(toEntry);
      const byDate = new Map<string, MyScheduleEntry[]>();
      for (const entry of entries) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
      const holidays = lithuanianCalendar.holidaysOf(input.year).filter((holiday) => holiday.date >= from && holiday.date <= to);
      return {
        year: input.year,
        month: input.month,
        myScheduleDays: eachDate(from, to).map((date) => ({
          date,
          dayType: lithuanianCalendar.isHoliday(date) ? 'holiday' : lithuanianCalendar.isWeekend(date) ? 'weekend' : 'weekday',
          entries: byDate.get(date) ?? [],
        })),
        myScheduleHolidays: holidays.map((holiday) => ({ date: holiday.date, name: holiday.name.lt, nameEn: holiday.name.en })),
        schedules: schedules.map((schedule) => ({ scheduleId: schedule.id, scheduleName: schedule.name, status: schedule.status })),
        totals: {
          workHours: hours(rows.reduce((sum, row) => sum + row.work_minutes, 0)),
          absenceHours: hours(rows.reduce((sum, row) => sum + row.absence_minutes, 0)),
          shifts: rows.filter((row) => row.type === 'work' && row.work_minutes > 0).length,
        },
      };
    }),

  /** The dialog behind one of the caller's own entries; anyone else's is "not found". */
  entryDetails: signedInProcedure
    .input(ScheduleEntryDetailsInputSchema)
    .output(ScheduleEntryDetailsSchema)
    .query(async ({ ctx, input }) => {
      const own = await ownEmployee(ctx);
      const details = own
        ? await readEntryDetails(ctx.db, { companyCode: own.companyCode, employeeNo: own.employeeNo, entryId: input.entryId })
        : undefined;
      if (!details) throw new DomainError(ErrorCode.recordNotFound);
      return details;
    }),
});
