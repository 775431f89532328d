import type { ReactElement } from 'react';
import { type IndexRouteObject, matchRoutes, Navigate, type NonIndexRouteObject, resolvePath, type RouteObject } from 'react-router';

/**
 * What a route declares about itself so the menu can tell a screen from a gap without loading it:
 * it shows the not-found page, or it only redirects elsewhere.
 */
interface ScreenHandle {
  isNotFound?: true;
  /** Where the route sends its visitors: an address resolved as <Navigate> does, or a rewrite of the whole address. */
  redirectTo?: string | ((pathname: string) => string);
}

const loadNotFoundPage = async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage });

/** A route showing the not-found page: the catch-all, or an area whose screens are not built yet. */
export function notFoundRoute(path: string): NonIndexRouteObject {
  return { path, lazy: loadNotFoundPage, handle: { isNotFound: true } satisfies ScreenHandle };
}

/** The not-found page as the index of an area that has no start screen yet. */
export function notFoundIndexRoute(): IndexRouteObject {
  return { index: true, lazy: loadNotFoundPage, handle: { isNotFound: true } satisfies ScreenHandle };
}

/** A route that only redirects; `to` resolves against the matched address, as <Navigate> does. */
export function redirectRoute(path: string, to: string): NonIndexRouteObject {
  return { path, element: <Navigate to={to} replace />, handle: { redirectTo: to } satisfies ScreenHandle };
}

/**
 * A route that moves a whole subtree: `rewrite` maps the visited address onto the new one, and
 * `element` performs it (it keeps the query).
 */
export function movedSubtreeRoute(path: string, rewrite: (pathname: string) => string, element: ReactElement): NonIndexRouteObject {
  return { path, element, handle: { redirectTo: rewrite } satisfies ScreenHandle };
}

export function redirectIndexRoute(to: string): IndexRouteObject {
  return { index: true, element: <Navigate to={to} replace />, handle: { redirectTo: to } satisfies ScreenHandle };
}

// Redirects that lead to redirects are followed this many times before the address counts as a loop.
const MAX_REDIRECTS = 5;

/**
 * Whether `route` (an address, with or without query) opens a screen of `table`: its deepest match is
 * neither the not-found page nor a redirect that ends on one.
 */
export function opensScreen(table: RouteObject[], route: string): boolean {
  let pathname = route;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const leaf = matchRoutes(table, pathname)?.at(-1);
    if (!leaf) return false;
    const handle = (leaf.route.handle ?? {}) as ScreenHandle;
    if (handle.isNotFound) return false;
    if (handle.redirectTo === undefined) return true;
    pathname =
      typeof handle.redirectTo === 'function' ? handle.redirectTo(pathname) : resolvePath(handle.redirectTo, leaf.pathname).pathname;
  }
  return false;
}
