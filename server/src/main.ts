import { buildApp } from './app';
import { createDb, dbConfigFromEnv } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoCompanyIfEmpty } from './db/seed/seed';
import { publicUrl, readEnv } from './env';
import { startMailWorker } from './mail/mail-worker';

const env = readEnv();
const db = createDb(dbConfigFromEnv(env));
await migrateToLatest(db);
const seeded = await seedDemoCompanyIfEmpty(db);
const app = await buildApp({ db, env });
const stopMailWorker = startMailWorker({ db, env, log: app.log, now: () => new Date() }, env.MAIL_POLL_INTERVAL_MS);

await app.listen({ port: env.PORT, host: env.HOST });
const url = publicUrl(env);
console.log(`\nThe portal is running at ${url}`);
console.log(`Database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`}`);
if (seeded) console.log('The demo company was seeded into the empty database.');
console.log('Demo sign-ins (password Demo1234): admin, manager, employee, planner\n');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    stopMailWorker();
    app
      .close()
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
}
