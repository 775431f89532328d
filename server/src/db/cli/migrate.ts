import { readEnv } from '../../env';
import { createDb, dbConfigFromEnv } from '../database';
import { migrateToLatest } from '../migrate';

const db = createDb(dbConfigFromEnv(readEnv()));
try {
  const result = await migrateToLatest(db);
  const applied = result.results?.filter((entry) => entry.status === 'Success').map((entry) => entry.migrationName) ?? [];
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await db.destroy();
}
