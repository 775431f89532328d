import { ActionCode } from '@portal/shared';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/transaction';
import { idsInCompany } from '../submissions/submissions.repository';

// A document's workflow history (workflow_execution_logs) with what each entry caused (its entries)
// and the files attached to decisions.

export interface LogInput {
  submissionId: number;
  instanceId: number | null;
  instanceActivityId: number | null;
  description: string;
  action: number | null;
  executedBy: number | null;
  onBehalfOf: number | null;
  comment: string | null;
  now: Date;
  effects?: readonly LogEffect[];
}

export interface LogEffect {
  description: string;
  result: string;
}

export async function insertLog(db: Executor, entry: LogInput): Promise<number> {
  const { id } = await db
    .insertInto('workflow_execution_logs')
    .values({
      submission_id: entry.submissionId,
      instance_id: entry.instanceId,
      instance_activity_id: entry.instanceActivityId,
      description: entry.description,
      action: entry.action,
      executed_by: entry.executedBy,
      on_behalf_of: entry.onBehalfOf,
      comment: entry.comment,
      created_at: entry.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (entry.effects && entry.effects.length > 0) await insertLogEffects(db, id, entry.effects);
  return id;
}

export async function insertLogEffects(db: Executor, logId: number, effects: readonly LogEffect[]): Promise<void> {
  if (effects.length === 0) return;
  await db
    .insertInto('workflow_execution_log_entries')
    .values(effects.map((effect) => ({ log_id: logId, description: effect.description, result: effect.result })))
    .execute();
}

/**
 * The history of a submission, oldest first, with the name of the activity each entry happened in,
 * its effects and the files attached to it (form_files rows linked to a decision) as JSON arrays:
 * one statement (issue #11).
 */
export function listLogs(db: Executor, submissionId: number) {
  return db
    .selectFrom('workflow_execution_logs')
    .leftJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_execution_logs.instance_activity_id')
    .selectAll('workflow_execution_logs')
    .select(['workflow_instance_activities.name as activity_name', 'workflow_instance_activities.name_en as activity_name_en'])
    .select((log) => [
      jsonArrayFrom(
        log
          .selectFrom('workflow_execution_log_entries')
          .select([
            'workflow_execution_log_entries.id',
            'workflow_execution_log_entries.description',
            'workflow_execution_log_entries.result',
          ])
          .whereRef('workflow_execution_log_entries.log_id', '=', 'workflow_execution_logs.id')
          .orderBy('workflow_execution_log_entries.id'),
      ).as('effects'),
      jsonArrayFrom(
        log
          .selectFrom('form_files')
          .select(['form_files.id', 'form_files.file_name', 'form_files.size_bytes'])
          .whereRef('form_files.workflow_log_id', '=', 'workflow_execution_logs.id')
          .orderBy('form_files.id'),
      ).as('files'),
    ])
    .where('workflow_execution_logs.submission_id', '=', submissionId)
    .orderBy('workflow_execution_logs.id')
    .execute();
}

/** The user's latest approve or decline on the submission, whoever they acted for. */
export function findLatestDecisionBy(db: Executor, submissionId: number, userId: number) {
  return db
    .selectFrom('workflow_execution_logs')
    .select(['id', 'instance_id', 'instance_activity_id', 'action', 'comment', 'on_behalf_of', 'created_at'])
    .where('submission_id', '=', submissionId)
    .where('executed_by', '=', userId)
    .where('action', 'in', [ActionCode.approved, ActionCode.declined])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A history entry of a submission of the company, with who made it and what it was (to attach files to a decision). */
export function findLogInCompany(db: Executor, logId: number, companyCode: string) {
  return db
    .selectFrom('workflow_execution_logs')
    .select([
      'workflow_execution_logs.id',
      'workflow_execution_logs.submission_id',
      'workflow_execution_logs.executed_by',
      'workflow_execution_logs.action',
      'workflow_execution_logs.created_at',
    ])
    .where('workflow_execution_logs.id', '=', logId)
    .where('workflow_execution_logs.submission_id', 'in', idsInCompany(db, companyCode))
    .executeTakeFirst();
}
