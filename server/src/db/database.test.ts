import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createEmptyTestDb, testDatabaseUrl } from '../testing/test-db';
import type { DbClient } from './database';

async function sampleValues(db: DbClient) {
  const { rows } = await sql<{ day: unknown; count: unknown; amount: unknown; at: unknown }>`
    select '2026-03-01'::date as day, 9007199254740::int8 as count, 12.50::numeric as amount,
           '2026-03-01T10:00:00Z'::timestamptz as at`.execute(db);
  return rows[0];
}

const expected = { day: '2026-03-01', count: 9_007_199_254_740, amount: 12.5, at: new Date('2026-03-01T10:00:00Z') };

// ARCHITECTURE rule 9: calendar dates are 'YYYY-MM-DD' strings, never shifted through a JS Date, on every driver.
describe('createDb', () => {
  it('answers dates as strings and counts and amounts as numbers on in-memory PGlite', async () => {
    const testDb = await createEmptyTestDb('pglite');
    try {
      expect(await sampleValues(testDb.db)).toEqual(expected);
    } finally {
      await testDb.destroy();
    }
  });

  it('answers dates as strings and counts and amounts as numbers on PGlite in a data directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-pglite-'));
    const testDb = await createEmptyTestDb('pglite', { dataDir });
    try {
      expect(await sampleValues(testDb.db)).toEqual(expected);
      expect(readdirSync(dataDir)).toContain('PG_VERSION');
    } finally {
      await testDb.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  const hasPostgres = Boolean(testDatabaseUrl());
  it.skipIf(!hasPostgres)(
    `answers dates as strings and counts and amounts as numbers on PostgreSQL${hasPostgres ? '' : ' (SKIPPED: TEST_DATABASE_URL is not set)'}`,
    async () => {
      const testDb = await createEmptyTestDb('pg');
      try {
        expect(await sampleValues(testDb.db)).toEqual(expected);
      } finally {
        await testDb.destroy();
      }
    },
  );
});
