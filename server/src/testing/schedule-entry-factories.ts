import { shiftWorkMinutes, type RestEntryType } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../db/transaction';

// Rows for the tests of a schedule's month (generation and edit sessions): shifts with their breaks and
// short-day times, memberships with a formula, the ERP's absences, and a readable dump of a schedule's
// day entries to compare.

export interface TimedShiftInput {
  shiftGroupId: number;
  code: string;
  type?: 'work_day' | 'rest_day';
  startTime?: string | null;
  endTime?: string | null;
  shortDayStartTime?: string | null;
  shortDayEndTime?: string | null;
  /** A fixed break not counted in work time. */
  breakTimes?: { startTime: string; endTime: string };
  archived?: boolean;
  backgroundColor?: string;
}

/** A shift with its break, its work minutes computed as the shift form computes them. */
export async function createTimedShift(db: Executor, input: TimedShiftInput): Promise<number> {
  const type = input.type ?? 'work_day';
  const restEntries = input.breakTimes
    ? [{ type: 'not_counted' as RestEntryType, startTime: input.breakTimes.startTime, endTime: input.breakTimes.endTime }]
    : [];
  const workMinutes = shiftWorkMinutes({
    type,
    startTime: input.startTime ?? null,
    endTime: input.endTime ?? null,
    shortDayStartTime: input.shortDayStartTime ?? null,
    shortDayEndTime: input.shortDayEndTime ?? null,
    restEntries,
  });
  const row = await db
    .insertInto('shifts')
    .values({
      shift_group_id: input.shiftGroupId,
      code: input.code,
      name: input.code,
      type,
      start_time: input.startTime ?? null,
      end_time: input.endTime ?? null,
      short_day_start_time: input.shortDayStartTime ?? null,
      short_day_end_time: input.shortDayEndTime ?? null,
      archived: input.archived ?? false,
      background_color: input.backgroundColor ?? '#FFFFFF',
      work_minutes: workMinutes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.breakTimes) {
    const [fromHour, fromMinute] = input.breakTimes.startTime.split(':').map(Number);
    const [toHour, toMinute] = input.breakTimes.endTime.split(':').map(Number);
    await db
      .insertInto('shift_rest_entries')
      .values({
        shift_id: row.id,
        start_time: input.breakTimes.startTime,
        end_time: input.breakTimes.endTime,
        minutes: (toHour! * 60 + toMinute! - (fromHour! * 60 + fromMinute!) + 1440) % 1440,
        counted_in_work_time: false,
      })
      .execute();
  }
  return row.id;
}

export interface MembershipInput {
  scheduleId: number;
  companyCode?: string;
  employeeNo: string;
  validFrom: string;
  validTo?: string | null;
  formulaId?: number | null;
  offset?: number;
  groupId?: number | null;
  sortOrder?: number;
}

/** An employee in a schedule for a validity, following a formula from an offset. */
export async function addMember(db: Executor, input: MembershipInput): Promise<number> {
  const row = await db
    .insertInto('schedule_employees')
    .values({
      schedule_id: input.scheduleId,
      company_code: input.companyCode ?? 'SV',
      employee_no: input.employeeNo,
      valid_from: input.validFrom,
      valid_to: input.validTo ?? null,
      schedule_formula_id: input.formulaId ?? null,
      formula_offset: input.offset ?? 0,
      schedule_employee_group_id: input.groupId ?? null,
      sort_order: input.sortOrder ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An approved absence as the ERP sync writes it. */
export async function createErpAbsence(
  db: Executor,
  input: {
    companyCode?: string;
    employeeNo: string;
    entryNo: number;
    dateFrom: string;
    dateTo: string;
    activityCode: string;
    hoursPerDay?: number;
  },
): Promise<void> {
  await db
    .insertInto('absences')
    .values({
      company_code: input.companyCode ?? 'SV',
      employee_no: input.employeeNo,
      entry_no: input.entryNo,
      date_from: input.dateFrom,
      date_to: input.dateTo,
      activity_code: input.activityCode,
      hours_per_day: input.hoursPerDay ?? 8,
    })
    .execute();
}

export interface EntryDump {
  id: number;
  employee_no: string;
  date: string;
  type: string;
  source: string;
  shift_id: number | null;
  activity_code: string | null;
  start_time: string | null;
  end_time: string | null;
  work_minutes: number;
  absence_minutes: number;
  is_persistent: boolean;
  created_by: number | null;
}

/** Every day entry of a schedule (optionally of one month), in a stable order, dates and times as text. */
export function entriesOf(db: Executor, scheduleId: number, month?: { year: number; month: number }): Promise<EntryDump[]> {
  let query = db
    .selectFrom('schedule_entries')
    .select([
      'id',
      'employee_no',
      sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'),
      'type',
      'source',
      'shift_id',
      'activity_code',
      sql<string | null>`to_char(start_time, 'HH24:MI')`.as('start_time'),
      sql<string | null>`to_char(end_time, 'HH24:MI')`.as('end_time'),
      'work_minutes',
      'absence_minutes',
      'is_persistent',
      'created_by',
    ])
    .where('schedule_id', '=', scheduleId)
    .orderBy('employee_no')
    .orderBy('date')
    .orderBy('id');
  if (month) {
    query = query
      .where(sql<number>`extract(year from date)::int`, '=', month.year)
      .where(sql<number>`extract(month from date)::int`, '=', month.month);
  }
  return query.execute();
}

/** The period row of a month, or undefined when the month has none. */
export function periodOf(db: Executor, month: { scheduleId: number; year: number; month: number }) {
  return db
    .selectFrom('schedule_periods')
    .select(['id', 'status', 'manual_lock', 'version'])
    .where('schedule_id', '=', month.scheduleId)
    .where('year', '=', month.year)
    .where('month', '=', month.month)
    .executeTakeFirst();
}

/**
 * The month fixture of the schedule-entries tests (December 2030: Monday the 23rd and Tuesday the 31st
 * come before public holidays, the 24th–26th are holidays): shift group SE-G with a day shift D
 * 08:00–16:30 (a 30-minute break not counted; short day 08:00–15:30), night N 22:00–06:00, rest day R,
 * holiday shift S 09:00–13:00 and an archived shift X; a 5/2 formula (holiday shift S) and a cyclic
 * D N · · formula; schedule SE-1 with SV0012 (5/2, shortened pre-holiday time), SV0019 (cyclic, offset
 * 1, from the 10th), SV0026 (5/2, until the 15th) and SV0033 (5/2); an NL schedule for the company check.
 */
export async function createMonthFixture(db: Executor) {
  const group = (
    await db.insertInto('shift_groups').values({ company_code: 'SV', code: 'SE-G', name: 'SE-G' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  const otherGroup = (
    await db.insertInto('shift_groups').values({ company_code: 'SV', code: 'SE-O', name: 'SE-O' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  const shifts = {
    day: await createTimedShift(db, {
      shiftGroupId: group,
      code: 'D',
      startTime: '08:00',
      endTime: '16:30',
      shortDayStartTime: '08:00',
      shortDayEndTime: '15:30',
      breakTimes: { startTime: '12:00', endTime: '12:30' },
    }),
    night: await createTimedShift(db, { shiftGroupId: group, code: 'N', startTime: '22:00', endTime: '06:00' }),
    rest: await createTimedShift(db, { shiftGroupId: group, code: 'R', type: 'rest_day' }),
    holiday: await createTimedShift(db, { shiftGroupId: group, code: 'S', startTime: '09:00', endTime: '13:00' }),
    archived: await createTimedShift(db, { shiftGroupId: group, code: 'X', startTime: '10:00', endTime: '14:00', archived: true }),
    otherGroup: await createTimedShift(db, { shiftGroupId: otherGroup, code: 'O', startTime: '07:00', endTime: '15:00' }),
  };
  const formula = async (
    code: string,
    type: 'continuous' | 'cyclic',
    startDate: string,
    shiftIds: Array<number | null>,
    holidayShiftId: number | null,
  ) => {
    const row = await db
      .insertInto('schedule_formulas')
      .values({
        company_code: 'SV',
        shift_group_id: group,
        code,
        name: code,
        type,
        start_date: startDate,
        holiday_shift_id: holidayShiftId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('schedule_formula_entries')
      .values(shiftIds.map((shiftId, position) => ({ schedule_formula_id: row.id, position, shift_id: shiftId })))
      .execute();
    return row.id;
  };
  const { day, night } = shifts;
  const formulas = {
    fiveTwo: await formula('SE-52', 'continuous', '2030-01-07', [day, day, day, day, day, null, null], shifts.holiday),
    cyclic: await formula('SE-DN', 'cyclic', '2030-01-01', [day, night, null, null], null),
  };
  const schedule = (
    await db
      .insertInto('schedules')
      .values({ company_code: 'SV', code: 'SE-1', name: 'SE-1', shift_group_id: group })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await addMember(db, { scheduleId: schedule, employeeNo: 'SV0012', validFrom: '2030-01-01', formulaId: formulas.fiveTwo });
  await addMember(db, { scheduleId: schedule, employeeNo: 'SV0019', validFrom: '2030-12-10', formulaId: formulas.cyclic, offset: 1 });
  await addMember(db, {
    scheduleId: schedule,
    employeeNo: 'SV0026',
    validFrom: '2030-01-01',
    validTo: '2030-12-15',
    formulaId: formulas.fiveTwo,
  });
  await addMember(db, { scheduleId: schedule, employeeNo: 'SV0033', validFrom: '2030-01-01', formulaId: formulas.fiveTwo });
  await db
    .updateTable('employees')
    .set({ shortened_pre_holiday: true })
    .where('company_code', '=', 'SV')
    .where('employee_no', '=', 'SV0012')
    .execute();

  const nlGroup = (
    await db
      .insertInto('shift_groups')
      .values({ company_code: 'NL', code: 'SE-NL', name: 'SE-NL' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const nlSchedule = (
    await db
      .insertInto('schedules')
      .values({ company_code: 'NL', code: 'SE-NL', name: 'SE-NL', shift_group_id: nlGroup })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  return { group, shifts, formulas, schedule, nlSchedule };
}
