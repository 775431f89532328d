import { addMonths, type IsoDate, monthRange } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { Env } from '../../env';
import { generateTimesheetMonth } from '../../modules/timesheets/use-cases/generate-timesheet';
import { insertGrants } from '../../modules/work-time-access/work-time-access.repository';
import type { Database } from '../database';
import { DEMO_SCHEDULE_CODE } from './demo-work-time';

// The demo timesheet (issue #14): GAM-01-Z on the demo schedule GAM-01, last month generated from the
// schedule and the ERP's absences (through the same generation the keepers run). The planner
// administers it and may create timesheets; the admin administers all of the company's; the viewer only
// views it.

export const DEMO_TIMESHEET_CODE = 'GAM-01-Z';

export async function seedDemoTimesheets(trx: Transaction<Database>, users: Map<string, number>, env: Env, today: IsoDate): Promise<void> {
  const schedule = await trx
    .selectFrom('schedules')
    .select('id')
    .where('company_code', '=', 'SV')
    .where('code', '=', DEMO_SCHEDULE_CODE)
    .executeTakeFirst();
  if (!schedule) return;
  const existing = await trx
    .selectFrom('timesheets')
    .select('id')
    .where('company_code', '=', 'SV')
    .where('code', '=', DEMO_TIMESHEET_CODE)
    .executeTakeFirst();
  if (existing) return;
  const planner = users.get('planner') ?? null;
  const timesheet = await trx
    .insertInto('timesheets')
    .values({
      company_code: 'SV',
      code: DEMO_TIMESHEET_CODE,
      name: 'Gamybos darbo laiko žiniaraštis',
      schedule_id: schedule.id,
      created_by: planner,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const lastMonth = addMonths(monthRange(Number(today.slice(0, 4)), Number(today.slice(5, 7))).from, -1);
  await generateTimesheetMonth(trx, {
    timesheetId: timesheet.id,
    year: Number(lastMonth.slice(0, 4)),
    month: Number(lastMonth.slice(5, 7)),
    scheduleId: schedule.id,
    companyCode: 'SV',
    timeZone: env.BUSINESS_TIME_ZONE,
  });

  const grant = (username: string, objectId: number | null, action: 'administer' | 'create' | 'view') => {
    const userId = users.get(username);
    return userId === undefined
      ? []
      : [{ companyCode: 'SV', objectType: 'timesheet' as const, objectId, userId, action, grantedBy: planner }];
  };
  await insertGrants(trx, [
    ...grant('planner', timesheet.id, 'administer'),
    ...grant('planner', null, 'create'),
    ...grant('admin', null, 'administer'),
    ...grant('viewer', timesheet.id, 'view'),
  ]);
}
