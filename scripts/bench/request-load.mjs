// Load on a running portal's request path: README "Running in production" (when to move from PGlite).
//
//   pnpm bench:requests --url http://127.0.0.1:3000 [--path /api/user] [--concurrency 1,4,16,64] [--seconds 10]
//
// Signs in as the demo employee once, then for each concurrency keeps that many requests in flight
// (each loop sends the next when its answer arrives, over keep-alive connections) for the given time,
// after a two-second warm-up, and prints requests per second, latency percentiles and failures. The
// default path, GET /api/user, is a signed-in read: the session is authenticated and the user loaded
// from the database on every request, as on every page of the portal.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    path: { type: 'string', default: '/api/user' },
    concurrency: { type: 'string', default: '1,4,16,64' },
    seconds: { type: 'string', default: '10' },
    username: { type: 'string', default: 'employee' },
    password: { type: 'string', default: 'Demo1234' },
  },
});

const signIn = await fetch(`${options.url}/api/sessions/username-auth`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: options.username, password: options.password }),
});
const token = (await signIn.json()).data?.token;
if (!token) throw new Error(`sign-in failed: HTTP ${signIn.status}`);
const headers = { authorization: `Bearer ${token}` };

/** Runs `concurrency` loops for `milliseconds`; answers each request's latency and the failures. */
async function load(concurrency, milliseconds) {
  const latencies = [];
  let failures = 0;
  const until = performance.now() + milliseconds;
  async function loop() {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const response = await fetch(`${options.url}${options.path}`, { headers });
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - started);
        else failures++;
      } catch {
        failures++;
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { latencies, failures };
}

const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
const seconds = Number(options.seconds);
console.log(`GET ${options.path} on ${options.url}, ${seconds} s per level`);
console.log('concurrency  requests/s   p50 ms   p95 ms   p99 ms  failures');
for (const concurrency of options.concurrency.split(',').map(Number)) {
  await load(concurrency, 2_000);
  const { latencies, failures } = await load(concurrency, seconds * 1_000);
  const sorted = latencies.sort((a, b) => a - b);
  console.log(
    [
      String(concurrency).padStart(11),
      (latencies.length / seconds).toFixed(0).padStart(11),
      percentile(sorted, 0.5).toFixed(1).padStart(8),
      percentile(sorted, 0.95).toFixed(1).padStart(8),
      percentile(sorted, 0.99).toFixed(1).padStart(8),
      String(failures).padStart(9),
    ].join(' '),
  );
}
