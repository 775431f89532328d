import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, STAMP_DIRECTORY, targets } from './build-if-changed.mjs';

// scripts/start rebuilds the web client and the server only when their sources changed: here a build
// that counts its runs stands in for theirs, in a throw-away project folder.

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Writes out/app.js and adds a line to builds.log, so the test can count the runs.
const countingBuild = `
const fs = require('node:fs');
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync('out/app.js', fs.readFileSync('src/main.ts'));
fs.appendFileSync('builds.log', 'built\\n');
`;

describe('building only what changed', () => {
  let root: string;
  const target = {
    name: 'app',
    inputs: ['src', 'pnpm-lock.yaml'],
    output: 'out/app.js',
    command: [process.execPath, ['-e', countingBuild], '.'],
  };
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const builds = () =>
    existsSync(path.join(root, 'builds.log')) ? readFileSync(path.join(root, 'builds.log'), 'utf8').split('\n').length - 1 : 0;
  const build = () => buildIfChanged(target, { root, log: () => {} });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'portal-build-stamp-'));
    write('src/main.ts', 'export const answer = 1;\n');
    write('src/parts/part.ts', 'export const part = 1;\n');
    write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds the first time, then skips while nothing changed', () => {
    expect(build()).toBe(true);
    expect(existsSync(path.join(root, STAMP_DIRECTORY, 'app'))).toBe(true);
    expect(build()).toBe(false);
    expect(build()).toBe(false);
    expect(builds()).toBe(1);
  });

  it('builds again when a source changes, appears or is renamed, and when the lockfile changes', () => {
    build();
    write('src/main.ts', 'export const answer = 2;\n');
    expect(build()).toBe(true);
    write('src/parts/new.ts', 'export const added = true;\n');
    expect(build()).toBe(true);
    renameSync(path.join(root, 'src/parts/new.ts'), path.join(root, 'src/parts/renamed.ts'));
    expect(build()).toBe(true);
    write('pnpm-lock.yaml', 'lockfileVersion: 9\n# a dependency moved\n');
    expect(build()).toBe(true);
    expect(build()).toBe(false);
    expect(builds()).toBe(5);
  });

  it('builds again when the output is gone though the stamp matches', () => {
    build();
    rmSync(path.join(root, 'out/app.js'));
    expect(build()).toBe(true);
    expect(readFileSync(path.join(root, 'out/app.js'), 'utf8')).toBe('export const answer = 1;\n');
  });

  it('builds again after another build wrote the output (of other sources, perhaps)', () => {
    build();
    write('out/app.js', 'export const answer = 0; // built from another checkout\n');
    expect(build()).toBe(true);
    expect(readFileSync(path.join(root, 'out/app.js'), 'utf8')).toBe('export const answer = 1;\n');
    expect(builds()).toBe(2);
  });

  it('is not moved by test files or by dependencies inside a source folder', () => {
    build();
    write('src/main.test.ts', 'it("passes", () => {});\n');
    write('src/node_modules/some-package/index.js', 'module.exports = 1;\n');
    expect(build()).toBe(false);
  });

  it('fails with the command when the build fails, and leaves no stamp', () => {
    const failing = { ...target, command: [process.execPath, ['-e', 'process.exit(3)'], '.'] };
    expect(() => buildIfChanged(failing, { root, log: () => {} })).toThrow(/exit 3/);
    expect(existsSync(path.join(root, STAMP_DIRECTORY, 'app'))).toBe(false);
  });

  it("sends the build's own output to stderr, never stdout (the server's, next), and nowhere when quiet", () => {
    const talkative = { ...target, command: [process.execPath, ['-e', `console.log('transforming');\n${countingBuild}`], '.'] };
    const run = (quiet: boolean) => {
      const script = `import { buildIfChanged } from ${JSON.stringify(new URL('./build-if-changed.mjs', import.meta.url).href)};
        buildIfChanged(${JSON.stringify(talkative)}, { root: ${JSON.stringify(root)}, quiet: ${quiet} });`;
      rmSync(path.join(root, 'out'), { recursive: true, force: true });
      return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    };
    const loud = run(false);
    expect(loud.status).toBe(0);
    expect(loud.stdout).toBe('');
    expect(loud.stderr).toContain('transforming');
    const quiet = run(true);
    expect(quiet.status).toBe(0);
    expect(quiet.stdout + quiet.stderr).not.toContain('transforming');
    expect(builds()).toBe(2);
  });

  it('builds for production whatever NODE_ENV its caller runs with (vitest sets test)', () => {
    const reporting = {
      ...target,
      command: [process.execPath, ['-e', `${countingBuild}\nfs.writeFileSync('node-env', String(process.env.NODE_ENV));`], '.'],
    };
    expect(process.env.NODE_ENV).toBe('test');
    buildIfChanged(reporting, { root, log: () => {} });
    expect(readFileSync(path.join(root, 'node-env'), 'utf8')).toBe('production');
  });

  it("names only inputs that exist in the project (the real targets')", () => {
    for (const [name, real] of Object.entries(targets)) {
      for (const input of real.inputs) expect(existsSync(path.join(projectRoot, input)), `${name}: ${input}`).toBe(true);
      expect(real.name).toBe(name);
    }
  });
});
