import { decodeScheduleTable, type ScheduleMonthInput, type SetPeriodStatusInput, type TableCell } from '@portal/shared';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

// Every server call of the month table, in one place: schedulePeriods for reads, status and locks;
// scheduleEntries for the edit session (issue 13's agreed procedures). The export and the generation
// run as work jobs (use-month-jobs.ts).

/**
 * The month table and (when shown) its summary table; the previous month stays while the next loads.
 * The table arrives with each line's entries as one string (shared table-wire.ts): `select` decodes it
 * once per answer (react-query keeps the result while the data and the stable select are the same).
 */
export function useScheduleMonth(month: ScheduleMonthInput, options: { withSummary: boolean }) {
  const trpc = useTRPC();
  const isValid = month.scheduleId > 0;
  const table = useQuery({
    ...trpc.schedulePeriods.table.queryOptions(isValid ? month : skipToken),
    placeholderData: keepPreviousData,
    select: decodeScheduleTable,
  });
  const summary = useQuery({
    ...trpc.schedulePeriods.summaryTable.queryOptions(isValid && options.withSummary ? month : skipToken),
    placeholderData: keepPreviousData,
  });
  return { table, summary };
}

export function useRefreshMonth() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.schedulePeriods.table.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.schedulePeriods.summaryTable.pathKey() }),
    ]);
  };
}

/**
 * The planner's edit of the month (the agreed edit session): each apply or delete opens the session
 * first when the month has none, then adds one undo step; every call refreshes the table, whose draft
 * shows the pending changes. Failures are shown by the screen (the conflict offers a reload).
 */
export function useMonthEdits(month: ScheduleMonthInput, hasSession: boolean) {
  const trpc = useTRPC();
  const refresh = useRefreshMonth();
  const inline = { meta: { errorHandling: 'inline' as const }, onSettled: refresh };
  const init = useMutation(trpc.scheduleEntries.init.mutationOptions({ meta: { errorHandling: 'inline' } }));
  const create = useMutation(trpc.scheduleEntries.createShiftEntries.mutationOptions(inline));
  const remove = useMutation(trpc.scheduleEntries.deleteEntries.mutationOptions(inline));
  const undo = useMutation(trpc.scheduleEntries.undo.mutationOptions(inline));
  const commit = useMutation(trpc.scheduleEntries.commit.mutationOptions(inline));
  const rollback = useMutation(trpc.scheduleEntries.rollback.mutationOptions(inline));
  const activity = useMutation(trpc.scheduleEntries.generateActivityEntries.mutationOptions(inline));
  const override = useMutation(trpc.scheduleEntries.override.mutationOptions(inline));
  const overrideMonth = useMutation(trpc.scheduleEntries.overrideMonth.mutationOptions(inline));
  const mutations = [init, create, remove, undo, commit, rollback, activity, override, overrideMonth];

  const openSession = async () => {
    if (!hasSession) await init.mutateAsync(month);
  };
  return {
    applyShift: async (shiftId: number, cells: TableCell[]) => {
      await openSession();
      return create.mutateAsync({ ...month, shiftId, cells });
    },
    /** An activity on the cells, in the edit session like a shift (generate-activity-entries). */
    putActivity: async (activityCode: string, cells: TableCell[]) => {
      await openSession();
      return activity.mutateAsync({ ...month, activityCode, cells });
    },
    /** Another schedule's entry overridden by this schedule's on that day (committed at once, not a draft). */
    overrideEntry: (entryId: number) => override.mutateAsync({ scheduleId: month.scheduleId, entryId }),
    /** Every conflicting entry of other schedules in the month at once. */
    overrideMonth: () => overrideMonth.mutateAsync(month),
    deleteCells: async (cells: TableCell[]) => {
      await openSession();
      return remove.mutateAsync({ ...month, cells });
    },
    undo: () => undo.mutateAsync(month),
    commit: () => commit.mutateAsync(month),
    rollback: () => rollback.mutateAsync(month),
    /** Every line and day, or the employees and dates chosen. */
    isPending: mutations.some((mutation) => mutation.isPending),
    /** The last failure of any edit call, until the next call starts. */
    error: mutations.find((mutation) => mutation.isError)?.error ?? null,
    reset: () => mutations.forEach((mutation) => mutation.reset()),
  };
}

/** The period's status and manual lock (spec 2 §4); each refreshes the table (editability follows). */
export function usePeriodActions(month: ScheduleMonthInput) {
  const trpc = useTRPC();
  const refresh = useRefreshMonth();
  const setStatus = useMutation(trpc.schedulePeriods.setStatus.mutationOptions({ onSettled: refresh }));
  const lock = useMutation(trpc.schedulePeriods.lock.mutationOptions({ onSettled: refresh }));
  const unlock = useMutation(trpc.schedulePeriods.unlock.mutationOptions({ onSettled: refresh }));
  return {
    setStatus: (status: SetPeriodStatusInput['status']) => setStatus.mutateAsync({ ...month, status }),
    lock: () => lock.mutateAsync(month),
    unlock: () => unlock.mutateAsync(month),
    isPending: setStatus.isPending || lock.isPending || unlock.isPending,
  };
}

/** The details of a committed entry, loaded while its dialog is open. */
export function useEntryDetails(scheduleId: number, entryId: number | null) {
  const trpc = useTRPC();
  return useQuery(trpc.schedulePeriods.entryDetails.queryOptions(entryId === null ? skipToken : { scheduleId, entryId }));
}
