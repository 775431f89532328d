// The JavaScript the browser fetches, measured from the web build's manifest (web/dist/.vite/manifest.json):
// `node scripts/lib/bundle-size.mjs [web/dist]` prints the first load and the heaviest routes, and exits 1
// above the budgets. The first load is the entry chunk and everything it imports statically (what
// index.html preloads before any route's code); a route adds its lazy chunk and that chunk's static
// imports. Sizes are gzip at zlib's default level, in kB of 1000 bytes, as Vite's build report prints them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The budgets in bytes (gzip): the first load (issue #12), and a route with the first load, which gives a
 * screen 150 kB of its own on top of a first load at its budget (the document view needs 162 kB today).
 */
export const BUDGETS = { firstLoad: 250_000, route: 400_000 };

/**
 * Lazy layouts that load together with the routes under them (web/src/app/routes.tsx): counted in every
 * route's figure, an upper bound for the pages outside them (sign-in) that keeps the figure simple.
 */
export const LAYOUTS = ['src/app/layout/main-layout.tsx', 'src/app/layout/my-working-time-layout.tsx'];

const isJavaScript = (file) => /\.[cm]?js$/.test(file);

export function readManifest(distDirectory) {
  return JSON.parse(readFileSync(path.join(distDirectory, '.vite', 'manifest.json'), 'utf8'));
}

/** The manifest keys of `keys` and of everything they import statically, transitively. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The first load and every lazy route of a built client, each route largest first.
 * `layouts` are manifest keys (source paths) of lazy chunks counted with every route.
 */
export function measureBundle(distDirectory, { layouts = LAYOUTS } = {}) {
  const manifest = readManifest(distDirectory);
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const content = readFileSync(path.join(distDirectory, file));
      sizes.set(file, { file, raw: content.length, gzip: gzipSync(content).length });
    }
    return sizes.get(file);
  };
  const summarise = (keys) => {
    const chunks = [...new Set([...keys].map((key) => manifest[key].file))]
      .filter(isJavaScript)
      .map(sizeOf)
      .sort((a, b) => b.gzip - a.gzip);
    return { chunks, raw: sum(chunks, 'raw'), gzip: sum(chunks, 'gzip') };
  };

  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('the build manifest has no entry');
  const firstLoadKeys = staticClosure(manifest, entries);
  const firstLoad = summarise(firstLoadKeys);

  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const own = [...staticClosure(manifest, [...layouts, key])].filter((chunk) => !firstLoadKeys.has(chunk));
      const added = summarise(own);
      return { route: key, chunks: added.chunks, raw: firstLoad.raw + added.raw, gzip: firstLoad.gzip + added.gzip };
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { firstLoad, routes };
}

/** The budgets a measurement exceeds, as sentences; empty when within. */
export function budgetFailures({ firstLoad, routes }, budgets = BUDGETS) {
  const failures = [];
  if (firstLoad.gzip > budgets.firstLoad) failures.push(`first load ${kilobytes(firstLoad.gzip)} gzip > ${kilobytes(budgets.firstLoad)}`);
  for (const route of routes.filter((route) => route.gzip > budgets.route)) {
    failures.push(`route ${route.route}: ${kilobytes(route.gzip)} gzip with the first load > ${kilobytes(budgets.route)}`);
  }
  return failures;
}

/** A printable report: the first load's chunks, the largest route's own chunks, the heaviest routes. */
export function formatReport({ firstLoad, routes }, { routeCount = 5 } = {}) {
  const lines = [];
  const table = (title, chunks, total) => {
    lines.push(title, `  ${'chunk'.padEnd(52)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)}`);
    for (const chunk of chunks)
      lines.push(`  ${chunk.file.padEnd(52)} ${kilobytes(chunk.raw).padStart(11)} ${kilobytes(chunk.gzip).padStart(11)}`);
    lines.push(`  ${'total'.padEnd(52)} ${kilobytes(total.raw).padStart(11)} ${kilobytes(total.gzip).padStart(11)}`);
  };
  table(`First load (budget ${kilobytes(BUDGETS.firstLoad)} gzip)`, firstLoad.chunks, firstLoad);
  const [largest] = routes;
  if (largest) {
    table(`Largest route: ${largest.route}, its chunks beyond the first load`, largest.chunks, {
      raw: largest.raw - firstLoad.raw,
      gzip: largest.gzip - firstLoad.gzip,
    });
  }
  lines.push(`Routes with the first load (budget ${kilobytes(BUDGETS.route)} gzip), heaviest first`);
  for (const route of routes.slice(0, routeCount)) {
    lines.push(`  ${route.route.padEnd(64)} ${kilobytes(route.raw).padStart(11)} ${kilobytes(route.gzip).padStart(11)}`);
  }
  return lines.join('\n');
}

export function kilobytes(bytes) {
  return `${(bytes / 1000).toFixed(2)} kB`;
}

function sum(items, field) {
  return items.reduce((total, item) => total + item[field], 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const measurement = measureBundle(path.resolve(process.argv[2] ?? path.join(projectRoot, 'web/dist')));
  console.log(formatReport(measurement));
  const failures = budgetFailures(measurement);
  for (const failure of failures) console.error(`over budget: ${failure}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}
