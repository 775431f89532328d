import type { CurrentUser, SiteSettings } from '@portal/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

// The signed-in user and the site settings. The startup gate loads both before any signed-in screen
// renders, so these read the cache and do not suspend in practice.

export function useCurrentUser(): CurrentUser {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.users.me.queryOptions()).data;
}

export function useSiteSettings(): SiteSettings {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.sessions.siteSettings.queryOptions()).data;
}

export { hasWorkTimeAccess } from '@portal/shared/navigation/menu-routes';
