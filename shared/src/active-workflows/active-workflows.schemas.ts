import { z } from 'zod';
import { pagedResultSchema, PageInputSchema, QueryBooleanSchema, RecordIdSchema, SortDirectionSchema } from '../api/envelope';
import { IsoDateSchema } from '../calendar/iso-dates';
import { SubmissionStateSchema } from '../documents/submission-state';
import { EmployeeNoSchema } from '../employees/employees.schemas';
import { ErrorCode } from '../errors/error-codes';

// Running approvals (issue #15, spec 2 §7 admin-area/active-workflows/get-active-workflows): the
// administrators' paged list of the session company's documents waiting on a workflow step, with the
// step, its participants and its deadline (spec 2 §3 "Active workflow/document row", the fields that
// apply to a run).

/** The columns the list sorts by (an allowlist; each has an index of the running rows). */
export const ActiveWorkflowSort = {
  /** When the current step started: the list's default, newest first. */
  waitingSince: 'waitingSince',
  deadline: 'deadline',
  documentNo: 'documentNo',
  createDate: 'createDate',
} as const;
export type ActiveWorkflowSort = (typeof ActiveWorkflowSort)[keyof typeof ActiveWorkflowSort];

export const ActiveWorkflowsQuerySchema = z
  .strictObject({
    page: PageInputSchema.shape.page,
    rowsPerPage: PageInputSchema.shape.rowsPerPage,
    sort: z
      .enum([ActiveWorkflowSort.waitingSince, ActiveWorkflowSort.deadline, ActiveWorkflowSort.documentNo, ActiveWorkflowSort.createDate], {
        error: ErrorCode.invalidValue,
      })
      .default(ActiveWorkflowSort.waitingSince),
    sortDirection: SortDirectionSchema.optional(),
    formId: RecordIdSchema.optional(),
    /** The document's state: InProgress (approval under way) or Approved (its cancellation under way). */
    state: SubmissionStateSchema.optional(),
    /** The employee the document is about. */
    employeeNo: EmployeeNoSchema.optional(),
    /** The user who initiated the approval. */
    initiatedBy: RecordIdSchema.optional(),
    /** A participant of the current step. */
    participantUserId: RecordIdSchema.optional(),
    overdueOnly: QueryBooleanSchema.optional(),
    /** The current step started on or after this day … */
    dateFrom: IsoDateSchema.optional(),
    /** … and on or before this one. */
    dateTo: IsoDateSchema.optional(),
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    path: ['dateTo'],
    message: ErrorCode.endEarlierThanStart,
  });
export type ActiveWorkflowsQuery = z.input<typeof ActiveWorkflowsQuerySchema>;

const PersonSchema = z.object({ userId: z.number().int(), name: z.string() });

export const ActiveWorkflowRowSchema = z.object({
  /** The document (form submission); its view is /documents/{id}. */
  id: z.number().int(),
  documentNo: z.string().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  state: SubmissionStateSchema,
  cancellationInProgress: z.boolean(),
  createDate: z.date(),
  form: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() }),
  employeeNo: z.string().nullable(),
  employeeFullName: z.string().nullable(),
  initiatedBy: PersonSchema.nullable(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  workflowId: z.number().int(),
  workflowName: z.string(),
  workflowNameEn: z.string().nullable(),
  /** The run's start. */
  startedAt: z.date().nullable(),
  workflowActivity: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() }),
  /** When the current step started. */
  waitingSince: z.date().nullable(),
  deadline: z.string().nullable(),
  isOverdue: z.boolean(),
  participants: z.array(
    z.object({
      userId: z.number().int(),
      name: z.string(),
      employeeNo: z.string().nullable(),
      /** 0 still to act, 1 approved, 2 declined. */
      action: z.number().int(),
    }),
  ),
});
export type ActiveWorkflowRow = z.infer<typeof ActiveWorkflowRowSchema>;

export const ActiveWorkflowPageSchema = pagedResultSchema(ActiveWorkflowRowSchema);
export type ActiveWorkflowPage = z.infer<typeof ActiveWorkflowPageSchema>;
