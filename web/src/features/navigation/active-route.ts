import type { MenuItem, MenuSection } from '@portal/shared';

function covers(route: string, pathname: string): boolean {
  return pathname === route || pathname.startsWith(`${route.replace(/\/+$/, '')}/`);
}

/**
 * The menu item the current address belongs to: the longest route that covers it, so that
 * /personal-info/payslips is "payslips" and not "personal information".
 */
export function findActiveItem(sections: MenuSection[], pathname: string): { section: MenuSection; item: MenuItem } | null {
  let best: { section: MenuSection; item: MenuItem } | null = null;
  for (const section of sections) {
    for (const item of section.items) {
      if (covers(item.route, pathname) && (!best || item.route.length > best.item.route.length)) best = { section, item };
    }
  }
  return best;
}
