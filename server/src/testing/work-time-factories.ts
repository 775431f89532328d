import type { Executor } from '../db/transaction';
import { insertGrants, type WorkTimeGrantAction } from '../modules/work-time-access/work-time-access.repository';
import { createUser } from './factories';

// Direct inserts of work-time rows for tests that need a schedule without going through its screens.

export async function createShiftGroup(db: Executor, input: { companyCode?: string; code: string; name?: string }): Promise<number> {
  const row = await db
    .insertInto('shift_groups')
    .values({ company_code: input.companyCode ?? 'SV', code: input.code, name: input.name ?? input.code })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ShiftFactoryInput {
  shiftGroupId: number;
  code: string;
  name?: string;
  type?: 'work_day' | 'rest_day';
  startTime?: string | null;
  endTime?: string | null;
  workMinutes?: number;
  backgroundColor?: string;
  fontColor?: string;
}

export async function createShift(db: Executor, input: ShiftFactoryInput): Promise<number> {
  const row = await db
    .insertInto('shifts')
    .values({
      shift_group_id: input.shiftGroupId,
      code: input.code,
      name: input.name ?? input.code,
      type: input.type ?? 'work_day',
      start_time: input.startTime ?? null,
      end_time: input.endTime ?? null,
      work_minutes: input.workMinutes ?? 0,
      background_color: input.backgroundColor ?? '#FFFFFF',
      font_color: input.fontColor ?? '#000000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createSchedule(
  db: Executor,
  input: { companyCode?: string; code: string; name?: string; shiftGroupId: number; archived?: boolean },
): Promise<number> {
  const row = await db
    .insertInto('schedules')
    .values({
      company_code: input.companyCode ?? 'SV',
      code: input.code,
      name: input.name ?? input.code,
      shift_group_id: input.shiftGroupId,
      archived: input.archived ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addScheduleEmployee(
  db: Executor,
  input: { scheduleId: number; companyCode?: string; employeeNo: string; validFrom: string; validTo?: string | null },
): Promise<number> {
  const row = await db
    .insertInto('schedule_employees')
    .values({
      schedule_id: input.scheduleId,
      company_code: input.companyCode ?? 'SV',
      employee_no: input.employeeNo,
      valid_from: input.validFrom,
      valid_to: input.validTo ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createSchedulePeriod(db: Executor, input: { scheduleId: number; year: number; month: number; status?: 0 | 1 | 2 }) {
  const row = await db
    .insertInto('schedule_periods')
    .values({ schedule_id: input.scheduleId, year: input.year, month: input.month, status: input.status ?? 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface EntryFactoryInput {
  scheduleId: number;
  companyCode?: string;
  employeeNo: string;
  date: string;
  shiftId?: number | null;
  activityCode?: string | null;
  source?: 'formula' | 'manual' | 'erp';
  startTime?: string | null;
  endTime?: string | null;
  workMinutes?: number;
  absenceMinutes?: number;
  description?: string;
  createdBy?: number | null;
}

export async function createScheduleEntry(db: Executor, input: EntryFactoryInput): Promise<number> {
  const isShift = input.shiftId !== undefined && input.shiftId !== null;
  const row = await db
    .insertInto('schedule_entries')
    .values({
      schedule_id: input.scheduleId,
      company_code: input.companyCode ?? 'SV',
      employee_no: input.employeeNo,
      date: input.date,
      type: isShift ? 'work' : input.source === 'erp' ? 'integration_activity' : 'activity',
      source: input.source ?? (isShift ? 'formula' : 'manual'),
      shift_id: input.shiftId ?? null,
      activity_code: input.activityCode ?? null,
      start_time: input.startTime ?? null,
      end_time: input.endTime ?? null,
      work_minutes: input.workMinutes ?? 0,
      absence_minutes: input.absenceMinutes ?? 0,
      description: input.description ?? '',
      created_by: input.createdBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Work-time grants to a user: on one schedule, or company-wide when objectId is null or missing. */
export async function grantWorkTime(
  db: Executor,
  input: {
    userId: number;
    companyCode?: string;
    objectId?: number | null;
    actions: ReadonlyArray<WorkTimeGrantAction>;
  },
): Promise<void> {
  await insertGrants(
    db,
    input.actions.map((action) => ({
      companyCode: input.companyCode ?? 'SV',
      objectType: 'schedule' as const,
      objectId: input.objectId ?? null,
      userId: input.userId,
      action,
      grantedBy: null,
    })),
  );
}

export interface FormulaFactoryInput {
  companyCode?: string;
  shiftGroupId: number;
  code: string;
  name?: string;
  type?: 'continuous' | 'cyclic';
  startDate: string;
  endDate?: string | null;
  holidayShiftId?: number | null;
  archived?: boolean;
  /** Position i plans shiftIds[i]; null is a day off. */
  shiftIds: ReadonlyArray<number | null>;
}

export async function createScheduleFormula(db: Executor, input: FormulaFactoryInput): Promise<number> {
  const row = await db
    .insertInto('schedule_formulas')
    .values({
      company_code: input.companyCode ?? 'SV',
      shift_group_id: input.shiftGroupId,
      code: input.code,
      name: input.name ?? input.code,
      type: input.type ?? 'cyclic',
      start_date: input.startDate,
      end_date: input.endDate ?? null,
      holiday_shift_id: input.holidayShiftId ?? null,
      archived: input.archived ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.shiftIds.length > 0) {
    await db
      .insertInto('schedule_formula_entries')
      .values(input.shiftIds.map((shiftId, position) => ({ schedule_formula_id: row.id, position, shift_id: shiftId })))
      .execute();
  }
  return row.id;
}

/**
 * Users of the work-time area of SV for the refusal paths of the company's setup (shift groups, shifts,
 * formulas): `writer` holds create, edit and delete company-wide, `administrator` administer, `viewer`
 * only a view of one schedule, `outsider` work-time access without any grant.
 */
export async function createSetupUsers(db: Executor, input: { viewedScheduleId: number }) {
  const [writer, administrator, viewer, outsider] = await Promise.all(
    ['setup.writer', 'setup.administrator', 'setup.viewer', 'setup.outsider'].map((username) =>
      createUser(db, { username, workTimeCompanies: ['SV'] }),
    ),
  );
  await grantWorkTime(db, { userId: writer!.id, actions: ['create', 'edit', 'delete'] });
  await grantWorkTime(db, { userId: administrator!.id, actions: ['administer'] });
  await grantWorkTime(db, { userId: viewer!.id, objectId: input.viewedScheduleId, actions: ['view', 'edit'] });
  return { writer: writer!, administrator: administrator!, viewer: viewer!, outsider: outsider! };
}
