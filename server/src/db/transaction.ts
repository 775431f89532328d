import type { Transaction } from 'kysely';
import type { Database, DbClient } from './database';

export type Executor = DbClient | Transaction<Database>;

/** Runs `work` in a transaction, reusing one that is already open (Kysely refuses nesting). */
export async function withTransaction<T>(db: Executor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return (db as DbClient).transaction().execute(work);
}
