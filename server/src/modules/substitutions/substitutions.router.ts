import { SubstitutionsDashboardInputSchema, SubstitutionsDashboardSchema } from '@portal/shared';
import { router, signedInProcedure } from '../../trpc/init';
import { authorizeEmployee, EmployeeView, ownEmployee } from '../employees/employee-access';
import * as substitutionsRepository from './substitutions.repository';

export const substitutionsRouter = router({
  /** 'I am substituted' and 'I am substituting' between two dates: one's own, or a team member's. */
  dashboard: signedInProcedure
    .input(SubstitutionsDashboardInputSchema)
    .output(SubstitutionsDashboardSchema)
    .query(async ({ ctx, input }) => {
      const access = input.employeeNo ? await authorizeEmployee(ctx, input.employeeNo, EmployeeView.team) : await ownEmployee(ctx);
      if (!access) return { iAmSubstituted: [], iAmSubstituting: [] };
      const filter = { ...access, dateFrom: input.dateFrom, dateTo: input.dateTo, searchQuery: input.searchQuery || undefined };
      const { substituted, substituting } = await substitutionsRepository.listForEmployee(ctx.db, filter);
      return { iAmSubstituted: substituted, iAmSubstituting: substituting };
    }),
});
