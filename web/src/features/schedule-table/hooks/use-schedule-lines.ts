import type { ScheduleMonthInput } from '@portal/shared';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

// The month's calls about its lines: their saved order, the employees generation may choose from, and
// one line's summarised working-time accounting.

/** Saves the month's line order; the table (and its export) follows it once refreshed. */
export function useSaveLineOrder() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.schedulePeriods.saveLineOrder.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.schedulePeriods.table.pathKey() }),
    }),
  );
}

/** The schedule's employees of the month, while `enabled` (the generate dialog is open). */
export function useMonthEmployees(month: ScheduleMonthInput, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.schedules.employees.queryOptions(enabled ? month : skipToken));
}

/** A line's summarised working-time accounting up to the month, while an employee is chosen. */
export function useSdla(month: ScheduleMonthInput, employeeNo: string | null) {
  const trpc = useTRPC();
  return useQuery(trpc.schedules.sdla.queryOptions(employeeNo === null ? skipToken : { ...month, employeeNo }));
}
