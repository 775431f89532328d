import { WorkflowLogKey } from '@portal/shared';
import { sql } from 'kysely';
import { ownOrSharedDefinition } from '../../db/definition-scope';
import type { Executor } from '../../db/transaction';

// What the notices of a run read: the activity that started with its run's workflow, and the message
// templates (the workflow's own or the default by code).

export type NoticeTemplateColumn = 'template_created_id' | 'template_action_id' | 'template_approved_id' | 'template_rejected_id';

/**
 * The activity that started, with the workflow of its own run: a cancellation run's activity takes
 * the cancellation workflow's template even while the submission still names its approval workflow.
 */
export function findActivityWithWorkflow(db: Executor, instanceActivityId: number) {
  return db
    .selectFrom('workflow_instance_activities')
    .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
    .select([
      'workflow_instance_activities.name',
      'workflow_instance_activities.name_en',
      'workflow_instances.id as instance_id',
      'workflow_instances.type as instance_type',
      'workflow_instances.workflow_id',
    ])
    .where('workflow_instance_activities.id', '=', instanceActivityId)
    .executeTakeFirstOrThrow();
}

/** The reason given when the cancellation run started (its history's cancellation-started entry). */
export async function findCancellationReason(db: Executor, instanceId: number): Promise<string | null> {
  const row = await db
    .selectFrom('workflow_execution_logs')
    .select('comment')
    .where('instance_id', '=', instanceId)
    .where('description', '=', WorkflowLogKey.cancellationStarted)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.comment ?? null;
}

/** The template a workflow names for a notice, if it names one. */
export function findWorkflowTemplate(db: Executor, workflowId: number, column: NoticeTemplateColumn) {
  return db
    .selectFrom('workflows')
    .innerJoin('message_templates', 'message_templates.id', `workflows.${column}`)
    .select([
      'message_templates.code',
      'message_templates.company_code',
      'message_templates.subject_lt',
      'message_templates.subject_en',
      'message_templates.text_lt',
      'message_templates.text_en',
    ])
    .where('workflows.id', '=', workflowId)
    .executeTakeFirst();
}

/**
 * The template with the code for a document of the company: the company's own copy when it has one
 * (codes are unique per company, migration 0027), else the shared one; never another company's.
 */
export function findTemplateByCode(db: Executor, companyCode: string, code: string) {
  return db
    .selectFrom('message_templates')
    .select(['code', 'company_code', 'subject_lt', 'subject_en', 'text_lt', 'text_en'])
    .where('code', '=', code)
    .where(ownOrSharedDefinition('company_code', companyCode))
    .orderBy(sql`company_code is null`)
    .limit(1)
    .executeTakeFirst();
}

/** Whether the document's approval was started before (its history has a started entry). */
export async function wasStartedBefore(db: Executor, submissionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('workflow_execution_logs')
    .select('id')
    .where('submission_id', '=', submissionId)
    .where('description', '=', WorkflowLogKey.started)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
