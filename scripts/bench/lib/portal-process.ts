// Runs the portal as production runs it, in a process of its own, so its CPU can be read apart from
// the load generator's.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** User + system CPU time the process has used so far, in ms (Linux /proc). */
  cpuMs(): number;
  stop(): Promise<void>;
}

const CLOCK_TICKS_PER_SECOND = 100;

function cpuMsOf(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat (after the command in parentheses): utime and stime in clock ticks.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Starts a Node program on a free port and waits until `readyPath` answers. */
export async function startNodeServer(options: {
  name: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  readyPath: string;
  cwd?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd ?? repositoryRoot,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${options.name} did not answer within two minutes`);
    try {
      if ((await fetch(`${url}${options.readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    process: child,
    cpuMs: () => cpuMsOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The portal's server as `scripts/start` runs it: the built JavaScript, built first when its sources
 * changed. `checkout` runs another checkout's sources instead (through tsx: an older one has no build),
 * to measure before and after a change in one sitting.
 */
export function startPortal(
  databaseUrl: string,
  options: { env?: NodeJS.ProcessEnv; nodeArgs?: string[]; checkout?: string } = {},
): Promise<ServerProcess> {
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, ...options.env };
  if (options.checkout) {
    return startNodeServer({
      name: `the portal of ${options.checkout}`,
      args: [...(options.nodeArgs ?? []), '--import', 'tsx', path.join(options.checkout, 'server/src/main.ts')],
      env,
      cwd: options.checkout,
      readyPath: '/api/sessions/get-pre-auth-settings',
    });
  }
  execFileSync(process.execPath, [path.join(repositoryRoot, 'scripts/lib/build-if-changed.mjs'), '--quiet', 'server'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return startNodeServer({
    name: 'the portal',
    args: [...(options.nodeArgs ?? []), '--enable-source-maps', path.join(repositoryRoot, 'server/dist/main.js')],
    env,
    readyPath: '/api/sessions/get-pre-auth-settings',
  });
}
