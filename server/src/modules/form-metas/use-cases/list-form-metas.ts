import { type FormMetaListQuery, type FormMetaPage, pageOffset, paginationOf } from '@portal/shared';
import type { DesignerContext } from '../designer-context';
import * as formMetasRepository from '../form-metas.repository';

/** GET admin-area/form-meta: a page of the company's own and shared fields, filtered and sorted by the allowlists. */
export async function listFormMetas(ctx: DesignerContext, query: FormMetaListQuery): Promise<FormMetaPage> {
  const filter = { companyCode: ctx.companyCode, caption: query.caption, type: query.type, formId: query.formId };
  const [rows, total] = await Promise.all([
    formMetasRepository.listMetas(ctx.db, {
      ...filter,
      sort: query.sort,
      sortDirection: query.sortDirection,
      offset: pageOffset(query),
      limit: query.rowsPerPage,
    }),
    formMetasRepository.countMetas(ctx.db, filter),
  ]);
  return {
    items: rows.map((row) => ({
      ...formMetasRepository.formMetaOf(row),
      isShared: row.company_code === null,
      formsCount: Number(row.forms_count ?? 0),
    })),
    pagination: paginationOf(query, total),
  };
}
