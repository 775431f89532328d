import type { ListWorkJobsInput } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { WORK_JOB_POLL_MS } from '../../../lib/work-jobs';

// The jobs screen's list (GET wtc-area/jobs/index): read again every WORK_JOB_POLL_MS while a job on
// the page is still running, and no more once they have all ended.
export function useWorkJobList(input: ListWorkJobsInput) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.workJobs.list.queryOptions(input),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((job) => job.status === 'running') ? WORK_JOB_POLL_MS : false),
  });
}
