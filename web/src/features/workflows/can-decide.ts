import { DocumentAction, documentActionsOf, type SubmissionDetail } from '@portal/shared';

/** Whether the viewer decides the document's active step now: the decision panel shows. */
export function canDecide(submission: SubmissionDetail): boolean {
  const actions = documentActionsOf(submission.state, { ...submission, isEditing: false });
  return actions.includes(DocumentAction.approve) || actions.includes(DocumentAction.decline);
}
