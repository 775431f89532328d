import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUDGETS, budgetFailures, formatReport, kilobytes, measureBundle } from './bundle-size.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('measuring a build from its manifest', () => {
  let dist: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  const gzip = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-bundle-size-'));
    // Text that gzip cannot shrink much, of a distinct length a chunk: the sizes rank the routes.
    let seed = 7;
    const noise = (length: number) =>
      Array.from({ length }, () => String.fromCharCode(97 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 26))).join('');
    const lengths = {
      index: 900,
      react: 800,
      runtime: 100,
      layout: 300,
      'layout-part': 200,
      page: 400,
      'page-part': 500,
      'other-page': 50,
    };
    for (const [name, length] of Object.entries(lengths)) write(`assets/${name}.js`, `export const chunk = '${noise(length)}';\n`);
    write('assets/index.css', 'body { margin: 0 }\n');
    // The entry imports react, which imports the runtime; the page shares react with it, and the
    // layout (loaded with every page under it) brings its own part. Chunks import the entry back.
    write(
      '.vite/manifest.json',
      JSON.stringify({
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_react.js'],
          dynamicImports: ['src/layout.tsx', 'src/page.tsx', 'src/other-page.tsx'],
          css: ['assets/index.css'],
        },
        '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
        '_runtime.js': { file: 'assets/runtime.js' },
        '_page-part.js': { file: 'assets/page-part.js', imports: ['index.html'] },
        'src/layout.tsx': { file: 'assets/layout.js', isDynamicEntry: true, imports: ['index.html', '_layout-part.js'] },
        '_layout-part.js': { file: 'assets/layout-part.js' },
        'src/page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['index.html', '_react.js', '_page-part.js'] },
        'src/other-page.tsx': { file: 'assets/other-page.js', isDynamicEntry: true, imports: ['index.html'] },
      }),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('counts the entry and its static imports, transitively, as the first load (JavaScript only)', () => {
    const { firstLoad } = measureBundle(dist, { layouts: [] });
    expect(firstLoad.chunks.map((chunk) => chunk.file).sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/runtime.js']);
    expect(firstLoad.gzip).toBe(gzip('assets/index.js') + gzip('assets/react.js') + gzip('assets/runtime.js'));
    expect(firstLoad.raw).toBe(firstLoad.chunks.reduce((total, chunk) => total + chunk.raw, 0));
  });

  it('adds to the first load what a route and its layouts import beyond it, each chunk once', () => {
    const { firstLoad, routes } = measureBundle(dist, { layouts: ['src/layout.tsx'] });
    const page = routes.find((route) => route.route === 'src/page.tsx');
    expect(page?.chunks.map((chunk) => chunk.file).sort()).toEqual([
      'assets/layout-part.js',
      'assets/layout.js',
      'assets/page-part.js',
      'assets/page.js',
    ]);
    expect(page?.gzip).toBe(
      firstLoad.gzip + gzip('assets/layout.js') + gzip('assets/layout-part.js') + gzip('assets/page.js') + gzip('assets/page-part.js'),
    );
    // Heaviest first; every route carries the layout, so the layout's own figure is the lightest.
    expect(routes.map((route) => route.route)).toEqual(['src/page.tsx', 'src/other-page.tsx', 'src/layout.tsx']);
  });

  it('refuses a layout the manifest does not have (a renamed layout must not drop out of the figure)', () => {
    expect(() => measureBundle(dist, { layouts: ['src/renamed-layout.tsx'] })).toThrow(
      /src\/renamed-layout.tsx is not in the build manifest/,
    );
  });

  it('names each budget that a measurement exceeds', () => {
    const measurement = measureBundle(dist, { layouts: [] });
    expect(budgetFailures(measurement)).toEqual([]);
    const page = measurement.routes[0]!;
    expect(budgetFailures(measurement, { firstLoad: measurement.firstLoad.gzip - 1, route: page.gzip - 1 })).toEqual([
      `first load ${kilobytes(measurement.firstLoad.gzip)} gzip > ${kilobytes(measurement.firstLoad.gzip - 1)}`,
      `route src/page.tsx: ${kilobytes(page.gzip)} gzip with the first load > ${kilobytes(page.gzip - 1)}`,
    ]);
  });
});

describe('the web client as built', () => {
  beforeAll(() => {
    // Builds only when the web sources changed since the last build (scripts/lib/build-if-changed.mjs).
    const build = spawnSync(process.execPath, ['scripts/lib/build-if-changed.mjs', '--quiet', 'web'], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
  }, 240_000);

  it('loads at most 250 kB of JavaScript (gzip) first, and no route more than 400 kB with it', () => {
    const measurement = measureBundle(path.join(projectRoot, 'web/dist'));
    console.log(formatReport(measurement));
    expect(BUDGETS).toEqual({ firstLoad: 250_000, route: 400_000 });
    expect(budgetFailures(measurement)).toEqual([]);
  });

  it('ships no date-holidays code to the browser: its rules reach it as the generated Lithuanian table', () => {
    const assets = path.join(projectRoot, 'web/dist/assets');
    const sources = readdirSync(assets)
      .filter((file) => file.endsWith('.js.map'))
      .flatMap((file) => (JSON.parse(readFileSync(path.join(assets, file), 'utf8')) as { sources: string[] }).sources);
    expect(sources.some((source) => source.includes('lithuanian-holiday-table.generated.ts'))).toBe(true);
    expect(sources.filter((source) => /[\\/](date-holidays(-parser)?|astronomia|moment-timezone)[\\/]/.test(source))).toEqual([]);
  });
});
