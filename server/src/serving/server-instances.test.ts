import { ErrorCode, type Form, WorkflowLogKey } from '@portal/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, type DbClient, driverHandleOf } from '../db/database';
import { DemoForm } from '../db/seed/demo-forms';
import { readEnv } from '../env';
import { enqueueErpChange } from '../erp/erp-outbox';
import type { ErpChangeToApply, ErpGateway } from '../erp/erp-gateway';
import { JobName, scheduleJob } from '../jobs/job-queue';
import type { MailTransport } from '../mail/mail-delivery';
import { enqueueMail } from '../mail/outbox';
import { demo, restClient } from '../testing/rest-client';
import { buildTestApp, createTestClock, postSignIn, signInToken, type TestHarness } from '../testing/test-app';
import { callerAs } from '../testing/test-caller';
import { createTestDb, testDatabaseUrl, type TestDb } from '../testing/test-db';
import { guardTransactions } from '../testing/transaction-guard';
import { type ServerInstance, startServerInstance } from './server-instance';

// Two portal servers on one PostgreSQL database, each with its own pool and its own job queue's
// workers, wired as main.ts wires them (startServerInstance), as two processes or two machines behind a
// load balancer would run. Jobs are delivered at least once by the queue; the outboxes' claims make
// each mail and ERP change go out exactly once, and a deadline completes its step once, whichever
// instance runs it and however often. Sessions, throttling and site settings live in the database, so
// a request may land on either instance.

const hasPostgres = Boolean(testDatabaseUrl());
const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://portal.test', JOB_POLL_INTERVAL_MS: '500' });

const MAILS = 30;
const ERP_CHANGES = 20;
const TRIPS = 4;
/** Of the mails and ERP changes, this many get a second job of their own: the queue's redelivery, made certain. */
const DUPLICATED = 8;

/** Records what one instance sends; a send takes a moment, so a burst spreads over both instances. */
function recordingOutlets(instance: string) {
  const mails: { instance: string; to: string; subject: string }[] = [];
  const changes: (ErpChangeToApply & { instance: string })[] = [];
  const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
  const mailTransport: MailTransport = {
    async sendMail(message) {
      await pause();
      mails.push({ instance, to: message.to, subject: message.subject });
    },
  };
  const erpGateway: ErpGateway = {
    name: `erp seen by ${instance}`,
    async apply(change) {
      await pause();
      changes.push({ ...change, instance });
      return { ok: true, message: 'applied' };
    },
  };
  return { mails, changes, mailTransport, erpGateway };
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe.skipIf(!hasPostgres)(
  `two server instances on one database${hasPostgres ? '' : " (SKIPPED: TEST_DATABASE_URL is not set, and PGlite is one process's database)"}`,
  () => {
    let testDb: TestDb;
    let secondPool: DbClient;
    let instanceA: ServerInstance;
    let instanceB: ServerInstance;
    const outletsA = recordingOutlets('A');
    const outletsB = recordingOutlets('B');
    // Trips are filed on a Monday; their finance step's deadline (two work days) has passed a week later,
    // and its deadline job is due at once (the queue's clock is the real one, long after).
    const clock = createTestClock(new Date('2026-03-02T08:00:00Z'));
    const financeActivityIds: number[] = [];
    const testMailIds: number[] = [];

    beforeAll(async () => {
      testDb = await createTestDb({ seeded: true });
      const handle = driverHandleOf(testDb.db);
      if (handle.driver !== 'pg') throw new Error('expected PostgreSQL');
      secondPool = guardTransactions(createDb({ driver: 'pg', connectionString: handle.connectionString, maxConnections: 5 }));

      // Before the instances' queues run: business trips, each waiting at its finance step, which
      // completes itself after its deadline (the demo workflow's autocompleteAfterDuration).
      const filing = await buildTestApp(testDb.db, clock);
      try {
        const harness: TestHarness = { db: testDb.db, app: filing, clock, close: async () => {} };
        const employee = await callerAs(harness, 'employee');
        const manager = await callerAs(harness, 'manager');
        const { id: formId } = await testDb.db
          .selectFrom('forms')
          .select('id')
          .where('system_name', '=', DemoForm.businessTrip)
          .executeTakeFirstOrThrow();
        const form = await employee.documents.form({ id: formId });
        for (let trip = 0; trip < TRIPS; trip++) {
          const from = new Date(Date.UTC(2026, 5, 1 + trip * 7)).toISOString().slice(0, 10);
          const to = new Date(Date.UTC(2026, 5, 2 + trip * 7)).toISOString().slice(0, 10);
          const filed = await employee.documents.submitForm({ formId: form.id, entries: tripEntries(form, from, to), initiate: true });
          await manager.workflows.approve({ id: filed.id! });
          const plan = await employee.workflows.plan({ id: filed.id! });
          const finance = plan!.workflowActivities.find((activity) => activity.state === 'active')!;
          expect(finance).toMatchObject({ autocompleteAfterDuration: true, deadline: '2026-03-04' });
          financeActivityIds.push(finance.id);
        }
      } finally {
        await filing.close();
      }
      clock.set(new Date('2026-03-10T08:00:00Z'));

      // A burst of mail and ERP changes, some of each with a second job of their own, and a second
      // deadline job for each trip: the queue may run a job twice (a worker that stalled), and both
      // runs may land on different instances.
      for (let index = 0; index < MAILS; index++) {
        const { id } = await enqueueMail(testDb.db, {
          to: `person-${index}@two-instances.test`,
          subject: `Mail ${index}`,
          text: 'Sveiki',
          template: 'test',
        });
        testMailIds.push(id);
      }
      for (let index = 0; index < ERP_CHANGES; index++) {
        await enqueueErpChange(
          testDb.db,
          { companyCode: 'SV', kind: 'test.change', idempotencyKey: `two-instances:${index}`, payload: { index } },
          clock.now(),
        );
      }
      const erpIds = await testDb.db.selectFrom('erp_outbox').select('id').where('kind', '=', 'test.change').orderBy('id').execute();
      await testDb.db.transaction().execute(async (trx) => {
        for (const outboxId of testMailIds.slice(0, DUPLICATED)) {
          await scheduleJob(trx, { name: JobName.mailDelivery, payload: { outboxId }, singletonKey: `again:mail:${outboxId}` });
        }
        for (const { id: outboxId } of erpIds.slice(0, DUPLICATED)) {
          await scheduleJob(trx, { name: JobName.erpChange, payload: { outboxId }, singletonKey: `again:erp:${outboxId}` });
        }
        for (const instanceActivityId of financeActivityIds) {
          await scheduleJob(trx, {
            name: JobName.activityDeadline,
            payload: { instanceActivityId },
            singletonKey: `again:${instanceActivityId}`,
          });
        }
      });

      // Both at once, as two processes would come up.
      [instanceA, instanceB] = await Promise.all([
        startServerInstance({ db: testDb.db, env, now: clock.now, serveWeb: false, ...outletsA }),
        startServerInstance({ db: secondPool, env, now: clock.now, serveWeb: false, ...outletsB }),
      ]);
    });
    afterAll(async () => {
      await instanceA?.close();
      await instanceB?.close();
      await secondPool?.destroy();
      await testDb?.destroy();
    });

    function tripEntries(form: Form, from: string, to: string) {
      const values: Record<string, string> = {
        'Travelling employees': JSON.stringify([{ nameWithEmployeeNo: 'me', personnelNo: '', employeeNo: demo.employee }]),
        'Purpose of the trip': 'Paroda',
        Country: 'LV',
        'Date from': from,
        'Date to': to,
        Destinations: JSON.stringify([{ location: 'Ryga', dateFrom: from, dateTo: to }]),
      };
      return Object.entries(values).map(([caption, formValue]) => ({
        formDataId: form.formData.find((field) => field.formMeta.captionEn === caption)!.id,
        formValue,
      }));
    }

    it('sends every outbox mail exactly once between them, each instance sending some', async () => {
      await vi.waitFor(
        async () => {
          const pending = await testDb.db.selectFrom('email_outbox').select('id').where('status', '=', 'pending').execute();
          expect(pending).toEqual([]);
        },
        { timeout: 60_000, interval: 250 },
      );
      const rows = await testDb.db.selectFrom('email_outbox').select(['id', 'to_address', 'subject', 'status', 'attempts']).execute();
      // The test's burst and the workflow's notices alike: sent, on the first attempt.
      expect(rows.length).toBeGreaterThan(MAILS);
      expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
      const sent = [...outletsA.mails, ...outletsB.mails];
      expect(sent).toHaveLength(rows.length);
      const perTestAddress = countBy(
        sent.filter((mail) => mail.to.endsWith('@two-instances.test')),
        (mail) => mail.to,
      );
      expect(perTestAddress.size).toBe(MAILS);
      expect([...perTestAddress.values()].every((count) => count === 1)).toBe(true);
      expect(outletsA.mails.length).toBeGreaterThan(0);
      expect(outletsB.mails.length).toBeGreaterThan(0);
    });

    it('applies every ERP change exactly once between them, with one integration-log entry each', async () => {
      await vi.waitFor(
        async () => {
          const pending = await testDb.db.selectFrom('erp_outbox').select('id').where('status', '=', 'pending').execute();
          expect(pending).toEqual([]);
        },
        { timeout: 60_000, interval: 250 },
      );
      const rows = await testDb.db.selectFrom('erp_outbox').select(['id', 'idempotency_key', 'status', 'attempts']).execute();
      expect(rows.filter((row) => row.idempotency_key.startsWith('two-instances:'))).toHaveLength(ERP_CHANGES);
      expect(rows.filter((row) => row.status !== 'sent' || row.attempts !== 1)).toEqual([]);
      const applied = [...outletsA.changes, ...outletsB.changes];
      const perKey = countBy(applied, (change) => change.idempotencyKey);
      expect(perKey.size).toBe(rows.length);
      expect([...perKey.entries()].filter(([, count]) => count !== 1)).toEqual([]);
      const logged = await testDb.db.selectFrom('integration_log').select('outbox_id').where('outbox_id', 'is not', null).execute();
      expect(countBy(logged, (entry) => String(entry.outbox_id))).toEqual(new Map(rows.map((row) => [String(row.id), 1])));
      expect(outletsA.changes.length).toBeGreaterThan(0);
      expect(outletsB.changes.length).toBeGreaterThan(0);
    });

    it('completes each overdue workflow step once, though two deadline jobs ran for it', async () => {
      const autocompleted = () =>
        testDb.db
          .selectFrom('workflow_execution_logs')
          .select('instance_activity_id')
          .where('description', '=', WorkflowLogKey.activityAutocompleted)
          .where('instance_activity_id', 'in', financeActivityIds)
          .execute();
      await vi.waitFor(async () => expect(await autocompleted()).toHaveLength(TRIPS), { timeout: 60_000, interval: 250 });
      // Both jobs of each step have ended (the second found nothing to do) and nothing more was logged.
      await vi.waitFor(
        async () => {
          const { rows } = await sql<{ id: number; state: string }>`
            select (data->>'instanceActivityId')::int as id, state from pgboss.job
            where name = ${JobName.activityDeadline} and (data->>'instanceActivityId')::int in (${sql.join(financeActivityIds)})`.execute(
            testDb.db,
          );
          expect(rows).toHaveLength(TRIPS * 2);
          expect(rows.filter((job) => job.state !== 'completed')).toEqual([]);
        },
        { timeout: 60_000, interval: 250 },
      );
      expect(countBy(await autocompleted(), (log) => String(log.instance_activity_id))).toEqual(
        new Map(financeActivityIds.map((id) => [String(id), 1])),
      );
      const states = await testDb.db
        .selectFrom('workflow_instance_activities')
        .select('state')
        .where('id', 'in', financeActivityIds)
        .execute();
      expect(states.map((activity) => activity.state)).toEqual(Array(TRIPS).fill('approved'));
    });

    it('takes a session opened on one instance on the other, and a sign-out on either ends it on both', async () => {
      const token = await signInToken(instanceA.app, 'employee');
      const onB = await restClient(instanceB.app).get('/api/sessions/test-authentication', token);
      expect(onB.statusCode, onB.body).toBe(200);
      expect((await restClient(instanceB.app).post('/api/sessions/sign-out', token)).statusCode).toBe(200);
      const onA = await restClient(instanceA.app).get('/api/sessions/test-authentication', token);
      expect(onA.statusCode).toBe(401);
      expect(onA.json().messages).toEqual([ErrorCode.sessionExpired]);
    });

    it('counts failed sign-ins on both instances together', async () => {
      // Alternating between the instances, as a load balancer would spread them.
      for (let attempt = 0; attempt < 5; attempt++) {
        const app = attempt % 2 === 0 ? instanceA.app : instanceB.app;
        expect((await postSignIn(app, 'planner', 'Wrong-password-1')).json().messages).toEqual([ErrorCode.usernameOrPasswordIncorrect]);
      }
      // The fifth failure in a row makes the account wait, on either instance, even with the right password.
      for (const app of [instanceA.app, instanceB.app]) {
        expect((await postSignIn(app, 'planner', 'Demo1234')).json().messages).toEqual([ErrorCode.tooManyAttempts]);
      }
    });

    it('reads the site settings afresh on each instance: a site closed by one is closed on the other', async () => {
      const token = await signInToken(instanceB.app, 'manager');
      // Served on A before the change: had A kept the settings it read, it would go on serving.
      expect((await restClient(instanceA.app).get('/api/sessions/test-authentication', token)).statusCode).toBe(200);
      await secondPool.updateTable('site_settings').set({ site_closed: true }).execute();
      try {
        for (const app of [instanceA.app, instanceB.app]) {
          const refused = await restClient(app).get('/api/sessions/test-authentication', token);
          expect(refused.statusCode).toBe(503);
          expect(refused.json().messages).toEqual([ErrorCode.siteClosed]);
        }
      } finally {
        await secondPool.updateTable('site_settings').set({ site_closed: false }).execute();
      }
    });
  },
);
