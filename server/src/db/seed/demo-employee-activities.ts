import { addDays, type IsoDate, isoWeekday } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../database';

/**
 * Employee activities of the demo (migration 0024): a 12-hour crew member of the demo schedule studies
 * on Tuesday afternoons (4 h) from the start of this month to the end of the year, another is on a
 * business trip all next week. Their timesheet entries come when a planner generates the month's activity
 * entries. Idempotent: an employee who has a planned activity already gets none more.
 */
export async function seedDemoEmployeeActivities(trx: Transaction<Database>, plannerId: number | undefined, today: IsoDate): Promise<void> {
  const crew = await trx
    .selectFrom('schedule_employees as member')
    .innerJoin('schedule_employee_groups as grp', 'grp.id', 'member.schedule_employee_group_id')
    .select('member.employee_no')
    .where('member.company_code', '=', 'SV')
    .where('grp.name', '=', '12 val. brigados')
    .orderBy('member.employee_no')
    .offset(2)
    .limit(2)
    .execute();
  const [student, traveller] = crew.map((member) => member.employee_no);
  if (!student || !traveller) return;
  const planned = await trx
    .selectFrom('planned_employee_activities')
    .select('employee_no')
    .where('company_code', '=', 'SV')
    .where('employee_no', 'in', [student, traveller])
    .execute()
    .then((rows) => new Set(rows.map((row) => row.employee_no)));
  const nextMonday = addDays(today, 8 - isoWeekday(today));
  const activities = [
    {
      employee_no: student,
      activity_code: 'M',
      date_from: `${today.slice(0, 7)}-01`,
      date_to: `${today.slice(0, 4)}-12-31`,
      description: 'Studijos antradienių popietėmis',
      entries: [{ weekdays: [2], hours_type: 'hours', minutes: 240, exclude_holidays: true }],
    },
    {
      employee_no: traveller,
      activity_code: 'K',
      date_from: nextMonday,
      date_to: addDays(nextMonday, 4),
      description: 'Komandiruotė į Kauno padalinį',
      entries: [{ weekdays: [1, 2, 3, 4, 5], hours_type: 'all_day', minutes: null, exclude_holidays: true }],
    },
  ].filter((activity) => !planned.has(activity.employee_no));
  for (const { entries, ...activity } of activities) {
    const row = await trx
      .insertInto('planned_employee_activities')
      .values({ company_code: 'SV', ...activity, created_by: plannerId ?? null, updated_by: plannerId ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('activity_setup_entries')
      .values(entries.map((entry) => ({ activity_id: row.id, ...entry })))
      .execute();
  }
}
