import { type MessageTemplatePage, type MessageTemplateListQuery, pageOffset, paginationOf } from '@portal/shared';
import { sessionCompany } from '../../employees/employee-access';
import * as templatesRepository from '../message-templates.repository';
import { type MessageTemplatesContext, toMessageTemplate } from '../template-access';

/** GET admin-area/templates: a page of the company's own and the shared templates with the workflows using each. */
export async function listMessageTemplates(ctx: MessageTemplatesContext, query: MessageTemplateListQuery): Promise<MessageTemplatePage> {
  const filter = { companyCode: sessionCompany(ctx.auth), search: query.search, type: query.type };
  const [rows, total] = await Promise.all([
    templatesRepository.listTemplates(ctx.db, {
      ...filter,
      sort: query.sort,
      sortDirection: query.sortDirection,
      offset: pageOffset(query),
      limit: query.rowsPerPage,
    }),
    templatesRepository.countTemplates(ctx.db, filter),
  ]);
  return {
    items: rows.map((row) => {
      const { textLt: _textLt, textEn: _textEn, ...template } = toMessageTemplate(row);
      return { ...template, workflowsCount: Number(row.workflows_count ?? 0) };
    }),
    pagination: paginationOf(query, total),
  };
}
