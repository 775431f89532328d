import {
  AvailableEmployeesInputSchema,
  ContractInfoSchema,
  EmployeeListInputSchema,
  EmployeeListItemSchema,
  EmployeeNoInputSchema,
  EmployeePageInputSchema,
  HolidayReserveInputSchema,
  HolidayReserveSchema,
  pageOffset,
  pagedResultSchema,
  paginationOf,
  TeamListInputSchema,
} from '@portal/shared';
import { z } from 'zod';
import { businessToday } from '../../trpc/business-date';
import { router, signedInProcedure } from '../../trpc/init';
import { authorizeEmployee, EmployeeView, sessionCompany } from './employee-access';
import * as employeesRepository from './employees.repository';
import { getContractInfo } from './use-cases/get-contract-info';
import { getHolidayReserve } from './use-cases/get-holiday-reserve';
import { listTeam } from './use-cases/list-team';

export const employeesRouter = router({
  /** Contract information with the appointment history (GET employees/{no}/appointments). */
  contract: signedInProcedure
    .input(EmployeeNoInputSchema)
    .output(ContractInfoSchema)
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.team);
      return getContractInfo(ctx.db, access, businessToday(ctx));
    }),

  /** Unused holiday days on a chosen date (today by default). */
  holidayReserve: signedInProcedure
    .input(HolidayReserveInputSchema)
    .output(HolidayReserveSchema)
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.team);
      return getHolidayReserve(ctx.db, access, input.date ?? businessToday(ctx));
    }),

  /** The caller's team with department information (see listTeam). */
  listWithDepartmentInfo: signedInProcedure
    .input(TeamListInputSchema)
    .output(z.array(EmployeeListItemSchema))
    .query(({ ctx, input }) => listTeam(ctx, input.showManagers)),

  /** Employees employed on a date (GET employees/list-available/{date}). */
  listAvailable: signedInProcedure
    .input(AvailableEmployeesInputSchema)
    .output(z.array(EmployeeListItemSchema))
    .query(({ ctx, input }) =>
      employeesRepository.listDirectory(ctx.db, {
        companyCode: sessionCompany(ctx.auth),
        sort: input.sort,
        sortDirection: input.sortDirection,
        employedOn: input.date,
      }),
    ),

  /** Every employee of the company, a page at a time: directory fields only. */
  all: signedInProcedure
    .input(EmployeePageInputSchema)
    .output(pagedResultSchema(EmployeeListItemSchema))
    .query(async ({ ctx, input }) => {
      const filter = { companyCode: sessionCompany(ctx.auth), sort: input.sort, sortDirection: input.sortDirection };
      const [items, total] = await Promise.all([
        employeesRepository.listDirectory(ctx.db, { ...filter, offset: pageOffset(input), limit: input.rowsPerPage }),
        employeesRepository.countDirectory(ctx.db, filter),
      ]);
      return { items, pagination: paginationOf(input, total) };
    }),

  /** Every employee of the company at once, sorted (sort=EmployeeNo by default). */
  listWithoutPagination: signedInProcedure
    .input(EmployeeListInputSchema)
    .output(z.array(EmployeeListItemSchema))
    .query(({ ctx, input }) =>
      employeesRepository.listDirectory(ctx.db, {
        companyCode: sessionCompany(ctx.auth),
        sort: input.sort,
        sortDirection: input.sortDirection,
      }),
    ),
});
