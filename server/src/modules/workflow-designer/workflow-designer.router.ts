import {
  AddWorkflowMappingInputSchema,
  CopyWorkflowInputSchema,
  DeletedRecordSchema,
  FormWorkflowsPageSchema,
  FormWorkflowsSchema,
  SaveWorkflowActivitiesInputSchema,
  UpdateWorkflowActivityInputSchema,
  WorkflowActivityDetailsSchema,
  WorkflowActivityIdInputSchema,
  WorkflowDesignerOptionsSchema,
  WorkflowIdInputSchema,
  WorkflowMappingIdInputSchema,
  WorkflowMappingListInputSchema,
  WorkflowTemplateDefaultsSchema,
  WorkflowTemplateDetailsSchema,
  WorkflowTemplateInputSchema,
  WorkflowTemplateListInputSchema,
  WorkflowTemplatePageSchema,
  WorkflowTemplateUpdateInputSchema,
} from '@portal/shared';
import { DESIGNER_ADMIN_LEVEL } from '@portal/shared/admin/admin-levels';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc/init';
import { getActivity, updateActivity } from './use-cases/activity-details';
import { copyWorkflow } from './use-cases/copy-workflow';
import { createWorkflow } from './use-cases/create-workflow';
import { deleteWorkflow } from './use-cases/delete-workflow';
import { designerOptions } from './use-cases/designer-options';
import { addWorkflowMapping, deleteWorkflowMapping, listFormWorkflows } from './use-cases/form-workflows';
import { getWorkflow, initWorkflow } from './use-cases/get-workflow';
import { listWorkflows } from './use-cases/list-workflows';
import { saveActivities } from './use-cases/save-activities';
import { setWorkflowActive } from './use-cases/set-workflow-active';
import { updateWorkflow } from './use-cases/update-workflow';

// The workflow designer (issue #15): workflows (spec 2 "workflow templates"), their activities and
// their mappings to forms. Every procedure needs the designer level; shared workflows and shared forms
// change only from the shared-definition level, and another company's are not found (designer-context.ts).
const designerProcedure = adminProcedure(DESIGNER_ADMIN_LEVEL);

export const workflowDesignerRouter = router({
  list: designerProcedure
    .input(WorkflowTemplateListInputSchema)
    .output(WorkflowTemplatePageSchema)
    .query(({ ctx, input }) => listWorkflows(ctx, input)),

  init: designerProcedure
    .input(z.strictObject({}).optional())
    .output(WorkflowTemplateDefaultsSchema)
    .query(() => initWorkflow()),

  get: designerProcedure
    .input(WorkflowIdInputSchema)
    .output(WorkflowTemplateDetailsSchema)
    .query(({ ctx, input }) => getWorkflow(ctx, input.id)),

  create: designerProcedure
    .input(WorkflowTemplateInputSchema)
    .output(WorkflowTemplateDetailsSchema)
    .mutation(({ ctx, input }) => createWorkflow(ctx, input)),

  update: designerProcedure
    .input(WorkflowTemplateUpdateInputSchema)
    .output(WorkflowTemplateDetailsSchema)
    .mutation(({ ctx, input }) => updateWorkflow(ctx, input)),

  delete: designerProcedure
    .input(WorkflowIdInputSchema)
    .output(DeletedRecordSchema)
    .mutation(({ ctx, input }) => deleteWorkflow(ctx, input.id)),

  archive: designerProcedure
    .input(WorkflowIdInputSchema)
    .output(WorkflowTemplateDetailsSchema)
    .mutation(({ ctx, input }) => setWorkflowActive(ctx, input.id, false)),

  unArchive: designerProcedure
    .input(WorkflowIdInputSchema)
    .output(WorkflowTemplateDetailsSchema)
    .mutation(({ ctx, input }) => setWorkflowActive(ctx, input.id, true)),

  copy: designerProcedure
    .input(CopyWorkflowInputSchema)
    .output(WorkflowTemplateDetailsSchema)
    .mutation(({ ctx, input }) => copyWorkflow(ctx, input.id, input.target)),

  /** The whole list of a workflow's activities in order: create, edit, reorder and delete in one save. */
  saveActivities: designerProcedure
    .input(SaveWorkflowActivitiesInputSchema)
    .output(WorkflowTemplateDetailsSchema)
    .mutation(({ ctx, input }) => saveActivities(ctx, input)),

  getActivity: designerProcedure
    .input(WorkflowActivityIdInputSchema)
    .output(WorkflowActivityDetailsSchema)
    .query(({ ctx, input }) => getActivity(ctx, input.id)),

  updateActivity: designerProcedure
    .input(UpdateWorkflowActivityInputSchema)
    .output(WorkflowActivityDetailsSchema)
    .mutation(({ ctx, input }) => updateActivity(ctx, input)),

  /** Message templates, participant groups and form groups to pick from. */
  options: designerProcedure.output(WorkflowDesignerOptionsSchema).query(({ ctx }) => designerOptions(ctx)),

  /** Forms with their approval and cancellation workflows. */
  mappings: designerProcedure
    .input(WorkflowMappingListInputSchema)
    .output(FormWorkflowsPageSchema)
    .query(({ ctx, input }) => listFormWorkflows(ctx, input)),

  addMapping: designerProcedure
    .input(AddWorkflowMappingInputSchema)
    .output(FormWorkflowsSchema)
    .mutation(({ ctx, input }) => addWorkflowMapping(ctx, input)),

  deleteMapping: designerProcedure
    .input(WorkflowMappingIdInputSchema)
    .output(DeletedRecordSchema)
    .mutation(({ ctx, input }) => deleteWorkflowMapping(ctx, input.id)),
});
