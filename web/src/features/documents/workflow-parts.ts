import type { SubmissionDetail } from '@portal/shared';
import type { ComponentType, ReactNode } from 'react';

/**
 * The workflow side of the document view. Features do not import each other, so the documents
 * feature names what it needs here and app/ passes the workflows feature's components in.
 */
export interface DocumentWorkflowParts {
  /** Marks a document whose cancellation is under way, beside its state badge. */
  CancellationBadge: ComponentType<{ isInProgress: boolean }>;
  /** The workflow's buttons beside the document's own (initiate, decide, cancel …). */
  WorkflowActions: ComponentType<{ submission: SubmissionDetail; isEditing: boolean }>;
  /**
   * The initiation steps; step 1 is the document's form, which `renderForm` draws. `onSubmit` is given
   * when the draft is submitted through a workflow: the editor saves and calls it to move on.
   */
  InitiationSteps: ComponentType<{
    submission: SubmissionDetail;
    isEditing: boolean;
    renderForm: (onSubmit: (() => void) | undefined) => ReactNode;
    onInitiated: () => void;
  }>;
  /** The runs, steps and decisions of the document. */
  WorkflowHistory: ComponentType<{ submission: SubmissionDetail }>;
  /** Whether the viewer decides the active step now (approve or decline): the decision column shows. */
  canDecide: (submission: SubmissionDetail) => boolean;
  /** Approve or decline with a comment (a decline's reason) and files; then on to the next task. */
  DecisionPanel: ComponentType<{ submission: SubmissionDetail }>;
  /** The approval's steps with who decided what and when. */
  ApprovalRoute: ComponentType<{ submission: SubmissionDetail }>;
}
