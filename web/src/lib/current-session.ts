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

/** Work-time planning is per company: the current one must be among the user's work-time companies. */
export function hasWorkTimeAccess(user: Pick<CurrentUser, 'currentCompanyCode' | 'workTimeAccessCompanies'>): boolean {
  return user.currentCompanyCode !== null && user.workTimeAccessCompanies.includes(user.currentCompanyCode);
}
