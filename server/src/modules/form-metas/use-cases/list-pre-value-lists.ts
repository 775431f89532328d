import { pageOffset, paginationOf, type PreValueListListQuery, type PreValueListPage } from '@portal/shared';
import type { DesignerContext } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';
import { preValueListOf } from './get-pre-value-list';

/** GET admin-area/form-meta-prevalues: a page of the company's own and shared lists with their item counts. */
export async function listPreValueLists(ctx: DesignerContext, query: PreValueListListQuery): Promise<PreValueListPage> {
  const filter = { companyCode: ctx.companyCode, name: query.name };
  const [rows, total] = await Promise.all([
    formMetasRepository.listPreValueLists(ctx.db, {
      ...filter,
      sort: query.sort,
      sortDirection: query.sortDirection,
      offset: pageOffset(query),
      limit: query.rowsPerPage,
    }),
    formMetasRepository.countPreValueLists(ctx.db, filter),
  ]);
  return { items: rows.map(preValueListOf), pagination: paginationOf(query, total) };
}
