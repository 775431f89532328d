import { z } from 'zod';

/** How many quick buttons the "New application" call to action offers. */
export const HOME_QUICK_FORMS = 4;
/** How far back the employee's filings count for the quick buttons. */
export const HOME_QUICK_FORMS_MONTHS_BACK = 12;
/** How many upcoming absences home lists. */
export const HOME_UPCOMING_ABSENCES = 5;

/**
 * The employee's annual leave as home's balance cards show it, in the unit of holidayDayType
 * (0 working days, otherwise calendar days); see leaveBalanceOf for how each figure is counted.
 */
export const LeaveBalanceSchema = z.object({
  holidayDayType: z.number().int(),
  /** The unused days today: the holiday reserve the contract page shows for today. */
  available: z.number(),
  /** Annual-leave days after today: ERP absences and pending or approved applications not yet in the ERP. */
  planned: z.number(),
  /** Annual-leave days of the ERP's absences from 1 January of `year` to today. */
  takenThisYear: z.number(),
  year: z.number().int(),
});
export type LeaveBalance = z.infer<typeof LeaveBalanceSchema>;

/** A form the employee may file, offered as a quick button: their most filed first, then the first forms. */
export const QuickFormSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  formGroupId: z.number().int(),
  /** How many the employee filed in the last 12 months (0 for a first form offered to fill up). */
  filedCount: z.number().int(),
});
export type QuickForm = z.infer<typeof QuickFormSchema>;

export const UpcomingAbsenceSource = { absence: 'absence', application: 'application' } as const;
export type UpcomingAbsenceSource = (typeof UpcomingAbsenceSource)[keyof typeof UpcomingAbsenceSource];

/** An absence from today on: an ERP record, or an approved application the ERP has not recorded yet. */
export const UpcomingAbsenceSchema = z.object({
  source: z.enum([UpcomingAbsenceSource.absence, UpcomingAbsenceSource.application]),
  dateFrom: z.string(),
  dateTo: z.string(),
  activityCode: z.string(),
  activityCodeText: z.string(),
  /** Null: no English name (the Lithuanian one is shown). */
  activityCodeTextEn: z.string().nullable(),
  color: z.string(),
  /** The application it comes from, when the portal knows it. */
  submissionId: z.number().int().nullable(),
});
export type UpcomingAbsence = z.infer<typeof UpcomingAbsenceSchema>;

/** What home shows beside the lists: the balance cards, the quick buttons and the upcoming absences. */
export const HomeSummarySchema = z.object({
  /** Null when the user has no employee record in the current company. */
  leave: LeaveBalanceSchema.nullable(),
  quickForms: z.array(QuickFormSchema),
  upcomingAbsences: z.array(UpcomingAbsenceSchema),
});
export type HomeSummary = z.infer<typeof HomeSummarySchema>;
