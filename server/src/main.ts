import { buildApp } from './app';
import { createDb, dbConfigFromEnv } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoCompanyIfEmpty } from './db/seed/seed';
import { erpJobHandlers } from './erp/erp-delivery';
import { createMirrorErpGateway } from './erp/erp-mirror-gateway';
import { publicUrl, readEnv } from './env';
import { createJobQueue, JobName } from './jobs/job-queue';
import { mailJobHandlers } from './mail/mail-delivery';
import { sendPasswordResetMail } from './modules/sessions/use-cases/send-password-reset-mail';
import { completeOverdueActivity } from './modules/workflows/use-cases/complete-overdue-activity';

const env = readEnv();
const db = createDb(dbConfigFromEnv(env));
await migrateToLatest(db);
const seeded = await seedDemoCompanyIfEmpty(db);
const app = await buildApp({ db, env });
// The durable job queue (pg-boss, on the same database) runs everything that happens after a commit:
// outbox mail, changes towards the ERP, and a workflow step whose deadline has passed completing
// itself when it says so (autocompleteAfterDuration).
const jobDeps = { db, env, log: app.log, now: () => new Date() };
const jobQueue = createJobQueue(jobDeps, {
  ...mailJobHandlers(jobDeps),
  // No ERP connection yet: approved applications go straight into the mirror tables.
  ...erpJobHandlers({ ...jobDeps, gateway: createMirrorErpGateway(db) }),
  [JobName.activityDeadline]: async ({ instanceActivityId }) => {
    if (typeof instanceActivityId !== 'number') {
      app.log.error({ instanceActivityId }, 'activity deadline job without an activity id'); // retrying would not help
      return;
    }
    const result = await completeOverdueActivity(jobDeps, instanceActivityId);
    // Ran before the deadline day was over (clocks differ): throwing makes the queue try again later.
    if (result === 'notDueYet') throw new Error('the activity is not overdue yet');
    if (result === 'completed') app.log.info({ instanceActivityId }, 'workflow activity completed after its deadline');
  },
  // A reset request is answered at once; the look-up, the token and the mail happen here.
  [JobName.passwordResetMail]: (payload) => sendPasswordResetMail(jobDeps, payload),
});
await jobQueue.start();

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
    app
      .close()
      .then(() => jobQueue.stop())
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
}
