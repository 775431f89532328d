import {
  AnnualLeaveAllowanceInputSchema,
  AnnualLeaveAllowanceSchema,
  AnnualLeaveCalculationInputSchema,
  AnnualLeaveResultSchema,
  EmployeeDepartmentSchema,
  EmployeeJobTitleSchema,
  EmployeeManagerSchema,
  EmployeeNoInputSchema,
  EmployeePickerInputSchema,
  EmployeePickerItemSchema,
  EnteredDatesInputSchema,
  EnteredDatesResultSchema,
  HolidayReserveBalanceInputSchema,
  ParentDayOffInputSchema,
  ParentDayOffResultSchema,
  UserPickerItemSchema,
  UsersWithEmployeeInfoInputSchema,
  UserWithEmployeeInfoSchema,
} from '@portal/shared';
import { z } from 'zod';
import { businessToday } from '../../trpc/business-date';
import { adminProcedure, router, signedInProcedure } from '../../trpc/init';
import { authorizeEmployee, EmployeeView, sessionCompany } from '../employees/employee-access';
import { calculateAnnualLeave } from './use-cases/calculate-annual-leave';
import { checkEnteredDates } from './use-cases/check-entered-dates';
import { checkParentDayOff } from './use-cases/check-parent-day-off';
import { findManager } from './use-cases/find-manager';
import { getAnnualLeaveAllowance } from './use-cases/get-annual-leave-allowance';
import { listEmployeeDepartments } from './use-cases/list-employee-departments';
import { listEmployeeJobTitles } from './use-cases/list-employee-job-titles';
import { listPickableEmployees } from './use-cases/list-pickable-employees';
import { listPickableUsers } from './use-cases/list-pickable-users';
import { listUsersWithEmployeeInfo } from './use-cases/list-users-with-employee-info';

// Employee numbers in these inputs follow the team view: the caller, their managers up the line and
// administrators; any other number is permission denied (employees/employee-access.ts).

export const formLookupsRouter = router({
  /** The employee picker of employee and participant fields (types 9, 13, 14): participant values. */
  employeeMeta: signedInProcedure
    .input(EmployeePickerInputSchema)
    .output(z.array(EmployeePickerItemSchema))
    .query(({ ctx, input }) => listPickableEmployees(ctx, input, businessToday(ctx))),

  /** The same picker limited to employees with a user, with the user's id. */
  usersWithEmployeeMeta: signedInProcedure
    .input(EmployeePickerInputSchema)
    .output(z.array(UserPickerItemSchema))
    .query(({ ctx, input }) => listPickableUsers(ctx, input, businessToday(ctx))),

  /** Users with their employee's department and job title, for an administrator adding participants. */
  usersWithEmployeeInfo: adminProcedure(1)
    .input(UsersWithEmployeeInfoInputSchema)
    .output(z.array(UserWithEmployeeInfoSchema))
    .query(({ ctx, input }) => listUsersWithEmployeeInfo(ctx.db, sessionCompany(ctx.auth), input, businessToday(ctx))),

  /** Departments of the company's current employees. */
  employeeDepartments: signedInProcedure
    .output(z.array(EmployeeDepartmentSchema))
    .query(({ ctx }) => listEmployeeDepartments(ctx.db, sessionCompany(ctx.auth), businessToday(ctx))),

  /** Job titles of the company's current employees. */
  employeeJobTitles: signedInProcedure
    .output(z.array(EmployeeJobTitleSchema))
    .query(({ ctx }) => listEmployeeJobTitles(ctx.db, sessionCompany(ctx.auth), businessToday(ctx))),

  /** The employee's manager (type 12), or null. */
  employeeManager: signedInProcedure
    .input(EmployeeNoInputSchema)
    .output(EmployeeManagerSchema)
    .query(async ({ ctx, input }) => findManager(ctx.db, await authorizeEmployee(ctx, input.employeeNo, EmployeeView.team), 'line')),

  /** The employee's functional manager (type 21), or null when none is set. */
  employeeFunctionalManager: signedInProcedure
    .input(EmployeeNoInputSchema)
    .output(EmployeeManagerSchema)
    .query(async ({ ctx, input }) => findManager(ctx.db, await authorizeEmployee(ctx, input.employeeNo, EmployeeView.team), 'functional')),

  /** The annual-leave result of a range (type 22 and validation type 6). */
  holidayReserveBalance: signedInProcedure
    .input(HolidayReserveBalanceInputSchema)
    .output(AnnualLeaveResultSchema)
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.team);
      return calculateAnnualLeave(ctx.db, access, { from: input.dateFrom, to: input.dateTo, includeHolidays: false });
    }),

  /** The annual-leave calculation of a range (type 19), public holidays counted when asked. */
  annualLeaveCalculation: signedInProcedure
    .input(AnnualLeaveCalculationInputSchema)
    .output(AnnualLeaveResultSchema)
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.team);
      return calculateAnnualLeave(ctx.db, access, {
        from: input.dateFrom,
        to: input.dateTo,
        includeHolidays: input.includeHolidays,
      });
    }),

  /** The holiday reserve a leave in the range can draw on. */
  annualLeaveCalculationAllowance: signedInProcedure
    .input(AnnualLeaveAllowanceInputSchema)
    .output(AnnualLeaveAllowanceSchema)
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.team);
      return getAnnualLeaveAllowance(ctx.db, access, { from: input.from, to: input.to });
    }),

  /** Validation type 7: may the employee take a parent day off in the range? */
  checkParentDayOff: signedInProcedure
    .input(ParentDayOffInputSchema)
    .output(ParentDayOffResultSchema)
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.team);
      return checkParentDayOff(ctx.db, access, { from: input.from, to: input.to });
    }),

  /** Validation type 8: the entered dates against the rule's checks. */
  checkEnteredFormDates: signedInProcedure
    .input(EnteredDatesInputSchema)
    .output(EnteredDatesResultSchema)
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.team);
      return checkEnteredDates(ctx.db, access, {
        from: input.from,
        to: input.to,
        validationId: input.validationId,
        today: businessToday(ctx),
      });
    }),
});
