import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUDGETS, budgetFailures, formatReport, kilobytes, measureBundle, readManifest, routeBudget } from './bundle-size.mjs';

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
      dialog: 250,
      'dialog-part': 150,
      'lt-catalog': 350,
      'lt-dates': 30,
      'en-catalog': 320,
    };
    for (const [name, length] of Object.entries(lengths)) write(`assets/${name}.js`, `export const chunk = '${noise(length)}';\n`);
    write('assets/index.css', 'body { margin: 0 }\n');
    // The entry imports react, which imports the runtime; the page shares react with it, and the
    // layout (loaded with every page under it) brings its own part. Chunks import the entry back. The
    // entry fetches one language's catalog (Lithuanian with dayjs's locale, or English) before its
    // first render; the page fetches a dialog on demand, which shares the page's part.
    write(
      '.vite/manifest.json',
      JSON.stringify({
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_react.js'],
          dynamicImports: [
            'src/locales/lt/messages.po',
            '../node_modules/.pnpm/dayjs@1.11.23/node_modules/dayjs/locale/lt.js',
            'src/locales/en/messages.po',
            'src/layout.tsx',
            'src/page.tsx',
            'src/other-page.tsx',
          ],
          css: ['assets/index.css'],
        },
        'src/locales/lt/messages.po': { file: 'assets/lt-catalog.js', isDynamicEntry: true },
        '../node_modules/.pnpm/dayjs@1.11.23/node_modules/dayjs/locale/lt.js': {
          file: 'assets/lt-dates.js',
          isDynamicEntry: true,
          imports: ['_react.js'],
        },
        'src/locales/en/messages.po': { file: 'assets/en-catalog.js', isDynamicEntry: true },
        '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
        '_runtime.js': { file: 'assets/runtime.js' },
        '_page-part.js': { file: 'assets/page-part.js', imports: ['index.html'] },
        'src/layout.tsx': { file: 'assets/layout.js', isDynamicEntry: true, imports: ['index.html', '_layout-part.js'] },
        '_layout-part.js': { file: 'assets/layout-part.js' },
        'src/page.tsx': {
          file: 'assets/page.js',
          isDynamicEntry: true,
          imports: ['index.html', '_react.js', '_page-part.js'],
          dynamicImports: ['_dialog.js'],
        },
        // A common chunk, as Rolldown emits a part that several chunks fetch.
        '_dialog.js': { file: 'assets/dialog.js', name: 'dialog', imports: ['_page-part.js', '_dialog-part.js'] },
        '_dialog-part.js': { file: 'assets/dialog-part.js' },
        'src/other-page.tsx': { file: 'assets/other-page.js', isDynamicEntry: true, imports: ['index.html'] },
      }),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('counts the entry and its static imports, transitively, as the first load (JavaScript only)', () => {
    const { firstLoad } = measureBundle(dist, { layouts: [], languageChunks: [] });
    expect(firstLoad.chunks.map((chunk) => chunk.file).sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/runtime.js']);
    expect(firstLoad.gzip).toBe(gzip('assets/index.js') + gzip('assets/react.js') + gzip('assets/runtime.js'));
    expect(firstLoad.raw).toBe(firstLoad.chunks.reduce((total, chunk) => total + chunk.raw, 0));
    expect(firstLoad.language).toBeNull();
  });

  it("adds the heaviest language's catalog and date locale to the first load, which waits for them", () => {
    const { firstLoad, routes } = measureBundle(dist, { layouts: [] });
    const entry = gzip('assets/index.js') + gzip('assets/react.js') + gzip('assets/runtime.js');
    expect(gzip('assets/lt-catalog.js') + gzip('assets/lt-dates.js')).toBeGreaterThan(gzip('assets/en-catalog.js'));
    expect(firstLoad.language).toBe('lt');
    expect(firstLoad.gzip).toBe(entry + gzip('assets/lt-catalog.js') + gzip('assets/lt-dates.js'));
    // The catalogs are not routes.
    expect(routes.map((route) => route.route)).not.toContain('src/locales/en/messages.po');
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
    expect(routes.filter((route) => route.loadedBy === null).map((route) => route.route)).toEqual([
      'src/page.tsx',
      'src/other-page.tsx',
      'src/layout.tsx',
    ]);
  });

  it('counts a part fetched on demand with the route that fetches it, each chunk once', () => {
    const { routes } = measureBundle(dist, { layouts: ['src/layout.tsx'] });
    const page = routes.find((route) => route.route === 'src/page.tsx')!;
    const dialog = routes.find((route) => route.route === 'dialog (chunk)');
    expect(dialog?.loadedBy).toBe('src/page.tsx');
    // The page's part is in the page's figure already: only the dialog's own chunks come on top.
    expect(dialog?.gzip).toBe(page.gzip + gzip('assets/dialog.js') + gzip('assets/dialog-part.js'));
    expect(page.chunks.map((chunk) => chunk.file)).not.toContain('assets/dialog.js');
  });

  it('refuses a layout the manifest does not have (a renamed layout must not drop out of the figure)', () => {
    expect(() => measureBundle(dist, { layouts: ['src/renamed-layout.tsx'] })).toThrow(
      /src\/renamed-layout.tsx is not in the build manifest/,
    );
  });

  it('names each budget that a measurement exceeds', () => {
    const measurement = measureBundle(dist, { layouts: [] });
    expect(budgetFailures(measurement)).toEqual([]);
    const [dialog, page] = measurement.routes;
    expect(dialog?.route).toBe('dialog (chunk)');
    expect(budgetFailures(measurement, { firstLoad: measurement.firstLoad.gzip - 1, route: page!.gzip - 1 })).toEqual([
      `first load ${kilobytes(measurement.firstLoad.gzip)} gzip > ${kilobytes(measurement.firstLoad.gzip - 1)}`,
      `route dialog (chunk) (on demand in src/page.tsx): ${kilobytes(dialog!.gzip)} gzip with the first load > ${kilobytes(page!.gzip - 1)}`,
      `route src/page.tsx: ${kilobytes(page!.gzip)} gzip with the first load > ${kilobytes(page!.gzip - 1)}`,
    ]);
  });

  it('holds a route to its own budget, and the parts it fetches on demand to the general one', () => {
    const measurement = measureBundle(dist, { layouts: [] });
    const [dialog, page] = measurement.routes;
    const budgets = { firstLoad: 250_000, route: dialog!.gzip, routes: { 'src/page.tsx': page!.gzip - 1 } };
    expect(routeBudget(page!, budgets)).toBe(page!.gzip - 1);
    expect(routeBudget(dialog!, budgets)).toBe(dialog!.gzip);
    expect(budgetFailures(measurement, budgets)).toEqual([
      `route src/page.tsx: ${kilobytes(page!.gzip)} gzip with the first load > ${kilobytes(page!.gzip - 1)}`,
    ]);
    const report = formatReport(measurement, { budgets });
    expect(report).toContain(`src/page.tsx (held to ${kilobytes(page!.gzip - 1)} gzip) and the parts it fetches on demand`);
    expect(report).toContain('dialog (chunk) (in page.tsx)');
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

  it('loads at most 250 kB of JavaScript (gzip) first, the document view at most 385 kB with it, no route more than 400 kB', () => {
    const measurement = measureBundle(path.join(projectRoot, 'web/dist'));
    console.log(formatReport(measurement));
    expect(BUDGETS).toEqual({ firstLoad: 250_000, route: 400_000, routes: { 'src/app/routes/document-view-route.tsx': 385_000 } });
    // Each catalog is a chunk of its own, and only the active language's (Lithuanian by default) is fetched first.
    const manifest = readManifest(path.join(projectRoot, 'web/dist'));
    const catalogOf = (language: string) => manifest[`src/locales/${language}/messages.po`]?.file;
    const firstFiles = measurement.firstLoad.chunks.map((chunk) => chunk.file);
    expect(measurement.firstLoad.language).toBe('lt');
    expect(firstFiles).toContain(catalogOf('lt'));
    expect(catalogOf('en')).toBeDefined();
    expect(firstFiles).not.toContain(catalogOf('en'));
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

  it('keeps zod out of the first load: the screens that validate fetch it with their route', () => {
    const dist = path.join(projectRoot, 'web/dist');
    // Vite's own helpers (the preload helper) come without a source map.
    const sourcesOf = (file: string) =>
      existsSync(path.join(dist, `${file}.map`))
        ? (JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] }).sources
        : [];
    const isZod = (source: string) => /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]/.test(source);
    const { firstLoad, routes } = measureBundle(dist);
    expect(firstLoad.chunks.flatMap((chunk) => sourcesOf(chunk.file)).filter(isZod)).toEqual([]);
    // The pattern still finds it where it belongs, so the check above cannot pass by matching nothing.
    const documentView = routes.find((route) => route.route === 'src/app/routes/document-view-route.tsx');
    expect(documentView?.chunks.flatMap((chunk) => sourcesOf(chunk.file)).some(isZod)).toBe(true);
  });
});
