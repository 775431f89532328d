import type { WorkflowDocumentAccess } from '../workflows/workflow-document-access';
import * as formsRepository from './forms.repository';
import { authorizeSubmission, DocumentPermission } from './submission-access';

/** The documents module's side of the workflow reads: who may read a submission, which forms exist. */
export const workflowDocumentAccess: WorkflowDocumentAccess = {
  async authorizeRead(ctx, submissionId) {
    const { submission } = await authorizeSubmission(ctx, submissionId, DocumentPermission.read);
    return { id: submission.id, companyCode: submission.companyCode };
  },
  async formExists(db, formId) {
    return (await formsRepository.findFormSummary(db, formId)) !== null;
  },
};
