import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { migrations } from '@portal/migrations';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, type DbClient, driverHandleOf, type StatementObserver } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoCompany } from '../db/seed/seed';
import { installJobQueue, jobQueueFingerprint } from '../jobs/job-queue';
import { guardTransactions } from './transaction-guard';

export interface TestDb {
  db: DbClient;
  destroy(): Promise<void>;
}

/** The PostgreSQL server the integration tests use, when set (CI); otherwise embedded PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

const sourceDirectories = {
  migrations: fileURLToPath(new URL('../../../migrations/src/', import.meta.url)),
  seed: fileURLToPath(new URL('../db/seed/', import.meta.url)),
  // The seed drives the workflow engine: its code shapes the seeded rows too.
  workflows: fileURLToPath(new URL('../modules/workflows/', import.meta.url)),
};

/** The source files a template is built from: a change to any of them must build a new template. */
function sourceFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => path.join(directory, file));
}

// Template databases are named after the source of the migrations and the seed (every file: the
// seed's people come from helpers beside it), so any change to them builds a new template.
function templateName(seeded: boolean): string {
  const fingerprint = createHash('sha256');
  for (const [name, migration] of Object.entries(migrations)) fingerprint.update(name).update(String(migration.up));
  const files = [
    ...sourceFiles(sourceDirectories.migrations),
    ...(seeded ? [...sourceFiles(sourceDirectories.seed), ...sourceFiles(sourceDirectories.workflows)] : []),
  ];
  for (const file of files) fingerprint.update(path.basename(file)).update(readFileSync(file));
  if (seeded) fingerprint.update(String(seedDemoCompany));
  fingerprint.update(jobQueueFingerprint()); // pg-boss's schema and the portal's queues (jobs/job-queue.ts)
  return `portal_test_tpl_${seeded ? 'seeded_' : ''}${fingerprint.digest('hex').slice(0, 16)}`;
}

/**
 * pg's Pool.end() resolves before its clients' sockets have closed. Dropping (or copying) a database
 * while they linger kills them mid-goodbye, an unhandled error in the test run: wait until they are gone.
 */
async function waitForDisconnect(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await admin.query<{ count: number }>('select count(*)::int as count from pg_stat_activity where datname = $1', [
      database,
    ]);
    if ((rows[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Ends the pool, then drops its database once no connection is left. */
async function dropDatabase(adminUrl: string, name: string, db: { destroy(): Promise<void> }): Promise<void> {
  await db.destroy();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await waitForDisconnect(admin, name);
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  // A test database is thrown away after its file: a commit need not wait for the disk.
  parsed.searchParams.set('options', '-c synchronous_commit=off');
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
      // Built under another name and renamed when complete: a run killed halfway leaves no broken template.
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const db = createDb({ driver: 'pg', connectionString: withDatabase(adminUrl, building), maxConnections: 2 });
      try {
        await buildDatabase(db, seeded);
      } catch (error) {
        await db.destroy();
        await waitForDisconnect(admin, building);
        await admin.query(`drop database if exists "${building}" with (force)`);
        throw error;
      }
      await db.destroy();
      // Renaming and copying a template both need it free of connections.
      await waitForDisconnect(admin, building);
      await admin.query(`alter database "${building}" rename to "${name}"`);
    }
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
  } finally {
    await admin.end();
  }
}

/** A copy of a template under a new name. */
async function copyTemplate(admin: pg.Client, template: string, name: string): Promise<void> {
  // PostgreSQL 15 copies a template through the WAL by default; copying its files is faster for our size.
  const { rows } = await admin.query<{ version: number }>("select current_setting('server_version_num')::int as version");
  const strategy = (rows[0]?.version ?? 0) >= 150_000 ? ' strategy file_copy' : '';
  await admin.query(`create database "${name}" template "${template}"${strategy}`);
}

/*
 * Ready copies. Copying a template takes 0.5–1 s of the database server's disk work, and a test file
 * would wait for it. During a vitest run the global setup (testing/ready-databases.global-setup.ts)
 * keeps a few copies of the seeded template ready, named `<prefix><template hash>_<n>`, while the
 * test files compute; a file takes one by renaming it to its own name, which only one file can do.
 */
export const READY_COPY_PREFIX = 'portal_test_ready_';

export function readyCopyNamePattern(template: string): string {
  return `${READY_COPY_PREFIX}${template.slice(-16)}_`;
}

/** Renames one ready copy of the template to `name`; false when none is left (the caller copies the template). */
async function claimReadyCopy(admin: pg.Client, template: string, name: string): Promise<boolean> {
  const prefix = readyCopyNamePattern(template);
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1) order by random()',
    [prefix],
  );
  for (const { datname } of rows) {
    try {
      await admin.query(`alter database "${datname}" rename to "${name}"`);
      return true;
    } catch (error) {
      // Another file renamed it first (3D000), or the setup is still creating it (55006): try the next.
      const code = (error as { code?: string }).code;
      if (code !== '3D000' && code !== '55006') throw error;
    }
  }
  return false;
}

/**
 * Keeps `size` copies of the seeded template ready until `stop()`, which drops those left. Used by the
 * server project's global setup; the copies are made a few at a time, beside the running tests.
 */
export async function keepReadyCopies(adminUrl: string, size: number): Promise<{ stop(): Promise<void> }> {
  const template = templateName(true);
  await ensureTemplate(adminUrl, template, true);
  const prefix = readyCopyNamePattern(template);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const makers = await Promise.all(
    Array.from({ length: Math.min(size, 3) }, async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      return client;
    }),
  );
  let stopped = false;
  const readyCount = async () =>
    (await admin.query<{ count: number }>('select count(*)::int as count from pg_database where starts_with(datname, $1)', [prefix]))
      .rows[0]!.count;
  const refill = (async () => {
    while (!stopped) {
      const missing = size - (await readyCount());
      if (missing > 0) {
        await Promise.all(
          makers
            .slice(0, missing)
            .map((maker) => copyTemplate(maker, template, `${prefix}${randomBytes(4).toString('hex')}`).catch(() => undefined)),
        );
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await refill;
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await Promise.all([admin, ...makers].map((client) => client.end()));
    },
  };
}

// Saved PGlite data directories, one per template name: the embedded driver's CREATE DATABASE … TEMPLATE.
const pgliteTemplateDirectory = fileURLToPath(new URL('../../node_modules/.cache/portal-test-templates/', import.meta.url));
/** A lock older than this belongs to a run that died while building: take it over. */
const STALE_TEMPLATE_LOCK_MS = 5 * 60_000;

async function buildDatabase(db: DbClient, seeded: boolean): Promise<void> {
  await migrateToLatest(db);
  await installJobQueue(db);
  if (seeded) await seedDemoCompany(db);
}

/** Takes the build lock of a template file; false when another worker holds it. */
async function tryLock(lockFile: string): Promise<boolean> {
  try {
    await (await open(lockFile, 'wx')).close();
    return true;
  } catch {
    const age = await stat(lockFile).then(
      (info) => Date.now() - info.mtimeMs,
      () => 0,
    );
    if (age > STALE_TEMPLATE_LOCK_MS) await rm(lockFile, { force: true });
    return false;
  }
}

/**
 * A PGlite data directory saved as a tarball under `name`, built once: later test files (and runs) load
 * it in a fraction of the time that building takes. Parallel test files wait for one builder.
 */
async function cachedPgliteDataDir(name: string, build: () => Promise<DbClient>): Promise<Blob> {
  const file = path.join(pgliteTemplateDirectory, `${name}.tar`);
  await mkdir(pgliteTemplateDirectory, { recursive: true });
  for (;;) {
    if (existsSync(file)) return new Blob([await readFile(file)]);
    if (await tryLock(`${file}.lock`)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    if (!existsSync(file)) {
      const db = await build();
      try {
        const pglite = driverHandleOf(db);
        if (pglite.driver !== 'pglite') throw new Error('expected PGlite');
        const dump = await pglite.pglite.dumpDataDir('none');
        // Written under another name and renamed when complete: a reader never sees half a file.
        await writeFile(`${file}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
        await rename(`${file}.${process.pid}`, file);
      } finally {
        await db.destroy();
      }
    }
  } finally {
    await rm(`${file}.lock`, { force: true });
  }
  return new Blob([await readFile(file)]);
}

// The PGlite build in use (its resolved path names the version): a saved directory fits only the build that wrote it.
const pgliteBuild = createHash('sha256')
  .update(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  .digest('hex')
  .slice(0, 12);

/** A PGlite database right after initdb: creating one from scratch costs seconds of WebAssembly. */
function emptyPgliteDataDir(): Promise<Blob> {
  return cachedPgliteDataDir(`portal_test_initdb_${pgliteBuild}`, async () => {
    const db = createDb({ driver: 'pglite' });
    await sql`select 1`.execute(db); // PGlite runs initdb on its first query
    return db;
  });
}

/** The PGlite template: migrated (and seeded), built once per template name. */
function pgliteTemplate(seeded: boolean): Promise<Blob> {
  return cachedPgliteDataDir(`${templateName(seeded)}_${pgliteBuild}`, async () => {
    const db = createDb({ driver: 'pglite', loadDataDir: await emptyPgliteDataDir() });
    try {
      await buildDatabase(db, seeded);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return db;
  });
}

/**
 * A fresh, migrated database for one test file, dropped by `destroy()`. With `seeded` it holds the
 * demo company too, and always the job queue's schema (jobs are scheduled inside the portal's
 * transactions). It is copied from a template: a template database on PostgreSQL, a saved data
 * directory on PGlite.
 * A query on it from inside one of its own transactions fails at once (see transaction-guard.ts).
 */
export async function createTestDb(options: { seeded?: boolean; onStatement?: StatementObserver } = {}): Promise<TestDb> {
  const seeded = options.seeded ?? false;
  const observer = options.onStatement ? { onStatement: options.onStatement } : {};
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    const db = createDb({ driver: 'pglite', loadDataDir: await pgliteTemplate(seeded), ...observer });
    return { db: guardTransactions(db), destroy: () => db.destroy() };
  }
  const template = templateName(seeded);
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const claimed = await claimReadyCopy(admin, template, name);
    if (!claimed) {
      await ensureTemplate(adminUrl, template, seeded);
      await copyTemplate(admin, template, name);
    }
  } finally {
    await admin.end();
  }
  const db = createDb({ driver: 'pg', connectionString: withDatabase(adminUrl, name), maxConnections: 5, ...observer });
  return {
    db: guardTransactions(db),
    destroy: () => dropDatabase(adminUrl, name, db),
  };
}

/**
 * An empty database without any migration, dropped by `destroy()`: for testing the migrations
 * themselves. PostgreSQL needs TEST_DATABASE_URL; PGlite lives in memory unless `dataDir` is given.
 */
export async function createEmptyTestDb(driver: 'pglite' | 'pg', options: { dataDir?: string } = {}): Promise<TestDb> {
  if (driver === 'pglite') {
    // With a data directory the saved initdb is unpacked into it: the files are then PGlite's on disk.
    const db = createDb({
      driver: 'pglite',
      loadDataDir: await emptyPgliteDataDir(),
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    });
    return { db, destroy: () => db.destroy() };
  }
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) throw new Error('An empty PostgreSQL database needs TEST_DATABASE_URL');
  const name = `portal_test_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const db = createDb({ driver: 'pg', connectionString: withDatabase(adminUrl, name), maxConnections: 2 });
  return { db, destroy: () => dropDatabase(adminUrl, name, db) };
}
