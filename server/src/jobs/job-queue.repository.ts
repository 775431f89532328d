import { CompiledQuery, type Kysely, sql } from 'kysely';
import { type ConstructorOptions, type Db, fromPglite } from 'pg-boss';
import { type Database, type DbClient, driverHandleOf } from '../db/database';

// The connections pg-boss runs its own statements on (job-queue.ts): the portal's database, through
// a pool of its own, PGlite's one connection, or the caller's transaction.

/** Where pg-boss itself runs: its own small pool on PostgreSQL; PGlite's one connection, shared. */
export function bossConnection(db: DbClient): Pick<ConstructorOptions, 'connectionString' | 'max' | 'db' | 'backend'> {
  const handle = driverHandleOf(db);
  if (handle.driver === 'pg') return { connectionString: handle.connectionString, max: 3 };
  return { db: serialisedPgliteDb(db, handle.pglite), backend: 'pglite' };
}

/**
 * pg-boss on PGlite. Its statements must wait their turn with Kysely's (the dialect serialises the one
 * connection with a mutex), so each runs while holding the db's connection. Inside, pg-boss's own
 * PGlite adapter sends them: multi-statement SQL without parameters (schema migrations, maintenance
 * in BEGIN … COMMIT) needs PGlite's exec(), which Kysely cannot send.
 */
function serialisedPgliteDb(db: DbClient, pglite: Parameters<typeof fromPglite>[0]): Db {
  const direct = fromPglite(pglite);
  return { executeSql: (text, values) => db.connection().execute(() => direct.executeSql(text, values)) };
}

/** pg-boss statements on the caller's transaction: single statements with parameters, as send() issues. */
export function transactionDb(trx: Kysely<Database>): Db {
  return {
    async executeSql(text, values) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: [...result.rows] };
    },
  };
}

/** Moves a job waiting to be retried to start no sooner than `seconds` from now (never sooner than it was). */
export async function postponeRetry(trx: Kysely<Database>, schema: string, name: string, id: string, seconds: number): Promise<void> {
  await sql`
    update ${sql.table(`${schema}.job`)}
    set start_after = greatest(start_after, clock_timestamp() + make_interval(secs => ${seconds}))
    where name = ${name} and id = ${id} and state = 'retry'`.execute(trx);
}
