import type { PersonalInformation } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { demo, expectPermissionDenied, successData, useDemoApi } from '../../testing/rest-client';

const api = useDemoApi();

describe('GET /api/employees/{no}/personal-information', () => {
  it('answers the own addresses, IBAN and relatives', async () => {
    const info = successData<PersonalInformation>(
      await api.client.get(`/api/employees/${demo.employee}/personal-information`, api.tokens.employee),
    );
    expect(info).toMatchObject({
      employeeNo: demo.employee,
      iban: expect.stringMatching(/^LT\d{18}$/),
      homeAddress: expect.stringContaining('LT-'),
    });
    const relatives = await api.harness.db
      .selectFrom('employee_relatives')
      .select('line_no')
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.employee)
      .execute();
    expect(info.relatives).toHaveLength(relatives.length);
  });

  it('refuses it to anyone but the person and administrators: colleagues and the manager too', async () => {
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.manager}/personal-information`, api.tokens.employee));
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.employee}/personal-information`, api.tokens.manager));
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.employee}/personal-information`, api.tokens.planner));
    expect(
      successData<PersonalInformation>(await api.client.get(`/api/employees/${demo.employee}/personal-information`, api.tokens.admin))
        .employeeNo,
    ).toBe(demo.employee);
  });
});
