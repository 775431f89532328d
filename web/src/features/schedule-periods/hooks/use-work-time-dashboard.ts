import type { PeriodListItem } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';

// The work-time dashboard's server calls: the schedules the user may view and their periods of the
// months the dashboard shows.

/** At most this many schedules get a card; the rest are a link to the schedules list away. */
export const DASHBOARD_SCHEDULES = 100;
const PAGE = 100;
/** A guard against a runaway list: 20 pages of 100 periods reach back years even with dozens of schedules. */
const MAX_PAGES = 20;

export interface YearMonth {
  year: number;
  month: number;
}

/** The key of a schedule's month in the map usePeriodsOfMonths answers. */
export function periodKey(scheduleId: number, { year, month }: YearMonth): string {
  return `${scheduleId}/${year}-${month}`;
}

export function useDashboardSchedules() {
  const trpc = useTRPC();
  return useQuery(
    trpc.schedules.list.queryOptions({
      page: 1,
      rowsPerPage: DASHBOARD_SCHEDULES,
      showArchived: false,
      sort: 'code',
      sortDirection: 'asc',
    }),
  );
}

/**
 * The periods of all viewable schedules in the given months, by periodKey. index-periods has no month
 * filter: it is read by year, the latest months first, page after page until the earliest month asked
 * for is passed (a month without a period is simply missing: not started). Kept under index-periods'
 * own key, so a lock or status change anywhere (which invalidates schedulePeriods) reads it again.
 */
export function usePeriodsOfMonths(months: readonly YearMonth[]) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const earliest = Math.min(...months.map(({ year, month }) => year * 12 + month));
  const years = [...new Set(months.map(({ year }) => year))].sort();
  return useQuery({
    queryKey: [...trpc.schedulePeriods.indexPeriods.queryKey({ locked: 'all' }), { dashboardMonths: months }],
    queryFn: async () => {
      const wanted = new Set(months.map(({ year, month }) => year * 12 + month));
      const found = new Map<string, PeriodListItem>();
      for (const year of years) {
        for (let page = 1; page <= MAX_PAGES; page += 1) {
          const { items, pagination } = await client.schedulePeriods.indexPeriods.query({ year, page, rowsPerPage: PAGE, locked: 'all' });
          for (const item of items) {
            if (wanted.has(item.year * 12 + item.month)) found.set(periodKey(item.scheduleId, item), item);
          }
          const last = items.at(-1);
          const isPastEarliest = last !== undefined && last.year * 12 + last.month < earliest;
          if (isPastEarliest || page * PAGE >= pagination.totalRecords) break;
        }
      }
      return found;
    },
  });
}
