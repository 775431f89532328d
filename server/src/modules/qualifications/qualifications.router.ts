import { EmployeeNoInputSchema, QualificationSchema } from '@portal/shared';
import { z } from 'zod';
import { businessToday } from '../../trpc/business-date';
import { router, signedInProcedure } from '../../trpc/init';
import { authorizeEmployee, EmployeeView, ownEmployee } from '../employees/employee-access';
import * as qualificationsRepository from './qualifications.repository';

export const qualificationsRouter = router({
  /** The caller's own qualifications (GET other/employee-qualification). */
  mine: signedInProcedure.output(z.array(QualificationSchema)).query(async ({ ctx }) => {
    const own = await ownEmployee(ctx);
    return own ? qualificationsRepository.listForEmployee(ctx.db, own.companyCode, own.employeeNo, businessToday(ctx)) : [];
  }),

  /** An employee's qualifications: also for their managers (a team view). */
  forEmployee: signedInProcedure
    .input(EmployeeNoInputSchema)
    .output(z.array(QualificationSchema))
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.team);
      return qualificationsRepository.listForEmployee(ctx.db, access.companyCode, access.employeeNo, businessToday(ctx));
    }),
});
