import {
  addDays,
  addMonths,
  type IsoDate,
  isoWeekday,
  monthRange,
  PeriodStatus,
  RestEntryType,
  shiftWorkMinutes,
  type TimeOfDay,
} from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Env } from '../../env';
import { generateMonth } from '../../modules/schedule-entries/use-cases/generate-period';
import { insertGrants } from '../../modules/work-time-access/work-time-access.repository';
import type { Database } from '../database';

// The demo's work-time area (issue #13): shift group GAMYBA with day, night, 12-hour and rest-day
// shifts; three formulas (5/2, a four-crew 12-hour cycle, 2-2-3); production schedule GAM-01 of 40
// people in three groups, the demo employee among them, with last month approved and this and next
// month generated from the formulas (through the same generation the planners run) around the demo's
// "today"; a few planners' entries that break the Labor Code (too short a rest after a night shift, a
// run of working days too long) for the table to mark; and the grants of the demo users.

export const DEMO_SCHEDULE_CODE = 'GAM-01';
export const DEMO_SHIFT_GROUP_CODE = 'GAMYBA';
/** The demo user who may only view the demo schedule. */
export const DEMO_VIEWER_EMPLOYEE_NO = 'SV0040';

interface DemoShift {
  code: string;
  name: string;
  type: 'work_day' | 'rest_day';
  startTime: TimeOfDay | null;
  endTime: TimeOfDay | null;
  shortDayStartTime?: TimeOfDay;
  shortDayEndTime?: TimeOfDay;
  /** The shift's break (the Labor Code wants one in a shift over 5 h), counted in work time or not. */
  breakTimes?: { startTime: TimeOfDay; endTime: TimeOfDay; minutes: number; counted: boolean };
  backgroundColor: string;
  fontColor: string;
}

const demoShifts = [
  {
    code: 'D',
    name: 'Dieninė',
    type: 'work_day',
    startTime: '08:00',
    endTime: '16:30',
    shortDayStartTime: '08:00',
    shortDayEndTime: '15:30',
    breakTimes: { startTime: '12:00', endTime: '12:30', minutes: 30, counted: false },
    backgroundColor: '#FFF3BF',
    fontColor: '#000000',
  },
  {
    code: 'N',
    name: 'Naktinė',
    type: 'work_day',
    startTime: '22:00',
    endTime: '06:30',
    breakTimes: { startTime: '02:00', endTime: '02:30', minutes: 30, counted: false },
    backgroundColor: '#364FC7',
    fontColor: '#FFFFFF',
  },
  // Twelve hours of work: their breaks count in work time.
  {
    code: 'D12',
    name: 'Dieninė 12 val.',
    type: 'work_day',
    startTime: '07:00',
    endTime: '19:00',
    breakTimes: { startTime: '12:00', endTime: '12:30', minutes: 30, counted: true },
    backgroundColor: '#FFD8A8',
    fontColor: '#000000',
  },
  {
    code: 'N12',
    name: 'Naktinė 12 val.',
    type: 'work_day',
    startTime: '19:00',
    endTime: '07:00',
    breakTimes: { startTime: '00:00', endTime: '00:30', minutes: 30, counted: true },
    backgroundColor: '#4263EB',
    fontColor: '#FFFFFF',
  },
  { code: 'P', name: 'Poilsio diena', type: 'rest_day', startTime: null, endTime: null, backgroundColor: '#E9ECEF', fontColor: '#495057' },
] as const satisfies readonly DemoShift[];
type ShiftCode = (typeof demoShifts)[number]['code'];

// Departments of the demo company: production (SV0005, SV0012 …), warehouse (SV0006 …) and sales (SV0007 …)
// come every seventh employee number.
function employeeNumbers(first: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `SV${String(first + index * 7).padStart(4, '0')}`);
}

/** Fills the demo's work time once: nothing is written when the demo shift group exists. */
export async function seedDemoWorkTime(trx: Transaction<Database>, users: Map<string, number>, env: Env, today: IsoDate): Promise<void> {
  const existing = await trx
    .selectFrom('shift_groups')
    .select('id')
    .where('company_code', '=', 'SV')
    .where('code', '=', DEMO_SHIFT_GROUP_CODE)
    .executeTakeFirst();
  if (existing) return;
  const planner = users.get('planner') ?? null;

  const group = await trx
    .insertInto('shift_groups')
    .values({
      company_code: 'SV',
      code: DEMO_SHIFT_GROUP_CODE,
      name: 'Gamybos pamainos',
      description: 'Gamybos cecho pamainos',
      user_id: planner,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shiftIds = new Map<ShiftCode, number>();
  for (const shift of demoShifts) {
    const breakTimes = 'breakTimes' in shift ? shift.breakTimes : undefined;
    const times = {
      type: shift.type,
      startTime: shift.startTime,
      endTime: shift.endTime,
      shortDayStartTime: 'shortDayStartTime' in shift ? shift.shortDayStartTime : null,
      shortDayEndTime: 'shortDayEndTime' in shift ? shift.shortDayEndTime : null,
      restEntries: breakTimes
        ? [
            {
              type: breakTimes.counted ? RestEntryType.counted : RestEntryType.notCounted,
              startTime: breakTimes.startTime,
              endTime: breakTimes.endTime,
            },
          ]
        : [],
    };
    const row = await trx
      .insertInto('shifts')
      .values({
        shift_group_id: group.id,
        code: shift.code,
        name: shift.name,
        type: shift.type,
        start_time: shift.startTime,
        end_time: shift.endTime,
        short_day_start_time: times.shortDayStartTime,
        short_day_end_time: times.shortDayEndTime,
        background_color: shift.backgroundColor,
        font_color: shift.fontColor,
        work_minutes: shiftWorkMinutes(times),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    shiftIds.set(shift.code, row.id);
    if (breakTimes) {
      await trx
        .insertInto('shift_rest_entries')
        .values({
          shift_id: row.id,
          start_time: breakTimes.startTime,
          end_time: breakTimes.endTime,
          minutes: breakTimes.minutes,
          counted_in_work_time: breakTimes.counted,
        })
        .execute();
    }
  }
  const shift = (code: ShiftCode) => shiftIds.get(code)!;

  // Formulas: positions of shifts, null a day off.
  const formulaOf = async (
    code: string,
    name: string,
    type: 'continuous' | 'cyclic',
    positions: Array<number | null>,
    holidayShiftId: number | null,
  ) => {
    const row = await trx
      .insertInto('schedule_formulas')
      .values({
        company_code: 'SV',
        shift_group_id: group.id,
        code,
        name,
        type,
        start_date: '2026-01-05',
        holiday_shift_id: holidayShiftId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('schedule_formula_entries')
      .values(positions.map((shiftId, position) => ({ schedule_formula_id: row.id, position, shift_id: shiftId })))
      .execute();
    return row.id;
  };
  const [day, day12, night12, rest] = [shift('D'), shift('D12'), shift('N12'), shift('P')];
  // 5/2: Monday to Friday days; a public holiday is a rest day.
  const fiveTwo = await formulaOf('5/2', 'Penkiadienė darbo savaitė', 'continuous', [day, day, day, day, day, null, null], rest);
  // Four crews of 12-hour shifts: offsets 0, 2, 4 and 6 keep one crew on the day and one on the night shift.
  const fourCrews = await formulaOf(
    '4B-12',
    'Keturių brigadų 12 val. ciklas',
    'cyclic',
    [day12, day12, night12, night12, rest, rest, rest, rest],
    null,
  );
  // 2-2-3: two on, two off, three on, two off, two on, three off; offset 7 gives the other crew.
  const twoTwoThree = await formulaOf(
    '2-2-3',
    '2-2-3 ciklas',
    'cyclic',
    [day12, day12, null, null, day12, day12, day12, null, null, day12, day12, null, null, null],
    null,
  );

  const schedule = await trx
    .insertInto('schedules')
    .values({
      company_code: 'SV',
      code: DEMO_SCHEDULE_CODE,
      name: 'Gamybos cechas',
      shift_group_id: group.id,
      print_header: 'UAB „Šiaurės vėjas“ gamybos cecho darbo grafikas',
      print_city: 'Vilnius',
      created_by: planner,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const groupOf = async (name: string, order: number) =>
    (
      await trx
        .insertInto('schedule_employee_groups')
        .values({ schedule_id: schedule.id, name, sort_order: order })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const groups = {
    day: await groupOf('Dieninė pamaina', 0),
    crews: await groupOf('12 val. brigados', 1),
    twoTwoThree: await groupOf('2-2-3 pamaina', 2),
  };
  // Production (the demo employee SV0012 and the viewer SV0040 among them) works days; the warehouse
  // runs the four crews; sales' shop floor the 2-2-3 rotation.
  const production = employeeNumbers(5, 14);
  const warehouse = employeeNumbers(6, 14);
  const sales = employeeNumbers(7, 12);
  const validFrom = '2026-01-01';
  const members = [
    ...production.map((employeeNo, index) => ({ employeeNo, groupId: groups.day, formulaId: fiveTwo, offset: 0, order: index })),
    ...warehouse.map((employeeNo, index) => ({
      employeeNo,
      groupId: groups.crews,
      formulaId: fourCrews,
      offset: (index % 4) * 2,
      order: index,
    })),
    ...sales.map((employeeNo, index) => ({
      employeeNo,
      groupId: groups.twoTwoThree,
      formulaId: twoTwoThree,
      offset: (index % 2) * 7,
      order: index,
    })),
  ];
  await trx
    .insertInto('schedule_employees')
    .values(
      members.map((member) => ({
        schedule_id: schedule.id,
        company_code: 'SV',
        employee_no: member.employeeNo,
        schedule_employee_group_id: member.groupId,
        schedule_formula_id: member.formulaId,
        formula_offset: member.offset,
        sort_order: member.order,
        valid_from: validFrom,
      })),
    )
    .execute();

  // Last month approved, this month and the next in progress. The planners' entries that break the
  // Labor Code go in first: generation keeps them and plans nothing in their cells.
  const thisMonth = monthRange(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
  await insertViolations(trx, {
    scheduleId: schedule.id,
    monthStart: thisMonth.from,
    shifts: { day, night: shift('N') },
    createdBy: planner,
  });
  const months = [addMonths(thisMonth.from, -1), thisMonth.from, addMonths(thisMonth.from, 1)];
  for (const first of months) {
    await generateMonth(trx, {
      scheduleId: schedule.id,
      year: Number(first.slice(0, 4)),
      month: Number(first.slice(5, 7)),
      companyCode: 'SV',
      shiftGroupId: group.id,
      timeZone: env.BUSINESS_TIME_ZONE,
    });
  }
  const lastMonth = months[0]!;
  await trx
    .updateTable('schedule_periods')
    .set({ status: PeriodStatus.approved })
    .where('schedule_id', '=', schedule.id)
    .where('year', '=', Number(lastMonth.slice(0, 4)))
    .where('month', '=', Number(lastMonth.slice(5, 7)))
    .execute();

  // The planner administers the demo schedule and may create schedules; the admin administers all of
  // the company's; the viewer only views the demo schedule.
  const grant = (username: string, objectId: number | null, action: 'administer' | 'create' | 'view') => {
    const userId = users.get(username);
    return userId === undefined
      ? []
      : [{ companyCode: 'SV', objectType: 'schedule' as const, objectId, userId, action, grantedBy: planner }];
  };
  await insertGrants(trx, [
    ...grant('planner', schedule.id, 'administer'),
    ...grant('planner', null, 'create'),
    ...grant('admin', null, 'administer'),
    ...grant('viewer', schedule.id, 'view'),
  ]);
}

/**
 * Planners' entries of this month that break the Labor Code: SV0019 works the night shift on the
 * second Tuesday and is back for the day shift the next morning (1.5 h of rest instead of 11), and SV0026
 * works the first weekend too, a run of more than the six working days in a row the Labor Code allows.
 */
async function insertViolations(
  trx: Transaction<Database>,
  input: { scheduleId: number; monthStart: string; shifts: { day: number; night: number }; createdBy: number | null },
): Promise<void> {
  const firstMonday = addDays(input.monthStart, (8 - isoWeekday(input.monthStart)) % 7);
  const entry = (employeeNo: string, date: string, shiftId: number, startTime: string, endTime: string, workMinutes: number) => ({
    schedule_id: input.scheduleId,
    company_code: 'SV',
    employee_no: employeeNo,
    date,
    type: 'work',
    source: 'manual',
    shift_id: shiftId,
    start_time: startTime,
    end_time: endTime,
    work_minutes: workMinutes,
    created_by: input.createdBy,
  });
  await trx
    .insertInto('schedule_entries')
    .values([
      entry('SV0019', addDays(firstMonday, 8), input.shifts.night, '22:00', '06:30', 480),
      entry('SV0026', addDays(firstMonday, 5), input.shifts.day, '08:00', '16:30', 480),
      entry('SV0026', addDays(firstMonday, 6), input.shifts.day, '08:00', '16:30', 480),
    ])
    .execute();
}
