// Benchmark of the month table in Chromium (issue #13): README "Benchmarks → Schedule months".
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_schedules pnpm bench:schedule-table
//   pnpm bench:schedule-table --database postgres://… [--employees 2000] [--runs 5] [--reuse] [--step 200]
//     [--profile <dir>]  (the page's CPU profile of the last run, load and scrolling: <dir>/table-page.cpuprofile)
//     [--screenshot <file.png>]  (the page as the last run's scrolling left it, to look at)
//     [--trace <file.json>]  (Chromium's timeline trace of the last run's scrolling: style, layout, paint per frame)
//
// The same database as `pnpm bench:schedules` (lib/schedule-month.ts: the demo company, `employees`
// people in one schedule, March 2027 generated; --reuse keeps one built before). Then the built portal
// (server/dist serving web/dist, built when their sources changed) on a loopback port against it, and
// /usr/bin/chromium through playwright-core with the end-to-end flags (web/e2e/chromium.ts), signed in
// as the demo planner. Each run opens /wtm-area/schedules/{id}/table?month=2027-03 and measures:
// - first render: from the navigation's start (the page's time origin) to the frame painted after the
//   grid's first day cells exist (a MutationObserver, then two animation frames);
// - scrolling: the long tasks (PerformanceObserver 'longtask', the tasks over 50 ms) while the mouse
//   wheel scrolls the grid down to its last line, then right to its last day, one step a frame.
// Targets: first render < 1 s; no long task while scrolling.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH, launchChromium, openPage, signInAs } from '../../web/e2e/chromium';
import { benchDatabaseUrl, loadAverage } from './lib/bench-database';
import { repositoryRoot, startPortal } from './lib/portal-process';
import { BENCH_MONTH, generateBenchMonth, plannerCaller, prepareBenchSchedule } from './lib/schedule-month';

const { values: options } = parseArgs({
  options: {
    database: { type: 'string' },
    employees: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '5' },
    reuse: { type: 'boolean', default: false },
    step: { type: 'string', default: '200' },
    profile: { type: 'string' },
    screenshot: { type: 'string' },
    trace: { type: 'string' },
  },
});
const databaseUrl = benchDatabaseUrl(options.database, 'postgres://postgres@127.0.0.1:5432/portal_bench_schedules');
const employeeCount = Number(options.employees);
const runs = Number(options.runs);
const wheelStep = Number(options.step);
const monthParam = `${BENCH_MONTH.year}-${String(BENCH_MONTH.month).padStart(2, '0')}`;

// Installed in every document before its own scripts: records the long tasks and the first frame
// painted with day cells in the grid, in the page's clock (0 = the navigation's start).
const PAGE_PROBE = `
  window.__bench = { longTasks: [], firstRows: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const found = () => document.querySelector('[role="grid"] [data-point]');
    const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => { window.__bench.firstRows = performance.now(); }));
    if (found()) return painted();
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      painted();
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  watch();
`;

/** The page's globals the benchmark reads (the scripts compile without the DOM's types). */
interface PageGlobals {
  __bench: { longTasks: Array<{ start: number; duration: number }>; firstRows: number | null };
  requestAnimationFrame(callback: () => void): number;
}

interface Run {
  firstRenderMs: number;
  /** Long tasks of the page load, up to the first render. */
  loadLongTasks: number[];
  scrollLongTasks: number[];
  scrollSteps: number;
  scrollMs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main() {
  const { db, scheduleId, reused } = await prepareBenchSchedule(databaseUrl, {
    count: employeeCount,
    reuse: options.reuse,
    onBuilt: async (schedule) => {
      const written = await generateBenchMonth(await plannerCaller(schedule.db, databaseUrl), schedule.scheduleId);
      console.log(`Generated ${monthParam}: ${written.toLocaleString('en')} entries.`);
    },
  });
  await db.destroy();
  if (reused) console.log(`Schedule ${scheduleId}, ${monthParam} generated before.`);

  // The server is built by startPortal; the web client it serves is built here, each only when changed.
  execFileSync(process.execPath, [path.join(repositoryRoot, 'scripts/lib/build-if-changed.mjs'), '--quiet', 'web'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const portal = await startPortal(databaseUrl);
  const browser = await launchChromium().catch((error: unknown) => {
    throw new Error(`Chromium did not start from ${CHROMIUM_PATH} (apt-get install chromium): ${String(error)}`);
  });
  try {
    const { page, pageErrors, consoleErrors } = await openPage(browser, portal.url);
    await signInAs(page, 'planner');
    await page.addInitScript(PAGE_PROBE);
    const address = `/wtm-area/schedules/${scheduleId}/table?month=${monthParam}`;
    const results: Run[] = [];
    for (let run = 0; run <= runs; run++) {
      const profiler = options.profile && run === runs ? await page.context().newCDPSession(page) : null;
      if (profiler) {
        await profiler.send('Profiler.enable');
        await profiler.send('Profiler.start');
      }
      await page.goto(address);
      await page.waitForFunction(() => (globalThis as unknown as PageGlobals).__bench.firstRows !== null, undefined, { timeout: 120_000 });
      const loaded = await page.evaluate(() => {
        const bench = (globalThis as unknown as PageGlobals).__bench;
        const longTasks = bench.longTasks.splice(0).map((task) => task.duration);
        return { firstRenderMs: bench.firstRows!, longTasks };
      });
      // Let the answers of the screen's other calls settle before scrolling (their long tasks would count).
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await page.evaluate(() => (globalThis as unknown as PageGlobals).__bench.longTasks.splice(0));

      // A CSS query, not getByRole: Playwright's role engine walks the whole page in the page's own
      // thread at each step, which would add long tasks of its own.
      const grid = await page.$('[role="grid"]');
      if (!grid) throw new Error('the grid is not on the page');
      const box = await grid.boundingBox();
      if (!box) throw new Error('the grid is not laid out');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const isTraced = options.trace !== undefined && run === runs;
      if (isTraced) await browser.startTracing(page, { path: options.trace, categories: ['devtools.timeline', 'blink'] });
      const started = Date.now();
      let steps = 0;
      // Down to the last line, then right to the last day: a wheel step, then the next frame.
      for (const direction of ['down', 'right'] as const) {
        for (;;) {
          const position = await grid.evaluate((element) => ({
            top: element.scrollTop,
            left: element.scrollLeft,
            maxTop: element.scrollHeight - element.clientHeight,
            maxLeft: element.scrollWidth - element.clientWidth,
          }));
          if (direction === 'down' ? position.top >= position.maxTop - 1 : position.left >= position.maxLeft - 1) break;
          if (direction === 'down') await page.mouse.wheel(0, wheelStep);
          else await page.mouse.wheel(wheelStep, 0);
          await page.evaluate(
            () =>
              new Promise((resolve) => {
                const page = globalThis as unknown as PageGlobals;
                page.requestAnimationFrame(() => page.requestAnimationFrame(() => resolve(undefined)));
              }),
          );
          steps++;
        }
      }
      const scrollMs = Date.now() - started;
      if (isTraced) await browser.stopTracing();
      if (options.screenshot && run === runs) await page.screenshot({ path: options.screenshot });
      // A long task still running at the last step is reported when it ends.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
      const scrollLongTasks = await page.evaluate(() =>
        (globalThis as unknown as PageGlobals).__bench.longTasks.splice(0).map((task) => task.duration),
      );
      if (profiler) {
        const { profile } = await profiler.send('Profiler.stop');
        mkdirSync(options.profile!, { recursive: true });
        writeFileSync(path.join(options.profile!, 'table-page.cpuprofile'), JSON.stringify(profile));
        await profiler.detach();
      }
      const result = {
        firstRenderMs: loaded.firstRenderMs,
        loadLongTasks: loaded.longTasks,
        scrollLongTasks,
        scrollSteps: steps,
        scrollMs,
      };
      if (run === 0) {
        console.log(`Warm-up: first render ${loaded.firstRenderMs.toFixed(0)} ms (the bundle not cached yet).`);
        continue;
      }
      results.push(result);
      const longest = Math.max(0, ...scrollLongTasks);
      console.log(
        `Run ${run}: first render ${result.firstRenderMs.toFixed(0)} ms (long tasks while loading: ${
          result.loadLongTasks.map((duration) => duration.toFixed(0)).join(', ') || 'none'
        }); scrolling ${steps} steps in ${scrollMs} ms, ${scrollLongTasks.length} long tasks, longest ${longest.toFixed(0)} ms`,
      );
    }
    if (pageErrors.length > 0 || consoleErrors.length > 0) {
      console.log(`Page errors: ${[...pageErrors.map((error) => error.message), ...consoleErrors].join(' | ')}`);
    }

    const allScrollTasks = results.flatMap((result) => result.scrollLongTasks);
    const rows: Array<[string, string, string]> = [
      [
        'first render (navigation → first rows painted), median',
        `${median(results.map((result) => result.firstRenderMs)).toFixed(0)} ms`,
        '< 1 s',
      ],
      ['first render, slowest run', `${Math.max(...results.map((result) => result.firstRenderMs)).toFixed(0)} ms`, ''],
      ['scrolling: long tasks (> 50 ms), all runs', String(allScrollTasks.length), '0'],
      ['scrolling: longest task', allScrollTasks.length > 0 ? `${Math.max(...allScrollTasks).toFixed(0)} ms` : '—', '≤ 50 ms'],
      ['scrolling: wheel steps per run (down, then right)', String(results[0]?.scrollSteps ?? 0), ''],
    ];
    console.log(
      `\nChromium, ${employeeCount.toLocaleString('en')} lines, ${monthParam}, ${results.length} runs after a warm-up; load average ${loadAverage()}`,
    );
    for (const [name, value, target] of rows) console.log(`${name.padEnd(56)}${value.padStart(10)}   ${target}`);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
