import type { ActionCode, WorkflowLogEntry, WorkflowMapping, WorkflowMappingType, WorkflowPlan } from '@portal/shared';
import { businessToday } from '../../trpc/business-date';
import { authorizeSubmission, DocumentPermission } from '../documents/submission-access';
import * as formsRepository from '../documents/forms.repository';
import { ErrorCode } from '@portal/shared';
import { DomainError } from '../../errors/domain-error';
import type { WorkflowContext } from './workflow-engine';
import { buildPlan } from './workflow-plan';
import { peopleByUserId } from '../users/people-by-user-id';
import * as repository from './workflows.repository';

// What the document view reads about workflows: the mappings to choose from, the plan and the history.

/** get-workflow-mappings: any signed-in user may see which workflows a (non-archived) form uses. */
export async function listMappings(ctx: WorkflowContext, input: { formId: number; type: WorkflowMappingType }): Promise<WorkflowMapping[]> {
  const form = await formsRepository.findForm(ctx.db, input.formId);
  if (!form) throw new DomainError(ErrorCode.recordNotFound);
  const rows = await repository.listMappings(ctx.db, input.formId, input.type);
  return rows.map((row) => ({
    id: row.id,
    formId: row.form_id,
    workflowId: row.workflow_id,
    type: row.type as WorkflowMappingType,
    workflow: { id: row.workflow_id, name: row.name, description: row.description },
  }));
}

export async function getPlan(ctx: WorkflowContext, submissionId: number): Promise<WorkflowPlan | null> {
  const { submission } = await authorizeSubmission(ctx, submissionId, DocumentPermission.read);
  return buildPlan(ctx.db, { id: submission.id, company_code: submission.companyCode }, businessToday(ctx));
}

/** get-workflow-execution-logs: the history, oldest first, with each entry's files and effects. */
export async function listExecutionLogs(ctx: WorkflowContext, submissionId: number): Promise<WorkflowLogEntry[]> {
  const { submission } = await authorizeSubmission(ctx, submissionId, DocumentPermission.read);
  const logs = await ctx.db
    .selectFrom('workflow_execution_logs')
    .leftJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_execution_logs.instance_activity_id')
    .selectAll('workflow_execution_logs')
    .select('workflow_instance_activities.name as activity_name')
    .where('workflow_execution_logs.submission_id', '=', submission.id)
    .orderBy('workflow_execution_logs.id')
    .execute();
  if (logs.length === 0) return [];
  const logIds = logs.map((log) => log.id);
  const [effects, files, people] = await Promise.all([
    ctx.db.selectFrom('workflow_execution_log_entries').selectAll().where('log_id', 'in', logIds).orderBy('id').execute(),
    ctx.db
      .selectFrom('form_files')
      .select(['id', 'workflow_log_id', 'file_name', 'size_bytes'])
      .where('workflow_log_id', 'in', logIds)
      .orderBy('id')
      .execute(),
    peopleByUserId(
      ctx.db,
      submission.companyCode,
      logs.flatMap((log) => [log.executed_by, log.on_behalf_of]).filter((id): id is number => id !== null),
    ),
  ]);
  const person = (userId: number | null) => {
    const found = userId === null ? undefined : people.get(userId);
    return found ? { userId: found.userId, name: found.name } : null;
  };
  return logs.map((log) => ({
    id: log.id,
    description: log.description,
    action: log.action as ActionCode | null,
    createDate: log.created_at,
    activityName: log.activity_name,
    executedBy: person(log.executed_by),
    onBehalfOf: person(log.on_behalf_of),
    comment: log.comment,
    files: files
      .filter((file) => file.workflow_log_id === log.id)
      .map((file) => ({ id: file.id, formFileId: file.id, fileName: file.file_name, sizeBytes: file.size_bytes })),
    workflowExecutionLogEntries: effects
      .filter((effect) => effect.log_id === log.id)
      .map((effect) => ({ id: effect.id, description: effect.description, result: effect.result })),
  }));
}
