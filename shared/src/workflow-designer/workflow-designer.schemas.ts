import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, pagedResultSchema, pageInputSchema, QueryBooleanSchema, RecordIdSchema } from '../api/envelope';
import { coercedInt4Schema, int4Schema, textSchema } from '../api/input-primitives';
import { ErrorCode } from '../errors/error-codes';
import { optionalQueryValue, SetupSortDirectionSchema, setupSortSchema } from '../shift-groups/shift-groups.schemas';
import { WorkflowMappingTypeSchema } from '../workflows/workflow.schemas';

// The workflow designer (issue #15, spec 2 §3 "Workflow template", "Workflow activity", "Workflow
// mapping"; §7 the generic model calls on admin-area/workflow-templates, workflows/copy,
// documents/add-workflow-mapping and delete-workflow-mapping). A workflow belongs to one company or,
// with companyCode null, to every company (migration 0027). Edits carry the version they were read at:
// a save over someone else's newer one is refused (errors.workflow_changed).

export const WORKFLOW_NAME_MAX = 200;
export const WORKFLOW_DESCRIPTION_MAX = 2000;
/** More steps than any approval chain needs; bounds the one save of a whole list. */
export const WORKFLOW_ACTIVITIES_MAX = 50;
export const DURATION_WORKING_DAYS_MIN = 1;
export const DURATION_WORKING_DAYS_MAX = 365;

/** What an activity's participants are offered (spec 2 §3 "actions"). */
export const ActivityAction = { approve: 'approve', decline: 'decline', cancel: 'cancel' } as const;
export type ActivityAction = (typeof ActivityAction)[keyof typeof ActivityAction];
export const ACTIVITY_ACTIONS = Object.values(ActivityAction);
export const ActivityActionSchema = z.enum(ActivityAction);

const nameSchema = textSchema().trim().min(1, ErrorCode.fieldRequired).max(WORKFLOW_NAME_MAX, ErrorCode.invalidValue);
const optionalNameSchema = textSchema()
  .trim()
  .max(WORKFLOW_NAME_MAX, ErrorCode.invalidValue)
  .nullish()
  .transform((value) => (value ? value : null));
const descriptionSchema = textSchema().trim().max(WORKFLOW_DESCRIPTION_MAX, ErrorCode.invalidValue).default('');
const optionalIdSchema = RecordIdSchema.nullish().transform((value) => value ?? null);
/** The version a workflow was read at (see the header). */
export const WorkflowVersionSchema = int4Schema({ min: 0 });

// ---------------------------------------------------------------------------------------------------
// Workflows

/** The body of POST and PUT admin-area/workflow-templates. A new workflow starts archived: it has no activities yet. */
export const WorkflowTemplateInputSchema = z.strictObject({
  name: nameSchema,
  nameEn: optionalNameSchema,
  description: descriptionSchema,
  /** Message templates (visible to the workflow's company): document filed, activity reached, approved, rejected. */
  templateCreatedId: optionalIdSchema,
  templateActionId: optionalIdSchema,
  templateApprovedId: optionalIdSchema,
  templateRejectedId: optionalIdSchema,
  markOutlookCalendar: z.boolean().default(false),
});
export type WorkflowTemplateInput = z.input<typeof WorkflowTemplateInputSchema>;
export type WorkflowTemplateValues = z.infer<typeof WorkflowTemplateInputSchema>;

export const WorkflowTemplateUpdateInputSchema = WorkflowTemplateInputSchema.extend({ id: RecordIdSchema, version: WorkflowVersionSchema });
export type WorkflowTemplateUpdateInput = z.input<typeof WorkflowTemplateUpdateInputSchema>;

export const WorkflowIdInputSchema = z.strictObject({ id: RecordIdSchema });
export type WorkflowIdInput = z.input<typeof WorkflowIdInputSchema>;

/** POST admin-area/workflows/copy/{id}/{target}: `target` is the copy's name. */
export const CopyWorkflowInputSchema = z.strictObject({ id: RecordIdSchema, target: nameSchema });
export type CopyWorkflowInput = z.input<typeof CopyWorkflowInputSchema>;

export const WORKFLOW_SORT_KEYS = ['name', 'createDate'] as const;

/** GET admin-area/workflow-templates: a page of the company's own and shared workflows. */
export const WorkflowTemplateListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  sort: setupSortSchema(WORKFLOW_SORT_KEYS, 'name'),
  sortDirection: SetupSortDirectionSchema,
  /** Part of the name (either language), case-insensitive; blank is no filter. */
  name: optionalQueryValue(textSchema().trim().max(WORKFLOW_NAME_MAX, ErrorCode.invalidValue).optional()).transform((value) =>
    value === '' ? undefined : value,
  ),
  /** true: only active ones, false: only archived ones; missing: both. */
  active: optionalQueryValue(QueryBooleanSchema.optional()),
});
export type WorkflowTemplateListInput = z.input<typeof WorkflowTemplateListInputSchema>;
export type WorkflowTemplateListQuery = z.infer<typeof WorkflowTemplateListInputSchema>;

export const WorkflowTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  description: z.string(),
  active: z.boolean(),
  templateCreatedId: z.number().int().nullable(),
  templateActionId: z.number().int().nullable(),
  templateApprovedId: z.number().int().nullable(),
  templateRejectedId: z.number().int().nullable(),
  markOutlookCalendar: z.boolean(),
  /** Null: shared by every company. */
  companyCode: z.string().nullable(),
  version: z.number().int(),
  createDate: z.date(),
  updateDate: z.date(),
  /** The caller may change, archive and delete it (a shared one needs the shared-definition level). */
  canEdit: z.boolean(),
});
export type WorkflowTemplate = z.infer<typeof WorkflowTemplateSchema>;

/** A form a workflow is mapped to, and how. */
export const MappedFormSchema = z.object({
  mappingId: z.number().int(),
  formId: z.number().int(),
  formName: z.string(),
  formNameEn: z.string().nullable(),
  type: WorkflowMappingTypeSchema,
});
export type MappedForm = z.infer<typeof MappedFormSchema>;

export const WorkflowTemplateListItemSchema = WorkflowTemplateSchema.extend({
  activitiesCount: z.number().int(),
  forms: z.array(MappedFormSchema),
});
export type WorkflowTemplateListItem = z.infer<typeof WorkflowTemplateListItemSchema>;

export const WorkflowTemplatePageSchema = pagedResultSchema(WorkflowTemplateListItemSchema);
export type WorkflowTemplatePage = z.infer<typeof WorkflowTemplatePageSchema>;

/** GET admin-area/workflow-templates/init: a new workflow's values. */
export const WorkflowTemplateDefaultsSchema = z.object({
  name: z.string(),
  nameEn: z.string().nullable(),
  description: z.string(),
  templateCreatedId: z.number().int().nullable(),
  templateActionId: z.number().int().nullable(),
  templateApprovedId: z.number().int().nullable(),
  templateRejectedId: z.number().int().nullable(),
  markOutlookCalendar: z.boolean(),
});
export type WorkflowTemplateDefaults = z.infer<typeof WorkflowTemplateDefaultsSchema>;

// ---------------------------------------------------------------------------------------------------
// Activities

/** One activity as the designer saves it; `id` names an existing one, none a new one. Its order is its place in the list. */
export const WorkflowActivityInputSchema = z.strictObject({
  id: RecordIdSchema.optional(),
  name: nameSchema,
  nameEn: optionalNameSchema,
  description: descriptionSchema,
  confirm: z.boolean(),
  block: z.boolean(),
  disableBlock: z.boolean(),
  initial: z.boolean(),
  final: z.boolean(),
  actions: z
    .array(ActivityActionSchema)
    .max(ACTIVITY_ACTIONS.length, ErrorCode.invalidValue)
    .refine((actions) => new Set(actions).size === actions.length, ErrorCode.invalidValue),
  userRolesId: optionalIdSchema,
  allToConfirm: z.boolean(),
  skipIfNoParticipants: z.boolean(),
  durationWorkingDays: int4Schema({ min: DURATION_WORKING_DAYS_MIN, max: DURATION_WORKING_DAYS_MAX })
    .nullish()
    .transform((value) => value ?? null),
  autocompleteAfterDuration: z.boolean(),
  allowAdditionalParticipants: z.boolean(),
});
export type WorkflowActivityInput = z.input<typeof WorkflowActivityInputSchema>;
export type WorkflowActivityValues = z.infer<typeof WorkflowActivityInputSchema>;

/** PUT admin-area/workflow-templates/{id}/activities: the whole list in order (create, edit, reorder, delete in one save). */
export const SaveWorkflowActivitiesInputSchema = z.strictObject({
  workflowId: RecordIdSchema,
  version: WorkflowVersionSchema,
  activities: z.array(WorkflowActivityInputSchema).max(WORKFLOW_ACTIVITIES_MAX, ErrorCode.invalidValue),
});
export type SaveWorkflowActivitiesInput = z.input<typeof SaveWorkflowActivitiesInputSchema>;

/** PUT admin-area/workflow-templates/activities/{id}: one activity's actions and options. */
export const UpdateWorkflowActivityInputSchema = WorkflowActivityInputSchema.omit({ id: true }).extend({
  id: RecordIdSchema,
  version: WorkflowVersionSchema,
});
export type UpdateWorkflowActivityInput = z.input<typeof UpdateWorkflowActivityInputSchema>;

export const WorkflowActivitySchema = z.object({
  id: z.number().int(),
  workflowId: z.number().int(),
  sortOrder: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  description: z.string(),
  confirm: z.boolean(),
  block: z.boolean(),
  disableBlock: z.boolean(),
  initial: z.boolean(),
  final: z.boolean(),
  actions: z.array(ActivityActionSchema),
  userRolesId: z.number().int().nullable(),
  allToConfirm: z.boolean(),
  skipIfNoParticipants: z.boolean(),
  durationWorkingDays: z.number().int().nullable(),
  autocompleteAfterDuration: z.boolean(),
  allowAdditionalParticipants: z.boolean(),
});
export type WorkflowActivity = z.infer<typeof WorkflowActivitySchema>;

/** GET admin-area/workflow-templates/{id}: the workflow with its activities in order. */
export const WorkflowTemplateDetailsSchema = WorkflowTemplateSchema.extend({
  activities: z.array(WorkflowActivitySchema),
  forms: z.array(MappedFormSchema),
});
export type WorkflowTemplateDetails = z.infer<typeof WorkflowTemplateDetailsSchema>;

/** GET admin-area/workflow-templates/activities/{id}: one activity with its workflow. */
export const WorkflowActivityDetailsSchema = z.object({ activity: WorkflowActivitySchema, workflow: WorkflowTemplateSchema });
export type WorkflowActivityDetails = z.infer<typeof WorkflowActivityDetailsSchema>;

export const WorkflowActivityIdInputSchema = z.strictObject({ id: RecordIdSchema });

// ---------------------------------------------------------------------------------------------------
// What the designer picks from

export const WorkflowDesignerOptionsSchema = z.object({
  /** Message templates visible to the company (its own and shared ones). */
  messageTemplates: z.array(
    z.object({ id: z.number().int(), code: z.string(), subject: z.string(), subjectEn: z.string(), companyCode: z.string().nullable() }),
  ),
  /** Active participant groups visible to the company. */
  userRoles: z.array(
    z.object({ id: z.number().int(), name: z.string(), systemName: z.string().nullable(), companyCode: z.string().nullable() }),
  ),
  /** Non-archived form groups visible to the company, for the mappings filter. */
  formGroups: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() })),
});
export type WorkflowDesignerOptions = z.infer<typeof WorkflowDesignerOptionsSchema>;

// ---------------------------------------------------------------------------------------------------
// Mappings

export const WorkflowMappingRowSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  workflowId: z.number().int(),
  workflowName: z.string(),
  workflowNameEn: z.string().nullable(),
  workflowActive: z.boolean(),
  workflowCompanyCode: z.string().nullable(),
  type: WorkflowMappingTypeSchema,
});
export type WorkflowMappingRow = z.infer<typeof WorkflowMappingRowSchema>;

/** GET admin-area/workflow-mappings: a page of forms with the workflows mapped to them. */
export const WorkflowMappingListInputSchema = pageInputSchema(PAGE_SIZE_DEFAULT).extend({
  formGroupId: optionalQueryValue(RecordIdSchema.optional()),
  formId: optionalQueryValue(RecordIdSchema.optional()),
  /** Part of the form's name (either language). */
  search: optionalQueryValue(textSchema().trim().max(WORKFLOW_NAME_MAX, ErrorCode.invalidValue).optional()).transform((value) =>
    value === '' ? undefined : value,
  ),
});
export type WorkflowMappingListInput = z.input<typeof WorkflowMappingListInputSchema>;
export type WorkflowMappingListQuery = z.infer<typeof WorkflowMappingListInputSchema>;

export const FormWorkflowsSchema = z.object({
  formId: z.number().int(),
  formName: z.string(),
  formNameEn: z.string().nullable(),
  formGroupId: z.number().int(),
  formGroupName: z.string(),
  /** Null: the form's group is shared by every company. */
  companyCode: z.string().nullable(),
  archived: z.boolean(),
  /** The caller may add and remove this form's mappings. */
  canEdit: z.boolean(),
  mappings: z.array(WorkflowMappingRowSchema),
});
export type FormWorkflows = z.infer<typeof FormWorkflowsSchema>;

export const FormWorkflowsPageSchema = pagedResultSchema(FormWorkflowsSchema);
export type FormWorkflowsPage = z.infer<typeof FormWorkflowsPageSchema>;

/**
 * POST admin-area/documents/add-workflow-mapping/{formId}. A form has at most one approval workflow in
 * force (an active one): a second is refused until the first mapping is removed or its workflow archived.
 */
export const AddWorkflowMappingInputSchema = z.strictObject({
  formId: RecordIdSchema,
  workflowId: RecordIdSchema,
  type: coercedInt4Schema().pipe(WorkflowMappingTypeSchema),
});
export type AddWorkflowMappingInput = z.input<typeof AddWorkflowMappingInputSchema>;
export type AddWorkflowMappingValues = z.infer<typeof AddWorkflowMappingInputSchema>;

export const WorkflowMappingIdInputSchema = z.strictObject({ id: RecordIdSchema });
