import type { TestProjectConfiguration } from 'vitest/config';

// The test projects. The root vitest.config.ts imports this list (vitest no longer reads it by itself).
export const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: 'shared',
      root: './shared',
      environment: 'node',
      include: ['src/**/*.test.ts'],
    },
  },
  {
    // The project's own tooling (scripts/lib): the build stamps of scripts/start.
    test: {
      name: 'scripts',
      root: './scripts',
      environment: 'node',
      include: ['**/*.test.ts'],
    },
  },
  {
    test: {
      name: 'server',
      root: './server',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      globalSetup: ['./src/testing/ready-databases.global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // Each file gets its own database. Four at a time even on 2 cores: the files wait on the database
      // server and on the job queue's timers more than they compute (measured: 40 s with two, 28 s with four).
      maxWorkers: 4,
      // Files share their worker's modules instead of importing the server anew each (about half the
      // suite's CPU); each file still gets its own database and app, and no test mocks a module.
      isolate: false,
    },
  },
  {
    extends: './web/vite.config.ts',
    test: {
      name: 'web',
      root: './web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      testTimeout: 30_000,
    },
  },
  {
    test: {
      name: 'e2e',
      root: './web',
      environment: 'node',
      include: ['e2e/**/*.e2e.ts'],
      globalSetup: ['./e2e/global-setup.ts'],
      fileParallelism: false,
      testTimeout: 90_000,
      hookTimeout: 240_000,
    },
  },
];
