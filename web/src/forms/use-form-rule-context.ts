import type { FormRuleContext } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { businessToday } from '../lib/today';
import { useTRPC } from '../lib/trpc';

// A lookup that fails (no connection, an employee outside the caller's view) must not keep the form
// from being sent: the server runs the same rules with its own data and has the last word.
async function orPass<T>(lookup: () => Promise<T>, pass: T): Promise<T> {
  try {
    return await lookup();
  } catch {
    return pass;
  }
}

// Asked afresh on each submit; a failure shows nothing (see orPass).
const silent = { meta: { errorHandling: 'silent' as const }, staleTime: 0 };

/** The data the shared form rules ask for (validation types 6, 7, 8), answered through the form lookups. */
export function useFormRuleContext(): FormRuleContext {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      today: businessToday(),
      holidayReserveAfterDays: (employeeNo, from, to) =>
        orPass(
          async () =>
            (
              await queryClient.fetchQuery(
                trpc.formLookups.holidayReserveBalance.queryOptions({ dateFrom: from, dateTo: to, employeeNo }, silent),
              )
            ).holidayReserveAfterDays,
          Number.POSITIVE_INFINITY,
        ),
      checkParentDayOff: (employeeNo, from, to) =>
        orPass(() => queryClient.fetchQuery(trpc.formLookups.checkParentDayOff.queryOptions({ from, to, employeeNo }, silent)), {
          valid: 1,
          message: null,
        }),
      checkEnteredDates: (employeeNo, from, to, validationId) =>
        orPass(
          () => queryClient.fetchQuery(trpc.formLookups.checkEnteredFormDates.queryOptions({ from, to, employeeNo, validationId }, silent)),
          { valid: true, messages: [] },
        ),
    }),
    [queryClient, trpc],
  );
}
