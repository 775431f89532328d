import type { Executor } from '../../db/transaction';

// What the ERP effects of a run read: the activity code's text for a substitution, and the records
// queued for a submission (to reverse them).

export async function findActivityCodeText(db: Executor, companyCode: string, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('activity_codes')
    .select('text')
    .where('company_code', '=', companyCode)
    .where('code', '=', code)
    .executeTakeFirst();
  return row?.text ?? null;
}

/** The outbox rows of the given kinds queued for a submission, first queued first. */
export function listQueuedRecordsOfSubmission(db: Executor, submissionId: number, kinds: readonly string[]) {
  return (
    db
      .selectFrom('erp_outbox')
      .select(['company_code', 'kind', 'idempotency_key', 'payload'])
      // The colon after the id keeps submission 4 from matching 42.
      .where('idempotency_key', 'like', `submission:${submissionId}:%`)
      .where('kind', 'in', [...kinds])
      .orderBy('id')
      .execute()
  );
}
