import { type AnnualLeaveResult, formPeriodOf, type IsoDate, leaveOf } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';
import { useFormState } from './form-state';
import { subjectEmployeeNo } from './form-values';

export interface LeaveFigures {
  period: { from: IsoDate; to: IsoDate } | null;
  /** The leave of the period by the shared rule (the one the server stores with), once the reserve is known. */
  leaveOf(includeHolidays: boolean): AnnualLeaveResult | null;
  /** The reserve could not be read (no access, no such employee): the figures stay blank. */
  hasFailed: boolean;
}

/**
 * The leave the form's period takes, live as the dates change: the employee's unused holidays on the
 * first day (employees.holidayReserve, "unused holidays on a chosen date") less the period's days,
 * counted in the browser by the same shared rule the server computes the stored figures with.
 */
export function useLeaveFigures(enabled: boolean): LeaveFigures {
  const trpc = useTRPC();
  const { form, values, currentUser } = useFormState();
  const period = enabled ? formPeriodOf(form.formData, values) : null;
  const employeeNo = subjectEmployeeNo(form, values, currentUser);
  const reserve = useQuery(
    trpc.employees.holidayReserve.queryOptions(period && employeeNo ? { employeeNo, date: period.from } : skipToken, {
      meta: { errorHandling: 'silent' },
    }),
  );
  const terms = period && reserve.data ? reserve.data : null;
  return {
    period,
    leaveOf: (includeHolidays) => (period && terms ? leaveOf(period, terms, includeHolidays) : null),
    hasFailed: reserve.isError,
  };
}
