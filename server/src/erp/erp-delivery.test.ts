import { type AbsenceRecord, FieldType, type SubstitutionsDashboard } from '@portal/shared';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbClient } from '../db/database';
import { DemoForm } from '../db/seed/demo-forms';
import { queueApprovedApplicationRecord, queueApprovedApplicationReversal } from '../modules/workflows/workflow-erp';
import { createTestSubmission, userIdOf } from '../testing/document-factories';
import { countRows } from '../testing/factories';
import { demo, restClient, successData } from '../testing/rest-client';
import { signInToken, startTestApp, type TestHarness } from '../testing/test-app';
import { testDatabaseUrl } from '../testing/test-db';
import { readEnv } from '../env';
import { type JobHandler, JobName, type JobQueue, RetryLaterError } from '../jobs/job-queue';
import { startJobWorkers } from '../testing/job-workers';
import { applyErpChange, erpJobHandlers } from './erp-delivery';
import type { ErpApplyResult, ErpChangeToApply, ErpGateway } from './erp-gateway';
import { createMirrorErpGateway } from './erp-mirror-gateway';
import { enqueueErpChange } from './erp-outbox';

// ERP changes on the durable job queue, over the mirror gateway (no ERP configured) on the seeded demo
// company: an approved leave reaches the absence history and the substitution tables, a cancellation
// takes it back out, and every attempt — failures included — lands in the integration log.
const log = pino({ level: 'silent' });
// Retries a second apart keep the test short; the queue's own settings space them out more.
const TEST_RETRY_LIMIT = 2;
// The tests through the queue run at the same time; each worker runs one job per poll.
const JOB_WORKERS = 4;

describe(`ERP changes on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  let harness: TestHarness;
  let db: DbClient;
  /** Only the employee's own pages are read: one sign-in (password hashing) instead of the four demo users'. */
  let employeeToken: string;
  let mirror: ErpGateway;
  let employeeUserId: number;
  let formId: number;
  let substituteFieldId: number;
  let documentSequence = 0;
  /** Every application the tests made, so a test can tell its own rows from those of the others. */
  const submissionIds = new Set<number>();
  /** What the job queue's runs apply an application's changes through: the mirror unless its test says otherwise. */
  const gatewayBySubmission = new Map<number, ErpGateway>();

  beforeAll(async () => {
    harness = await startTestApp();
    db = harness.db;
    employeeToken = await signInToken(harness.app, 'employee');
    mirror = createMirrorErpGateway(db);
    employeeUserId = await userIdOf(db, 'employee');
    formId = (await db.selectFrom('forms').select('id').where('system_name', '=', DemoForm.annualLeave).executeTakeFirstOrThrow()).id;
    const field = await db
      .selectFrom('form_data')
      .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
      .select('form_data.id')
      .where('form_data.form_id', '=', formId)
      .where('form_metas.type', '=', FieldType.substitutionEmployees)
      .executeTakeFirstOrThrow();
    substituteFieldId = field.id;
  });
  afterAll(async () => {
    await harness?.close();
  });

  /**
   * An approved annual leave of the demo employee, queued towards the ERP as the workflow engine would;
   * the job queue applies its changes `through` the given gateway.
   */
  async function approvedLeave(dateFrom: string, dateTo: string, substitute?: string, through: ErpGateway = mirror) {
    documentSequence += 1;
    const documentNo = `KA-8${String(documentSequence).padStart(4, '0')}`;
    const { id } = await createTestSubmission(db, {
      formId,
      submittedBy: employeeUserId,
      employeeNo: demo.employee,
      state: 'Approved',
      documentNo,
      dateFrom,
      dateTo,
      entries: substitute ? { [substituteFieldId]: substitute } : {},
    });
    submissionIds.add(id);
    gatewayBySubmission.set(id, through);
    await db.transaction().execute((trx) => queueApprovedApplicationRecord(trx, harness.clock, id));
    return { id, documentNo };
  }

  const cancel = (submissionId: number) =>
    db.transaction().execute((trx) => queueApprovedApplicationReversal(trx, harness.clock, submissionId));
  const deliveryDeps = (through: ErpGateway) => ({ db, log, now: harness.clock.now, gateway: through });
  const outboxOf = (submissionId: number) =>
    db.selectFrom('erp_outbox').selectAll().where('idempotency_key', 'like', `submission:${submissionId}:%`).orderBy('id').execute();
  const logOf = (outboxId: number) =>
    db.selectFrom('integration_log').selectAll().where('outbox_id', '=', outboxId).orderBy('id').execute();
  const absencesOf = (submissionId: number) => db.selectFrom('absences').selectAll().where('submission_id', '=', submissionId).execute();
  const substitutionsOf = (submissionId: number) =>
    db.selectFrom('substitutions').selectAll().where('submission_id', '=', submissionId).execute();
  /** The demo employee's absence history over a leave's dates: other tests' leaves lie on other dates. */
  const history = async (dateFrom: string, dateTo: string) =>
    successData<AbsenceRecord[]>(
      await restClient(harness.app).get(`/api/employees/${demo.employee}/absences?dateFrom=${dateFrom}&dateTo=${dateTo}`, employeeToken),
    );
  /** The absence and substitution rows of every application but the tests' other ones (the demo seed's among them). */
  const rowsBesidesOtherTests = async (submissionId: number) => {
    const others = [...submissionIds].filter((id) => id !== submissionId);
    const outside = <T extends { submission_id: number | null }>(rows: T[]) =>
      rows.filter((row) => row.submission_id === null || !others.includes(row.submission_id));
    const columns = ['company_code', 'entry_no', 'submission_id'] as const;
    return {
      absences: outside(await db.selectFrom('absences').select(columns).orderBy('company_code').orderBy('entry_no', 'desc').execute()),
      substitutions: outside(
        await db.selectFrom('substitutions').select(columns).orderBy('company_code').orderBy('entry_no', 'desc').execute(),
      ),
    };
  };

  /** A gateway that fails as told, then hands over to the mirror; it notes when each call came. */
  function failingGateway(
    failures: number,
    answer: () => ErpApplyResult = () => {
      throw new Error('ERP unreachable');
    },
  ): ErpGateway & { calls: (ErpChangeToApply & { at: number })[] } {
    const calls: (ErpChangeToApply & { at: number })[] = [];
    return {
      name: 'flaky',
      calls,
      apply: async (change) => {
        calls.push({ ...change, at: Date.now() });
        return calls.length <= failures ? answer() : mirror.apply(change);
      },
    };
  }

  const settled = (submissionId: number, count: number) =>
    vi.waitFor(
      async () => {
        const rows = await outboxOf(submissionId);
        expect(rows).toHaveLength(count);
        expect(rows.filter((row) => row.status === 'pending')).toEqual([]);
      },
      { timeout: 15_000, interval: 100 },
    );

  it('starts from a demo seed that left no mail or ERP change waiting for the queue', async () => {
    const { rows } = await sql<{ name: string }>`select name from pgboss.job where name in ('mail.delivery', 'erp.change')`.execute(db);
    expect(rows).toEqual([]);
    expect(await countRows(db, ['email_outbox', 'erp_outbox'])).toEqual({ email_outbox: 0, erp_outbox: 0 });
  });

  // Each test applies its own application's changes through its own gateway, so the tests run at the
  // same time: the file waits for its slowest test's retries, not for the sum of them.
  describe.concurrent('through the job queue', () => {
    let jobQueue: JobQueue;

    beforeAll(async () => {
      const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOB_POLL_INTERVAL_MS: '500' });
      // The portal's handler, over the gateway of the application whose change the job carries.
      const handler: JobHandler = async (payload, attempt) => {
        const change = await db.selectFrom('erp_outbox').select('payload').where('id', '=', Number(payload.outboxId)).executeTakeFirst();
        const submissionId = (change?.payload as { submissionId?: number } | undefined)?.submissionId;
        const gateway = (submissionId === undefined ? undefined : gatewayBySubmission.get(submissionId)) ?? mirror;
        await erpJobHandlers({ db, log, now: harness.clock.now, gateway })[JobName.erpChange](payload, attempt);
      };
      jobQueue = await startJobWorkers(
        JOB_WORKERS,
        { db, env, log, now: harness.clock.now },
        { [JobName.erpChange]: handler },
        { retry: { retryLimit: TEST_RETRY_LIMIT, retryDelay: 1, retryBackoff: false } },
      );
    });
    afterAll(async () => {
      await jobQueue?.stop();
    });

    it('records an approved leave in the absence history and the substitution tables, and logs the attempts', async ({ expect }) => {
      const leave = await approvedLeave('2027-01-11', '2027-01-15', demo.colleague);
      await settled(leave.id, 2);

      const [absence] = await absencesOf(leave.id);
      expect(absence).toMatchObject({
        company_code: 'SV',
        employee_no: demo.employee,
        activity_code: 'A',
        application_no: leave.documentNo,
        date_from: '2027-01-11',
        date_to: '2027-01-15',
        calendar_days: 5,
        work_days: 5,
        hours_per_day: 8,
      });
      expect(absence!.entry_no).toBeLessThan(0);
      expect(await history('2027-01-11', '2027-01-15')).toEqual([
        expect.objectContaining({
          entryNo: absence!.entry_no,
          dateFrom: '2027-01-11',
          dateTo: '2027-01-15',
          activityCode: 'A',
          activityCodeText: 'Kasmetinės atostogos',
          applicationNo: leave.documentNo,
          workDays: 5,
          source: 'absence',
        }),
      ]);

      const dashboard = successData<SubstitutionsDashboard>(
        await restClient(harness.app).post('/api/employees/employee-substitutions-dashboard/2027-01-01/2027-01-31', employeeToken, {}),
      );
      expect(dashboard.iAmSubstituted).toEqual([
        expect.objectContaining({
          employeeNo: demo.employee,
          substEmployeeNo: demo.colleague,
          fromDateStr: '2027-01-11',
          toDateStr: '2027-01-15',
          description: 'Kasmetinės atostogos',
        }),
      ]);

      const outbox = await outboxOf(leave.id);
      expect(outbox.map((row) => [row.kind, row.status, row.attempts, row.last_error])).toEqual([
        ['absence.record', 'sent', 1, null],
        ['substitution.record', 'sent', 1, null],
      ]);
      expect(outbox[0]?.processed_at).toEqual(harness.clock.now());
      const logged = await logOf(outbox[0]!.id);
      expect(logged).toEqual([
        expect.objectContaining({
          company_code: 'SV',
          direction: 'to_erp',
          kind: 'absence.record',
          idempotency_key: `submission:${leave.id}:absence`,
          attempt: 1,
          status: 'ok',
          message: `mirror: absence entry ${absence!.entry_no} recorded`,
          payload: outbox[0]!.payload,
        }),
      ]);
    });

    it('removes exactly the rows it recorded when the approved leave is cancelled', async ({ expect }) => {
      const leave = await approvedLeave('2027-03-01', '2027-03-05', demo.colleague);
      // The other tests add and remove rows of their own applications meanwhile; all the rest is compared.
      const before = await rowsBesidesOtherTests(leave.id);
      await settled(leave.id, 2);
      const recorded = await rowsBesidesOtherTests(leave.id);
      const own = { company_code: 'SV', entry_no: expect.any(Number), submission_id: leave.id };
      expect(recorded.absences).toEqual(expect.arrayContaining([...before.absences, own]));
      expect(recorded.absences).toHaveLength(before.absences.length + 1);
      expect(recorded.substitutions).toEqual(expect.arrayContaining([...before.substitutions, own]));
      expect(recorded.substitutions).toHaveLength(before.substitutions.length + 1);

      await cancel(leave.id);
      await settled(leave.id, 4);
      expect(await absencesOf(leave.id)).toEqual([]);
      expect(await substitutionsOf(leave.id)).toEqual([]);
      expect(await rowsBesidesOtherTests(leave.id)).toEqual(before);
      expect((await history('2027-03-01', '2027-03-05')).some((record) => record.applicationNo === leave.documentNo)).toBe(false);
      const reversal = (await outboxOf(leave.id)).find((row) => row.kind === 'absence.reverse')!;
      expect(reversal.status).toBe('sent');
      expect((await logOf(reversal.id)).map((row) => [row.status, row.message])).toEqual([
        ['ok', expect.stringMatching(/^mirror: absence entry -\d+ removed$/)],
      ]);
    });

    it('retries a failed attempt after the backoff, logging the error, then applies it', async ({ expect }) => {
      const flaky = failingGateway(1);
      const leave = await approvedLeave('2027-04-05', '2027-04-09', undefined, flaky);
      await settled(leave.id, 1);
      expect(await absencesOf(leave.id)).toHaveLength(1);
      const [row] = await outboxOf(leave.id);
      expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expect(flaky.calls[1]!.at - flaky.calls[0]!.at).toBeGreaterThanOrEqual(900); // the queue's retry delay (1 s here)
      expect((await logOf(row!.id)).map((entry) => [entry.attempt, entry.status, entry.message])).toEqual([
        [1, 'error', 'flaky: ERP unreachable'],
        [2, 'ok', expect.stringMatching(/^flaky: absence entry -\d+ recorded$/)],
      ]);
    });

    it('waits as long as the ERP asks (Retry-After) before trying again', async ({ expect }) => {
      const busy = failingGateway(1, () => ({ ok: false, retryable: true, message: '503 busy', retryAfterSeconds: 2 }));
      const leave = await approvedLeave('2027-04-19', '2027-04-20', undefined, busy);
      await settled(leave.id, 1);
      expect(busy.calls).toHaveLength(2);
      // Two seconds, not the one-second backoff the queue would have waited on its own: the retry was
      // scheduled no sooner than the ERP asked, and it waited for it.
      const { rows: jobs } = await sql<{ start_after: Date }>`
        select start_after from pgboss.job where name = 'erp.change' and (data->>'outboxId')::int = ${busy.calls[0]!.outboxId}`.execute(db);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.start_after.getTime()).toBeGreaterThanOrEqual(busy.calls[0]!.at + 2_000);
      expect(busy.calls[1]!.at - busy.calls[0]!.at).toBeGreaterThanOrEqual(1_900);
      expect((await outboxOf(leave.id))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    });

    it(`gives up after ${TEST_RETRY_LIMIT + 1} failed attempts, and fails a change the ERP refuses at once`, async ({ expect }) => {
      // Both at once: the dead change's retries leave time for the refused one.
      const givingUp = async () => {
        const leave = await approvedLeave(
          '2027-05-03',
          '2027-05-04',
          undefined,
          failingGateway(Number.POSITIVE_INFINITY, () => ({ ok: false, retryable: true, message: 'timeout' })),
        );
        await settled(leave.id, 1);
        const [dead] = await outboxOf(leave.id);
        expect(dead).toMatchObject({ status: 'dead', attempts: TEST_RETRY_LIMIT + 1, last_error: 'timeout' });
        expect(await logOf(dead!.id)).toHaveLength(TEST_RETRY_LIMIT + 1);
      };

      // An activity code the company does not have: the mirror refuses it, no retry.
      const refusing = async () => {
        const unknown = await approvedLeave('2027-05-10', '2027-05-10');
        await settled(unknown.id, 1);
        const [recorded] = await outboxOf(unknown.id);
        await db.transaction().execute((trx) =>
          enqueueErpChange(
            trx,
            {
              companyCode: 'SV',
              kind: 'absence.record',
              idempotencyKey: `submission:${unknown.id}:absence:refused`,
              payload: { ...(recorded!.payload as object), activityCode: 'ZZ' },
            },
            harness.clock.now(),
          ),
        );
        await settled(unknown.id, 2);
        const refused = (await outboxOf(unknown.id)).find((row) => row.idempotency_key.endsWith(':refused'))!;
        expect(refused).toMatchObject({ status: 'failed', attempts: 1, last_error: 'activity code ZZ not found in SV' });
        expect((await logOf(refused.id)).map((row) => row.status)).toEqual(['error']);
      };
      await Promise.all([givingUp(), refusing()]);
    });

    it('holds a reversal back while its record is still being retried', async ({ expect }) => {
      const flaky = failingGateway(1);
      const leave = await approvedLeave('2027-06-07', '2027-06-11', undefined, flaky);
      await vi.waitFor(async () => expect((await outboxOf(leave.id))[0]).toMatchObject({ status: 'pending', attempts: 1 }), {
        timeout: 10_000,
        interval: 50,
      });
      await cancel(leave.id);
      await settled(leave.id, 2);
      // The reversal was due at once, but reached the ERP only after its record's retry.
      expect(flaky.calls.map((call) => call.kind)).toEqual(['absence.record', 'absence.record', 'absence.reverse']);
      expect(await absencesOf(leave.id)).toEqual([]);
      expect((await outboxOf(leave.id)).map((row) => [row.kind, row.status])).toEqual([
        ['absence.record', 'sent'],
        ['absence.reverse', 'sent'],
      ]);
    });
  });

  describe('one attempt', () => {
    it('applies a change twice without a second row', async () => {
      const leave = await approvedLeave('2027-02-01', '2027-02-02', demo.colleague);
      for (const row of await outboxOf(leave.id)) {
        expect(await applyErpChange(deliveryDeps(mirror), row.id, { number: 1, isLast: false })).toBe('sent');
        expect(await applyErpChange(deliveryDeps(mirror), row.id, { number: 1, isLast: false })).toBe('alreadyApplied');
        const again = await mirror.apply({
          outboxId: row.id,
          companyCode: row.company_code,
          kind: row.kind,
          idempotencyKey: row.idempotency_key,
          payload: row.payload,
        });
        expect(again).toEqual({ ok: true, message: expect.stringMatching(/already recorded/) });
        expect(await logOf(row.id)).toHaveLength(1);
      }
      expect(await absencesOf(leave.id)).toHaveLength(1);
      expect(await substitutionsOf(leave.id)).toHaveLength(1);
    });

    it('throws a retryable failure for the queue to retry (with the ERP’s Retry-After), and marks the last attempt dead', async () => {
      const leave = await approvedLeave('2027-08-02', '2027-08-03');
      const [row] = await outboxOf(leave.id);
      const busy = failingGateway(Number.POSITIVE_INFINITY, () => ({ ok: false, retryable: true, message: '429', retryAfterSeconds: 60 }));
      const retryLater = await applyErpChange(deliveryDeps(busy), row!.id, { number: 1, isLast: false }).catch((error: unknown) => error);
      expect(retryLater).toBeInstanceOf(RetryLaterError);
      expect(retryLater).toMatchObject({ retryAfterSeconds: 60 });
      await expect(applyErpChange(deliveryDeps(failingGateway(1)), row!.id, { number: 2, isLast: false })).rejects.toThrow(
        'ERP unreachable',
      );
      expect(await applyErpChange(deliveryDeps(busy), row!.id, { number: 3, isLast: true })).toBe('dead');
      expect(await outboxOf(leave.id)).toEqual([expect.objectContaining({ status: 'dead', attempts: 3, last_error: '429' })]);
      expect((await logOf(row!.id)).map((entry) => entry.message)).toEqual(['flaky: 429', 'flaky: ERP unreachable', 'flaky: 429']);
    });

    it('hands each change to one of several runs at once, with distinct entry numbers', async () => {
      const leaves = [];
      for (let day = 12; day <= 16; day++) leaves.push(await approvedLeave(`2027-07-${day}`, `2027-07-${day}`, demo.colleague));
      const rows = (await Promise.all(leaves.map((leave) => outboxOf(leave.id)))).flat();
      expect(rows).toHaveLength(10);
      const results = await Promise.allSettled(
        rows.flatMap((row) => [1, 2, 3].map(() => applyErpChange(deliveryDeps(mirror), row.id, { number: 1, isLast: false }))),
      );
      expect(results.filter((result) => result.status === 'fulfilled' && result.value === 'sent')).toHaveLength(10);
      const entryNos = (
        await Promise.all(leaves.map(async (leave) => [...(await absencesOf(leave.id)), ...(await substitutionsOf(leave.id))]))
      )
        .flat()
        .map((row) => row.entry_no);
      expect(entryNos).toHaveLength(10);
      expect(new Set(entryNos).size).toBe(10);
      for (const row of rows) {
        expect(await db.selectFrom('erp_outbox').selectAll().where('id', '=', row.id).executeTakeFirst()).toMatchObject({
          status: 'sent',
          attempts: 1,
        });
        expect(await logOf(row.id)).toHaveLength(1);
      }
    });
  });
});
