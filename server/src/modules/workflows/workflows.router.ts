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
import { addParticipants } from './use-cases/add-participants';
import { cancelDocument } from './use-cases/cancel-document';
import { decideStep } from './use-cases/decide-step';
import { getWorkflowPlan } from './use-cases/get-workflow-plan';
import { listExecutionLogs } from './use-cases/list-execution-logs';
import { listWorkflowMappings } from './use-cases/list-workflow-mappings';
import { removeParticipant } from './use-cases/remove-participant';
import { setWorkflow } from './use-cases/set-workflow';
import { startWorkflow } from './use-cases/start-workflow';
import type { WorkflowDocumentAccess } from './workflow-document-access';

// The workflow calls of spec 1 §7 (documents/set-workflow … get-workflow-mappings). Every call checks
// the caller's standing on the submission in the use case, under the submission's row lock for writes.
// The reads get the documents module's access check handed in (see workflow-document-access.ts).

export const createWorkflowsRouter = (documents: WorkflowDocumentAccess) =>
  router({
    /** The workflows mapped to a form for initiation (type 0) or cancellation (type 1). */
    mappings: signedInProcedure
      .input(GetWorkflowMappingsInputSchema)
      .output(z.array(WorkflowMappingSchema))
      .query(({ ctx, input }) => listWorkflowMappings(documents, ctx, input)),

    /** The submission's open run, else its last one; null before a workflow is set. */
    plan: signedInProcedure
      .input(SubmissionIdInputSchema)
      .output(WorkflowPlanSchema.nullable())
      .query(({ ctx, input }) => getWorkflowPlan(documents, ctx, input.id)),

    executionLogs: signedInProcedure
      .input(SubmissionIdInputSchema)
      .output(z.array(WorkflowLogEntrySchema))
      .query(({ ctx, input }) => listExecutionLogs(documents, ctx, input.id)),

    setWorkflow: signedInProcedure
      .input(SetWorkflowInputSchema)
      .output(WorkflowPlanSchema)
      .mutation(({ ctx, input }) => setWorkflow(ctx, input)),

    startWorkflow: signedInProcedure
      .input(StartWorkflowInputSchema)
      .output(WorkflowActionResultSchema)
      .mutation(({ ctx, input }) => startWorkflow(ctx, input)),

    approve: signedInProcedure
      .input(WorkflowActionInputSchema)
      .output(WorkflowActionResultSchema)
      .mutation(({ ctx, input }) => decideStep(ctx, input, 'approve')),

    decline: signedInProcedure
      .input(WorkflowActionInputSchema)
      .output(WorkflowActionResultSchema)
      .mutation(({ ctx, input }) => decideStep(ctx, input, 'decline')),

    cancel: signedInProcedure
      .input(WorkflowActionInputSchema)
      .output(WorkflowActionResultSchema)
      .mutation(({ ctx, input }) => cancelDocument(ctx, input)),

    addParticipant: signedInProcedure
      .input(AddParticipantInputSchema)
      .output(WorkflowPlanSchema)
      .mutation(({ ctx, input }) => addParticipants(ctx, input, { by: 'user', userId: input.userId })),

    addDepartmentParticipants: signedInProcedure
      .input(AddDepartmentParticipantsInputSchema)
      .output(WorkflowPlanSchema)
      .mutation(({ ctx, input }) =>
        addParticipants(ctx, input, {
          by: 'department',
          departmentCode: input.departmentCode,
          filterSDLAEmployees: input.filterSDLAEmployees,
        }),
      ),

    addJobTitleParticipants: signedInProcedure
      .input(AddJobTitleParticipantsInputSchema)
      .output(WorkflowPlanSchema)
      .mutation(({ ctx, input }) => addParticipants(ctx, input, { by: 'jobTitle', jobTitle: input.jobTitleCode })),

    removeParticipant: signedInProcedure
      .input(RemoveParticipantInputSchema)
      .output(WorkflowPlanSchema)
      .mutation(({ ctx, input }) => removeParticipant(ctx, input.id)),
  });
