import { z } from 'zod';
import { RecordIdSchema } from '../api/envelope';
import { IsoDateSchema } from '../calendar/iso-dates';

// What an approver sees beside a request to decide on it (issue #12 "Approvers"; the team view of
// Odoo Time Off and Frappe HRMS): the employee's leave balance after this leave, and who else in the
// team is away on the days it asks for.

/** The team calendar covers at most this many days of the period (a quarter); a longer period is clipped. */
export const TEAM_CALENDAR_MAX_DAYS = 92;
/** The absences listed by name; the per-day counts always count everyone. */
export const TEAM_ABSENCE_LIST_LIMIT = 200;

export const DecisionContextInputSchema = z.strictObject({ id: RecordIdSchema });
export type DecisionContextInput = z.infer<typeof DecisionContextInputSchema>;

/** Where an overlapping absence comes from: the ERP's records, or an application approved or still under approval. */
export const TeamAbsenceSource = { recorded: 'recorded', approved: 'approved', pending: 'pending' } as const;
export type TeamAbsenceSource = (typeof TeamAbsenceSource)[keyof typeof TeamAbsenceSource];

/** Whom the team is: the employee's department, or (without one) the colleagues sharing their manager. */
export const TeamBasis = { department: 'department', manager: 'manager' } as const;
export type TeamBasis = (typeof TeamBasis)[keyof typeof TeamBasis];

export const DecisionLeaveSchema = z.object({
  /** The date the unused days are counted on: the leave's first day. */
  date: IsoDateSchema,
  /** Unused holiday days on that date, before this leave. */
  unusedDays: z.number(),
  /** The days this leave takes, as the document stores them. */
  leaveDays: z.number(),
  balanceAfter: z.number(),
  /** 0: the days are working days; otherwise calendar days. */
  holidayDayType: z.number().int(),
});
export type DecisionLeave = z.infer<typeof DecisionLeaveSchema>;

export const TeamAbsenceSchema = z.object({
  employeeNo: z.string(),
  name: z.string(),
  /** Clipped to the period shown. */
  from: IsoDateSchema,
  to: IsoDateSchema,
  source: z.enum(TeamAbsenceSource),
});
export type TeamAbsence = z.infer<typeof TeamAbsenceSchema>;

export const TeamDaySchema = z.object({
  date: IsoDateSchema,
  isWorkDay: z.boolean(),
  /** Team members away that day (each counted once, whatever their records overlap). */
  awayCount: z.number().int(),
});
export type TeamDay = z.infer<typeof TeamDaySchema>;

export const TeamAwaySchema = z.object({
  basis: z.enum(TeamBasis),
  departmentName: z.string().nullable(),
  /** Team members besides the employee. */
  memberCount: z.number().int(),
  from: IsoDateSchema,
  to: IsoDateSchema,
  /** The period was longer than TEAM_CALENDAR_MAX_DAYS: only its first days are shown. */
  isClipped: z.boolean(),
  days: z.array(TeamDaySchema),
  absences: z.array(TeamAbsenceSchema),
  /** More absences than TEAM_ABSENCE_LIST_LIMIT overlap: the list is cut, the counts are not. */
  hasMoreAbsences: z.boolean(),
});
export type TeamAway = z.infer<typeof TeamAwaySchema>;

export const DecisionContextSchema = z.object({
  submissionId: z.number().int(),
  employee: z.object({ employeeNo: z.string(), name: z.string() }).nullable(),
  /** Null when the form takes no days from the holiday reserve, or the document has no period. */
  leave: DecisionLeaveSchema.nullable(),
  /** Null when the document has no period or its employee is unknown. */
  team: TeamAwaySchema.nullable(),
});
export type DecisionContext = z.infer<typeof DecisionContextSchema>;

export const NextTaskInputSchema = z.strictObject({ afterId: RecordIdSchema });
export type NextTaskInput = z.infer<typeof NextTaskInputSchema>;

/** The caller's next task awaiting them, for the approver to go on to after a decision; null when none is left. */
export const NextTaskSchema = z.object({ id: z.number().int() }).nullable();
export type NextTask = z.infer<typeof NextTaskSchema>;
