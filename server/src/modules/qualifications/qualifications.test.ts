import type { Instruction, Qualification, WorkingAbility } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { demo, expectPermissionDenied, expectValidationError, successData, useDemoApi } from '../../testing/rest-client';

// Qualifications, instructions and working abilities: the "other" pages of the employee.
const api = useDemoApi();

describe('GET /api/other/employee-qualification', () => {
  it('lists the own qualifications: valid, expired, mandatory and planned', async () => {
    const list = successData<Qualification[]>(await api.client.get('/api/other/employee-qualification', api.tokens.employee));
    expect(list.length).toBeGreaterThanOrEqual(4);
    const fireSafety = list.find((item) => item.code === 'PRIES-GAIS')!;
    expect(fireSafety).toMatchObject({ mandatory: true, valid: false, expirationDate: '2025-03-14', passed: 'passed', passedInt: 1 });
    expect(list.find((item) => item.code === 'LYDERYSTE')).toMatchObject({ passed: 'planned', valid: true });
    expect(list.some((item) => item.mandatory && item.valid)).toBe(true);
  });
});

describe('GET /api/employees/{no}/qualifications', () => {
  it('answers the employee, their manager (a team view) and an administrator; refuses others', async () => {
    const own = successData<Qualification[]>(await api.client.get(`/api/employees/${demo.employee}/qualifications`, api.tokens.employee));
    expect(
      successData<Qualification[]>(await api.client.get(`/api/employees/${demo.employee}/qualifications`, api.tokens.manager)),
    ).toEqual(own);
    expect(successData<Qualification[]>(await api.client.get(`/api/employees/${demo.employee}/qualifications`, api.tokens.admin))).toEqual(
      own,
    );
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.colleague}/qualifications`, api.tokens.employee));
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.manager}/qualifications`, api.tokens.employee));
    expectPermissionDenied(await api.client.get(`/api/employees/${demo.outsider}/qualifications`, api.tokens.manager));
    expectValidationError(await api.client.get(`/api/employees/${'X'.repeat(21)}/qualifications`, api.tokens.employee), 'employeeNo');
  });
});

describe('GET /api/other/employee-instructions', () => {
  it('lists the own instructions, newest first', async () => {
    const list = successData<Instruction[]>(await api.client.get('/api/other/employee-instructions', api.tokens.employee));
    expect(list.length).toBe(4);
    expect(list.map((item) => item.type)).toEqual(expect.arrayContaining(['Įvadinis', 'Periodinis']));
    const dates = list.map((item) => item.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const manager = successData<Instruction[]>(await api.client.get('/api/other/employee-instructions', api.tokens.manager));
    expect(manager.map((item) => item.entryNo)).not.toEqual(list.map((item) => item.entryNo));
  });
});

describe('GET /api/other/employee-working-abilities', () => {
  it('lists the own working-ability periods, newest first', async () => {
    const list = successData<WorkingAbility[]>(await api.client.get('/api/other/employee-working-abilities', api.tokens.employee));
    expect(list).toEqual([
      expect.objectContaining({ fromDate: '2024-05-02', toDate: null, workingAbilityPercent: 100 }),
      expect.objectContaining({ fromDate: '2023-05-02', toDate: '2024-05-01', workingAbilityPercent: 60 }),
    ]);
  });

  it('ignores an employee number in the query: always the own records', async () => {
    expect((await api.client.get('/api/other/employee-working-abilities?employeeNo=SV0005', api.tokens.employee)).statusCode).toBe(200);
    const list = successData<WorkingAbility[]>(
      await api.client.get('/api/other/employee-working-abilities?employeeNo=SV0005', api.tokens.employee),
    );
    expect(list).toHaveLength(2);
  });
});
