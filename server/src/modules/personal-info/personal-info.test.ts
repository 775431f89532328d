import type { PersonalInformation } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type DemoUser, expectPermissionDenied, restClient, type RestClient, signInDemoUsers, successData } from '../../testing/rest-client';
import { startTestApp, type TestHarness } from '../../testing/test-app';

let harness: TestHarness;
let client: RestClient;
let tokens: Record<DemoUser, string>;
beforeAll(async () => {
  harness = await startTestApp();
  client = restClient(harness.app);
  tokens = await signInDemoUsers(harness.app);
});
afterAll(async () => {
  await harness?.close();
});

describe('GET /api/employees/{no}/personal-information', () => {
  it('answers the own addresses, IBAN and relatives', async () => {
    const info = successData<PersonalInformation>(await client.get(`/api/employees/${demo.employee}/personal-information`, tokens.employee));
    expect(info).toMatchObject({ employeeNo: demo.employee, iban: expect.stringMatching(/^LT\d{18}$/), homeAddress: expect.stringContaining('LT-') });
    const relatives = await harness.db.selectFrom('employee_relatives').select('line_no').where('company_code', '=', 'SV').where('employee_no', '=', demo.employee).execute();
    expect(info.relatives).toHaveLength(relatives.length);
  });

  it("refuses it to anyone but the person and administrators: colleagues and the manager too", async () => {
    expectPermissionDenied(await client.get(`/api/employees/${demo.manager}/personal-information`, tokens.employee));
    expectPermissionDenied(await client.get(`/api/employees/${demo.employee}/personal-information`, tokens.manager));
    expectPermissionDenied(await client.get(`/api/employees/${demo.employee}/personal-information`, tokens.planner));
    expect(successData<PersonalInformation>(await client.get(`/api/employees/${demo.employee}/personal-information`, tokens.admin)).employeeNo).toBe(demo.employee);
  });
});
