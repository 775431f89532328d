import { useLingui } from '@lingui/react/macro';
import { FormErrorCode } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showFailure, showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';
import { type FailedUpload, type UploadProgress, uploadParts } from '../../../lib/upload-files';
import { formIssueText } from '../../../forms';
import { useRefreshDocument } from './use-refresh-document';

export type DecisionKind = 'approve' | 'decline' | 'cancel';

export interface DecisionRequest {
  comment: string;
  /** Attached to the decision's log entry (approve and decline). */
  files: File[];
  /** An administrator acting from the history for this participant. */
  participantId?: number;
  /** Why the administrator decides for the participant (required then). */
  reason?: string;
}

// After a cancel the user goes to my applications (spec 1 §4); after a decision, on to their next
// task, or to the task list when none is left (issue #12: not home).
const PATH_AFTER_CANCEL = '/applications/my-applications';
const TASKS_PATH = '/applications/tasks';

/**
 * Approve, decline or cancel a document: the decision, then its files uploaded to the decision's log
 * entry. A refusal (someone decided first, say) is shown by the central handler with the server's
 * first message; either way the user moves on (spec 1 §8).
 */
export function useWorkflowDecision(submissionId: number) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const refresh = useRefreshDocument();
  const queryClient = useQueryClient();
  const approve = useMutation(trpc.workflows.approve.mutationOptions());
  const decline = useMutation(trpc.workflows.decline.mutationOptions());
  const cancel = useMutation(trpc.workflows.cancel.mutationOptions());
  const mutations = { approve, decline, cancel };
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const uploadFailureText = (failure: FailedUpload) => {
    if (failure.code === null) return t`${failure.fileName}: the file could not be uploaded.`;
    const text = formIssueText(i18n, { fieldId: '', code: failure.code, params: { name: failure.fileName } }, undefined);
    return failure.code === FormErrorCode.fileTooLarge ? text : `${failure.fileName}: ${text}`;
  };

  const successText: Record<DecisionKind, string> = {
    approve: t`Approval recorded.`,
    decline: t`Decline recorded.`,
    cancel: t`The document was cancelled.`,
  };

  /** The approver's next task after this one (the tasks list's order), asked once the decision is made. */
  async function pathAfter(kind: DecisionKind): Promise<string> {
    if (kind === 'cancel') return PATH_AFTER_CANCEL;
    try {
      const next = await queryClient.fetchQuery(
        trpc.documentLists.nextTask.queryOptions({ afterId: submissionId }, { staleTime: 0, meta: { errorHandling: 'silent' } }),
      );
      return next ? `/applications/view-application/${next.id}` : TASKS_PATH;
    } catch {
      return TASKS_PATH;
    }
  }

  async function decide(kind: DecisionKind, request: DecisionRequest): Promise<void> {
    const comment = request.comment.trim();
    // The step the document view shows (its history holds the plan): if the document moved on since,
    // the server refuses rather than applying this decision to the next step.
    const shownPlan = queryClient.getQueryData(trpc.workflows.plan.queryKey({ id: submissionId }));
    const activityId = shownPlan?.workflowActivities.find((activity) => activity.state === 'active')?.id;
    try {
      const result = await mutations[kind].mutateAsync({
        id: submissionId,
        ...(comment === '' ? {} : { comment }),
        ...(request.participantId === undefined ? {} : { participantId: request.participantId }),
        ...(request.reason === undefined ? {} : { reason: request.reason.trim() }),
        ...(activityId === undefined ? {} : { activityId }),
      });
      showSuccess(successText[kind]);
      if (request.files.length > 0) {
        const parts = request.files.map((file, index) => ({ key: `file${index}`, file }));
        const outcome = await uploadParts(`/api/documents/submit-form-file-workflow-execution-log/${result.logId}`, parts, (done, total) =>
          setProgress({ done, total }),
        );
        for (const failure of outcome.failed) showFailure(uploadFailureText(failure));
      }
    } catch {
      // The central handler has shown the refusal.
    } finally {
      setProgress(null);
      await navigate(await pathAfter(kind));
      // Marked stale once the view is gone, so only the lists the user lands on reload.
      void refresh(submissionId);
    }
  }

  return { decide, progress, isPending: approve.isPending || decline.isPending || cancel.isPending || progress !== null };
}
