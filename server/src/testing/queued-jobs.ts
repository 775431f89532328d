import { sql } from 'kysely';
import type { DbClient } from '../db/database';
import type { JobName, JobPayload } from '../jobs/job-queue';

/**
 * Runs the jobs waiting in one queue at once, in the order they were queued, and removes them: what
 * the queue's worker would do, without waiting for its polling (jobs/job-queue.test.ts tests the
 * worker itself). Answers how many ran.
 */
export async function runQueuedJobs(db: DbClient, name: JobName, handler: (payload: JobPayload) => Promise<void>): Promise<number> {
  const { rows } = await sql<{ data: JobPayload; created_on: Date }>`
    delete from pgboss.job where name = ${name} and state = 'created' returning data, created_on`.execute(db);
  const ordered = [...rows].sort((a, b) => a.created_on.getTime() - b.created_on.getTime());
  for (const row of ordered) await handler(row.data);
  return ordered.length;
}
