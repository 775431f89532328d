import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../env';
import { type JobAttempt, type JobQueue } from '../jobs/job-queue';
import { startJobWorkers } from '../testing/job-workers';
import { createTestDb, testDatabaseUrl, type TestDb } from '../testing/test-db';
import { deliverMail, type MailDeliveryDeps, mailJobHandlers, type MailTransport } from './mail-delivery';
import { enqueueMail, type OutgoingMail } from './outbox';

// Outbox mail on the durable job queue: written with the transaction that causes it, sent after
// commit, retried with backoff when the SMTP server fails, sent once however often a delivery runs.

const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_POLL_INTERVAL_MS: '500', MAIL_FROM: 'Portalas <portalas@example.test>' });
const log = pino({ level: 'silent' });
const firstAttempt: JobAttempt = { number: 1, isLast: false };
const lastAttempt: JobAttempt = { number: 8, isLast: true };

/** Records what it sends; an address listed in `failures` makes it fail that many times first. */
function recordingTransport() {
  const sent: { to: string; subject: string; from: string }[] = [];
  const failures = new Map<string, number>();
  const transport: MailTransport = {
    async sendMail(message) {
      const left = failures.get(message.to) ?? 0;
      if (left > 0) {
        failures.set(message.to, left - 1);
        throw new Error('421 mail server busy');
      }
      // The SMTP round trip takes a moment: concurrent deliveries overlap here.
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent.push({ to: message.to, subject: message.subject, from: message.from });
    },
  };
  return { transport, sent, failures, sentTo: (to: string) => sent.filter((mail) => mail.to === to) };
}

function mail(to: string): OutgoingMail {
  return { to, subject: `Laiškas ${to}`, text: 'Sveiki', html: '<p>Sveiki</p>', template: 'test' };
}

describe(`mail delivery on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testDb: TestDb;
  let deps: MailDeliveryDeps;
  let smtp: ReturnType<typeof recordingTransport>;

  const queue = (to: string) => testDb.db.transaction().execute((trx) => enqueueMail(trx, mail(to)));
  const rowOf = (id: number) => testDb.db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    testDb = await createTestDb();
    smtp = recordingTransport();
    deps = { db: testDb.db, env, log, now: () => new Date('2026-11-20T08:00:00Z'), transport: smtp.transport };
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  // Each test mails its own address (the transport fails and records per address), so the tests run at
  // the same time on a few workers: the file waits for its slowest test's retries, not for their sum.
  describe.concurrent('through the job queue', () => {
    let jobQueue: JobQueue;

    beforeAll(async () => {
      // Retries a second apart keep the test short; the queue's own settings space them out more.
      jobQueue = await startJobWorkers(3, deps, mailJobHandlers(deps, smtp.transport), {
        retry: { retryLimit: 2, retryDelay: 1, retryBackoff: false },
      });
    });
    afterAll(async () => {
      await jobQueue?.stop();
    });

    it('sends a mail queued in a committed transaction once, and marks it sent', async ({ expect }) => {
      const { id } = await queue('committed@example.test');
      await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'), { timeout: 10_000, interval: 100 });
      expect(smtp.sentTo('committed@example.test')).toEqual([
        { to: 'committed@example.test', subject: 'Laiškas committed@example.test', from: 'Portalas <portalas@example.test>' },
      ]);
      expect(await rowOf(id)).toMatchObject({ attempts: 1, last_error: null, sent_at: deps.now() });
    });

    it('never sends a mail queued in a transaction that rolled back', async ({ expect }) => {
      await expect(
        testDb.db.transaction().execute(async (trx) => {
          await enqueueMail(trx, mail('rolled-back@example.test'));
          throw new Error('the decision failed');
        }),
      ).rejects.toThrow('the decision failed');
      const { id } = await queue('after-rollback@example.test');
      await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'), { timeout: 10_000, interval: 100 });
      expect(smtp.sentTo('rolled-back@example.test')).toEqual([]);
      expect(
        await testDb.db.selectFrom('email_outbox').select('id').where('to_address', '=', 'rolled-back@example.test').execute(),
      ).toEqual([]);
    });

    it('retries a failed send after a backoff, keeping the error on the row meanwhile, then sends it once', async ({ expect }) => {
      smtp.failures.set('flaky@example.test', 1);
      const queuedAt = Date.now();
      const { id } = await queue('flaky@example.test');
      await vi.waitFor(
        async () => expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: '421 mail server busy' }),
        {
          timeout: 10_000,
          interval: 50,
        },
      );
      await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sent'), { timeout: 10_000, interval: 100 });
      expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(1_000); // the retry waited for its delay
      expect(await rowOf(id)).toMatchObject({ attempts: 2 });
      expect(smtp.sentTo('flaky@example.test')).toHaveLength(1);
    });

    it('marks a mail failed when its last attempt fails too, with the last error', async ({ expect }) => {
      smtp.failures.set('unreachable@example.test', 10);
      const { id } = await queue('unreachable@example.test');
      await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('failed'), { timeout: 15_000, interval: 100 });
      expect(await rowOf(id)).toMatchObject({ attempts: 3, last_error: '421 mail server busy', sent_at: null });
      expect(smtp.sentTo('unreachable@example.test')).toEqual([]);
    });
  });

  describe('one delivery run', () => {
    it('sends once when the same delivery runs twice in a row or three times at once', async () => {
      const { id: once } = await queue('twice@example.test');
      expect(await deliverMail(deps, once, firstAttempt)).toBe('sent');
      expect(await deliverMail(deps, once, firstAttempt)).toBe('alreadyDelivered');
      expect(smtp.sentTo('twice@example.test')).toHaveLength(1);

      const { id: raced } = await queue('raced@example.test');
      const results = await Promise.allSettled([1, 2, 3].map(() => deliverMail(deps, raced, firstAttempt)));
      // One sends; each other finds it under way and ends (the queue would try it again later), or, when
      // it starts after the first has finished (a loaded machine), finds it delivered.
      const answers = results.map((result) => (result.status === 'fulfilled' ? result.value : 'underWay'));
      expect(answers.filter((answer) => answer === 'sent')).toHaveLength(1);
      expect(answers.filter((answer) => answer !== 'sent').every((answer) => answer === 'underWay' || answer === 'alreadyDelivered')).toBe(
        true,
      );
      expect(await deliverMail(deps, raced, firstAttempt)).toBe('alreadyDelivered');
      expect(smtp.sentTo('raced@example.test')).toHaveLength(1);
      expect(await rowOf(raced)).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('throws a failed send so the queue retries it, but records the last attempt as failed instead', async () => {
      smtp.failures.set('failing@example.test', 2);
      const { id } = await queue('failing@example.test');
      await expect(deliverMail(deps, id, firstAttempt)).rejects.toThrow('421 mail server busy');
      expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: '421 mail server busy' });
      expect(await deliverMail(deps, id, lastAttempt)).toBe('failed');
      expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 2, last_error: '421 mail server busy' });
      expect(await deliverMail(deps, id, lastAttempt)).toBe('alreadyDelivered');
    });

    it('logs the mail instead of sending it while no SMTP server is configured', async () => {
      const { id } = await queue('no-smtp@example.test');
      expect(await deliverMail({ ...deps, transport: null }, id, firstAttempt)).toBe('logged');
      expect(await rowOf(id)).toMatchObject({ status: 'logged', attempts: 1, sent_at: deps.now() });
      expect(smtp.sentTo('no-smtp@example.test')).toEqual([]);
    });
  });
});
