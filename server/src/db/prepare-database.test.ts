import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { testEnv } from '../testing/test-app';
import { createEmptyTestDb, testDatabaseUrl, type TestDb } from '../testing/test-db';
import { createDb, type DbClient, driverHandleOf } from './database';
import { prepareDatabase } from './prepare-database';
import { JobName } from '../jobs/job-queue';

// What every server does before it serves (main.ts): migrations, the job queue, the demo company in an
// empty database. Several servers may start on one PostgreSQL at the same moment.

const hasPostgres = Boolean(testDatabaseUrl());

async function counts(db: DbClient) {
  const { rows } = await sql<{ companies: number; users: number; queues: number }>`
    select (select count(*) from companies)::int as companies, (select count(*) from users)::int as users,
           (select count(*) from pgboss.queue)::int as queues`.execute(db);
  return rows[0];
}

describe('preparing the database', () => {
  const opened: TestDb[] = [];
  const pools: DbClient[] = [];
  afterAll(async () => {
    for (const pool of pools) await pool.destroy();
    for (const testDb of opened) await testDb.destroy();
  });

  it(`migrates an empty ${hasPostgres ? 'PostgreSQL' : 'PGlite'} database, installs the job queue and seeds it, once`, async () => {
    const testDb = await createEmptyTestDb(hasPostgres ? 'pg' : 'pglite');
    opened.push(testDb);
    expect(await prepareDatabase(testDb.db, { env: testEnv() })).toEqual({ seeded: true });
    const seeded = await counts(testDb.db);
    expect(seeded).toMatchObject({ companies: 2, queues: Object.values(JobName).length });
    expect(await prepareDatabase(testDb.db, { env: testEnv() })).toEqual({ seeded: false });
    expect(await counts(testDb.db)).toEqual(seeded);
  });

  it.skipIf(!hasPostgres)(
    `lets servers starting at once on one empty database take turns: one seeds${hasPostgres ? '' : ' (SKIPPED: TEST_DATABASE_URL is not set)'}`,
    async () => {
      const testDb = await createEmptyTestDb('pg');
      opened.push(testDb);
      const handle = driverHandleOf(testDb.db);
      if (handle.driver !== 'pg') throw new Error('expected PostgreSQL');
      // Each server has its own pool.
      const others = [1, 2].map(() => createDb({ driver: 'pg', connectionString: handle.connectionString, maxConnections: 2 }));
      pools.push(...others);
      const results = await Promise.all([testDb.db, ...others].map((db) => prepareDatabase(db, { env: testEnv() })));
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await counts(testDb.db)).toMatchObject({ companies: 2, queues: Object.values(JobName).length });
    },
  );
});
