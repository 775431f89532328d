import { type AbsenceRecord, FieldType, type SubstitutionsDashboard } from '@portal/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '../db/database';
import { DemoForm } from '../db/seed/demo-forms';
import { queueApprovedApplicationRecord, queueApprovedApplicationReversal } from '../modules/workflows/workflow-erp';
import { createTestSubmission, userIdOf } from '../testing/document-factories';
import { countRows } from '../testing/factories';
import { demo, restClient, signInDemoUsers, successData } from '../testing/rest-client';
import { startTestApp, type TestHarness } from '../testing/test-app';
import { testDatabaseUrl } from '../testing/test-db';
import type { ErpApplyResult, ErpChangeToApply, ErpGateway } from './erp-gateway';
import { createMirrorErpGateway } from './erp-mirror-gateway';
import { ERP_MAX_ATTEMPTS, erpRetryDelayMs, processPendingErpChanges } from './erp-worker';

// The ERP worker over the mirror gateway (no ERP configured) on the seeded demo company: an approved
// leave reaches the absence history and the substitution tables, a cancellation takes it back out,
// and every attempt — failures included — lands in the integration log.
const log = pino({ level: 'silent' });

describe(`the ERP worker on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  let harness: TestHarness;
  let db: DbClient;
  let tokens: Awaited<ReturnType<typeof signInDemoUsers>>;
  let mirror: ErpGateway;
  let employeeUserId: number;
  let formId: number;
  let substituteFieldId: number;
  let documentSequence = 0;

  beforeAll(async () => {
    harness = await startTestApp();
    db = harness.db;
    tokens = await signInDemoUsers(harness.app);
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

  /** An approved annual leave of the demo employee, queued towards the ERP as the workflow engine would. */
  async function approvedLeave(dateFrom: string, dateTo: string, substitute?: string) {
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
    await db.transaction().execute((trx) => queueApprovedApplicationRecord(trx, harness.clock, id));
    return { id, documentNo };
  }

  const cancel = (submissionId: number) =>
    db.transaction().execute((trx) => queueApprovedApplicationReversal(trx, harness.clock, submissionId));
  const run = (gateway: ErpGateway = mirror) => processPendingErpChanges({ db, log, now: harness.clock.now, gateway });
  const outboxOf = (submissionId: number) =>
    db.selectFrom('erp_outbox').selectAll().where('idempotency_key', 'like', `submission:${submissionId}:%`).orderBy('id').execute();
  const logOf = (outboxId: number) =>
    db.selectFrom('integration_log').selectAll().where('outbox_id', '=', outboxId).orderBy('id').execute();
  const absencesOf = (submissionId: number) => db.selectFrom('absences').selectAll().where('submission_id', '=', submissionId).execute();
  const substitutionsOf = (submissionId: number) =>
    db.selectFrom('substitutions').selectAll().where('submission_id', '=', submissionId).execute();
  const history = async () =>
    successData<AbsenceRecord[]>(
      await restClient(harness.app).get(`/api/employees/${demo.employee}/absences?dateFrom=2027-01-01&dateTo=2027-12-31`, tokens.employee),
    );

  /** A gateway that fails as told, then hands over to the mirror. */
  function failingGateway(
    failures: number,
    answer: () => ErpApplyResult = () => {
      throw new Error('ERP unreachable');
    },
  ): ErpGateway & { calls: ErpChangeToApply[] } {
    const calls: ErpChangeToApply[] = [];
    return {
      name: 'flaky',
      calls,
      apply: async (change) => {
        calls.push(change);
        return calls.length <= failures ? answer() : mirror.apply(change);
      },
    };
  }

  it('records an approved leave in the absence history and the substitution tables, and logs the attempts', async () => {
    const leave = await approvedLeave('2027-01-11', '2027-01-15', demo.colleague);
    expect(await run()).toBe(2);

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
    expect(await history()).toEqual([
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
      await restClient(harness.app).post('/api/employees/employee-substitutions-dashboard/2027-01-01/2027-01-31', tokens.employee, {}),
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
    expect(await run()).toBe(0);
  });

  it('applies a change twice without a second row', async () => {
    const leave = await approvedLeave('2027-02-01', '2027-02-02', demo.colleague);
    await run();
    for (const row of await outboxOf(leave.id)) {
      const again = await mirror.apply({
        outboxId: row.id,
        companyCode: row.company_code,
        kind: row.kind,
        idempotencyKey: row.idempotency_key,
        payload: row.payload,
      });
      expect(again).toEqual({ ok: true, message: expect.stringMatching(/already recorded/) });
    }
    expect(await absencesOf(leave.id)).toHaveLength(1);
    expect(await substitutionsOf(leave.id)).toHaveLength(1);
  });

  it('removes exactly the rows it recorded when the approved leave is cancelled', async () => {
    const before = await countRows(db, ['absences', 'substitutions']);
    const leave = await approvedLeave('2027-03-01', '2027-03-05', demo.colleague);
    await run();
    expect(await countRows(db, ['absences', 'substitutions'])).toEqual({
      absences: before.absences! + 1,
      substitutions: before.substitutions! + 1,
    });

    await cancel(leave.id);
    expect(await run()).toBe(2);
    expect(await absencesOf(leave.id)).toEqual([]);
    expect(await substitutionsOf(leave.id)).toEqual([]);
    expect(await countRows(db, ['absences', 'substitutions'])).toEqual(before);
    expect((await history()).some((record) => record.applicationNo === leave.documentNo)).toBe(false);
    const reversal = (await outboxOf(leave.id)).find((row) => row.kind === 'absence.reverse')!;
    expect(reversal.status).toBe('sent');
    expect((await logOf(reversal.id)).map((row) => [row.status, row.message])).toEqual([
      ['ok', expect.stringMatching(/^mirror: absence entry -\d+ removed$/)],
    ]);
  });

  it('retries a failed attempt after the backoff, logging the error, then applies it', async () => {
    const leave = await approvedLeave('2027-04-05', '2027-04-09');
    const gateway = failingGateway(1);
    expect(await run(gateway)).toBe(1);
    const [failed] = await outboxOf(leave.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_error: 'ERP unreachable' });
    expect(failed!.next_attempt_at).toEqual(new Date(harness.clock.now().getTime() + erpRetryDelayMs(1)));
    expect(await absencesOf(leave.id)).toEqual([]);

    // Not due yet.
    expect(await run(gateway)).toBe(0);
    harness.clock.advance(erpRetryDelayMs(1));
    expect(await run(gateway)).toBe(1);
    expect(await absencesOf(leave.id)).toHaveLength(1);
    expect((await outboxOf(leave.id))[0]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect((await logOf(failed!.id)).map((row) => [row.attempt, row.status, row.message])).toEqual([
      [1, 'error', 'flaky: ERP unreachable'],
      [2, 'ok', expect.stringMatching(/^flaky: absence entry -\d+ recorded$/)],
    ]);
  });

  it(`gives up after ${ERP_MAX_ATTEMPTS} failed attempts, and fails a change the ERP refuses at once`, async () => {
    const leave = await approvedLeave('2027-05-03', '2027-05-04');
    const gateway = failingGateway(Number.POSITIVE_INFINITY, () => ({ ok: false, retryable: true, message: 'timeout' }));
    for (let attempt = 1; attempt <= ERP_MAX_ATTEMPTS; attempt++) {
      expect(await run(gateway)).toBe(1);
      harness.clock.advance(erpRetryDelayMs(attempt));
    }
    expect(await run(gateway)).toBe(0);
    const [dead] = await outboxOf(leave.id);
    expect(dead).toMatchObject({ status: 'dead', attempts: ERP_MAX_ATTEMPTS, last_error: 'timeout' });
    expect(await logOf(dead!.id)).toHaveLength(ERP_MAX_ATTEMPTS);

    // An activity code the company does not have: the mirror refuses it, no retry.
    const unknown = await approvedLeave('2027-05-10', '2027-05-10');
    await db
      .updateTable('erp_outbox')
      .set({ payload: JSON.stringify({ ...((await outboxOf(unknown.id))[0]!.payload as object), activityCode: 'ZZ' }) })
      .where('idempotency_key', '=', `submission:${unknown.id}:absence`)
      .execute();
    expect(await run()).toBe(1);
    const [refused] = await outboxOf(unknown.id);
    expect(refused).toMatchObject({ status: 'failed', attempts: 1, last_error: 'activity code ZZ not found in SV' });
    expect((await logOf(refused!.id)).map((row) => row.status)).toEqual(['error']);
  });

  it('holds a reversal back while its record is still being retried', async () => {
    const leave = await approvedLeave('2027-06-07', '2027-06-11');
    const gateway = failingGateway(1);
    await run(gateway);
    await cancel(leave.id);
    // The reversal is due, but its record is pending: nothing may reach the ERP before the record.
    expect(await run(gateway)).toBe(0);
    harness.clock.advance(erpRetryDelayMs(1));
    expect(await run(gateway)).toBe(1);
    expect(await absencesOf(leave.id)).toHaveLength(1);
    expect(await run(gateway)).toBe(1);
    expect(await absencesOf(leave.id)).toEqual([]);
    expect((await outboxOf(leave.id)).map((row) => [row.kind, row.status])).toEqual([
      ['absence.record', 'sent'],
      ['absence.reverse', 'sent'],
    ]);
  });

  it('hands each change to one of several workers at once, with distinct entry numbers', async () => {
    const leaves = [];
    for (let day = 12; day <= 16; day++) leaves.push(await approvedLeave(`2027-07-${day}`, `2027-07-${day}`, demo.colleague));
    const tried = await Promise.all([run(), run(), run()]);
    expect(tried.reduce((sum, count) => sum + count, 0)).toBe(10);
    const entryNos = (
      await Promise.all(leaves.map(async (leave) => [...(await absencesOf(leave.id)), ...(await substitutionsOf(leave.id))]))
    )
      .flat()
      .map((row) => row.entry_no);
    expect(entryNos).toHaveLength(10);
    expect(new Set(entryNos).size).toBe(10);
    for (const leave of leaves) {
      for (const row of await outboxOf(leave.id)) {
        expect(row).toMatchObject({ status: 'sent', attempts: 1 });
        expect(await logOf(row.id)).toHaveLength(1);
      }
    }
  });
});
