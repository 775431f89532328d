// Builds the web client and the server only when their sources changed since their last build:
// `node scripts/lib/build-if-changed.mjs [--quiet] web server`. Each build here leaves a stamp (under
// node_modules/.cache, never in the served output) with the hash of the files it was built from (paths
// and contents) and the size and time of its output file; a build whose stamp matches is skipped. Any
// other build (`pnpm build`) writes the output anew, which no longer matches, and the next run builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const STAMP_DIRECTORY = 'node_modules/.cache/portal-builds';

/** Folders never read: dependencies, outputs, caches. Test files do not reach a build's output either. */
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.cache', 'e2e']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * What is built from what. `inputs` are files or folders relative to the project root; both builds
 * read the shared package and the lockfile (a dependency's new version changes the output too).
 */
export const targets = {
  web: {
    name: 'web',
    inputs: [
      'web/src',
      'web/public',
      'web/index.html',
      'web/package.json',
      'web/tsconfig.json',
      'web/vite.config.ts',
      'web/lingui.config.ts',
      'web/postcss.config.cjs',
      'shared/src',
      'shared/package.json',
      'tsconfig.base.json',
      'pnpm-lock.yaml',
    ],
    output: 'web/dist/index.html',
    // vite itself rather than `pnpm --filter`: this script runs where pnpm may not be on PATH (the tests).
    command: [process.execPath, ['node_modules/vite/bin/vite.js', 'build'], 'web'],
  },
  server: {
    name: 'server',
    inputs: [
      'server/src',
      'server/build.mjs',
      'server/package.json',
      'server/tsconfig.json',
      'shared/src',
      'shared/package.json',
      'migrations/src',
      'migrations/package.json',
      'tsconfig.base.json',
      'pnpm-lock.yaml',
    ],
    output: 'server/dist/main.js',
    command: [process.execPath, ['build.mjs'], 'server'],
  },
};

function listFiles(root, relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => (entry.isDirectory() ? !SKIPPED_DIRECTORIES.has(entry.name) : !TEST_FILE.test(entry.name)))
    .flatMap((entry) => listFiles(root, path.posix.join(relative, entry.name)));
}

/** The hash of the input files' paths and contents, in a stable order. */
export function sourceHash(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => listFiles(root, input)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** The output file as built: another build writes it anew (time, and mostly size, differ). */
function outputFingerprint(root, target) {
  const file = path.join(root, target.output);
  if (!existsSync(file)) return null;
  const { size, mtimeMs } = statSync(file);
  return `${size}:${mtimeMs}`;
}

/** Builds `target` unless its stamp says its output was built from the sources as they are; answers whether it built. */
export function buildIfChanged(target, { root = projectRoot, log = (line) => console.error(line), quiet = false } = {}) {
  const hash = sourceHash(root, target.inputs);
  const stampFile = path.join(root, STAMP_DIRECTORY, target.name);
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  const output = outputFingerprint(root, target);
  if (output && stamp === `${hash} ${output}`) return false;
  const [command, args, directory] = target.command;
  // The build's own output goes to stderr (stdout stays the server's: scripts/start execs it next), or
  // nowhere when quiet; its errors always show. Always a production build: Vite takes NODE_ENV from the
  // caller's environment, and a test runner's 'test' would stamp React's development build as current.
  const result = spawnSync(command, args, {
    cwd: path.join(root, directory),
    stdio: ['ignore', quiet ? 'ignore' : 2, 2],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
  const built = outputFingerprint(root, target);
  // Hashed again: a source saved during the build must not be taken as built.
  if (built && sourceHash(root, target.inputs) === hash) {
    mkdirSync(path.dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, `${hash} ${built}\n`);
  } else {
    rmSync(stampFile, { force: true });
    log(`${target.output}: sources changed during the build (or it wrote no output): it will be built again next time`);
  }
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const quiet = process.argv.includes('--quiet');
  for (const name of process.argv.slice(2).filter((argument) => argument !== '--quiet')) {
    const target = targets[name];
    if (!target) throw new Error(`no build target ${name} (known: ${Object.keys(targets).join(', ')})`);
    const built = buildIfChanged(target, { quiet });
    console.error(`${name}: ${built ? 'built' : 'up to date'}`);
  }
}
