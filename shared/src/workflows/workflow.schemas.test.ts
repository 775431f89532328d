import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import {
  AddDepartmentParticipantsInputSchema,
  AddJobTitleParticipantsInputSchema,
  AddParticipantInputSchema,
  CancellationReasonSchema,
  GetWorkflowMappingsInputSchema,
  RemoveParticipantInputSchema,
  SetWorkflowInputSchema,
  StartWorkflowInputSchema,
  SubmissionIdInputSchema,
  WorkflowActionInputSchema,
} from './workflow.schemas';

describe('workflow inputs', () => {
  it('refuse keys they do not know, so no client flag slips through unseen', () => {
    const valid = [
      [GetWorkflowMappingsInputSchema, { formId: 1, type: 0 }],
      [SubmissionIdInputSchema, { id: 1 }],
      [SetWorkflowInputSchema, { id: 1, workflowId: 2 }],
      [StartWorkflowInputSchema, { id: 1 }],
      [WorkflowActionInputSchema, { id: 1, comment: 'Gerai' }],
      [AddParticipantInputSchema, { id: 1, participantActivityId: 2, userId: 3 }],
      [AddDepartmentParticipantsInputSchema, { id: 1, participantActivityId: 2, departmentCode: 'GAM' }],
      [AddJobTitleParticipantsInputSchema, { id: 1, participantActivityId: 2, jobTitleCode: 'VAD' }],
      [RemoveParticipantInputSchema, { id: 1 }],
    ] as const;
    for (const [schema, input] of valid) {
      expect(schema.safeParse(input).success, JSON.stringify(input)).toBe(true);
      const widened = schema.safeParse({ ...input, asAdministrator: true });
      expect(widened.success, JSON.stringify(input)).toBe(false);
      expect(widened.error?.issues[0]?.code).toBe('unrecognized_keys');
    }
  });
});

describe('CancellationReasonSchema', () => {
  it('requires a reason: empty and blank are refused as required', () => {
    for (const blank of ['', '   ', '\n\t ']) {
      const result = CancellationReasonSchema.safeParse(blank);
      expect(result.success, JSON.stringify(blank)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ErrorCode.fieldRequired);
    }
    expect(CancellationReasonSchema.safeParse(undefined).success).toBe(false);
  });

  it('keeps a reason trimmed, up to 2,000 characters', () => {
    expect(CancellationReasonSchema.parse('  Pasikeitė planai. ')).toBe('Pasikeitė planai.');
    expect(CancellationReasonSchema.safeParse('a'.repeat(2000)).success).toBe(true);
    expect(CancellationReasonSchema.safeParse('a'.repeat(2001)).error?.issues[0]?.message).toBe(ErrorCode.invalidValue);
  });

  it('is optional on start-workflow itself, which starts approvals too; the server asks for it on a cancellation', () => {
    expect(StartWorkflowInputSchema.parse({ id: 1, workflowId: 2, reason: ' Liga ' })).toEqual({ id: 1, workflowId: 2, reason: 'Liga' });
    expect(StartWorkflowInputSchema.safeParse({ id: 1 }).success).toBe(true);
  });
});
