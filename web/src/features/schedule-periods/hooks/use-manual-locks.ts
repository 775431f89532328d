import type { IndexPeriodsInput } from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

// The manual-locks screen's server calls (spec 2 §2 manual-locks, §7 index-periods, lock, unlock).

/** A page of the periods of the schedules the user may view, the latest months first. */
export function usePeriodList(input: IndexPeriodsInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.schedulePeriods.indexPeriods.queryOptions(input), placeholderData: keepPreviousData });
}

/** The schedules for the filter (archived ones too: their months can still be locked). */
export function useScheduleOptions() {
  const trpc = useTRPC();
  return useQuery(trpc.schedules.list.queryOptions({ page: 1, rowsPerPage: 100, showArchived: true, sort: 'code', sortDirection: 'asc' }));
}

/** Locks or unlocks a month; the list (and any open month table) is read again afterwards. */
export function usePeriodLock(onDone: (isLocked: boolean) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.schedulePeriods.pathKey() });
  const lock = useMutation(
    trpc.schedulePeriods.lock.mutationOptions({
      onSuccess: async () => {
        onDone(true);
        await refresh();
      },
    }),
  );
  const unlock = useMutation(
    trpc.schedulePeriods.unlock.mutationOptions({
      onSuccess: async () => {
        onDone(false);
        await refresh();
      },
    }),
  );
  return { lock, unlock, isPending: lock.isPending || unlock.isPending };
}
