import { z } from 'zod';
import { FormSchema } from './forms.schemas';
import { SubmissionStateSchema } from './submission-state';

// A submission (document or application) as the document view reads it (spec 1 §3 "Form
// submission"), and the answers of submit-form and update-document.

export const SubmissionPersonSchema = z.object({
  userId: z.number().int(),
  employeeFullName: z.string(),
  employeeNo: z.string().nullable(),
});
export type SubmissionPerson = z.infer<typeof SubmissionPersonSchema>;

/** What the caller may do with the submission, computed on the server for them. */
export const SubmissionFlagsSchema = z.object({
  canManage: z.boolean(),
  canApprove: z.boolean(),
  canReject: z.boolean(),
  canCancel: z.boolean(),
  canDelete: z.boolean(),
  canCancelWorkflow: z.boolean(),
  isCancelWorkflowAssigned: z.boolean(),
  isAdmin: z.boolean(),
  isBCDocument: z.boolean(),
  hasWorkflow: z.boolean(),
  hasWorkflowAssigned: z.boolean(),
});
export type SubmissionFlags = z.infer<typeof SubmissionFlagsSchema>;

/** What every view of a submission shows: the document, its state, dates and people. */
export const SubmissionSummarySchema = z.object({
  id: z.number().int(),
  /** The form's name (Lithuanian) and its English name. */
  name: z.string(),
  nameEn: z.string().nullable(),
  documentNo: z.string().nullable(),
  state: SubmissionStateSchema,
  createDate: z.date(),
  updateDate: z.date(),
  submittedBy: SubmissionPersonSchema.nullable(),
  changedBy: SubmissionPersonSchema.nullable(),
  initiatedBy: SubmissionPersonSchema.nullable(),
  employeeNo: z.string().nullable(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
});

export const SubmissionDetailSchema = SubmissionSummarySchema.extend(SubmissionFlagsSchema.shape).extend({
  bcGuid: z.string().nullable(),
  comment: z.string().nullable(),
  /** Optimistic-lock version: update-document may name it to refuse a stale edit. */
  version: z.number().int(),
  /** The workflow of the current (or last) run, null before one is set. */
  workflowId: z.number().int().nullable(),
  /** A cancellation workflow runs on this approved document (the extra badge). */
  cancellationInProgress: z.boolean(),
  /** The form with this submission's values in formValue. */
  form: FormSchema,
});
export type SubmissionDetail = z.infer<typeof SubmissionDetailSchema>;

/** One message about one field, with its parameters (form validation, spec 1 §5). */
export const FormIssueSchema = z.object({
  fieldId: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/**
 * The answer of submit-form and update-document. With hasAnyError nothing was written and `errors`
 * name the fields; otherwise `warnings` are worth showing (a parent day-off note, say).
 */
export const SubmitFormResultSchema = z.object({
  id: z.number().int().nullable(),
  documentNo: z.string().nullable(),
  state: SubmissionStateSchema.nullable(),
  hasAnyError: z.boolean(),
  /** Catalogue keys of the errors, for clients that show only a list. */
  messages: z.array(z.string()),
  errors: z.array(FormIssueSchema),
  warnings: z.array(FormIssueSchema),
  /** The form's message to show after a successful submit, if it has one. */
  messageOnSubmit: z.string().nullable(),
  form: z.object({ id: z.number().int(), isApplication: z.boolean() }),
});
export type SubmitFormResult = z.infer<typeof SubmitFormResultSchema>;
