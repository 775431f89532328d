import { useSearchParams } from 'react-router';
import { businessToday } from '../../../lib/today';

const YEAR_MONTH = /^(20\d\d|2100)-(0[1-9]|1[0-2])$/;

/** The month the table shows, kept in the address (?month=YYYY-MM) so a reload or a link keeps it; this month by default. */
export function useMonthParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('month') ?? '';
  const month = YEAR_MONTH.test(requested) ? requested : businessToday().slice(0, 7);
  const setMonth = (next: string) => setSearchParams({ month: next });
  return [month, setMonth] as const;
}
