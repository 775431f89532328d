import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './chromium';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    serverLogFile: string;
    chromiumAvailable: boolean;
  }
}

function freePort(): Promise<number> {
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

async function waitUntilServing(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the portal server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/sessions/get-pre-auth-settings`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the portal server did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the real portal (built server and web client, migrations, demo seed) on a free loopback port with a
 * fresh database: a new PostgreSQL database when TEST_DATABASE_URL is set, else PGlite in a temp dir.
 */
export default async function setup(project: TestProject) {
  const chromiumAvailable = existsSync(CHROMIUM_PATH);
  project.provide('chromiumAvailable', chromiumAvailable);
  if (!chromiumAvailable) {
    const line = '!'.repeat(78);
    console.warn(
      `\n${line}\n!! END-TO-END TESTS SKIPPED: no Chromium at ${CHROMIUM_PATH}.\n!! Install it with: apt-get install chromium\n${line}\n`,
    );
    project.provide('portalUrl', '');
    project.provide('serverLogFile', '');
    return;
  }
  if (!existsSync(path.join(repositoryRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: build the web client first (pnpm build)');
  }

  const workDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const serverLogFile = path.join(workDir, 'server.log');
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseName: string | null = null;
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
    // Approved applications reach the absence history through the job queue: poll it briskly.
    JOB_POLL_INTERVAL_MS: '500',
  };
  if (adminUrl) {
    databaseName = `portal_e2e_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${databaseName}`;
    serverEnv.DATABASE_URL = databaseUrl.toString();
  } else {
    delete serverEnv.DATABASE_URL;
  }
  const url = `http://127.0.0.1:${serverEnv.PORT}`;
  serverEnv.PUBLIC_URL = url;

  const { openSync } = await import('node:fs');
  const logFd = openSync(serverLogFile, 'a');
  // The built server, as production runs it (rebuilt here when its sources changed: about a second).
  execFileSync(process.execPath, [path.join(repositoryRoot, 'scripts/lib/build-if-changed.mjs'), 'server'], { stdio: 'inherit' });
  const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
    cwd: repositoryRoot,
    env: serverEnv,
    stdio: ['ignore', logFd, logFd],
    detached: false,
  });
  await waitUntilServing(url, server, 180_000);
  project.provide('portalUrl', url);
  project.provide('serverLogFile', serverLogFile);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, 5_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
    if (adminUrl && databaseName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${databaseName}" with (force)`);
      await admin.end();
    }
    rmSync(workDir, { recursive: true, force: true });
  };
}
