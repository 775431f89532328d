import { AsyncLocalStorage } from 'node:async_hooks';
import type { KyselyPlugin, Transaction, TransactionBuilder } from 'kysely';
import type { Database, DbClient } from '../db/database';

// PGlite has one connection: inside `db.transaction()` a query on the outer `db` waits for that
// connection forever. On PostgreSQL the same query silently runs outside the transaction (and can
// wait on the transaction's own row locks). The guard turns either into an immediate, named error.
const insideTransaction = new AsyncLocalStorage<true>();

export class OuterQueryInTransactionError extends Error {
  constructor(what: string) {
    super(`${what} on the outer db while a transaction is open: use the transaction object (trx) instead`);
    this.name = 'OuterQueryInTransactionError';
  }
}

function refuse(what: string): never {
  const error = new OuterQueryInTransactionError(what);
  // The app answers 500 without details and tests log nothing: say it here so the failure explains itself.
  console.error(error.stack);
  throw error;
}

const guardPlugin: KyselyPlugin = {
  transformQuery(args) {
    if (insideTransaction.getStore()) refuse('A query');
    return args.node;
  },
  async transformResult(args) {
    return args.result;
  },
};

function guardBuilder(builder: TransactionBuilder<Database>): TransactionBuilder<Database> {
  return new Proxy(builder, {
    get(target, property) {
      if (property === 'execute') {
        return <T>(callback: (trx: Transaction<Database>) => Promise<T>) => {
          if (insideTransaction.getStore()) refuse('A nested transaction');
          // The transaction's own queries skip the guard; everything else in the callback is watched.
          return target.execute((trx) => insideTransaction.run(true, () => callback(trx.withoutPlugins())));
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        return property === 'setIsolationLevel' || property === 'setAccessMode'
          ? guardBuilder(result as TransactionBuilder<Database>)
          : result;
      };
    },
  });
}

/** The same database, refusing any query on it from inside one of its transactions. */
export function guardTransactions(db: DbClient): DbClient {
  const guarded = db.withPlugin(guardPlugin);
  return new Proxy(guarded, {
    get(target, property) {
      if (property === 'transaction') return () => guardBuilder(target.transaction());
      const value: unknown = Reflect.get(target, property, target);
      // Kysely keeps its state in private fields: methods must run on the real instance.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
