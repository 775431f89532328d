import { FieldType, WorkflowEffectKey } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbClient } from '../../db/database';
import { DemoForm } from '../../db/seed/demo-forms';
import { createTestForm, createTestSubmission, userIdOf } from '../../testing/document-factories';
import { createTestDb, testDatabaseUrl, type TestDb } from '../../testing/test-db';
import { queueApprovedApplicationRecord, queueApprovedApplicationReversal } from './workflow-erp';

// What an approved (and then cancelled) application queues towards the ERP, on the demo company's
// forms: the annual leave (code A, with a substitute field), the business trip (K, travellers) and
// the general request (no code).
const clock = { now: () => new Date('2026-11-20T08:00:00Z') };
const EMPLOYEE = 'SV0012';
const SUBSTITUTE = 'SV0019';

async function formIdOf(db: DbClient, systemName: string): Promise<number> {
  return (await db.selectFrom('forms').select('id').where('system_name', '=', systemName).executeTakeFirstOrThrow()).id;
}

/** The form_data id of the form's (first) field of a type. */
async function fieldIdOf(db: DbClient, formId: number, type: number): Promise<number> {
  const row = await db
    .selectFrom('form_data')
    .innerJoin('form_metas', 'form_metas.id', 'form_data.form_meta_id')
    .select('form_data.id')
    .where('form_data.form_id', '=', formId)
    .where('form_metas.type', '=', type)
    .orderBy('form_data.sort_order')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe(`the ERP record of an approved application on ${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testDb: TestDb;
  let db: DbClient;
  let employeeUserId: number;
  let annualLeaveFormId: number;
  let substituteFieldId: number;
  let documentSequence = 0;

  beforeAll(async () => {
    testDb = await createTestDb({ seeded: true });
    db = testDb.db;
    employeeUserId = await userIdOf(db, 'employee');
    annualLeaveFormId = await formIdOf(db, DemoForm.annualLeave);
    substituteFieldId = await fieldIdOf(db, annualLeaveFormId, FieldType.substitutionEmployees);
  });
  afterAll(async () => {
    await testDb?.destroy();
  });

  async function approvedLeave(options: { substitute?: string; dateFrom?: string | null; dateTo?: string | null } = {}) {
    documentSequence += 1;
    const documentNo = `KA-9${String(documentSequence).padStart(4, '0')}`;
    const submission = await createTestSubmission(db, {
      formId: annualLeaveFormId,
      submittedBy: employeeUserId,
      employeeNo: EMPLOYEE,
      state: 'Approved',
      documentNo,
      dateFrom: options.dateFrom === undefined ? '2026-12-21' : options.dateFrom,
      dateTo: options.dateTo === undefined ? '2026-12-27' : options.dateTo,
      entries: options.substitute === undefined ? {} : { [substituteFieldId]: options.substitute },
    });
    return { id: submission.id, documentNo };
  }

  const record = (submissionId: number) => db.transaction().execute((trx) => queueApprovedApplicationRecord(trx, clock, submissionId));
  const reverse = (submissionId: number) => db.transaction().execute((trx) => queueApprovedApplicationReversal(trx, clock, submissionId));
  const queued = (submissionId: number) =>
    db.selectFrom('erp_outbox').selectAll().where('idempotency_key', 'like', `submission:${submissionId}:%`).orderBy('id').execute();

  it('queues one absence of an approved annual leave, its days counted on the Lithuanian calendar', async () => {
    const leave = await approvedLeave();
    const effects = await record(leave.id);
    expect(effects).toEqual([{ description: WorkflowEffectKey.erpRecordQueued, result: 'A 2026-12-21–2026-12-27' }]);
    const rows = await queued(leave.id);
    expect(rows).toEqual([
      expect.objectContaining({
        company_code: 'SV',
        kind: 'absence.record',
        idempotency_key: `submission:${leave.id}:absence`,
        status: 'pending',
        attempts: 0,
        // 24–26 December are public holidays: Monday to Wednesday are the work days of that week.
        payload: {
          employeeNo: EMPLOYEE,
          dateFrom: '2026-12-21',
          dateTo: '2026-12-27',
          activityCode: 'A',
          description: 'Prašymas suteikti kasmetines atostogas',
          applicationNo: leave.documentNo,
          submissionId: leave.id,
          calendarDays: 7,
          workDays: 3,
        },
      }),
    ]);
  });

  it('keeps one row when the same approval is queued twice', async () => {
    const leave = await approvedLeave({ substitute: SUBSTITUTE });
    await record(leave.id);
    await record(leave.id);
    expect((await queued(leave.id)).map((row) => row.idempotency_key)).toEqual([
      `submission:${leave.id}:absence`,
      `submission:${leave.id}:substitution`,
    ]);
  });

  it('queues the substitution when a substitute is named, named in the log line', async () => {
    const leave = await approvedLeave({ substitute: SUBSTITUTE });
    const effects = await record(leave.id);
    const substitute = await db
      .selectFrom('employees')
      .select(['first_name', 'last_name'])
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', SUBSTITUTE)
      .executeTakeFirstOrThrow();
    expect(effects[1]).toEqual({
      description: WorkflowEffectKey.erpRecordQueued,
      result: `${substitute.first_name} ${substitute.last_name} (${SUBSTITUTE}) 2026-12-21–2026-12-27`,
    });
    const substitution = (await queued(leave.id)).find((row) => row.kind === 'substitution.record');
    expect(substitution).toMatchObject({
      idempotency_key: `submission:${leave.id}:substitution`,
      payload: {
        employeeNo: EMPLOYEE,
        substEmployeeNo: SUBSTITUTE,
        dateFrom: '2026-12-21',
        dateTo: '2026-12-27',
        description: 'Kasmetinės atostogos',
        applicationNo: leave.documentNo,
        submissionId: leave.id,
      },
    });
  });

  it('queues no substitution for an empty substitute field or the employee named as their own substitute', async () => {
    for (const substitute of ['', EMPLOYEE]) {
      const leave = await approvedLeave({ substitute });
      await record(leave.id);
      expect((await queued(leave.id)).map((row) => row.kind)).toEqual(['absence.record']);
    }
  });

  it('takes a one-day period from the start date when the end date is empty', async () => {
    const leave = await approvedLeave({ dateFrom: '2026-12-07', dateTo: null });
    expect(await record(leave.id)).toEqual([{ description: WorkflowEffectKey.erpRecordQueued, result: 'A 2026-12-07' }]);
    expect((await queued(leave.id))[0]?.payload).toMatchObject({
      dateFrom: '2026-12-07',
      dateTo: '2026-12-07',
      calendarDays: 1,
      workDays: 1,
    });
  });

  it('records a business trip for every traveller', async () => {
    const formId = await formIdOf(db, DemoForm.businessTrip);
    const travellersFieldId = await fieldIdOf(db, formId, FieldType.participants);
    const travellers = [EMPLOYEE, SUBSTITUTE].map((employeeNo) => ({ nameWithEmployeeNo: employeeNo, personnelNo: '', employeeNo }));
    const trip = await createTestSubmission(db, {
      formId,
      submittedBy: employeeUserId,
      employeeNo: EMPLOYEE,
      state: 'Approved',
      documentNo: 'KOM-90001',
      dateFrom: '2026-12-08',
      dateTo: '2026-12-10',
      entries: { [travellersFieldId]: JSON.stringify(travellers) },
    });
    expect((await record(trip.id)).map((effect) => effect.result)).toEqual([
      `K 2026-12-08–2026-12-10 ${EMPLOYEE}`,
      `K 2026-12-08–2026-12-10 ${SUBSTITUTE}`,
    ]);
    const rows = await queued(trip.id);
    expect(rows.map((row) => [row.idempotency_key, (row.payload as { employeeNo: string }).employeeNo])).toEqual([
      [`submission:${trip.id}:absence`, EMPLOYEE],
      [`submission:${trip.id}:absence:${SUBSTITUTE}`, SUBSTITUTE],
    ]);
    expect(rows[0]?.payload).toMatchObject({ activityCode: 'K', calendarDays: 3, workDays: 3 });
  });

  it('queues nothing for a form without an activity code, a document that is no application, or an application without employee or period', async () => {
    const request = await createTestSubmission(db, {
      formId: await formIdOf(db, DemoForm.request),
      submittedBy: employeeUserId,
      employeeNo: EMPLOYEE,
      state: 'Approved',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-01',
    });
    const document = await createTestForm(db, { isApplication: false });
    await db.updateTable('forms').set({ activity_code: 'A' }).where('id', '=', document.formId).execute();
    const notApplication = await createTestSubmission(db, {
      formId: document.formId,
      submittedBy: employeeUserId,
      employeeNo: EMPLOYEE,
      state: 'Approved',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-01',
    });
    const withoutPeriod = await approvedLeave({ dateFrom: null, dateTo: null });
    const withoutEmployee = await createTestSubmission(db, {
      formId: annualLeaveFormId,
      submittedBy: employeeUserId,
      employeeNo: null,
      state: 'Approved',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-01',
    });
    for (const submission of [request, notApplication, withoutPeriod, withoutEmployee]) {
      expect(await record(submission.id)).toEqual([]);
      expect(await reverse(submission.id)).toEqual([]);
      expect(await queued(submission.id)).toEqual([]);
    }
  });

  describe('on cancellation', () => {
    it('queues the reversal of each record, carrying the record and its key, once', async () => {
      const leave = await approvedLeave({ substitute: SUBSTITUTE });
      await record(leave.id);
      const effects = await reverse(leave.id);
      expect(effects.map((effect) => effect.description)).toEqual([
        WorkflowEffectKey.erpReversalQueued,
        WorkflowEffectKey.erpReversalQueued,
      ]);
      expect(effects[0]?.result).toBe('A 2026-12-21–2026-12-27');
      await reverse(leave.id);
      const rows = await queued(leave.id);
      expect(rows.map((row) => [row.kind, row.idempotency_key])).toEqual([
        ['absence.record', `submission:${leave.id}:absence`],
        ['substitution.record', `submission:${leave.id}:substitution`],
        ['absence.reverse', `submission:${leave.id}:absence:reverse`],
        ['substitution.reverse', `submission:${leave.id}:substitution:reverse`],
      ]);
      expect(rows[2]?.payload).toEqual({ ...(rows[0]?.payload as object), reverses: `submission:${leave.id}:absence` });
    });

    it('queues nothing when nothing was recorded, and never touches another submission whose id starts alike', async () => {
      const leave = await approvedLeave();
      expect(await reverse(leave.id)).toEqual([]);
      // A record of submission 1x… must not be reversed with submission x.
      const longer = await db
        .insertInto('erp_outbox')
        .values({
          company_code: 'SV',
          kind: 'absence.record',
          idempotency_key: `submission:${leave.id}0:absence`,
          payload: JSON.stringify({ employeeNo: EMPLOYEE }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await reverse(leave.id)).toEqual([]);
      await db.deleteFrom('erp_outbox').where('id', '=', longer.id).execute();
      expect(await queued(leave.id)).toEqual([]);
    });
  });
});
