import { type ActiveWorkflowPage, type ActiveWorkflowsQuerySchema, pageOffset, paginationOf, type SubmissionState } from '@portal/shared';
import type { z } from 'zod';
import type { Executor } from '../../../db/transaction';
import type { Env } from '../../../env';
import { businessToday } from '../../../trpc/business-date';
import { sessionCompany } from '../../employees/employee-access';
import type { AuthenticatedSession } from '../../sessions/session-tokens';
import { personNameOf } from '../../users/people-by-user-id';
import * as repository from '../active-workflows.repository';

interface AdminContext {
  db: Executor;
  auth: AuthenticatedSession;
  env: Env;
  now: () => Date;
}

/** get-active-workflows: the session company's running approvals, filtered, sorted through the allowlist, paged. */
export async function listActiveWorkflows(
  ctx: AdminContext,
  query: z.output<typeof ActiveWorkflowsQuerySchema>,
): Promise<ActiveWorkflowPage> {
  const today = businessToday(ctx);
  const filter: repository.ActiveWorkflowFilter = {
    companyCode: sessionCompany(ctx.auth),
    today,
    formId: query.formId,
    state: query.state,
    employeeNo: query.employeeNo,
    initiatedBy: query.initiatedBy,
    participantUserId: query.participantUserId,
    overdueOnly: query.overdueOnly,
    dateFrom: query.dateFrom,
    dateTo: query.dateTo,
  };
  // Newest waiting first by default; a deadline or number reads naturally from the smallest.
  const direction = query.sortDirection ?? (query.sort === 'waitingSince' || query.sort === 'createDate' ? 'desc' : 'asc');
  const [rows, count] = await Promise.all([
    repository.listRunning(ctx.db, filter, { sort: query.sort, direction }, { limit: query.rowsPerPage, offset: pageOffset(query) }),
    repository.countRunning(ctx.db, filter),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      documentNo: row.document_no,
      name: row.form_name,
      nameEn: row.form_name_en,
      state: row.state as SubmissionState,
      cancellationInProgress: row.cancellation_in_progress,
      createDate: row.created_at,
      form: { id: row.form_id, name: row.form_name, nameEn: row.form_name_en },
      employeeNo: row.employee_no,
      employeeFullName: row.employee_first_name === null ? null : `${row.employee_first_name} ${row.employee_last_name ?? ''}`.trim(),
      initiatedBy: row.initiator === null ? null : { userId: row.initiator.id, name: personNameOf(row.initiator).name },
      dateFrom: row.date_from,
      dateTo: row.date_to,
      workflowId: row.workflow_id,
      workflowName: row.workflow_name,
      workflowNameEn: row.workflow_name_en,
      startedAt: row.started_at,
      workflowActivity: { id: row.activity_id, name: row.activity_name, nameEn: row.activity_name_en },
      waitingSince: row.workflow_activity_date,
      deadline: row.deadline,
      isOverdue: row.deadline !== null && row.deadline < today,
      participants: row.participants.map((participant) => ({
        userId: participant.user_id,
        name: participant.name,
        employeeNo: participant.employee_no,
        action: participant.action,
      })),
    })),
    pagination: paginationOf(query, Number(count.total)),
  };
}
