import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbClient } from '../db/database';
import { withTransaction } from '../db/transaction';
import { createTestDb, type TestDb } from './test-db';
import { OuterQueryInTransactionError } from './transaction-guard';

describe('the transaction guard of test databases', () => {
  let testDb: TestDb;
  let db: DbClient;
  beforeAll(async () => {
    testDb = await createTestDb();
    db = testDb.db;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await testDb?.destroy();
  });

  it('refuses a query on the outer db inside a transaction instead of hanging, and rolls the transaction back', async () => {
    const attempt = db.transaction().execute(async (trx) => {
      await trx.insertInto('companies').values({ code: 'G1', name: 'Guarded' }).execute();
      await db.selectFrom('companies').select('code').execute();
    });
    await expect(attempt).rejects.toBeInstanceOf(OuterQueryInTransactionError);
    expect(await db.selectFrom('companies').select('code').where('code', '=', 'G1').execute()).toEqual([]);
  });

  it('refuses raw SQL and a nested transaction on the outer db just the same', async () => {
    await expect(withTransaction(db, async () => sql`select 1`.execute(db))).rejects.toBeInstanceOf(OuterQueryInTransactionError);
    await expect(db.transaction().execute(async () => db.transaction().execute(async () => 1))).rejects.toBeInstanceOf(
      OuterQueryInTransactionError,
    );
  });

  it('lets the transaction object work, with isolation settings too, and the outer db afterwards', async () => {
    const codes = await db
      .transaction()
      .setIsolationLevel('serializable')
      .execute(async (trx) => {
        await trx.insertInto('companies').values({ code: 'G2', name: 'Guarded too' }).execute();
        return withTransaction(trx, async (same) => same.selectFrom('companies').select('code').where('code', '=', 'G2').execute());
      });
    expect(codes).toEqual([{ code: 'G2' }]);
    expect(await db.selectFrom('companies').select('code').where('code', '=', 'G2').execute()).toEqual([{ code: 'G2' }]);
  });

  it('lets other requests use the outer db while a transaction is open: they wait their turn', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('companies').values({ code: 'G3', name: 'Waiting' }).execute();
      await held;
    });
    const outside = db.selectFrom('companies').select('code').where('code', 'like', 'G%').orderBy('code').execute();
    release();
    await transaction;
    expect((await outside).map((row) => row.code)).toContain('G2');
  });
});
