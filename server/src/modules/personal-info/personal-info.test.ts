import { ErrorCode, type PersonalInformation } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { demo, expectPermissionDenied, successData } from '../../testing/rest-client';
import { expectDomainError, useDemoCallers } from '../../testing/test-caller';

const api = useDemoCallers();

describe('personalInfo.get', () => {
  it('answers the own addresses, IBAN and relatives', async () => {
    const info = await api.as.employee.personalInfo.get({ employeeNo: demo.employee });
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
    await expectDomainError(api.as.employee.personalInfo.get({ employeeNo: demo.manager }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.manager.personalInfo.get({ employeeNo: demo.employee }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.planner.personalInfo.get({ employeeNo: demo.employee }), ErrorCode.permissionDenied);
    expect((await api.as.admin.personalInfo.get({ employeeNo: demo.employee })).employeeNo).toBe(demo.employee);
  });
});

describe('REST rows', () => {
  it('GET /api/employees/{no}/personal-information takes the number from the path; another is permission_denied', async () => {
    const info = successData<PersonalInformation>(
      await api.client.get(`/api/employees/${demo.employee}/personal-information`, api.tokens.employee),
    );
    expect(info.employeeNo).toBe(demo.employee);
    expect(
      successData<PersonalInformation>(await api.client.get(`/api/employees/${demo.employee}/personal-information`, api.tokens.admin))
        .employeeNo,
    ).toBe(demo.employee);
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.employee}/personal-information`, api.tokens.manager));
  });
});
