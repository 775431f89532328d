import { InstructionSchema } from '@portal/shared';
import { z } from 'zod';
import { router, signedInProcedure } from '../../trpc/init';
import { ownEmployee } from '../employees/employee-access';
import * as instructionsRepository from './instructions.repository';

export const instructionsRouter = router({
  /** The caller's own instructions, newest first. */
  mine: signedInProcedure.output(z.array(InstructionSchema)).query(async ({ ctx }) => {
    const own = await ownEmployee(ctx);
    return own ? instructionsRepository.listForEmployee(ctx.db, own.companyCode, own.employeeNo) : [];
  }),
});
