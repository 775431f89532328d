// The JavaScript the browser fetches, measured from the web build's manifest (web/dist/.vite/manifest.json):
// `node scripts/lib/bundle-size.mjs [web/dist]` prints the first load and the heaviest routes, and exits 1
// above the budgets. The first load is the entry chunk and everything it imports statically (what
// index.html preloads before any route's code) with the interface language's catalog, which the first
// render waits for; a route adds its lazy chunk and that chunk's static imports, and a part a route
// fetches on demand (a dialog, a section only some users see) adds its own to the route's figure.
// Sizes are gzip at zlib's default level, in kB of 1000 bytes, as Vite's build report prints them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The budgets in bytes (gzip): the first load (issue #12); a route with the first load, which gives a
 * screen 150 kB of its own on top of a first load at its budget; and screens held to their own figure
 * with a tenth to spare once split into on-demand parts, those parts counted with them. The document
 * view needed 398 kB before its split (2026-11), 336 kB after, 373 kB once its summary read trip rows,
 * vehicles and files as text (the next split to take: those summaries on demand).
 */
export const BUDGETS = {
  firstLoad: 250_000,
  route: 400_000,
  routes: { 'src/app/routes/document-view-route.tsx': 385_000 },
};

/**
 * Lazy layouts that load together with the routes under them (web/src/app/routes.tsx): counted in every
 * route's figure, an upper bound for the pages outside them (sign-in) that keeps the figure simple.
 */
export const LAYOUTS = ['src/app/layout/main-layout.tsx', 'src/app/layout/my-working-time-layout.tsx'];

/**
 * Lazy chunks of one interface language, by manifest key: the first render waits for the language's
 * catalog and dayjs's locale (web/src/lib/i18n.ts), so the heaviest language counts in the first load.
 */
export const LANGUAGE_CHUNKS = [/^src\/locales\/([\w-]+)\/messages\.po$/, /[\\/]dayjs[\\/]locale[\\/]([\w-]+)\.js$/];

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

/** The language chunks of the manifest, by language: { lt: [catalog key, dayjs locale key], … }. */
function languageChunksOf(manifest, patterns) {
  const byLanguage = new Map();
  for (const key of Object.keys(manifest)) {
    const language = patterns.map((pattern) => pattern.exec(key)?.[1]).find(Boolean);
    if (language) byLanguage.set(language, [...(byLanguage.get(language) ?? []), key]);
  }
  return byLanguage;
}

/**
 * The first load and every lazy chunk of a built client with what it takes to show it, largest first.
 * The first load is the entry's static closure and the heaviest language's chunks. A route (a lazy
 * chunk the first load imports) adds its static closure and the `layouts`' (manifest keys); a part
 * that a route fetches on demand (a dialog, a section only some users see) adds its own closure to
 * its route's figure, and names that route (`loadedBy`; the heaviest when several fetch it).
 */
export function measureBundle(distDirectory, { layouts = LAYOUTS, languageChunks = LANGUAGE_CHUNKS } = {}) {
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
  const without = (keys, excluded) => [...keys].filter((key) => !excluded.has(key));

  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('the build manifest has no entry');
  const entryKeys = staticClosure(manifest, entries);

  const languages = languageChunksOf(manifest, languageChunks);
  const languageKeys = new Set([...languages.values()].flat());
  const [language] = [...languages]
    .map(([name, keys]) => {
      const closure = staticClosure(manifest, keys);
      return { name, keys: closure, gzip: summarise(without(closure, entryKeys)).gzip };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const firstLoadKeys = new Set([...entryKeys, ...(language?.keys ?? [])]);
  const firstLoad = { ...summarise(firstLoadKeys), language: language?.name ?? null };

  // Which chunks fetch each lazy chunk (a part may be a common chunk rather than a dynamic entry).
  const importers = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    for (const imported of chunk.dynamicImports ?? []) importers.set(imported, [...(importers.get(imported) ?? []), key]);
  }
  const lazyKeys = [...importers.keys()].filter((key) => !languageKeys.has(key));
  const routeKeysOf = (key) => new Set(without(staticClosure(manifest, [...layouts, key]), firstLoadKeys));
  const isRoute = (key) => importers.get(key).some((fetcher) => entryKeys.has(fetcher));
  const topRoutes = lazyKeys.filter(isRoute).map((key) => ({ route: key, keys: routeKeysOf(key), loadedBy: null }));

  // A part counts with each route whose code fetches it; failing any, with the parts that do (a dialog
  // in a lazy section), and so with their routes. A common chunk's key is hashed: its name names it.
  const nameOf = (key) => (key.startsWith('_') ? `${manifest[key].name} (chunk)` : key);
  const partFigures = new Map();
  const figuresOf = (key, visiting = new Set()) => {
    if (partFigures.has(key)) return partFigures.get(key);
    visiting.add(key);
    const fetchers = importers.get(key);
    const holdsFetcher = (figure) => fetchers.some((fetcher) => figure.keys.has(fetcher));
    let parents = topRoutes.filter(holdsFetcher);
    if (parents.length === 0) {
      parents = lazyKeys
        .filter((candidate) => !isRoute(candidate) && !visiting.has(candidate))
        .flatMap((candidate) => figuresOf(candidate, visiting))
        .filter(holdsFetcher);
    }
    const own = without(staticClosure(manifest, [key]), firstLoadKeys);
    const figures = parents.map((parent) => ({
      route: nameOf(key),
      loadedBy: parent.loadedBy ?? parent.route,
      keys: new Set([...parent.keys, ...own]),
    }));
    visiting.delete(key);
    partFigures.set(key, figures);
    return figures;
  };

  const withFirstLoad = ({ route, loadedBy, keys }) => {
    const added = summarise(keys);
    return { route, loadedBy, chunks: added.chunks, raw: firstLoad.raw + added.raw, gzip: firstLoad.gzip + added.gzip };
  };
  const routes = lazyKeys
    .map((key) => {
      if (isRoute(key)) return withFirstLoad(topRoutes.find((route) => route.route === key));
      // A part several routes fetch counts with the heaviest of them; one no route fetches, as a route.
      const [heaviest] = figuresOf(key)
        .map(withFirstLoad)
        .sort((a, b) => b.gzip - a.gzip);
      return heaviest ?? withFirstLoad({ route: nameOf(key), loadedBy: null, keys: routeKeysOf(key) });
    })
    .sort((a, b) => b.gzip - a.gzip);
  return { firstLoad, routes };
}

/**
 * The budget of a route: its own when it has one. A part fetched on demand, counted with its route,
 * keeps within the general route budget: a screen with all it may fetch is still a screen.
 */
export function routeBudget(route, budgets = BUDGETS) {
  return (route.loadedBy ? undefined : budgets.routes?.[route.route]) ?? budgets.route;
}

/** The budgets a measurement exceeds, as sentences; empty when within. */
export function budgetFailures({ firstLoad, routes }, budgets = BUDGETS) {
  const failures = [];
  if (firstLoad.gzip > budgets.firstLoad) failures.push(`first load ${kilobytes(firstLoad.gzip)} gzip > ${kilobytes(budgets.firstLoad)}`);
  for (const route of routes) {
    const budget = routeBudget(route, budgets);
    if (route.gzip <= budget) continue;
    const name = route.loadedBy ? `${route.route} (on demand in ${route.loadedBy})` : route.route;
    failures.push(`route ${name}: ${kilobytes(route.gzip)} gzip with the first load > ${kilobytes(budget)}`);
  }
  return failures;
}

/**
 * A printable report: the first load's chunks, the largest route's own chunks, the heaviest routes and
 * parts, and each route held to a budget of its own.
 */
export function formatReport({ firstLoad, routes }, { routeCount = 8, budgets = BUDGETS } = {}) {
  const lines = [];
  const table = (title, chunks, total) => {
    lines.push(title, `  ${'chunk'.padEnd(52)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)}`);
    for (const chunk of chunks)
      lines.push(`  ${chunk.file.padEnd(52)} ${kilobytes(chunk.raw).padStart(11)} ${kilobytes(chunk.gzip).padStart(11)}`);
    lines.push(`  ${'total'.padEnd(52)} ${kilobytes(total.raw).padStart(11)} ${kilobytes(total.gzip).padStart(11)}`);
  };
  const language = firstLoad.language ? `, with the ${firstLoad.language} catalog` : '';
  table(`First load${language} (budget ${kilobytes(budgets.firstLoad)} gzip)`, firstLoad.chunks, firstLoad);
  const [largest] = routes;
  if (largest) {
    table(`Largest route: ${largest.route}, its chunks beyond the first load`, largest.chunks, {
      raw: largest.raw - firstLoad.raw,
      gzip: largest.gzip - firstLoad.gzip,
    });
  }
  const row = (route) => {
    const name = route.loadedBy ? `${route.route} (in ${path.basename(route.loadedBy)})` : route.route;
    return `  ${name.padEnd(100)} ${kilobytes(route.raw).padStart(11)} ${kilobytes(route.gzip).padStart(11)} ${kilobytes(routeBudget(route, budgets)).padStart(11)}`;
  };
  const heading = `  ${'route, or part fetched on demand (in its route)'.padEnd(100)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)} ${'budget'.padStart(11)}`;
  lines.push(`Routes with the first load (budget ${kilobytes(budgets.route)} gzip unless their own), heaviest first`, heading);
  routes.slice(0, routeCount).forEach((route) => lines.push(row(route)));
  for (const own of Object.keys(budgets.routes ?? {})) {
    const held = routes.filter((route) => (route.loadedBy ?? route.route) === own);
    if (held.length === 0) continue;
    lines.push(`${own} (held to ${kilobytes(budgets.routes[own])} gzip) and the parts it fetches on demand`, heading);
    held.forEach((route) => lines.push(row(route)));
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
