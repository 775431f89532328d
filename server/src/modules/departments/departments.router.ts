import { DepartmentSchema } from '@portal/shared';
import { z } from 'zod';
import { router, signedInProcedure } from '../../trpc/init';
import { sessionCompany } from '../employees/employee-access';
import * as departmentsRepository from './departments.repository';

export const departmentsRouter = router({
  /** The current company's departments, by name. */
  list: signedInProcedure.output(z.array(DepartmentSchema)).query(async ({ ctx }) => {
    const rows = await departmentsRepository.listForCompany(ctx.db, sessionCompany(ctx.auth));
    return rows.map((row) => ({ departmentCode: row.code, departmentName: row.name }));
  }),
});
