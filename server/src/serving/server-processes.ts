import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import type { Env } from '../env';

/**
 * How many server processes this machine runs (SERVER_PROCESSES): `auto` is one per core. PGlite
 * lives inside one process, so with it `auto` means one and an explicit number above one is refused.
 */
export function serverProcessCount(env: Pick<Env, 'SERVER_PROCESSES' | 'DATABASE_URL'>, cores = availableParallelism()): number {
  if (env.SERVER_PROCESSES === 'auto') return env.DATABASE_URL ? cores : 1;
  if (env.SERVER_PROCESSES > 1 && !env.DATABASE_URL) {
    throw new Error(
      `SERVER_PROCESSES=${env.SERVER_PROCESSES} needs DATABASE_URL: the embedded PGlite database lives inside one process ` +
        'and cannot be shared. Point DATABASE_URL at a PostgreSQL server, or run one process.',
    );
  }
  return env.SERVER_PROCESSES;
}

export interface ServerProcessesOptions {
  processes: number;
  log: Logger;
  /** Once, when every process first listens. */
  onServing?: () => void;
  /** How long the processes get to finish their requests and jobs on shutdown before they are killed. */
  shutdownTimeoutMs?: number;
}

/**
 * The cluster's primary (Node's cluster module): forks the server processes, which share the port,
 * and replaces one that dies while serving. A process that exits before it ever listened means the
 * server cannot start (configuration, database): then all stop and the primary exits with 1, for the
 * service manager to see. SIGTERM or SIGINT stops the processes gracefully, then the primary.
 */
export function runServerProcesses(options: ServerProcessesOptions): void {
  const { processes, log } = options;
  const listened = new Set<number>();
  // Kept here rather than read from cluster.workers, which may still list a worker in its 'exit' event.
  const running = new Map<number, Worker>();
  let stopping = false;
  let exitCode = 0;

  function stop(code: number) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running.values()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of running.values()) worker.process.kill('SIGKILL');
      process.exit(exitCode);
    }, options.shutdownTimeoutMs ?? 15_000).unref();
  }

  cluster.on('fork', (worker) => running.set(worker.id, worker));
  cluster.on('listening', (worker, address) => {
    listened.add(worker.id);
    log.info({ workerPid: worker.process.pid, port: address.port }, 'a server process is serving');
    if (listened.size === processes) options.onServing?.();
  });
  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker.id);
    if (stopping) {
      if (running.size === 0) process.exit(exitCode);
      return;
    }
    if (!listened.has(worker.id)) {
      log.fatal({ workerPid: worker.process.pid, code, signal }, 'a server process exited before it was serving: stopping the server');
      stop(1);
      return;
    }
    log.error({ workerPid: worker.process.pid, code, signal }, 'a server process exited: starting another');
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));

  log.info({ processes }, 'starting the server processes');
  for (let index = 0; index < processes; index++) cluster.fork();
}
