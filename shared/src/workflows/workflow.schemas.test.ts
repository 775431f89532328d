import { describe, expect, it } from 'vitest';
import {
  AddDepartmentParticipantsInputSchema,
  AddJobTitleParticipantsInputSchema,
  AddParticipantInputSchema,
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
