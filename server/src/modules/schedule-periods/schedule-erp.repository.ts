import { monthRange } from '@portal/shared';
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

/**
 * Ids of the month's entries written from a leave document (generate-holiday-entries): the ERP records
 * that leave from the document's own approval, so the schedule never sends it as an absence again.
 */
export async function listDocumentEntryIds(db: Executor, key: MonthKey): Promise<Set<number>> {
  const { from, to } = monthRange(key.year, key.month);
  const rows = await db
    .selectFrom('schedule_entries')
    .select('id')
    .where('schedule_id', '=', key.scheduleId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .where('document_no', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}
