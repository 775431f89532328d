import type {
  ActivityAction,
  MappedForm,
  WorkflowActivity,
  WorkflowMappingRow,
  WorkflowMappingType,
  WorkflowTemplate,
} from '@portal/shared';
import { canChange, type DesignerContext } from './designer-context';
import type { ActivityRow, WorkflowRow } from './workflow-designer.repository';
import type * as repository from './workflow-designer.repository';

// Rows of the designer's tables as its procedures answer them.

export function toWorkflowTemplate(ctx: DesignerContext, row: WorkflowRow): WorkflowTemplate {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    description: row.description,
    active: row.active,
    templateCreatedId: row.template_created_id,
    templateActionId: row.template_action_id,
    templateApprovedId: row.template_approved_id,
    templateRejectedId: row.template_rejected_id,
    markOutlookCalendar: row.mark_outlook_calendar,
    companyCode: row.company_code,
    version: row.version,
    createDate: new Date(row.created_at),
    updateDate: new Date(row.updated_at),
    canEdit: canChange(ctx, row.company_code),
  };
}

export function toActivity(row: ActivityRow): WorkflowActivity {
  return {
    id: row.id,
    workflowId: row.workflow_id,
    sortOrder: row.sort_order,
    name: row.name,
    nameEn: row.name_en,
    description: row.description,
    confirm: row.confirm,
    block: row.block,
    disableBlock: row.disable_block,
    initial: row.initial,
    final: row.final,
    actions: row.actions as ActivityAction[],
    userRolesId: row.user_role_id,
    allToConfirm: row.all_to_confirm,
    skipIfNoParticipants: row.skip_if_no_participants,
    durationWorkingDays: row.duration_working_days,
    autocompleteAfterDuration: row.autocomplete_after_duration,
    allowAdditionalParticipants: row.allow_additional_participants,
  };
}

export function toMappedForm(row: Awaited<ReturnType<typeof repository.listFormsOfWorkflows>>[number]): MappedForm {
  return {
    mappingId: row.id,
    formId: row.form_id,
    formName: row.form_name,
    formNameEn: row.form_name_en,
    type: row.type as WorkflowMappingType,
  };
}

export function toMappingRow(row: Awaited<ReturnType<typeof repository.listMappingsOfForms>>[number]): WorkflowMappingRow {
  return {
    id: row.id,
    formId: row.form_id,
    workflowId: row.workflow_id,
    workflowName: row.workflow_name,
    workflowNameEn: row.workflow_name_en,
    workflowActive: row.workflow_active,
    workflowCompanyCode: row.workflow_company_code,
    type: row.type as WorkflowMappingType,
  };
}
