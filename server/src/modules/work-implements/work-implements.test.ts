import { ErrorCode, type WorkImplement } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { expectDomainError, expectFieldError, illTyped, useDemoCallers } from '../../testing/test-caller';

const api = useDemoCallers();

function snapshot() {
  return Promise.all([
    countRows(api.harness.db, ['erp_outbox']),
    api.harness.db.selectFrom('work_implements').select(['id', 'status_int', 'accepted_by_empl_date']).orderBy('id').execute(),
  ]);
}

/** An implement of the employee awaiting acceptance. */
async function insertPending(workImplNo: string, type: { code: string; name: string } = { code: 'TEL', name: 'Mobilusis telefonas' }) {
  const [row] = await api.harness.db
    .insertInto('work_implements')
    .values({
      company_code: 'SV',
      employee_no: demo.employee,
      work_impl_no: workImplNo,
      type_code: type.code,
      type_name: type.name,
      status_int: 2,
    })
    .returning('id')
    .execute();
  return row!.id;
}

describe('workImplements.mine', () => {
  it('lists the own implements, the one awaiting acceptance first', async () => {
    const implementsList = await api.as.employee.workImplements.mine();
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

describe('workImplements.respond', () => {
  it('accepts the pending implement once: status 3, the moment kept, the ERP told through the outbox; a second answer conflicts', async () => {
    const pending = (await api.as.employee.workImplements.mine())[0]!;
    const input = { id: pending.id, workImplNo: pending.workImplNo, employeeNo: demo.employee, statusInt: 3 } as const;
    const accepted = await api.as.employee.workImplements.respond(input);
    expect(accepted).toMatchObject({
      id: pending.id,
      statusInt: 3,
      status: 'accepted',
      acceptedByEmplDate: api.harness.clock.now(),
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
    await expectDomainError(
      api.as.employee.workImplements.respond({ ...input, statusInt: 4 }),
      ErrorCode.workImplementNotAwaitingAcceptance,
    );
    expect(await snapshot()).toEqual(before);
    const listed = await api.as.employee.workImplements.mine();
    expect(listed.find((item) => item.id === pending.id)?.statusInt).toBe(3);
  });

  it('declines with status 4', async () => {
    const id = await insertPending('DP-TEST-DECLINE');
    const declined = await api.as.employee.workImplements.respond({
      id,
      workImplNo: 'DP-TEST-DECLINE',
      employeeNo: demo.employee,
      statusInt: 4,
    });
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
    const input = { id: colleagueItem.id, workImplNo: colleagueItem.work_impl_no, employeeNo: demo.manager, statusInt: 3 } as const;
    await expectDomainError(api.as.employee.workImplements.respond(input), ErrorCode.permissionDenied);
    await expectDomainError(api.as.admin.workImplements.respond(input), ErrorCode.permissionDenied);
    // Someone else's implement under one's own number is simply not there.
    await expectDomainError(api.as.employee.workImplements.respond({ ...input, employeeNo: demo.employee }), ErrorCode.recordNotFound);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a wrong implement number, other statuses and missing fields as validation errors or not found; nothing is written', async () => {
    const id = await insertPending('DP-TEST-WRONG');
    const before = await snapshot();
    const base = { id, workImplNo: 'DP-TEST-WRONG', employeeNo: demo.employee, statusInt: 3 } as const;
    await expectDomainError(api.as.employee.workImplements.respond({ ...base, workImplNo: 'DP-OTHER' }), ErrorCode.recordNotFound);
    for (const statusInt of [1, 2, 5, '3x']) {
      await expectFieldError(api.as.employee.workImplements.respond(illTyped({ ...base, statusInt })), 'statusInt');
    }
    await expectFieldError(api.as.employee.workImplements.respond({ ...base, id: undefined }), 'id');
    await expectFieldError(api.as.employee.workImplements.respond(illTyped({ ...base, status: 'accepted' })), 'status');
    expect(await snapshot()).toEqual(before);
  });

  it('lets exactly one of several simultaneous answers win; the others conflict', async () => {
    const id = await insertPending('DP-TEST-RACE', { code: 'KOMP', name: 'Nešiojamas kompiuteris' });
    const answers = await Promise.allSettled(
      ([3, 4, 3, 4, 3] as const).map((statusInt) =>
        api.as.employee.workImplements.respond({ id, workImplNo: 'DP-TEST-RACE', employeeNo: demo.employee, statusInt }),
      ),
    );
    const winners = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
    expect(winners).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 'rejected') {
        await expectDomainError(Promise.reject(answer.reason), ErrorCode.workImplementNotAwaitingAcceptance);
      }
    }
    const stored = await api.harness.db.selectFrom('work_implements').select('status_int').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.status_int).toBe(winners[0]!.statusInt);
    const queued = await api.harness.db
      .selectFrom('erp_outbox')
      .select('payload')
      .where('idempotency_key', 'like', `work_implement:SV:${id}:%`)
      .execute();
    expect(queued).toHaveLength(1);
  });
});

describe('REST rows', () => {
  const CHANGE = '/api/other/change-employee-work-implements';

  it('GET /api/other/employee-workimplements answers the own list in the envelope', async () => {
    const listed = successData<WorkImplement[]>(await api.client.get('/api/other/employee-workimplements', api.tokens.employee));
    expect(listed).toEqual(JSON.parse(JSON.stringify(await api.as.employee.workImplements.mine())));
  });

  it('POST /api/other/change-employee-work-implements takes the answer from the body; a second answer is a conflict envelope', async () => {
    const id = await insertPending('DP-TEST-REST');
    const body = { id: String(id), workImplNo: 'DP-TEST-REST', employeeNo: demo.employee, statusInt: 3 };
    expect(successData<WorkImplement>(await api.client.post(CHANGE, api.tokens.employee, body))).toMatchObject({
      id,
      statusInt: 3,
      acceptedByEmplDate: api.harness.clock.now().toISOString(),
    });
    const again = await api.client.post(CHANGE, api.tokens.employee, { ...body, statusInt: 4 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 'fail',
      substatus: 'conflict',
      messages: [ErrorCode.workImplementNotAwaitingAcceptance],
      data: null,
    });
    expectValidationError(await api.client.post(CHANGE, api.tokens.employee, { ...body, statusInt: 5 }), 'statusInt');
    expectPermissionDenied(await api.client.post(CHANGE, api.tokens.employee, { ...body, employeeNo: demo.manager }));
  });
});
