import { createHash, randomBytes } from 'node:crypto';
import { migrations } from '@portal/migrations';
import pg from 'pg';
import { createDb, type DbClient } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoCompany } from '../db/seed/seed';

export interface TestDb {
  db: DbClient;
  destroy(): Promise<void>;
}

/** The PostgreSQL server the integration tests use, when set (CI); otherwise embedded PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

// Template databases are named after the migrations' source, so a changed migration builds a new one.
function templateName(seeded: boolean): string {
  const fingerprint = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations)) fingerprint.update(name).update(String(migration.up));
  fingerprint.update(String(seedDemoCompany));
  return `portal_test_tpl_${seeded ? 'seeded_' : ''}${fingerprint.digest('hex').slice(0, 16)}`;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function ensureTemplate(adminUrl: string, name: string, seeded: boolean): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Parallel test files race to build the same template: one builds, the rest wait on the lock.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${name}"`);
      const db = createDb({ driver: 'pg', connectionString: withDatabase(adminUrl, name), maxConnections: 2 });
      try {
        await migrateToLatest(db);
        if (seeded) await seedDemoCompany(db);
      } catch (error) {
        await db.destroy();
        await admin.query(`drop database if exists "${name}"`);
        throw error;
      }
      await db.destroy();
    }
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database for one test file, dropped by `destroy()`. With `seeded` it holds the
 * demo company too. On PostgreSQL it is copied from a template; on PGlite it is built in memory.
 */
export async function createTestDb(options: { seeded?: boolean } = {}): Promise<TestDb> {
  const seeded = options.seeded ?? false;
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const db = createDb({ driver: 'pglite' });
    await migrateToLatest(db);
    if (seeded) await seedDemoCompany(db);
    return { db, destroy: () => db.destroy() };
  }
  const template = templateName(seeded);
  await ensureTemplate(adminUrl, template, seeded);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const db = createDb({ driver: 'pg', connectionString: withDatabase(adminUrl, name), maxConnections: 5 });
  return {
    db,
    destroy: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
