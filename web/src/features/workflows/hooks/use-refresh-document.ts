import type { WorkflowPlan } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/**
 * What a workflow change makes stale: the document (its state and the caller's flags), its workflow
 * run and log, and the lists that show it (tasks, applications, documents).
 */
export function useRefreshDocument() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (submissionId: number) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.documents.submission.queryKey({ id: submissionId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.workflows.plan.queryKey({ id: submissionId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.workflows.executionLogs.queryKey({ id: submissionId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.documentLists.pathKey() }),
    ]);
  };
}

/** After a participant is added or removed: the answer is the new plan; the log and the flags reload (spec 1 §4). */
export function usePlanChanged(submissionId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (plan: WorkflowPlan) => {
    queryClient.setQueryData(trpc.workflows.plan.queryKey({ id: submissionId }), plan);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.workflows.executionLogs.queryKey({ id: submissionId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.documents.submission.queryKey({ id: submissionId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.documentLists.pathKey() }),
    ]);
  };
}
