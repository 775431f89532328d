import type { StartWorkJobInput, WorkJob } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveDownload } from '../forms/save-download';
import { fetchFile } from './download-file';
import { useTRPC } from './trpc';

// The work queue's calls shared by every screen that starts a job (issue #14): start one, follow it
// until it ends (polled while it runs), download its result. The jobs screen lists them all.

/** How often a running job is read again. */
export const WORK_JOB_POLL_MS = 1_000;

export function isJobRunning(job: Pick<WorkJob, 'status'> | undefined): boolean {
  return job?.status === 'running';
}

/** One job, read every WORK_JOB_POLL_MS while it runs and no more once it has ended; idle without an id. */
export function useWorkJob(jobId: number | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.workJobs.get.queryOptions({ id: jobId ?? 0 }),
    enabled: jobId !== null,
    refetchInterval: (query) => (isJobRunning(query.state.data) ? WORK_JOB_POLL_MS : false),
  });
}

/** Starts a job (POST wtc-area/jobs/start); the jobs list is read again. */
export function useStartWorkJob() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.workJobs.start.mutationOptions({
      onSuccess: (job) => {
        queryClient.setQueryData(trpc.workJobs.get.queryKey({ id: job.id }), job);
        void queryClient.invalidateQueries({ queryKey: trpc.workJobs.list.pathKey() });
      },
    }),
  );
}

/** Asks a running job to stop; the job and the list are read again. */
export function useCancelWorkJob() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.workJobs.cancel.mutationOptions({
      onSuccess: (job) => {
        queryClient.setQueryData(trpc.workJobs.get.queryKey({ id: job.id }), job);
        void queryClient.invalidateQueries({ queryKey: trpc.workJobs.list.pathKey() });
      },
    }),
  );
}

/** The job's result file, saved under the name the server gives it. */
export async function downloadWorkJobResult(jobId: number): Promise<void> {
  saveDownload(await fetchFile(`/api/wtc-area/jobs/${jobId}/download`));
}

export type { StartWorkJobInput, WorkJob };
