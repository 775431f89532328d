import { z } from 'zod';
import { RecordIdSchema } from '../api/envelope';
import { EmployeeNoSchema } from '../employees/employees.schemas';

// The route preview (issue #15): for a form and an employee, who would approve each step if the
// document were filed today — the workflow engine's own planning (workflows/resolve-participants.ts),
// nothing written. The employee sees it on the new-document screen, the designer on the form editor.

/** What a step does when the document reaches it, as planned today. */
export const RouteStepOutcome = {
  /** Its participants decide (approve or decline). */
  decides: 'decides',
  /** Its participants are informed; the step completes by itself and the document goes on to the next step. */
  informs: 'informs',
  /** No participants and the step may be skipped: the document goes on to the next step. */
  skipped: 'skipped',
  /** No participants and the step may not be skipped: participants are named on the document or by an administrator. */
  awaitsParticipants: 'awaitsParticipants',
} as const;
export type RouteStepOutcome = (typeof RouteStepOutcome)[keyof typeof RouteStepOutcome];

export const RouteParticipantSchema = z.object({
  userId: z.number().int(),
  employeeNo: z.string().nullable(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  /** How they came to be a participant: the participant group, the line manager, or the form's participant field. */
  source: z.enum(['role', 'manager', 'participants']),
  /** Today's substitutes, who may act for them. */
  substitutes: z.array(z.object({ employeeNo: z.string(), name: z.string() })),
});
export type RouteParticipant = z.infer<typeof RouteParticipantSchema>;

export const RouteStepSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  outcome: z.enum([RouteStepOutcome.decides, RouteStepOutcome.informs, RouteStepOutcome.skipped, RouteStepOutcome.awaitsParticipants]),
  /** Every participant must approve (else one is enough). */
  allToConfirm: z.boolean(),
  /** Its participants come from the document itself (named in a field or added while filing). */
  isNamedOnDocument: z.boolean(),
  isFinal: z.boolean(),
  durationWorkingDays: z.number().int().nullable(),
  autocompleteAfterDuration: z.boolean(),
  participants: z.array(RouteParticipantSchema),
});
export type RouteStep = z.infer<typeof RouteStepSchema>;

export const ApprovalRouteSchema = z.object({
  formId: z.number().int(),
  employeeNo: z.string(),
  employeeName: z.string(),
  /** The workflow a filed document would start: the form's first approval mapping; null when it has none. */
  workflow: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() }).nullable(),
  steps: z.array(RouteStepSchema),
});
export type ApprovalRoute = z.infer<typeof ApprovalRouteSchema>;

/** The employee's preview: their own route when employeeNo is left out. */
export const ApprovalRouteInputSchema = z.strictObject({
  formId: RecordIdSchema,
  employeeNo: EmployeeNoSchema.optional(),
});
export type ApprovalRouteInput = z.infer<typeof ApprovalRouteInputSchema>;

/** The designer's preview: any employee of the session's company. */
export const DesignerApprovalRouteInputSchema = z.strictObject({
  formId: RecordIdSchema,
  employeeNo: EmployeeNoSchema,
});
export type DesignerApprovalRouteInput = z.infer<typeof DesignerApprovalRouteInputSchema>;
