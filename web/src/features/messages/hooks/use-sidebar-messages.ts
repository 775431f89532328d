import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** New messages change without the user doing anything: the badge and drawer poll every minute. */
export const SIDEBAR_REFRESH_MS = 60_000;

export function useSidebarMessages() {
  const trpc = useTRPC();
  return useQuery(trpc.messages.sidebar.queryOptions(undefined, { refetchInterval: SIDEBAR_REFRESH_MS }));
}
