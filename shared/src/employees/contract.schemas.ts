import { z } from 'zod';
import { IsoDateSchema } from '../calendar/iso-dates';
import { EmployeeNoSchema } from './employees.schemas';

/** Holiday norm unit: 0 working days (dd), otherwise calendar days (kd). */
export const HolidayDayType = { workDays: 0, calendarDays: 1 } as const;
export type HolidayDayType = (typeof HolidayDayType)[keyof typeof HolidayDayType];

export const ContractType = { temporary: 2 } as const;

/**
 * One appointment (contract) line. Extension lines point at the line they extend (extensionFrom) and
 * every line of a chain at its root line. Pay fields are null when the caller may not see pay (a manager).
 */
export const AppointmentSchema = z.object({
  appointmentLineNo: z.number().int(),
  rootLineNo: z.number().int(),
  extensionFrom: z.number().int().nullable(),
  contractNo: z.string(),
  appointmentType: z.string(),
  jobTitleName: z.string(),
  departmentName: z.string(),
  /** Raw ERP dates: 1753-01-01, 9999-12-31 and dates at or before 1900 mean "none" (isEmptyErpDate). */
  fromDate: z.string(),
  toDate: z.string(),
  isActive: z.boolean(),
  showTrialPeriod: z.boolean(),
  trialPeriodUntil: z.string().nullable(),
  managerEmployeeNo: z.string().nullable(),
  managerFirstName: z.string().nullable(),
  managerLastName: z.string().nullable(),
  managerFullName: z.string().nullable(),
  fullPartTime: z.enum(['full', 'part']),
  contractType: z.number().int(),
  teaTypeInt: z.number().int(),
  holidayNormWd: z.number(),
  holidayNormCd: z.number(),
  salary: z.number().nullable(),
  advancePercent: z.number().nullable(),
  advanceAmount: z.number().nullable(),
  bonus: z.number().nullable(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

/** Contract information (spec 1 §3 "Employee") with the appointment history. */
export const ContractInfoSchema = z.object({
  employeeNo: z.string(),
  /** Null for a manager's view: the personnel number and private e-mail are the person's own. */
  personnelNo: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  companyNo: z.string(),
  companyName: z.string(),
  mobilePhoneNo: z.string().nullable(),
  phoneNo: z.string().nullable(),
  email: z.string().nullable(),
  companyEmail: z.string().nullable(),
  departmentCode: z.string().nullable(),
  department: z.string().nullable(),
  jobTitle: z.string().nullable(),
  employmentDate: z.string().nullable(),
  managerFullName: z.string().nullable(),
  unusedHolidays: z.number(),
  holidayNorm: z.number(),
  holidayDayType: z.number().int(),
  allowMyTeam: z.boolean(),
  solidHolidayStatus: z.string().nullable(),
  solidHolidayStatusFrom: z.string().nullable(),
  solidHolidayStatusTo: z.string().nullable(),
  showSolidHolidayStatus: z.boolean(),
  /** The caller views as an administrator. */
  isAdmin: z.boolean(),
  workExperience: z.number(),
  workExperienceSince: z.string().nullable(),
  /** Active chains first, then the newest; lines of a chain together, oldest first. */
  appointments: z.array(AppointmentSchema),
});
export type ContractInfo = z.infer<typeof ContractInfoSchema>;

export const HolidayReserveInputSchema = z.strictObject({
  employeeNo: EmployeeNoSchema,
  /** The date to compute the reserve on; today (business time zone) when missing. */
  date: IsoDateSchema.optional(),
});
export type HolidayReserveInput = z.infer<typeof HolidayReserveInputSchema>;

export const HolidayReserveSchema = z.object({
  employeeNo: z.string(),
  date: z.string(),
  /** Unused holiday days on the date, two decimals, in the unit of holidayDayType. */
  holidayReserve: z.number(),
  holidayDayType: z.number().int(),
  holidayRange: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type HolidayReserve = z.infer<typeof HolidayReserveSchema>;
