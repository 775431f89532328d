import { WorkingAbilitySchema } from '@portal/shared';
import { z } from 'zod';
import { router, signedInProcedure } from '../../trpc/init';
import { ownEmployee } from '../employees/employee-access';
import * as workingAbilitiesRepository from './working-abilities.repository';

export const workingAbilitiesRouter = router({
  /** The caller's own working-ability periods, newest first: health data, nobody else's. */
  mine: signedInProcedure.output(z.array(WorkingAbilitySchema)).query(async ({ ctx }) => {
    const own = await ownEmployee(ctx);
    return own ? workingAbilitiesRepository.listForEmployee(ctx.db, own.companyCode, own.employeeNo) : [];
  }),
});
