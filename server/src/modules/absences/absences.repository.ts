import { type AbsenceRecord, DEFAULT_ACTIVITY_COLOR, lithuanianCalendar } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';

export interface AbsenceFilter {
  companyCode: string;
  employeeNo: string;
  dateFrom?: string;
  dateTo?: string;
  /** The history lists codes shown in history; the calendar those shown in the calendar. */
  shownIn: 'history' | 'calendar';
  /** Employee activities (timesheet facts) too. */
  withActivities: boolean;
  offset?: number;
  limit?: number;
}

// Absences and activities are read through one UNION ALL so that a page and its count span both.
function recordsQuery(db: Executor, filter: AbsenceFilter) {
  const flag = filter.shownIn === 'history' ? 'activity_codes.show_in_history' : 'activity_codes.show_in_calendar';
  const absences = db
    .selectFrom('absences')
    .innerJoin('activity_codes', (join) =>
      join.onRef('activity_codes.company_code', '=', 'absences.company_code').onRef('activity_codes.code', '=', 'absences.activity_code'),
    )
    .select([
      sql<'absence' | 'activity'>`'absence'`.as('source'),
      'absences.entry_no',
      'absences.employee_no',
      'absences.company_code',
      'absences.date_from',
      'absences.date_to',
      'absences.activity_code',
      'absences.description',
      sql<string | null>`null`.as('own_color'),
      sql<number | null>`absences.calendar_days`.as('calendar_days'),
      sql<number | null>`absences.work_days`.as('work_days'),
      sql<number | null>`absences.hours_per_day`.as('hours_per_day'),
      'absences.application_no',
    ])
    .where('absences.company_code', '=', filter.companyCode)
    .where('absences.employee_no', '=', filter.employeeNo)
    .where(flag, '=', true);
  const activities = db
    .selectFrom('employee_activities')
    .innerJoin('activity_codes', (join) =>
      join
        .onRef('activity_codes.company_code', '=', 'employee_activities.company_code')
        .onRef('activity_codes.code', '=', 'employee_activities.activity_code'),
    )
    .select([
      sql<'absence' | 'activity'>`'activity'`.as('source'),
      'employee_activities.entry_no',
      'employee_activities.employee_no',
      'employee_activities.company_code',
      'employee_activities.date_from',
      'employee_activities.date_to',
      'employee_activities.activity_code',
      'employee_activities.description',
      'employee_activities.color as own_color',
      // Facts carry no day counts of their own: they are counted on the business calendar below.
      sql<number | null>`null::numeric`.as('calendar_days'),
      sql<number | null>`null::numeric`.as('work_days'),
      sql<number | null>`null::numeric`.as('hours_per_day'),
      sql<string | null>`null`.as('application_no'),
    ])
    .where('employee_activities.company_code', '=', filter.companyCode)
    .where('employee_activities.employee_no', '=', filter.employeeNo)
    .where(flag, '=', true);
  const union = filter.withActivities ? absences.unionAll(activities) : absences;
  let query = db.selectFrom(union.as('records'));
  // Records that touch the range, not only those inside it.
  if (filter.dateFrom) query = query.where('records.date_to', '>=', filter.dateFrom);
  if (filter.dateTo) query = query.where('records.date_from', '<=', filter.dateTo);
  return query;
}

export async function listRecords(db: Executor, filter: AbsenceFilter): Promise<AbsenceRecord[]> {
  let query = recordsQuery(db, filter)
    .innerJoin('activity_codes', (join) =>
      join.onRef('activity_codes.company_code', '=', 'records.company_code').onRef('activity_codes.code', '=', 'records.activity_code'),
    )
    .innerJoin('activity_types', (join) =>
      join
        .onRef('activity_types.company_code', '=', 'activity_codes.company_code')
        .onRef('activity_types.id', '=', 'activity_codes.activity_type_id'),
    )
    .innerJoin('employees', (join) =>
      join.onRef('employees.company_code', '=', 'records.company_code').onRef('employees.employee_no', '=', 'records.employee_no'),
    )
    .selectAll('records')
    .select([
      'activity_codes.text as code_text',
      'activity_codes.text_en as code_text_en',
      'activity_codes.color as code_color',
      'activity_codes.activity_type_id',
      'activity_types.text as type_text',
      'activity_types.text_en as type_text_en',
      'employees.first_name',
      'employees.last_name',
    ])
    .orderBy('records.date_from', 'desc')
    .orderBy('records.source')
    .orderBy('records.entry_no', 'desc');
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(filter.offset ?? 0);
  const rows = await query.execute();
  return rows.map((row) => ({
    entryNo: row.entry_no,
    source: row.source,
    employeeNo: row.employee_no,
    employeeFirstName: row.first_name,
    employeeLastName: row.last_name,
    employeeFullName: `${row.first_name} ${row.last_name}`,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    activityCode: row.activity_code,
    activityCodeText: row.code_text,
    activityCodeTextEn: row.code_text_en,
    activityTypeId: row.activity_type_id,
    activityTypeText: row.type_text,
    activityTypeTextEn: row.type_text_en,
    color: row.own_color ?? row.code_color ?? DEFAULT_ACTIVITY_COLOR,
    description: row.description,
    calendarDays: row.calendar_days ?? lithuanianCalendar.countCalendarDays(row.date_from, row.date_to),
    workDays: row.work_days ?? lithuanianCalendar.countWorkDays(row.date_from, row.date_to),
    hoursPerDay: row.hours_per_day ?? 8,
    applicationNo: row.application_no,
  }));
}

export async function countRecords(db: Executor, filter: AbsenceFilter): Promise<number> {
  const row = await recordsQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
