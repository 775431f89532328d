import { ErrorCode, formWithFiledValues, type SubmissionDetail, SubmissionState } from '@portal/shared';
import { DomainError } from '../../../errors/domain-error';
import * as submissionsRepository from '../../submissions/submissions.repository';
import { workflowFlagsFor } from '../../workflows/workflow-flags';
import { markSubmissionViewed } from '../document-lists.repository';
import type { DocumentsContext } from '../filing-rules';
import * as formsRepository from '../forms.repository';
import { authorizeSubmission, DocumentPermission, documentViewerOf } from '../submission-access';
import { findPeople } from '../submission-people';

/** A submission for the document view, with its form, values and the caller's flags. */
export async function getSubmission(
  ctx: DocumentsContext,
  id: number,
  erp?: { bcGuid: string; formId: number },
): Promise<SubmissionDetail> {
  const access = await authorizeSubmission(ctx, id, DocumentPermission.read);
  const viewer = await documentViewerOf(ctx);
  // Opening it is what makes a task or application row no longer unread.
  await markSubmissionViewed(ctx.db, id, viewer.userId);
  const { row } = access;
  if (erp && (row.bc_guid !== erp.bcGuid || row.form_id !== erp.formId)) throw new DomainError(ErrorCode.documentNotFound);
  // A filed document shows the definition it was filed with (issue #15); a draft the live one.
  const filed = row.state === SubmissionState.draft ? null : await submissionsRepository.findFiledForm(ctx.db, id);
  const form = filed
    ? formWithFiledValues(filed.definition, filed.entries)
    : (await formsRepository.findForm(ctx.db, row.form_id, { valuesOf: id }))!;
  const people = await findPeople(
    ctx.db,
    [row.submitted_by, row.changed_by, row.initiated_by].filter((userId): userId is number => userId !== null),
    row.company_code,
  );
  const personOf = (userId: number | null) => (userId === null ? null : (people.get(userId) ?? null));
  const isBCDocument = row.bc_guid !== null;
  const canManage = access.permission === DocumentPermission.manage && row.state === SubmissionState.draft && !isBCDocument;
  return {
    id: row.id,
    name: form.name,
    nameEn: form.nameEn,
    documentNo: row.document_no,
    state: row.state as SubmissionState,
    createDate: row.created_at,
    updateDate: row.updated_at,
    submittedBy: personOf(row.submitted_by),
    changedBy: personOf(row.changed_by),
    initiatedBy: personOf(row.initiated_by),
    employeeNo: row.employee_no,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    bcGuid: row.bc_guid,
    comment: row.comment,
    version: row.version,
    workflowId: row.workflow_id,
    cancellationInProgress: row.cancellation_in_progress,
    form,
    canManage,
    canDelete: canManage,
    ...(await workflowFlagsFor(ctx.db, viewer, row)),
    isAdmin: viewer.isAdmin,
    isBCDocument,
  };
}
