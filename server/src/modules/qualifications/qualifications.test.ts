import { ErrorCode, type Instruction, type Qualification, type WorkingAbility } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { expectDomainError, expectFieldError, useDemoCallers } from '../../testing/test-caller';

// Qualifications, instructions and working abilities: the "other" pages of the employee.
const api = useDemoCallers();

describe('qualifications.mine', () => {
  it('lists the own qualifications: valid, expired, mandatory and planned', async () => {
    const list = await api.as.employee.qualifications.mine();
    expect(list.length).toBeGreaterThanOrEqual(4);
    const fireSafety = list.find((item) => item.code === 'PRIES-GAIS')!;
    expect(fireSafety).toMatchObject({ mandatory: true, valid: false, expirationDate: '2025-03-14', passed: 'passed', passedInt: 1 });
    expect(list.find((item) => item.code === 'LYDERYSTE')).toMatchObject({ passed: 'planned', valid: true });
    expect(list.some((item) => item.mandatory && item.valid)).toBe(true);
  });
});

describe('qualifications.forEmployee', () => {
  it('answers the employee, their manager (a team view) and an administrator; refuses others', async () => {
    const own = await api.as.employee.qualifications.forEmployee({ employeeNo: demo.employee });
    expect(await api.as.manager.qualifications.forEmployee({ employeeNo: demo.employee })).toEqual(own);
    expect(await api.as.admin.qualifications.forEmployee({ employeeNo: demo.employee })).toEqual(own);
    await expectDomainError(api.as.employee.qualifications.forEmployee({ employeeNo: demo.colleague }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.employee.qualifications.forEmployee({ employeeNo: demo.manager }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.manager.qualifications.forEmployee({ employeeNo: demo.outsider }), ErrorCode.permissionDenied);
    await expectFieldError(api.as.employee.qualifications.forEmployee({ employeeNo: 'X'.repeat(21) }), 'employeeNo');
  });
});

describe('instructions.mine', () => {
  it('lists the own instructions, newest first', async () => {
    const list = await api.as.employee.instructions.mine();
    expect(list.length).toBe(4);
    expect(list.map((item) => item.type)).toEqual(expect.arrayContaining(['Įvadinis', 'Periodinis']));
    const dates = list.map((item) => item.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const manager = await api.as.manager.instructions.mine();
    expect(manager.map((item) => item.entryNo)).not.toEqual(list.map((item) => item.entryNo));
  });
});

describe('workingAbilities.mine', () => {
  it('lists the own working-ability periods, newest first', async () => {
    expect(await api.as.employee.workingAbilities.mine()).toEqual([
      expect.objectContaining({ fromDate: '2024-05-02', toDate: null, workingAbilityPercent: 100 }),
      expect.objectContaining({ fromDate: '2023-05-02', toDate: '2024-05-01', workingAbilityPercent: 60 }),
    ]);
  });
});

describe('REST rows', () => {
  it('GET /api/other/employee-qualification answers the own list in the envelope', async () => {
    expect(successData<Qualification[]>(await api.client.get('/api/other/employee-qualification', api.tokens.employee))).toEqual(
      await api.as.employee.qualifications.mine(),
    );
  });

  it('GET /api/employees/{no}/qualifications takes the number from the path; another is permission_denied, a bad one a validation error', async () => {
    const own = successData<Qualification[]>(await api.client.get(`/api/employees/${demo.employee}/qualifications`, api.tokens.manager));
    expect(own).toEqual(await api.as.employee.qualifications.forEmployee({ employeeNo: demo.employee }));
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.colleague}/qualifications`, api.tokens.employee));
    expectValidationError(await api.client.get(`/api/employees/${'X'.repeat(21)}/qualifications`, api.tokens.employee), 'employeeNo');
  });

  it('GET /api/other/employee-instructions answers the own list in the envelope', async () => {
    expect(successData<Instruction[]>(await api.client.get('/api/other/employee-instructions', api.tokens.employee))).toEqual(
      await api.as.employee.instructions.mine(),
    );
  });

  it('GET /api/other/employee-working-abilities ignores an employee number in the query: always the own records', async () => {
    const response = await api.client.get('/api/other/employee-working-abilities?employeeNo=SV0005', api.tokens.employee);
    expect(successData<WorkingAbility[]>(response)).toEqual(await api.as.employee.workingAbilities.mine());
    expect(successData<WorkingAbility[]>(response)).toHaveLength(2);
  });
});
