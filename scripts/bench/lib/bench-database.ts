// The benchmarks' database: a dedicated PostgreSQL database, (re)built with the demo company and bulk
// documents, reused while its contents match.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type * as Kysely from 'kysely';
import { createDb, type DbClient } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { seedBulkSubmissions } from '../../../server/src/db/seed/bulk-submissions';
import { seedDemoCompany } from '../../../server/src/db/seed/seed';

// The workspace root has no kysely of its own: take the server's.
export const kysely = createRequire(new URL('../../../server/package.json', import.meta.url))('kysely') as typeof Kysely;
const { sql } = kysely;

export function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** The database URL from --database or DATABASE_URL; refuses a database whose name does not say "bench" (it is dropped). */
export function benchDatabaseUrl(fromOption: string | undefined, example: string): string {
  const databaseUrl = fromOption ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(`Set DATABASE_URL or --database to a dedicated database, e.g. ${example}`);
    process.exit(2);
  }
  const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (!/bench/i.test(databaseName) || !/^[\w-]+$/.test(databaseName)) {
    console.error(`Refusing to drop "${databaseName}": the benchmark database's name must contain "bench".`);
    process.exit(2);
  }
  return databaseUrl;
}

/** A logger that says nothing: the procedures' logs would drown the figures. */
export const silentLog = {
  level: 'silent',
  fatal() {},
  error() {},
  warn() {},
  info() {},
  debug() {},
  trace() {},
  silent() {},
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** Drops and recreates the database, migrated and seeded with the demo company. */
export async function recreateDemoDatabase(databaseUrl: string): Promise<DbClient> {
  const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const maintenanceUrl = new URL(databaseUrl);
  maintenanceUrl.pathname = '/postgres';
  const maintenance = createDb({ driver: 'pg', connectionString: maintenanceUrl.toString(), maxConnections: 1 });
  await sql`drop database if exists ${sql.id(databaseName)} with (force)`.execute(maintenance);
  await sql`create database ${sql.id(databaseName)}`.execute(maintenance);
  await maintenance.destroy();
  const db = createDb({ driver: 'pg', connectionString: databaseUrl });
  const started = performance.now();
  await migrateToLatest(db);
  await seedDemoCompany(db);
  console.log(`Migrated and seeded the demo in ${seconds(started)}.`);
  return db;
}

/**
 * The demo company plus `count` bulk documents in SV (and 2 % as many in NL), vacuumed and analysed.
 * With `reuse`, a database built before with the same count is kept as it is.
 */
export async function prepareBenchDatabase(databaseUrl: string, options: { count: number; reuse: boolean }): Promise<DbClient> {
  const { count } = options;
  const databaseName = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  if (options.reuse) {
    const db = createDb({ driver: 'pg', connectionString: databaseUrl });
    const seeded = await sql<{ value: string }>`select obj_description('form_submissions'::regclass) as value`
      .execute(db)
      .catch(() => ({ rows: [] }));
    if (seeded.rows[0]?.value === `bench:${count}`) {
      console.log(`Reusing ${databaseName} (${count.toLocaleString('en')} documents).`);
      return db;
    }
    await db.destroy();
  }
  const db = await recreateDemoDatabase(databaseUrl);
  let started = performance.now();
  await seedBulkSubmissions(db, {
    companyCode: 'SV',
    count,
    onProgress: (written) => process.stdout.write(`\r  ${written.toLocaleString('en')} documents filed (${seconds(started)})`),
  });
  process.stdout.write('\n');
  await seedBulkSubmissions(db, { companyCode: 'NL', count: Math.ceil(count / 50) });
  console.log(
    `Filed ${count.toLocaleString('en')} documents in SV and ${Math.ceil(count / 50).toLocaleString('en')} in NL in ${seconds(started)}.`,
  );
  started = performance.now();
  // Autovacuum would get there; the benchmark should not measure its timing.
  await sql`vacuum analyze`.execute(db);
  await sql`comment on table form_submissions is ${sql.lit(`bench:${count}`)}`.execute(db);
  console.log(`VACUUM ANALYZE in ${seconds(started)}.`);
  return db;
}

/**
 * Lets `count` of the bulk employees' users of SV sign in with the demo password (the bulk seed leaves
 * them without one) and answers their usernames. They file and are named in the bulk documents.
 */
export async function benchUsers(db: DbClient, count: number): Promise<string[]> {
  const { rows } = await sql<{ username: string }>`
    update users set password_hash = (select password_hash from users where username = 'employee'),
      status = 'active', force_password_change = false, password_expiration_date = null, failed_login_count = 0
    where id in (
      select u.id from users u join employees e on e.personnel_no = u.personnel_no and e.company_code = 'SV'
      where u.username like 'bulk.%' order by u.username limit ${count})
    returning username`.execute(db);
  if (rows.length < count) throw new Error(`only ${rows.length} bulk users in SV: build the database with more documents`);
  return rows.map((row) => row.username).sort();
}

export function percentile(sortedTimes: number[], share: number): number {
  if (sortedTimes.length === 0) return Number.NaN;
  return sortedTimes[Math.min(sortedTimes.length - 1, Math.ceil(share * sortedTimes.length) - 1)]!;
}

/** The machine's load averages (1, 5, 15 minutes): printed with every run, as figures are read beside it. */
export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
