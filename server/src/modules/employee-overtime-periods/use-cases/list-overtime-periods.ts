import { type OvertimePeriodListQuery, type OvertimePeriodPage, pageOffset, paginationOf } from '@portal/shared';
import * as periodsRepository from '../employee-overtime-periods.repository';
import { type OvertimeContext, requireOvertimeAction } from '../overtime-access';
import { toOvertimePeriod } from '../overtime-mapping';

/** GET wtc-area/employee-overtime-periods: a page of the company's agreements, by employee, department or a day in force. */
export async function listOvertimePeriods(ctx: OvertimeContext, query: OvertimePeriodListQuery): Promise<OvertimePeriodPage> {
  await requireOvertimeAction(ctx.db, ctx.actor, 'view');
  const filter = {
    companyCode: ctx.actor.companyCode,
    employeeNo: query.employeeNo,
    departmentCode: query.departmentCode,
    date: query.date,
  };
  const [rows, total] = await Promise.all([
    periodsRepository.listPeriods(ctx.db, { ...filter, offset: pageOffset(query), limit: query.rowsPerPage }),
    periodsRepository.countPeriods(ctx.db, filter),
  ]);
  return { items: rows.map(toOvertimePeriod), pagination: paginationOf(query, total) };
}
