// Builds the server into plain JavaScript that node runs directly (server/dist): the entry and the
// database commands, each one bundle with the workspace packages (@portal/shared, @portal/migrations)
// inlined and every package from node_modules left to node, which loads it from server/node_modules.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));

/** The package a bare import names: `pg-boss`, `@trpc/server` (of `@trpc/server/adapters/fastify`). */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

// At run time node resolves the external imports from server/dist, so only the server's own
// dependencies are found: one that a workspace package imports must be listed there too.
const externalDependencies = {
  name: 'portal:external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      const name = packageOf(args.path);
      if (name.startsWith('@portal/')) return undefined; // inlined
      if (!dependencies.has(name)) {
        return {
          errors: [{ text: `${name} (imported by ${path.relative(serverRoot, args.importer)}) is not a dependency of @portal/server` }],
        };
      }
      return { external: true };
    });
  },
};

const outdir = path.join(serverRoot, 'dist');
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  // All at the top of dist/: code that finds files relative to itself (env.ts: the project root two
  // levels up) sees the same depth as in src/.
  entryPoints: { main: 'src/main.ts', migrate: 'src/db/cli/migrate.ts', seed: 'src/db/cli/seed.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // Stack traces and log lines keep the functions' names.
  keepNames: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
});
