import { pageOffset, paginationOf, type WorkflowTemplateListQuery, type WorkflowTemplatePage } from '@portal/shared';
import { companyOf, type DesignerContext } from '../designer-context';
import * as repository from '../workflow-designer.repository';
import { toMappedForm, toWorkflowTemplate } from '../workflow-dto';

/** GET admin-area/workflow-templates: a page of the company's own and shared workflows with the forms each serves. */
export async function listWorkflows(ctx: DesignerContext, query: WorkflowTemplateListQuery): Promise<WorkflowTemplatePage> {
  const companyCode = companyOf(ctx);
  const filter = { companyCode, name: query.name, active: query.active };
  const [rows, total] = await Promise.all([
    repository.listWorkflows(ctx.db, {
      ...filter,
      sort: query.sort,
      sortDirection: query.sortDirection,
      offset: pageOffset(query),
      limit: query.rowsPerPage,
    }),
    repository.countWorkflows(ctx.db, filter),
  ]);
  const forms = await repository.listFormsOfWorkflows(
    ctx.db,
    companyCode,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      ...toWorkflowTemplate(ctx, row),
      activitiesCount: Number(row.activities_count ?? 0),
      forms: forms.filter((form) => form.workflow_id === row.id).map(toMappedForm),
    })),
    pagination: paginationOf(query, total),
  };
}
