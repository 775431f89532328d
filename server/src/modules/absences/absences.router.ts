import {
  AbsenceRecordSchema,
  CurrentAbsencesAndActivitiesInputSchema,
  CurrentAbsencesInputSchema,
  EmployeeAbsencesInputSchema,
  type PageInput,
  pageOffset,
  pagedResultSchema,
  paginationOf,
} from '@portal/shared';
import { z } from 'zod';
import type { Executor } from '../../db/transaction';
import { router, signedInProcedure } from '../../trpc/init';
import { authorizeEmployee, EmployeeView, ownEmployee } from '../employees/employee-access';
import * as absencesRepository from './absences.repository';

async function ownPage(db: Executor, own: Awaited<ReturnType<typeof ownEmployee>>, page: PageInput, withActivities: boolean) {
  // Someone without an employee record in this company has no absences here.
  if (!own) return { items: [], pagination: paginationOf(page, 0) };
  const filter = { ...own, shownIn: withActivities ? ('calendar' as const) : ('history' as const), withActivities };
  const [items, total] = await Promise.all([
    absencesRepository.listRecords(db, { ...filter, offset: pageOffset(page), limit: page.rowsPerPage }),
    absencesRepository.countRecords(db, filter),
  ]);
  return { items, pagination: paginationOf(page, total) };
}

export const absencesRouter = router({
  /** An employee's absences (absence history codes), newest first. */
  forEmployee: signedInProcedure
    .input(EmployeeAbsencesInputSchema)
    .output(z.array(AbsenceRecordSchema))
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.personal);
      return absencesRepository.listRecords(ctx.db, {
        ...access,
        dateFrom: input.dateFrom,
        dateTo: input.dateTo,
        shownIn: 'history',
        withActivities: false,
      });
    }),

  /** An employee's absences and timesheet activities (calendar codes), newest first. */
  withActivities: signedInProcedure
    .input(EmployeeAbsencesInputSchema)
    .output(z.array(AbsenceRecordSchema))
    .query(async ({ ctx, input }) => {
      const access = await authorizeEmployee(ctx, input.employeeNo, EmployeeView.personal);
      return absencesRepository.listRecords(ctx.db, {
        ...access,
        dateFrom: input.dateFrom,
        dateTo: input.dateTo,
        shownIn: 'calendar',
        withActivities: true,
      });
    }),

  /** The caller's absence history, a page at a time. */
  current: signedInProcedure
    .input(CurrentAbsencesInputSchema)
    .output(pagedResultSchema(AbsenceRecordSchema))
    .query(async ({ ctx, input }) => ownPage(ctx.db, await ownEmployee(ctx), input, false)),

  /** The caller's absences and activities, a page at a time (page size named recordsPerPage). */
  currentWithActivities: signedInProcedure
    .input(CurrentAbsencesAndActivitiesInputSchema)
    .output(pagedResultSchema(AbsenceRecordSchema))
    .query(async ({ ctx, input }) =>
      ownPage(ctx.db, await ownEmployee(ctx), { page: input.page, rowsPerPage: input.recordsPerPage }, true),
    ),
});
