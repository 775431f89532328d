import {
  type AddWorkflowMappingValues,
  type DeletedRecord,
  ErrorCode,
  type FormWorkflows,
  type FormWorkflowsPage,
  pageOffset,
  paginationOf,
  WorkflowMappingType,
  type WorkflowMappingListQuery,
  workflowRuleErrors,
} from '@portal/shared';
import { type Executor, withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { canChange, companyOf, type DesignerContext, isVisibleToOwner, requireChange } from '../designer-context';
import * as repository from '../workflow-designer.repository';
import { toActivity, toMappingRow } from '../workflow-dto';

type FormRow = Awaited<ReturnType<typeof repository.listForms>>[number];

async function withMappings(ctx: DesignerContext, db: Executor, forms: FormRow[]): Promise<FormWorkflows[]> {
  const mappings = await repository.listMappingsOfForms(
    db,
    companyOf(ctx),
    forms.map((form) => form.id),
  );
  return forms.map((form) => ({
    formId: form.id,
    formName: form.name,
    formNameEn: form.name_en,
    formGroupId: form.form_group_id,
    formGroupName: form.form_group_name,
    companyCode: form.company_code,
    archived: form.archived,
    canEdit: canChange(ctx, form.company_code),
    mappings: mappings.filter((mapping) => mapping.form_id === form.id).map(toMappingRow),
  }));
}

/** GET admin-area/workflow-mappings: a page of the company's own and shared forms with their approval and cancellation workflows. */
export async function listFormWorkflows(ctx: DesignerContext, query: WorkflowMappingListQuery): Promise<FormWorkflowsPage> {
  const filter = { companyCode: companyOf(ctx), formGroupId: query.formGroupId, formId: query.formId, search: query.search };
  const [forms, total] = await Promise.all([
    repository.listForms(ctx.db, { ...filter, offset: pageOffset(query), limit: query.rowsPerPage }),
    repository.countForms(ctx.db, filter),
  ]);
  return { items: await withMappings(ctx, ctx.db, forms), pagination: paginationOf(query, total) };
}

/** Locks a form the caller may see and change the mappings of (a shared form's need the shared-definition level). */
async function lockEditableForm(ctx: DesignerContext, trx: Executor, formId: number): Promise<FormRow> {
  const form = await repository.lockForm(trx, companyOf(ctx), formId);
  if (!form) throw new DomainError(ErrorCode.recordNotFound);
  requireChange(ctx, form.company_code);
  return form;
}

/**
 * POST admin-area/documents/add-workflow-mapping/{formId}. The workflow is active, keeps the rule and
 * may serve the form (a shared form takes only shared workflows). A form has at most one approval
 * workflow in force: a second active one is refused (errors.workflow_approval_mapping_exists) until
 * the first mapping is removed; the form's lock makes two concurrent additions one winner. Mapping a
 * workflow that is mapped already answers the form as it is.
 */
export async function addWorkflowMapping(ctx: DesignerContext, input: AddWorkflowMappingValues): Promise<FormWorkflows> {
  return withTransaction(ctx.db, async (trx) => {
    const form = await lockEditableForm(ctx, trx, input.formId);
    const workflow = await repository.findWorkflow(trx, companyOf(ctx), input.workflowId);
    if (!workflow) throw new DomainError(ErrorCode.recordNotFound);
    if (!isVisibleToOwner(form.company_code, workflow.company_code)) {
      throw DomainError.forField('workflowId', ErrorCode.workflowNotVisibleToOwner);
    }
    const ruleErrors = workflowRuleErrors((await repository.listActivities(trx, [workflow.id])).map(toActivity));
    const ruleCodes = [...new Set(Object.values(ruleErrors).flat())];
    if (ruleCodes.length > 0) throw DomainError.forField('workflowId', ...ruleCodes);
    if (!workflow.active) throw DomainError.forField('workflowId', ErrorCode.invalidValue);
    const mapping = { formId: form.id, workflowId: workflow.id, type: input.type };
    if (!(await repository.findMappingOf(trx, mapping))) {
      if (
        input.type === WorkflowMappingType.initiation &&
        (await repository.approvalMappingsInForce(trx, form.id, workflow.id)).length > 0
      ) {
        throw new DomainError(ErrorCode.workflowApprovalMappingExists);
      }
      await repository.insertMapping(trx, mapping);
    }
    const [answer] = await withMappings(ctx, trx, [form]);
    return answer!;
  });
}

/** DELETE admin-area/documents/delete-workflow-mapping/{id}. Runs under way keep their workflow. */
export async function deleteWorkflowMapping(ctx: DesignerContext, id: number): Promise<DeletedRecord> {
  return withTransaction(ctx.db, async (trx) => {
    const mapping = await repository.findMapping(trx, id);
    if (!mapping) throw new DomainError(ErrorCode.recordNotFound);
    await lockEditableForm(ctx, trx, mapping.form_id);
    // The form's lock serialises this with additions; the mapping may have gone meanwhile.
    if (!(await repository.findMapping(trx, id))) throw new DomainError(ErrorCode.recordNotFound);
    await repository.deleteMapping(trx, id);
    return { id };
  });
}
