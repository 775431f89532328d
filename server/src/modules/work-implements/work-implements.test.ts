import { ErrorCode, type WorkImplement } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError, successData, useDemoApi } from '../../testing/rest-client';

const api = useDemoApi();

const CHANGE = '/api/other/change-employee-work-implements';

function snapshot() {
  return Promise.all([
    countRows(api.harness.db, ['erp_outbox']),
    api.harness.db.selectFrom('work_implements').select(['id', 'status_int', 'accepted_by_empl_date']).orderBy('id').execute(),
  ]);
}

describe('GET /api/other/employee-workimplements', () => {
  it('lists the own implements, the one awaiting acceptance first', async () => {
    const implementsList = successData<WorkImplement[]>(await api.client.get('/api/other/employee-workimplements', api.tokens.employee));
    expect(implementsList).toHaveLength(5);
    expect(implementsList[0]).toMatchObject({
      statusInt: 2,
      status: 'awaiting_acceptance',
      typeName: 'Nešiojamas kompiuteris',
      acceptedByEmplDate: null,
      employeeNo: demo.employee,
    });
    expect(implementsList.every((item) => item.employeeNo === demo.employee)).toBe(true);
  });
});

describe('POST /api/other/change-employee-work-implements', () => {
  it('accepts the pending implement once: status 3, the moment kept, the ERP told through the outbox; a second answer conflicts', async () => {
    const pending = successData<WorkImplement[]>(await api.client.get('/api/other/employee-workimplements', api.tokens.employee))[0]!;
    const payload = { id: pending.id, workImplNo: pending.workImplNo, employeeNo: demo.employee, statusInt: 3 };
    const accepted = successData<WorkImplement>(await api.client.post(CHANGE, api.tokens.employee, payload));
    expect(accepted).toMatchObject({
      id: pending.id,
      statusInt: 3,
      status: 'accepted',
      acceptedByEmplDate: api.harness.clock.now().toISOString(),
    });
    const outbox = await api.harness.db.selectFrom('erp_outbox').selectAll().execute();
    expect(outbox).toEqual([
      expect.objectContaining({
        company_code: 'SV',
        kind: 'work_implement.status',
        status: 'pending',
        payload: expect.objectContaining({ workImplNo: pending.workImplNo, statusInt: 3 }),
      }),
    ]);

    const before = await snapshot();
    const again = await api.client.post(CHANGE, api.tokens.employee, { ...payload, statusInt: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'fail', substatus: 'conflict', messages: [ErrorCode.workImplementNotAwaitingAcceptance] });
    expect(await snapshot()).toEqual(before);
    const listed = successData<WorkImplement[]>(await api.client.get('/api/other/employee-workimplements', api.tokens.employee));
    expect(listed.find((item) => item.id === pending.id)?.statusInt).toBe(3);
  });

  it('declines with status 4', async () => {
    const [row] = await api.harness.db
      .insertInto('work_implements')
      .values({
        company_code: 'SV',
        employee_no: demo.employee,
        work_impl_no: 'DP-TEST-DECLINE',
        type_code: 'TEL',
        type_name: 'Mobilusis telefonas',
        status_int: 2,
      })
      .returning('id')
      .execute();
    const declined = successData<WorkImplement>(
      await api.client.post(CHANGE, api.tokens.employee, {
        id: row!.id,
        workImplNo: 'DP-TEST-DECLINE',
        employeeNo: demo.employee,
        statusInt: 4,
      }),
    );
    expect(declined).toMatchObject({ statusInt: 4, status: 'declined' });
  });

  it('never answers for someone else, not even an administrator or the manager; nothing is written', async () => {
    const colleagueItem = await api.harness.db
      .selectFrom('work_implements')
      .select(['id', 'work_impl_no'])
      .where('employee_no', '=', demo.manager)
      .executeTakeFirstOrThrow();
    await api.harness.db.updateTable('work_implements').set({ status_int: 2 }).where('id', '=', colleagueItem.id).execute();
    const before = await snapshot();
    const payload = { id: colleagueItem.id, workImplNo: colleagueItem.work_impl_no, employeeNo: demo.manager, statusInt: 3 };
    expectPermissionDenied(await api.client.post(CHANGE, api.tokens.employee, payload));
    expectPermissionDenied(await api.client.post(CHANGE, api.tokens.admin, payload));
    // Someone else's implement under one's own number is simply not there.
    const disguised = await api.client.post(CHANGE, api.tokens.employee, { ...payload, employeeNo: demo.employee });
    expect(disguised.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a wrong implement number, other statuses and missing fields as validation errors or not found; nothing is written', async () => {
    const [row] = await api.harness.db
      .insertInto('work_implements')
      .values({
        company_code: 'SV',
        employee_no: demo.employee,
        work_impl_no: 'DP-TEST-WRONG',
        type_code: 'TEL',
        type_name: 'Mobilusis telefonas',
        status_int: 2,
      })
      .returning('id')
      .execute();
    const before = await snapshot();
    const base = { id: row!.id, workImplNo: 'DP-TEST-WRONG', employeeNo: demo.employee, statusInt: 3 };
    expect((await api.client.post(CHANGE, api.tokens.employee, { ...base, workImplNo: 'DP-OTHER' })).statusCode).toBe(404);
    for (const statusInt of [1, 2, 5, '3x'])
      expectValidationError(await api.client.post(CHANGE, api.tokens.employee, { ...base, statusInt }), 'statusInt');
    expectValidationError(await api.client.post(CHANGE, api.tokens.employee, { ...base, id: undefined }), 'id');
    expectValidationError(await api.client.post(CHANGE, api.tokens.employee, { ...base, status: 'accepted' }), 'status');
    expect(await snapshot()).toEqual(before);
  });

  it('lets exactly one of several simultaneous answers win; the others conflict', async () => {
    const [row] = await api.harness.db
      .insertInto('work_implements')
      .values({
        company_code: 'SV',
        employee_no: demo.employee,
        work_impl_no: 'DP-TEST-RACE',
        type_code: 'KOMP',
        type_name: 'Nešiojamas kompiuteris',
        status_int: 2,
      })
      .returning('id')
      .execute();
    const answers = await Promise.all(
      [3, 4, 3, 4, 3].map((statusInt) =>
        api.client.post(CHANGE, api.tokens.employee, { id: row!.id, workImplNo: 'DP-TEST-RACE', employeeNo: demo.employee, statusInt }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().data as WorkImplement;
    const stored = await api.harness.db
      .selectFrom('work_implements')
      .select('status_int')
      .where('id', '=', row!.id)
      .executeTakeFirstOrThrow();
    expect(stored.status_int).toBe(winner.statusInt);
    const queued = await api.harness.db
      .selectFrom('erp_outbox')
      .select('payload')
      .where('idempotency_key', 'like', `work_implement:SV:${row!.id}:%`)
      .execute();
    expect(queued).toHaveLength(1);
  });
});
