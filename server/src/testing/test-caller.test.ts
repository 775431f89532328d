import { ErrorCode } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { demo } from './rest-client';
import { callerAs, callerWithToken, expectDomainError, expectFieldError, illTyped, openSession, useDemoCallers } from './test-caller';

const api = useDemoCallers();

describe('typed test callers', () => {
  it('sign each demo user in to their own session in their default company', async () => {
    for (const username of ['employee', 'manager', 'admin', 'planner', 'viewer'] as const) {
      expect(await api.as[username].users.me()).toMatchObject({ username, currentCompanyCode: 'SV' });
    }
    expect((await api.as.employee.users.me()).employeeNo).toBe(demo.employee);
  });

  it('open a session for any username, and none for an unknown one', async () => {
    expect(await (await callerAs(api.harness, 'MANAGER')).users.me()).toMatchObject({ username: 'manager' });
    await expect(openSession(api.harness, 'nobody-here')).rejects.toThrow('no user named nobody-here');
  });

  it('authenticate the session on every call, as a request would: an idle session expires with the test clock', async () => {
    const caller = await callerAs(api.harness, 'employee');
    await caller.users.me();
    api.harness.clock.advance(61 * 60_000);
    try {
      await expectDomainError(caller.users.me(), ErrorCode.sessionExpired);
    } finally {
      api.harness.clock.advance(-61 * 60_000);
    }
  });

  it('call without a session when there is no token', async () => {
    await expectDomainError(api.anonymous.users.me(), ErrorCode.notSignedIn);
    await expectDomainError(callerWithToken(api.harness, 'x'.repeat(40)).users.me(), ErrorCode.sessionExpired);
  });
});

describe('error assertions', () => {
  it('expectDomainError fails on an answer and on another catalogue key', async () => {
    await expect(expectDomainError(api.as.employee.users.me(), ErrorCode.permissionDenied)).rejects.toThrow(
      'expected the call to be refused',
    );
    await expect(expectDomainError(api.as.employee.payslips.get({ employeeNo: demo.manager }), ErrorCode.recordNotFound)).rejects.toThrow();
    const error = await expectDomainError(api.as.employee.payslips.get({ employeeNo: demo.manager }), ErrorCode.permissionDenied);
    expect(error.code).toBe(ErrorCode.permissionDenied);
  });

  it("expectFieldError reads zod's dotted input paths and fails on a domain refusal", async () => {
    const fieldErrors = await expectFieldError(
      api.as.employee.messages.deleteMany(illTyped({ ids: ['one'] })),
      'ids.0',
      ErrorCode.invalidValue,
    );
    expect(fieldErrors).toEqual({ 'ids.0': [ErrorCode.invalidValue] });
    await expect(expectFieldError(api.as.employee.messages.deleteMany(illTyped({ ids: ['one'] })), 'ids')).rejects.toThrow();
    await expect(expectFieldError(api.as.employee.payslips.get({ employeeNo: demo.manager }), 'employeeNo')).rejects.toThrow();
  });
});
