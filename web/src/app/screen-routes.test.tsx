import { defaultEmployeeMenu, routedMenu } from '@portal/shared';
import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, Navigate, resolvePath, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './routes/not-found-page';
import { hasScreen, screenRoutes } from './screen-routes';
import { notFoundIndexRoute, notFoundRoute, opensScreen, redirectIndexRoute, redirectRoute } from './screens';

const Screen = () => null;

describe('opensScreen', () => {
  const table: RouteObject[] = [
    { path: 'home', Component: Screen },
    redirectRoute('start', '/home'),
    redirectRoute('old-reports', '/reports/2024'),
    redirectRoute('loop', '/loop'),
    {
      path: 'area',
      Component: Screen,
      children: [redirectIndexRoute('list'), { path: 'list', Component: Screen }, redirectRoute('legacy', '../list'), notFoundRoute('*')],
    },
    { path: 'unbuilt-area', Component: Screen, children: [notFoundIndexRoute(), notFoundRoute('*')] },
    notFoundRoute('*'),
  ];

  it('counts an address matched by a screen, with or without a query', () => {
    expect(opensScreen(table, '/home')).toBe(true);
    expect(opensScreen(table, '/home?tab=2')).toBe(true);
    expect(opensScreen(table, '/area/list')).toBe(true);
  });

  it('counts a redirect by where it ends, relative targets resolved as <Navigate> does', () => {
    expect(opensScreen(table, '/start')).toBe(true);
    expect(opensScreen(table, '/area')).toBe(true);
    expect(opensScreen(table, '/area/legacy')).toBe(true);
    expect(opensScreen(table, '/old-reports')).toBe(false);
    expect(opensScreen(table, '/loop')).toBe(false);
  });

  it('does not count the not-found page, wherever it is routed', () => {
    expect(opensScreen(table, '/reports')).toBe(false);
    expect(opensScreen(table, '/area/nothing')).toBe(false);
    expect(opensScreen(table, '/unbuilt-area')).toBe(false);
    expect(opensScreen(table, '/unbuilt-area/dashboard')).toBe(false);
  });
});

type Leaf = { route: RouteObject; pathname: string };

/** Where an address really ends in the route table: following <Navigate> elements and loading lazy screens. */
async function componentAt(pathname: string, hops = 0): Promise<ComponentType | null> {
  const leaf: Leaf | undefined = matchRoutes(screenRoutes, pathname)?.at(-1);
  if (!leaf || hops > 5) return null;
  const { element, lazy } = leaf.route;
  if (isValidElement<{ to: string }>(element) && element.type === Navigate) {
    return componentAt(resolvePath(element.props.to, leaf.pathname).pathname, hops + 1);
  }
  if (typeof lazy === 'function') return ((await lazy()) as { Component?: ComponentType }).Component ?? null;
  return (leaf.route.Component as ComponentType | undefined) ?? null;
}

describe('the screens of the signed-in layout', { timeout: 60_000 }, () => {
  const menuRoutes = defaultEmployeeMenu.sections.flatMap((section) => section.items.map((item) => item.route));

  it('claim exactly the default menu’s entries whose route opens a real screen, not the not-found page', async () => {
    const claimed: string[] = [];
    const opensRealScreen: string[] = [];
    for (const route of menuRoutes) {
      if (hasScreen(route)) claimed.push(route);
      const component = await componentAt(route);
      expect(component, route).not.toBeNull();
      if (component !== NotFoundPage) opensRealScreen.push(route);
    }
    expect(claimed).toEqual(opensRealScreen);
    expect(claimed).toContain('/personal-info/payslips');
  });

  it('drop the unbuilt entries of the default menu, and the sections they leave empty', () => {
    const sections = routedMenu(defaultEmployeeMenu.sections, hasScreen);
    const kept = sections.flatMap((section) => section.items.map((item) => item.route));
    expect(kept).toEqual(menuRoutes.filter((route) => hasScreen(route)));
    expect(sections.every((section) => section.items.length > 0)).toBe(true);
  });

  it('mark every route that shows the not-found page, and declare every redirect with its target', async () => {
    const walk = async (routes: RouteObject[]): Promise<void> => {
      for (const route of routes) {
        const handle = (route.handle ?? {}) as { isNotFound?: boolean; redirectTo?: string };
        if (isValidElement<{ to: string }>(route.element) && route.element.type === Navigate) {
          expect(handle.redirectTo, route.path).toBe(route.element.props.to);
        }
        if (typeof route.lazy === 'function') {
          const { Component } = (await route.lazy()) as { Component?: ComponentType };
          expect(Component === NotFoundPage, route.path ?? 'index').toBe(handle.isNotFound === true);
        }
        if (route.children) await walk(route.children);
      }
    };
    await walk(screenRoutes);
  });
});
