import type { IsoDate } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';
import { userDisplayName } from '../../db/user-name-sql';

// Overrides between schedules (migration 0017's schedule_entry_overrides): an employee in two schedules
// of the company on the same day, where one schedule's entry wins and the other's is overridden. Only
// planned entries take part: the ERP's absences and holiday documents are written into every schedule
// of the employee alike, so they never conflict. Everything a month needs is one statement, whatever
// the number of lines.

/** An entry of another schedule that this schedule may override: same company, a member of this schedule that day. */
function overridable(scheduleId: number, companyCode: string) {
  return sql`other.schedule_id <> ${scheduleId} and other.company_code = ${companyCode}
    and other.type <> 'integration_activity' and other.document_no is null
    and exists (
      select 1 from schedule_employees member
      where member.schedule_id = ${scheduleId} and member.employee_no = other.employee_no
        and member.valid_from <= other.date and (member.valid_to is null or member.valid_to >= other.date))`;
}

/**
 * Entries of other schedules of the company on the days of this schedule's members in the range, driven
 * from the members (the index on company, employee and date); the range stated on its own too, so that
 * the month bounds the read however long the entries' history.
 */
function otherEntriesOfMembers(input: { companyCode: string; scheduleId: number; from: IsoDate; to: IsoDate }) {
  return sql`schedule_employees member
    join schedule_entries other on other.company_code = member.company_code and other.employee_no = member.employee_no
      and other.date between greatest(member.valid_from, ${input.from}::date) and least(coalesce(member.valid_to, ${input.to}::date), ${input.to}::date)
      and other.date between ${input.from}::date and ${input.to}::date
      and other.schedule_id <> member.schedule_id and other.type <> 'integration_activity' and other.document_no is null`;
}

/** This schedule's own committed entry of the employee on the other entry's day: what wins. */
function ownEntryOnDay(scheduleId: number) {
  return sql`exists (
    select 1 from schedule_entries own
    where own.schedule_id = ${scheduleId} and own.employee_no = other.employee_no and own.date = other.date
      and own.type <> 'integration_activity')`;
}

/**
 * The override is in effect: its schedule still has its own entry of the employee on the overridden
 * entry's day. When the planner removes that entry, the other schedule's entry counts again.
 */
function winnerHasEntryOnDay(override: string, overridden: string) {
  return sql`exists (
    select 1 from schedule_entries winning
    where winning.schedule_id = ${sql.ref(`${override}.schedule_id`)} and winning.employee_no = ${sql.ref(`${overridden}.employee_no`)}
      and winning.date = ${sql.ref(`${overridden}.date`)} and winning.type <> 'integration_activity')`;
}

export interface OverridableEntryRow {
  id: number;
  schedule_id: number;
  employee_no: string;
  date: IsoDate;
  has_own_entry: boolean;
}

/** Another schedule's entry of the company this schedule could override; undefined when there is none such. */
export async function findOverridableEntry(
  db: Executor,
  filter: { companyCode: string; scheduleId: number; entryId: number },
): Promise<OverridableEntryRow | undefined> {
  const result = await sql<OverridableEntryRow>`
    select other.id, other.schedule_id, other.employee_no, to_char(other.date, 'YYYY-MM-DD') as date,
      ${ownEntryOnDay(filter.scheduleId)} as has_own_entry
    from schedule_entries other
    where other.id = ${filter.entryId} and ${overridable(filter.scheduleId, filter.companyCode)}`.execute(db);
  return result.rows[0];
}

/** Records this schedule's override of the entries; ones already overridden by it stay as they are. Answers how many are new. */
export async function insertOverrides(trx: Executor, input: { scheduleId: number; userId: number; entryIds: number[] }): Promise<number> {
  if (input.entryIds.length === 0) return 0;
  const result = await sql`
    insert into schedule_entry_overrides (schedule_id, overridden_entry_id, created_by)
    select ${input.scheduleId}, entry_id, ${input.userId} from unnest(${input.entryIds}::int[]) as entry_id
    on conflict (schedule_id, overridden_entry_id) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Overrides every entry of other schedules in the range that conflicts with this schedule's own entries
 * (a member's day where both schedules have one), in one statement. Answers how many are new.
 */
export async function overrideRange(
  trx: Executor,
  input: { companyCode: string; scheduleId: number; userId: number; from: IsoDate; to: IsoDate },
): Promise<number> {
  const result = await sql`
    insert into schedule_entry_overrides (schedule_id, overridden_entry_id, created_by)
    select ${input.scheduleId}, other.id, ${input.userId}
    from ${otherEntriesOfMembers(input)}
    where member.schedule_id = ${input.scheduleId} and member.company_code = ${input.companyCode}
      and ${ownEntryOnDay(input.scheduleId)}
    on conflict (schedule_id, overridden_entry_id) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * One row of the month table's overrides read: `other`, another schedule's entry on a member's day
 * (with its schedule's code, its shift for the dictionary, and whether this schedule overrides it and
 * has its own entry that day); or `overridden`, this schedule's entry that another schedule overrides
 * (with that schedule's code).
 */
export interface OverrideEntryRow {
  kind: 'other' | 'overridden';
  id: number;
  employee_no: string;
  date: IsoDate;
  type: 'work' | 'activity' | 'integration_activity';
  source: 'formula' | 'manual' | 'erp';
  shift_id: number | null;
  activity_code: string | null;
  start_time: string | null;
  end_time: string | null;
  work_minutes: number;
  absence_minutes: number;
  schedule_code: string;
  is_overridden_here: boolean;
  has_own_entry: boolean;
  shift_code: string | null;
  shift_name: string | null;
  shift_type: string | null;
  shift_start: string | null;
  shift_end: string | null;
  shift_work_minutes: number | null;
  shift_background: string | null;
  shift_font: string | null;
}

/** The month's overrides read for the table of one schedule (see OverrideEntryRow), in one statement. */
export async function listMonthOverrideEntries(
  db: Executor,
  filter: { companyCode: string; scheduleId: number; from: IsoDate; to: IsoDate },
): Promise<OverrideEntryRow[]> {
  const result = await sql<OverrideEntryRow>`
    select 'other' as kind, other.id, other.employee_no, to_char(other.date, 'YYYY-MM-DD') as date, other.type, other.source,
      other.shift_id, other.activity_code, to_char(other.start_time, 'HH24:MI') as start_time,
      to_char(other.end_time, 'HH24:MI') as end_time, other.work_minutes, other.absence_minutes, schedule.code as schedule_code,
      exists (
        select 1 from schedule_entry_overrides override
        where override.schedule_id = ${filter.scheduleId} and override.overridden_entry_id = other.id) as is_overridden_here,
      ${ownEntryOnDay(filter.scheduleId)} as has_own_entry,
      shift.code as shift_code, shift.name as shift_name, shift.type as shift_type,
      to_char(shift.start_time, 'HH24:MI') as shift_start, to_char(shift.end_time, 'HH24:MI') as shift_end,
      shift.work_minutes as shift_work_minutes, shift.background_color as shift_background, shift.font_color as shift_font
    from ${otherEntriesOfMembers(filter)}
    join schedules schedule on schedule.id = other.schedule_id
    left join shifts shift on shift.id = other.shift_id
    where member.schedule_id = ${filter.scheduleId} and member.company_code = ${filter.companyCode}
    union all
    select 'overridden', own.id, own.employee_no, to_char(own.date, 'YYYY-MM-DD'), own.type, own.source, own.shift_id,
      own.activity_code, null, null, own.work_minutes, own.absence_minutes, winner.code, false, true,
      null, null, null, null, null, null, null, null
    from schedule_entry_overrides override
    join schedule_entries own on own.id = override.overridden_entry_id
    join schedules winner on winner.id = override.schedule_id
    where own.schedule_id = ${filter.scheduleId} and own.date between ${filter.from}::date and ${filter.to}::date
      and ${winnerHasEntryOnDay('override', 'own')}`.execute(db);
  return result.rows;
}

/** The overrides of a month that concern the schedule, won or lost, for the overrides list. */
export async function listOverrides(db: Executor, filter: { companyCode: string; scheduleId: number; from: IsoDate; to: IsoDate }) {
  const result = await sql<{
    id: number;
    schedule_id: number;
    schedule_code: string;
    schedule_name: string;
    overridden_schedule_id: number;
    overridden_schedule_code: string;
    overridden_schedule_name: string;
    overridden_entry_id: number;
    employee_no: string;
    employee_name: string;
    date: IsoDate;
    code: string | null;
    created_by_name: string | null;
    created_at: Date;
  }>`
    select override.id, winner.id as schedule_id, winner.code as schedule_code, winner.name as schedule_name,
      loser.id as overridden_schedule_id, loser.code as overridden_schedule_code, loser.name as overridden_schedule_name,
      entry.id as overridden_entry_id, entry.employee_no,
      trim(coalesce(employee.first_name, '') || ' ' || coalesce(employee.last_name, '')) as employee_name,
      to_char(entry.date, 'YYYY-MM-DD') as date, coalesce(shift.code, entry.activity_code) as code,
      ${userDisplayName('author')} as created_by_name,
      override.created_at
    from schedule_entry_overrides override
    join schedules winner on winner.id = override.schedule_id
    join schedule_entries entry on entry.id = override.overridden_entry_id
    join schedules loser on loser.id = entry.schedule_id
    join employees employee on employee.company_code = entry.company_code and employee.employee_no = entry.employee_no
    left join shifts shift on shift.id = entry.shift_id
    left join users author on author.id = override.created_by
    where winner.company_code = ${filter.companyCode}
      and (winner.id = ${filter.scheduleId} or loser.id = ${filter.scheduleId})
      and entry.date between ${filter.from}::date and ${filter.to}::date
      and ${winnerHasEntryOnDay('override', 'entry')}
    order by entry.date, entry.employee_no, override.id`.execute(db);
  return result.rows;
}

/** The ids of the schedule's entries in the range that another schedule overrides. */
export async function listOverriddenEntryIds(db: Executor, filter: { scheduleId: number; from: IsoDate; to: IsoDate }): Promise<number[]> {
  const result = await sql<{ id: number }>`
    select distinct own.id
    from schedule_entry_overrides override
    join schedule_entries own on own.id = override.overridden_entry_id
    where own.schedule_id = ${filter.scheduleId} and own.date between ${filter.from}::date and ${filter.to}::date
      and ${winnerHasEntryOnDay('override', 'own')}`.execute(db);
  return result.rows.map((row) => row.id);
}
