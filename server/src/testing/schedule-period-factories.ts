import type { Executor } from '../db/transaction';

// Direct inserts for the schedule month's tests: employees with an appointment, shifts with short-day
// times and rests, and an edit session with its changes as the schedule-entries module writes them
// (cell operations, each create or delete call one batch).

export interface EmployeeFactoryInput {
  companyCode?: string;
  employeeNo: string;
  firstName?: string;
  lastName?: string;
  departmentCode?: string | null;
  jobTitle?: string | null;
  shortenedPreHoliday?: boolean;
  weeklyHoursConsent?: boolean;
  /** An appointment from this date (none when missing) … */
  appointmentFrom?: string;
  /** … to this one ('9999-12-31': no end), with this share of full time. */
  appointmentTo?: string;
  partTimeShare?: number;
}

/** Employees (and their appointments) in one statement each, for as many lines as a test needs. */
export async function createEmployees(db: Executor, inputs: readonly EmployeeFactoryInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await db
    .insertInto('employees')
    .values(
      inputs.map((input) => ({
        company_code: input.companyCode ?? 'SV',
        employee_no: input.employeeNo,
        first_name: input.firstName ?? 'Vardenis',
        last_name: input.lastName ?? input.employeeNo,
        personnel_no: input.employeeNo,
        department_code: input.departmentCode ?? null,
        job_title: input.jobTitle ?? null,
        shortened_pre_holiday: input.shortenedPreHoliday ?? false,
        weekly_hours_consent: input.weeklyHoursConsent ?? false,
      })),
    )
    .execute();
  const appointed = inputs.filter((input) => input.appointmentFrom !== undefined);
  if (appointed.length === 0) return;
  await db
    .insertInto('appointments')
    .values(
      appointed.map((input) => ({
        company_code: input.companyCode ?? 'SV',
        employee_no: input.employeeNo,
        appointment_line_no: 1,
        root_line_no: 1,
        appointment_type: 'Pagrindinis',
        contract_no: `C-${input.employeeNo}`,
        department_name: '',
        job_title_name: input.jobTitle ?? '',
        from_date: input.appointmentFrom!,
        to_date: input.appointmentTo ?? '9999-12-31',
        part_time_share: String(input.partTimeShare ?? 1),
      })),
    )
    .execute();
}

export interface TimedShiftInput {
  shiftGroupId: number;
  code: string;
  startTime: string;
  endTime: string;
  workMinutes: number;
  shortDayStartTime?: string | null;
  shortDayEndTime?: string | null;
  backgroundColor?: string;
  fontColor?: string;
  /** Breaks: fixed ones with times, or only minutes; not counted in work time unless said. */
  rests?: ReadonlyArray<{ startTime?: string | null; endTime?: string | null; minutes: number; countedInWorkTime?: boolean }>;
}

export async function createTimedShift(db: Executor, input: TimedShiftInput): Promise<number> {
  const row = await db
    .insertInto('shifts')
    .values({
      shift_group_id: input.shiftGroupId,
      code: input.code,
      name: input.code,
      type: 'work_day',
      start_time: input.startTime,
      end_time: input.endTime,
      short_day_start_time: input.shortDayStartTime ?? null,
      short_day_end_time: input.shortDayEndTime ?? null,
      work_minutes: input.workMinutes,
      background_color: input.backgroundColor ?? '#FFFFFF',
      font_color: input.fontColor ?? '#000000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, rest] of (input.rests ?? []).entries()) {
    await db
      .insertInto('shift_rest_entries')
      .values({
        shift_id: row.id,
        start_time: rest.startTime ?? null,
        end_time: rest.endTime ?? null,
        minutes: rest.minutes,
        counted_in_work_time: rest.countedInWorkTime ?? false,
        sort_order: index,
      })
      .execute();
  }
  return row.id;
}

/** The user's edit session of a period, opened on the period's version (or the one given). */
export async function openEditSession(db: Executor, input: { periodId: number; userId: number; baseVersion?: number }): Promise<number> {
  const period = await db.selectFrom('schedule_periods').select('version').where('id', '=', input.periodId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('schedule_edit_sessions')
    .values({ schedule_period_id: input.periodId, user_id: input.userId, base_version: input.baseVersion ?? period.version })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface EditChangeInput {
  action: 'create' | 'delete';
  employeeNo: string;
  date: string;
  /** For a create: the shift the cell gets. */
  shiftId?: number | null;
  startTime?: string | null;
  endTime?: string | null;
}

/** One create or delete call of the session: its cell changes under the next batch number. */
export async function addEditBatch(db: Executor, sessionId: number, changes: readonly EditChangeInput[]): Promise<void> {
  const last = await db
    .selectFrom('schedule_edit_changes')
    .select((eb) => eb.fn.max('batch').as('batch'))
    .where('schedule_edit_session_id', '=', sessionId)
    .executeTakeFirst();
  const batch = last?.batch === null || last?.batch === undefined ? 1 : Number(last.batch) + 1;
  await db
    .insertInto('schedule_edit_changes')
    .values(
      changes.map((change) => ({
        schedule_edit_session_id: sessionId,
        action: change.action,
        employee_no: change.employeeNo,
        date: change.date,
        type: change.action === 'create' ? 'work' : null,
        shift_id: change.shiftId ?? null,
        start_time: change.startTime ?? null,
        end_time: change.endTime ?? null,
        batch,
      })),
    )
    .execute();
}
