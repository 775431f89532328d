// Routing rules the web's first load needs (where to start, whether work time is open), apart from
// the menu's zod schemas in employee-menu.ts, which re-exports them.

/** Whether the web client has a screen at a route (an address that shows the not-found page has none). */
export type HasScreen = (route: string) => boolean;

export const HOME_ROUTE = '/home';

/** The employee menu's default route when it has a screen, else home ('/' itself would redirect forever). */
export function reachableDefaultRoute(defaultRoute: string, hasScreen: HasScreen): string {
  return defaultRoute !== '/' && hasScreen(defaultRoute) ? defaultRoute : HOME_ROUTE;
}

/** Work-time planning is per company: the current one must be among the user's work-time companies. */
export function hasWorkTimeAccess(user: { currentCompanyCode: string | null; workTimeAccessCompanies: readonly string[] }): boolean {
  return user.currentCompanyCode !== null && user.workTimeAccessCompanies.includes(user.currentCompanyCode);
}
