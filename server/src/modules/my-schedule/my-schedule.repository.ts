import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/transaction';

export interface EmployeeMonth {
  companyCode: string;
  employeeNo: string;
  from: string;
  to: string;
}

/** 'HH:MM:SS' columns read as 'HH:mm'. */
const hhmm = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'HH24:MI')`;

/** The employee's day entries between two dates across the schedules they are in (archived ones left out). */
export function listEntries(db: Executor, month: EmployeeMonth) {
  return db
    .selectFrom('schedule_entries as entry')
    .innerJoin('schedules as schedule', 'schedule.id', 'entry.schedule_id')
    .leftJoin('shifts as shift', 'shift.id', 'entry.shift_id')
    .leftJoin('activity_codes as activity', (join) =>
      join.onRef('activity.company_code', '=', 'entry.company_code').onRef('activity.code', '=', 'entry.activity_code'),
    )
    .select([
      'entry.id',
      'entry.schedule_id',
      'schedule.name as schedule_name',
      sql<string>`to_char(entry.date, 'YYYY-MM-DD')`.as('date'),
      'entry.type',
      'shift.code as shift_code',
      'shift.name as shift_name',
      'shift.type as shift_type',
      'shift.background_color',
      'shift.font_color',
      hhmm('entry.start_time').as('entry_start'),
      hhmm('entry.end_time').as('entry_end'),
      hhmm('shift.start_time').as('shift_start'),
      hhmm('shift.end_time').as('shift_end'),
      'entry.activity_code',
      'activity.text as activity_text',
      'activity.color as activity_color',
      'entry.work_minutes',
      'entry.absence_minutes',
    ])
    .where('entry.company_code', '=', month.companyCode)
    .where('entry.employee_no', '=', month.employeeNo)
    .where('entry.date', '>=', month.from)
    .where('entry.date', '<=', month.to)
    .where('schedule.archived', '=', false)
    .orderBy('entry.date')
    .orderBy(sql`coalesce(entry.start_time, shift.start_time)`, sql`asc nulls last`)
    .orderBy('entry.sort_order')
    .orderBy('entry.id')
    .execute();
}

/** The schedules the employee belongs to for some day between the dates, with that month's period status. */
export function listSchedulesOfMonth(db: Executor, month: EmployeeMonth & { year: number; month: number }) {
  return db
    .selectFrom('schedule_employees as member')
    .innerJoin('schedules as schedule', 'schedule.id', 'member.schedule_id')
    .leftJoin('schedule_periods as period', (join) =>
      join.onRef('period.schedule_id', '=', 'schedule.id').on('period.year', '=', month.year).on('period.month', '=', month.month),
    )
    .select(['schedule.id', 'schedule.name', 'period.status'])
    .distinct()
    .where('member.company_code', '=', month.companyCode)
    .where('member.employee_no', '=', month.employeeNo)
    .where('member.valid_from', '<=', month.to)
    .where((eb) => eb.or([eb('member.valid_to', 'is', null), eb('member.valid_to', '>=', month.from)]))
    .where('schedule.archived', '=', false)
    .orderBy('schedule.name')
    .execute();
}

/**
 * Which entry an entry-details dialog may show: one of the employee's own (My schedule) or one of a
 * schedule's (the month table); undefined when it is neither in the company nor in that scope.
 */
export type EntryDetailsScope = { companyCode: string; entryId: number } & ({ employeeNo: string } | { scheduleId: number });

/**
 * One entry with what its dialog shows (spec 1 §3 "My schedule"): the schedule, the employee, the shift
 * or activity, the month's period status, the author, and the shift's rest entries in their order.
 * The one query of both dialogs (my-schedule and schedule-periods).
 */
export function findEntryDetails(db: Executor, scope: EntryDetailsScope) {
  let query = db
    .selectFrom('schedule_entries as entry')
    .innerJoin('schedules as schedule', 'schedule.id', 'entry.schedule_id')
    .innerJoin('employees as employee', (join) =>
      join.onRef('employee.company_code', '=', 'entry.company_code').onRef('employee.employee_no', '=', 'entry.employee_no'),
    )
    .leftJoin('shifts as shift', 'shift.id', 'entry.shift_id')
    .leftJoin('activity_codes as activity', (join) =>
      join.onRef('activity.company_code', '=', 'entry.company_code').onRef('activity.code', '=', 'entry.activity_code'),
    )
    .leftJoin('schedule_periods as period', (join) =>
      join
        .onRef('period.schedule_id', '=', 'entry.schedule_id')
        .on('period.year', '=', sql<number>`extract(year from entry.date)::int`)
        .on('period.month', '=', sql<number>`extract(month from entry.date)::int`),
    )
    .leftJoin('users as author', 'author.id', 'entry.created_by')
    .select((eb) => [
      'entry.id',
      'entry.shift_id',
      'schedule.id as schedule_id',
      'schedule.name as schedule_name',
      sql<string>`to_char(entry.date, 'YYYY-MM-DD')`.as('date'),
      sql<string>`employee.first_name || ' ' || employee.last_name`.as('employee_name'),
      'entry.type',
      'entry.source',
      'entry.description',
      'shift.code as shift_code',
      'shift.name as shift_name',
      'shift.type as shift_type',
      hhmm('entry.start_time').as('entry_start'),
      hhmm('entry.end_time').as('entry_end'),
      hhmm('shift.start_time').as('shift_start'),
      hhmm('shift.end_time').as('shift_end'),
      'entry.activity_code',
      'activity.text as activity_text',
      'entry.work_minutes',
      'period.status',
      sql<string | null>`nullif(trim(coalesce(author.first_name, '') || ' ' || coalesce(author.last_name, '')), '')`.as('author_name'),
      'author.username as author_username',
      'entry.created_at',
      'entry.document_no',
      sql<string | null>`to_char(entry.document_date, 'YYYY-MM-DD')`.as('document_date'),
      jsonArrayFrom(
        eb
          .selectFrom('shift_rest_entries as rest')
          .select([
            hhmm('rest.start_time').as('start_time'),
            hhmm('rest.end_time').as('end_time'),
            'rest.minutes',
            'rest.counted_in_work_time',
          ])
          .whereRef('rest.shift_id', '=', 'entry.shift_id')
          .orderBy('rest.sort_order')
          .orderBy('rest.id'),
      ).as('rest_entries'),
    ])
    .where('entry.id', '=', scope.entryId)
    .where('entry.company_code', '=', scope.companyCode);
  query =
    'employeeNo' in scope
      ? query.where('entry.employee_no', '=', scope.employeeNo)
      : query.where('entry.schedule_id', '=', scope.scheduleId);
  return query.executeTakeFirst();
}
