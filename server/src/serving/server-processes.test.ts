import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { driverHandleOf } from '../db/database';
import { createTestDb, testDatabaseUrl, type TestDb } from '../testing/test-db';
import { serverProcessCount } from './server-processes';

// SERVER_PROCESSES runs the built server (server/dist/main.js, as scripts/start does) as Node's cluster:
// the primary prepares the database, its processes share the port, and one that dies is replaced.

const hasPostgres = Boolean(testDatabaseUrl());
const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('how many server processes', () => {
  it('runs the number asked for, or one per core for auto, on PostgreSQL', () => {
    const postgres = 'postgres://portal@db/portal';
    expect(serverProcessCount({ SERVER_PROCESSES: 1, DATABASE_URL: postgres }, 8)).toBe(1);
    expect(serverProcessCount({ SERVER_PROCESSES: 3, DATABASE_URL: postgres }, 8)).toBe(3);
    expect(serverProcessCount({ SERVER_PROCESSES: 'auto', DATABASE_URL: postgres }, 8)).toBe(8);
  });

  it('runs one process on embedded PGlite, refusing an explicit number above one', () => {
    expect(serverProcessCount({ SERVER_PROCESSES: 1, DATABASE_URL: undefined }, 8)).toBe(1);
    expect(serverProcessCount({ SERVER_PROCESSES: 'auto', DATABASE_URL: undefined }, 8)).toBe(1);
    expect(() => serverProcessCount({ SERVER_PROCESSES: 2, DATABASE_URL: undefined }, 8)).toThrow(
      /SERVER_PROCESSES=2 needs DATABASE_URL: the embedded PGlite database lives inside one process/,
    );
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  output: () => string;
  /** The JSON log lines so far (other lines, such as a refusal on stderr, are left out). */
  logLines: () => { msg: string; pid: number; [key: string]: unknown }[];
  exited: Promise<number | null>;
}

function startBuiltServer(env: NodeJS.ProcessEnv): RunningServer {
  const child = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line)),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the built server', () => {
  beforeAll(() => {
    // What scripts/start runs: a build of the current sources (skipped when they have not changed).
    execFileSync(process.execPath, [path.join(projectRoot, 'scripts/lib/build-if-changed.mjs'), '--quiet', 'server'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  });

  it('refuses several processes on embedded PGlite with a message saying why', async () => {
    const server = startBuiltServer({ SERVER_PROCESSES: '2', PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SERVER_PROCESSES=2 needs DATABASE_URL: the embedded PGlite database lives inside one process');
  });

  describe.skipIf(!hasPostgres)(
    `as two processes on PostgreSQL${hasPostgres ? '' : " (SKIPPED: TEST_DATABASE_URL is not set, and PGlite is one process's database)"}`,
    () => {
      let testDb: TestDb;
      let server: RunningServer;
      let url: string;
      // The primary's own lines (the processes' loggers buffer theirs).
      const listeningPids = () =>
        server
          .logLines()
          .filter((line) => line.msg === 'a server process is serving')
          .map((line) => line.workerPid as number);
      const answers = async () => (await fetch(`${url}/api/sessions/get-pre-auth-settings`)).status;

      beforeAll(async () => {
        testDb = await createTestDb({ seeded: true });
        const handle = driverHandleOf(testDb.db);
        if (handle.driver !== 'pg') throw new Error('expected PostgreSQL');
        const port = await freePort();
        url = `http://127.0.0.1:${port}`;
        server = startBuiltServer({ SERVER_PROCESSES: '2', PORT: String(port), DATABASE_URL: handle.connectionString });
        await vi.waitFor(() => expect(listeningPids()).toHaveLength(2), { timeout: 60_000, interval: 200 });
      });
      afterAll(async () => {
        if (server && server.child.exitCode === null) {
          server.child.kill('SIGKILL');
          for (const pid of listeningPids()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
        }
        await testDb?.destroy();
      });

      it('serves the port from two worker processes beside the primary', async () => {
        const [first, second] = listeningPids();
        expect(new Set([first, second, server.child.pid]).size).toBe(3);
        expect(server.logLines().find((line) => line.workerPid === first)?.pid).toBe(server.child.pid);
        expect(await answers()).toBe(200);
        expect(server.logLines().find((line) => line.msg === 'the portal is serving')).toMatchObject({ processes: 2, seeded: false });
      });

      it('starts another process when one dies, and keeps answering', async () => {
        const [victim] = listeningPids();
        process.kill(victim!, 'SIGKILL');
        await vi.waitFor(() => expect(listeningPids()).toHaveLength(3), { timeout: 30_000, interval: 200 });
        expect(server.logLines().find((line) => line.msg === 'a server process exited: starting another')).toMatchObject({
          workerPid: victim,
          signal: 'SIGKILL',
        });
        expect(isAlive(victim!)).toBe(false);
        for (let request = 0; request < 5; request++) expect(await answers()).toBe(200);
      });

      it('stops with exit code 1 when its processes cannot start, instead of starting them again and again', async () => {
        const occupied = createServer();
        await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
        const { port } = occupied.address() as { port: number };
        try {
          const handle = driverHandleOf(testDb.db);
          if (handle.driver !== 'pg') throw new Error('expected PostgreSQL');
          const failing = startBuiltServer({ SERVER_PROCESSES: '2', PORT: String(port), DATABASE_URL: handle.connectionString });
          expect(await failing.exited).toBe(1);
          const fatal = failing
            .logLines()
            .filter((line) => line.msg === 'a server process exited before it was serving: stopping the server');
          expect(fatal.length).toBeGreaterThan(0);
          expect(failing.logLines().filter((line) => line.msg === 'a server process is serving')).toEqual([]);
        } finally {
          occupied.close();
        }
      });

      it('stops its processes and itself on SIGTERM', async () => {
        const workers = listeningPids().filter(isAlive);
        expect(workers).toHaveLength(2);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        expect(workers.filter(isAlive)).toEqual([]);
      });
    },
  );
});
