import { migrations } from '@portal/migrations';
import type { Kysely } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';

/** Applies every pending migration, each in its own transaction. Throws on the first failure. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
