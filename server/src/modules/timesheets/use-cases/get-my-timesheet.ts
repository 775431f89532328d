import {
  DEFAULT_ACTIVITY_COLOR,
  eachDate,
  inclusionOfActivityType,
  lithuanianCalendar,
  minutesToHours,
  monthRange,
  type MyTimesheet,
  type MyTimesheetInput,
  type TimesheetHoursType,
} from '@portal/shared';
import { ownEmployee } from '../../employees/employee-access';

type AccessContext = Parameters<typeof ownEmployee>[0];
import * as timesheetsRepository from '../timesheets.repository';
import { totalsOf } from './get-timesheet-table';

/**
 * GET my-working-time/timesheet/{year}/{month} (spec 1 "My timesheet"): the caller's own figures of the
 * month across the company's timesheets — per day the codes and hours, the days worked and hours per
 * type, and per activity its days and hours. Someone who is not an employee gets an empty month.
 */
export async function getMyTimesheet(ctx: AccessContext, input: MyTimesheetInput): Promise<MyTimesheet> {
  const { from, to } = monthRange(input.year, input.month);
  const own = await ownEmployee(ctx);
  const rows = own
    ? await timesheetsRepository.listEmployeeFigures(ctx.db, { companyCode: own.companyCode, employeeNo: own.employeeNo, from, to })
    : [];
  const figures = rows.map((row) => ({
    date: row.date,
    code: row.activity_code,
    text: row.text ?? row.activity_code,
    textEn: row.text_en ?? row.text ?? row.activity_code,
    color: row.color || DEFAULT_ACTIVITY_COLOR,
    minutes: row.minutes,
    hoursType: row.hours_type as TimesheetHoursType,
    activityTypeId: row.activity_type_id,
  }));
  const inclusion = new Map(
    figures.map((figure) => [figure.code, inclusionOfActivityType(figure.activityTypeId ?? (figure.hoursType === 'absence' ? null : 4))]),
  );
  const agenda = new Map<string, { code: string; text: string; textEn: string; color: string; days: Set<string>; minutes: number }>();
  for (const figure of figures) {
    const item = agenda.get(figure.code) ?? {
      code: figure.code,
      text: figure.text,
      textEn: figure.textEn,
      color: figure.color,
      days: new Set(),
      minutes: 0,
    };
    item.days.add(figure.date);
    item.minutes += figure.minutes;
    agenda.set(figure.code, item);
  }
  const workedDays = new Set(figures.filter((figure) => figure.hoursType === 'worked' && figure.minutes > 0).map((figure) => figure.date))
    .size;
  return {
    year: input.year,
    month: input.month,
    days: eachDate(from, to).map((date) => ({
      date,
      type: lithuanianCalendar.isHoliday(date) ? 'holiday' : lithuanianCalendar.isWeekend(date) ? 'weekend' : 'weekday',
      figures: figures
        .filter((figure) => figure.date === date)
        .map((figure) => ({
          code: figure.code,
          text: figure.text,
          textEn: figure.textEn,
          color: figure.color,
          hours: minutesToHours(figure.minutes),
          hoursType: figure.hoursType,
        })),
    })),
    totals: { ...totalsOf(figures, (code) => inclusion.get(code)), workedDays },
    agenda: [...agenda.values()].map((item) => ({
      code: item.code,
      text: item.text,
      textEn: item.textEn,
      color: item.color,
      days: item.days.size,
      hours: minutesToHours(item.minutes),
    })),
  };
}
