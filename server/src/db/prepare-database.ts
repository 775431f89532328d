import { sql } from 'kysely';
import type { Env } from '../env';
import { installJobQueue } from '../jobs/job-queue';
import { type DbClient, driverHandleOf } from './database';
import { migrateToLatest } from './migrate';
import { seedDemoCompanyIfEmpty } from './seed/seed';

/**
 * What a server does to its database before serving: migrations, the job queue's schema and queues,
 * and the demo company in an empty database. Several servers starting on one PostgreSQL at the same
 * moment (a deployment to several machines) take turns, so one seeds and the others find it seeded.
 */
export async function prepareDatabase(db: DbClient, options: { env: Env }): Promise<{ seeded: boolean }> {
  return withStartupLock(db, async () => {
    await migrateToLatest(db);
    await installJobQueue(db);
    return { seeded: await seedDemoCompanyIfEmpty(db, { env: options.env }) };
  });
}

/** A session-level advisory lock on one pinned connection; PGlite serves one process, which needs none. */
async function withStartupLock<T>(db: DbClient, work: () => Promise<T>): Promise<T> {
  // PGlite has a single connection: pinning it here would leave none for the work.
  if (driverHandleOf(db).driver === 'pglite') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('portal.prepare-database'))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext('portal.prepare-database'))`.execute(connection);
    }
  });
}
