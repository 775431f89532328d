import { readEnv } from '../../env';
import { createDb, dbConfigFromEnv } from '../database';
import { migrateToLatest } from '../migrate';
import { seedDemoCompany } from '../seed/seed';

const db = createDb(dbConfigFromEnv(readEnv()));
try {
  await migrateToLatest(db);
  await seedDemoCompany(db);
  console.log('The demo company is in place. Sign in as admin, manager, employee or planner with Demo1234.');
} finally {
  await db.destroy();
}
