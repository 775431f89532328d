import { pageOffset, paginationOf, type ScheduleFormulaListQuery, type ScheduleFormulaPage } from '@portal/shared';
import { requireSetupRead, type SetupContext } from '../../shift-groups/setup-access';
import { toScheduleFormula } from '../formula-mapping';
import * as formulasRepository from '../schedule-formulas.repository';

/** GET wtc-area/schedule-formulas: a page of the company's formulas (of one shift group when named). */
export async function listScheduleFormulas(ctx: SetupContext, query: ScheduleFormulaListQuery): Promise<ScheduleFormulaPage> {
  await requireSetupRead(ctx.db, ctx.actor);
  const filter = { companyCode: ctx.actor.companyCode, shiftGroupId: query.shiftGroupId, search: query.search };
  const [rows, total] = await Promise.all([
    formulasRepository.listFormulas(ctx.db, {
      ...filter,
      sort: query.sort,
      sortDirection: query.sortDirection,
      offset: pageOffset(query),
      limit: query.rowsPerPage,
    }),
    formulasRepository.countFormulas(ctx.db, filter),
  ]);
  return { items: rows.map((row) => toScheduleFormula(row, ctx.today)), pagination: paginationOf(query, total) };
}
