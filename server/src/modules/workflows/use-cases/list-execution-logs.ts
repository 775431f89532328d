import type { ActionCode, WorkflowLogEntry } from '@portal/shared';
import { peopleByUserId } from '../../users/people-by-user-id';
import type { WorkflowDocumentAccess } from '../workflow-document-access';
import * as logsRepository from '../workflow-logs.repository';
import type { WorkflowContext } from '../workflow-run';

/** get-workflow-execution-logs: the history, oldest first, with each entry's files and effects. */
export async function listExecutionLogs(
  documents: WorkflowDocumentAccess,
  ctx: WorkflowContext,
  submissionId: number,
): Promise<WorkflowLogEntry[]> {
  const submission = await documents.authorizeRead(ctx, submissionId);
  const logs = await logsRepository.listLogs(ctx.db, submission.id);
  if (logs.length === 0) return [];
  const people = await peopleByUserId(
    ctx.db,
    submission.companyCode,
    logs.flatMap((log) => [log.executed_by, log.on_behalf_of]).filter((id): id is number => id !== null),
  );
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
    activityNameEn: log.activity_name_en,
    executedBy: person(log.executed_by),
    onBehalfOf: person(log.on_behalf_of),
    comment: log.comment,
    files: log.files.map((file) => ({ id: file.id, formFileId: file.id, fileName: file.file_name, sizeBytes: file.size_bytes })),
    workflowExecutionLogEntries: log.effects.map((effect) => ({ id: effect.id, description: effect.description, result: effect.result })),
  }));
}
