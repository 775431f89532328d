import { describe, expect, it } from 'vitest';
import {
  canRespondToWorkImplement,
  ChangeWorkImplementInputSchema,
  WorkImplementStatus,
  workImplementStatusKey,
} from './work-implements.schemas';

describe('work implements', () => {
  it('can be answered only while awaiting acceptance, and only by accepting or declining', () => {
    const { issued, awaitingAcceptance, accepted, declined } = WorkImplementStatus;
    expect(canRespondToWorkImplement(awaitingAcceptance, accepted)).toBe(true);
    expect(canRespondToWorkImplement(awaitingAcceptance, declined)).toBe(true);
    for (const from of [issued, accepted, declined]) expect(canRespondToWorkImplement(from, accepted)).toBe(false);
    expect(canRespondToWorkImplement(awaitingAcceptance, issued)).toBe(false);
    expect(canRespondToWorkImplement(awaitingAcceptance, awaitingAcceptance)).toBe(false);
  });

  it('name their statuses', () => {
    expect([1, 2, 3, 4].map(workImplementStatusKey)).toEqual(['issued', 'awaiting_acceptance', 'accepted', 'declined']);
  });

  it('take an answer of 3 or 4 only, strictly', () => {
    const answer = { id: 7, workImplNo: 'DP-1', employeeNo: 'SV0012', statusInt: 3 };
    expect(ChangeWorkImplementInputSchema.parse(answer)).toEqual(answer);
    expect(ChangeWorkImplementInputSchema.safeParse({ ...answer, statusInt: 2 }).success).toBe(false);
    expect(ChangeWorkImplementInputSchema.safeParse({ ...answer, extra: true }).success).toBe(false);
  });
});
