import { keepReadyCopies, testDatabaseUrl } from './test-db';

/** How many seeded databases wait ready for the next test files: the files run four at a time. */
const READY_COPIES = 6;

/**
 * The server project's global setup: on PostgreSQL it builds the seeded template once and keeps
 * copies of it ready while the test files run (test-db.ts, "Ready copies"). PGlite needs nothing.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) return;
  const readyCopies = await keepReadyCopies(adminUrl, READY_COPIES);
  return () => readyCopies.stop();
}
