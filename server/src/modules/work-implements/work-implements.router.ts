import { ChangeWorkImplementInputSchema, ErrorCode, WorkImplementSchema } from '@portal/shared';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { router, signedInProcedure } from '../../trpc/init';
import { ownEmployee } from '../employees/employee-access';
import { respondToWorkImplement } from './use-cases/respond-to-work-implement';
import * as workImplementsRepository from './work-implements.repository';

export const workImplementsRouter = router({
  /** The caller's own work implements (GET other/employee-workimplements). */
  mine: signedInProcedure.output(z.array(WorkImplementSchema)).query(async ({ ctx }) => {
    const own = await ownEmployee(ctx);
    return own ? workImplementsRepository.listForEmployee(ctx.db, own.companyCode, own.employeeNo) : [];
  }),

  /** Accept (3) or decline (4) an implement awaiting acceptance: only one's own, nobody answers for another. */
  respond: signedInProcedure
    .input(ChangeWorkImplementInputSchema)
    .output(WorkImplementSchema)
    .mutation(async ({ ctx, input }) => {
      const own = await ownEmployee(ctx);
      if (!own || own.employeeNo !== input.employeeNo) throw new DomainError(ErrorCode.permissionDenied);
      return respondToWorkImplement(ctx.db, own, input, ctx.now());
    }),
});
