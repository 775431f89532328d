import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type LogEvent, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type Database = DB;
export type DbClient = Kysely<Database>;

/** Told of each statement sent through Kysely, a transaction's too (the tests count them: trpc/statement-counts.test.ts). */
export type StatementObserver = (event: LogEvent) => void;

export type DbConfig = (
  | { driver: 'pg'; connectionString: string; maxConnections?: number }
  /** `loadDataDir`: a tarball from PGlite's dumpDataDir() to start from (the tests' template databases). */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }
) & { onStatement?: StatementObserver };

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Calendar dates stay 'YYYY-MM-DD' strings (ARCHITECTURE rule 9): never shifted through a JS Date.
// Counts (int8) come back as numbers; none of ours approach 2^53.
const parsers: Record<number, (value: string) => unknown> = {
  [DATE_OID]: (value) => value,
  [INT8_OID]: (value) => Number(value),
  [NUMERIC_OID]: (value) => Number(value),
};

/** One typed Kysely over a PostgreSQL server (pg) or embedded PostgreSQL (PGlite). */
export function createDb(config: DbConfig): DbClient {
  if (config.driver === 'pg') {
    const typeParsers = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') => parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text'),
    } as pg.CustomTypesConfig;
    const pool = new pg.Pool({
      connectionString: config.connectionString,
      max: config.maxConnections ?? 10,
      types: typeParsers,
    });
    return registerDriverHandle(new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...logOf(config) }), {
      driver: 'pg',
      connectionString: config.connectionString,
    });
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  // The options-object form: `new PGlite(undefined, options)` (in memory) silently drops the options.
  // pg_trgm, btree_gist and btree_gin: the document lists' indexes (migrations 0005 and 0008).
  const pglite = new PGlite({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
    parsers,
    extensions: { pg_trgm, btree_gist, btree_gin },
  });
  return registerDriverHandle(new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), ...logOf(config) }), {
    driver: 'pglite',
    pglite,
  });
}

// Kysely's log sees each statement sent on a connection: on pg BEGIN and COMMIT too, while PGlite's
// driver opens and ends its transactions past the log.
function logOf(config: DbConfig): { log?: StatementObserver } {
  return config.onStatement ? { log: config.onStatement } : {};
}

export function dbConfigFromEnv(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }): DbConfig {
  return env.DATABASE_URL ? { driver: 'pg', connectionString: env.DATABASE_URL } : { driver: 'pglite', dataDir: `${env.DATA_DIR}/pglite` };
}

/** The driver object behind a db from createDb, for a library that needs it (the job queue, jobs/job-queue.ts). */
export type DbDriverHandle = { driver: 'pg'; connectionString: string } | { driver: 'pglite'; pglite: PGlite };

// Keyed by Kysely's dialect adapter: one per createDb, shared by the db's withPlugin() copies and its transactions.
const driverHandles = new WeakMap<object, DbDriverHandle>();

function registerDriverHandle(db: DbClient, handle: DbDriverHandle): DbClient {
  driverHandles.set(db.getExecutor().adapter, handle);
  return db;
}

export function driverHandleOf(db: Kysely<Database>): DbDriverHandle {
  const handle = driverHandles.get(db.getExecutor().adapter);
  if (!handle) throw new Error('This db was not made by createDb');
  return handle;
}
