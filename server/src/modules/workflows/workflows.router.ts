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
  WorkflowActionResultSchema,
  WorkflowLogEntrySchema,
  WorkflowMappingSchema,
  WorkflowPlanSchema,
} from '@portal/shared';
import { z } from 'zod';
import { router, signedInProcedure } from '../../trpc/init';
import * as engine from './workflow-engine';
import * as history from './workflow-history';

// The workflow calls of spec 1 §7 (documents/set-workflow … get-workflow-mappings). Every call checks
// the caller's standing on the submission in the service, under the submission's row lock for writes.

export const workflowsRouter = router({
  /** The workflows mapped to a form for initiation (type 0) or cancellation (type 1). */
  mappings: signedInProcedure
    .input(GetWorkflowMappingsInputSchema)
    .output(z.array(WorkflowMappingSchema))
    .query(({ ctx, input }) => history.listMappings(ctx, input)),

  /** The submission's open run, else its last one; null before a workflow is set. */
  plan: signedInProcedure
    .input(SubmissionIdInputSchema)
    .output(WorkflowPlanSchema.nullable())
    .query(({ ctx, input }) => history.getPlan(ctx, input.id)),

  executionLogs: signedInProcedure
    .input(SubmissionIdInputSchema)
    .output(z.array(WorkflowLogEntrySchema))
    .query(({ ctx, input }) => history.listExecutionLogs(ctx, input.id)),

  setWorkflow: signedInProcedure
    .input(SetWorkflowInputSchema)
    .output(WorkflowPlanSchema)
    .mutation(({ ctx, input }) => engine.setWorkflow(ctx, input)),

  startWorkflow: signedInProcedure
    .input(StartWorkflowInputSchema)
    .output(WorkflowActionResultSchema)
    .mutation(({ ctx, input }) => engine.startWorkflow(ctx, input)),

  approve: signedInProcedure
    .input(WorkflowActionInputSchema)
    .output(WorkflowActionResultSchema)
    .mutation(({ ctx, input }) => engine.decide(ctx, input, 'approve')),

  decline: signedInProcedure
    .input(WorkflowActionInputSchema)
    .output(WorkflowActionResultSchema)
    .mutation(({ ctx, input }) => engine.decide(ctx, input, 'decline')),

  cancel: signedInProcedure
    .input(WorkflowActionInputSchema)
    .output(WorkflowActionResultSchema)
    .mutation(({ ctx, input }) => engine.cancelDocument(ctx, input)),

  addParticipant: signedInProcedure
    .input(AddParticipantInputSchema)
    .output(WorkflowPlanSchema)
    .mutation(({ ctx, input }) => engine.addParticipants(ctx, input, { by: 'user', userId: input.userId })),

  addDepartmentParticipants: signedInProcedure
    .input(AddDepartmentParticipantsInputSchema)
    .output(WorkflowPlanSchema)
    .mutation(({ ctx, input }) =>
      engine.addParticipants(ctx, input, {
        by: 'department',
        departmentCode: input.departmentCode,
        filterSDLAEmployees: input.filterSDLAEmployees,
      }),
    ),

  addJobTitleParticipants: signedInProcedure
    .input(AddJobTitleParticipantsInputSchema)
    .output(WorkflowPlanSchema)
    .mutation(({ ctx, input }) => engine.addParticipants(ctx, input, { by: 'jobTitle', jobTitle: input.jobTitleCode })),

  removeParticipant: signedInProcedure
    .input(RemoveParticipantInputSchema)
    .output(WorkflowPlanSchema)
    .mutation(({ ctx, input }) => engine.removeParticipant(ctx, input.id)),
});
