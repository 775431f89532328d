import cluster from 'node:cluster';
import pino from 'pino';
import { createDb, dbConfigFromEnv } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { type Env, publicUrl, readEnv } from './env';
import { startServerInstance } from './serving/server-instance';
import { runServerProcesses, serverProcessCount } from './serving/server-processes';

// The server's entry, run by node from the build (server/dist/main.js) or by tsx in development. With
// SERVER_PROCESSES above one it is the cluster's primary, which prepares the database once and forks the
// processes that serve (this same file, as cluster workers).

const env = readEnv();
let processes: number;
try {
  processes = serverProcessCount(env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (processes > 1 && cluster.isPrimary) {
  const log = pino({ level: env.LOG_LEVEL });
  const db = createDb(dbConfigFromEnv(env));
  const { seeded } = await prepareDatabase(db, { env });
  await db.destroy();
  runServerProcesses({ processes, log, onServing: () => announce(env, log, { seeded, processes }) });
} else {
  await serve();
}

/** One server process: on its own, or one of the cluster's workers. */
async function serve() {
  const db = createDb(dbConfigFromEnv(env));
  // A cluster's primary prepared the database before forking its workers.
  const { seeded } = cluster.isWorker ? { seeded: false } : await prepareDatabase(db, { env });
  const instance = await startServerInstance({ db, env });
  await instance.app.listen({ port: env.PORT, host: env.HOST });
  if (cluster.isPrimary) announce(env, instance.app.log, { seeded, processes: 1 });

  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    instance
      .close()
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  // A worker whose primary is gone (killed outright) stops too, instead of serving on unsupervised.
  if (cluster.isWorker) process.on('disconnect', close);
}

/** Where the portal is serving: lines for a person at a terminal, one JSON log line for a log collector. */
function announce(env: Env, log: Pick<pino.BaseLogger, 'info'>, facts: { seeded: boolean; processes: number }) {
  const url = publicUrl(env);
  const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
  if (!process.stdout.isTTY) {
    log.info({ url, database, ...facts }, 'the portal is serving');
    return;
  }
  console.log(`\nThe portal is running at ${url}`);
  console.log(`Database: ${database}${facts.processes > 1 ? `; ${facts.processes} server processes` : ''}`);
  if (facts.seeded) console.log('The demo company was seeded into the empty database.');
  console.log('Demo sign-ins (password Demo1234): admin, manager, employee, planner\n');
}
