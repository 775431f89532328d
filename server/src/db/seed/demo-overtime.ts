import type { IsoDate } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../database';

/**
 * Overtime agreements of the demo (migration 0023): the first two warehouse crew members of the demo
 * schedule signed consent to the longer weekly limit for the current year, one of them with agreed
 * caps. Idempotent: an employee who has an agreement already gets none more.
 */
export async function seedDemoOvertime(trx: Transaction<Database>, plannerId: number | undefined, today: IsoDate): Promise<void> {
  const year = today.slice(0, 4);
  const crew = await trx
    .selectFrom('schedule_employees as member')
    .innerJoin('schedule_employee_groups as grp', 'grp.id', 'member.schedule_employee_group_id')
    .select('member.employee_no')
    .where('member.company_code', '=', 'SV')
    .where('grp.name', '=', '12 val. brigados')
    .orderBy('member.employee_no')
    .limit(2)
    .execute();
  const agreed = await trx
    .selectFrom('employee_overtime_periods')
    .select('employee_no')
    .where('company_code', '=', 'SV')
    .where(
      'employee_no',
      'in',
      crew.map((member) => member.employee_no),
    )
    .execute()
    .then((rows) => new Set(rows.map((row) => row.employee_no)));
  const rows = crew
    .filter((member) => !agreed.has(member.employee_no))
    .map((member, index) => ({
      company_code: 'SV',
      employee_no: member.employee_no,
      valid_from: `${year}-01-01`,
      valid_to: `${year}-12-31`,
      weekly_hours_consent: true,
      max_overtime_hours_week: index === 0 ? 8 : null,
      max_overtime_hours_year: index === 0 ? 180 : null,
      note: 'Sutikimas dirbti ilgiau per savaitę (sandėlio brigados)',
      created_by: plannerId ?? null,
      updated_by: plannerId ?? null,
    }));
  if (rows.length > 0) await trx.insertInto('employee_overtime_periods').values(rows).execute();
}
