import { type SubmissionDetail, SubmissionState } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** A draft has no history yet, and an ERP document's approval happened in the ERP (spec 1 §4). */
export function hasWorkflowHistory(submission: SubmissionDetail): boolean {
  return submission.state !== SubmissionState.draft && !submission.isBCDocument;
}

/** The submission's workflow run (the open one, else the last) and its log, loaded once it is filed. */
export function useWorkflowHistory(submission: SubmissionDetail) {
  const trpc = useTRPC();
  const input = hasWorkflowHistory(submission) ? { id: submission.id } : skipToken;
  const plan = useQuery(trpc.workflows.plan.queryOptions(input));
  const logs = useQuery(trpc.workflows.executionLogs.queryOptions(input));
  return { plan, logs };
}
