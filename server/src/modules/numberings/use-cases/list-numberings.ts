import { type NumberingListQuery, type NumberingPage, pageOffset, paginationOf } from '@portal/shared';
import type { DesignerContext } from '../../form-metas/designer-context';
import * as numberingsRepository from '../numberings.repository';
import { numberingOf } from './numbering-view';

/** GET admin-area/form-numbering: a page of the company's own and shared numberings with a sample of the next number. */
export async function listNumberings(ctx: DesignerContext, query: NumberingListQuery): Promise<NumberingPage> {
  const filter = { companyCode: ctx.companyCode, search: query.search };
  const [rows, total] = await Promise.all([
    numberingsRepository.listNumberings(ctx.db, {
      ...filter,
      sort: query.sort,
      sortDirection: query.sortDirection,
      offset: pageOffset(query),
      limit: query.rowsPerPage,
    }),
    numberingsRepository.countNumberings(ctx.db, filter),
  ]);
  return { items: rows.map(numberingOf), pagination: paginationOf(query, total) };
}
