import {
  pageOffset,
  pagedResultSchema,
  paginationOf,
  PayslipHistoryInputSchema,
  PayslipHistoryItemSchema,
  PayslipInputSchema,
  PayslipSchema,
} from '@portal/shared';
import { router, signedInProcedure } from '../../trpc/init';
import { authorizeEmployee, EmployeeView } from '../employees/employee-access';
import { getPayslip, listPayslipHistory } from './use-cases/get-payslip';

// Payslips are personal: the employee and administrators only (a manager is not a payroll reader).
export const payslipsRouter = router({
  /** One month's payslip with its lines; the latest month without year and month (null when none). */
  get: signedInProcedure
    .input(PayslipInputSchema)
    .output(PayslipSchema.nullable())
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.personal);
      return getPayslip(
        ctx.db,
        access,
        input.year !== undefined && input.month !== undefined ? { year: input.year, month: input.month } : undefined,
      );
    }),

  /** The months with a payslip, newest first, twelve a page by default. */
  history: signedInProcedure
    .input(PayslipHistoryInputSchema)
    .output(pagedResultSchema(PayslipHistoryItemSchema))
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.personal);
      const { items, total } = await listPayslipHistory(ctx.db, access, pageOffset(input), input.rowsPerPage);
      return { items, pagination: paginationOf(input, total) };
    }),
});
