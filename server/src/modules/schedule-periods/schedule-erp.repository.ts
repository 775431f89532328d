import type { Executor } from '../../db/transaction';
import type { MonthKey } from './schedule-periods.repository';

// The period as the ERP hand-overs need it (update-navision, absence-to-navision): they refuse a month
// without a period rather than create one, and hold its row while they queue, so that two hand-overs
// of one month run one after the other and the second sees what the first queued.

/** The month's period, locked (FOR UPDATE); undefined when the month has none. */
export function lockExistingPeriod(db: Executor, key: MonthKey) {
  return db
    .selectFrom('schedule_periods')
    .select(['id', 'status'])
    .where('schedule_id', '=', key.scheduleId)
    .where('year', '=', key.year)
    .where('month', '=', key.month)
    .forUpdate()
    .executeTakeFirst();
}
