import { z } from 'zod';
import type { HasScreen } from './menu-routes';
import { DESIGNER_ADMIN_LEVEL } from '../admin/admin-levels';

// The web's first load decides its start route with menu-routes.ts alone, without these schemas.
export { HOME_ROUTE, hasWorkTimeAccess, type HasScreen, reachableDefaultRoute } from './menu-routes';

export const MenuSectionKey = {
  employees: 'employees',
  workTime: 'wtm',
  myTeam: 'myteam',
  documents: 'documents',
  objectives: 'objectives',
  admin: 'admin',
} as const;
export type MenuSectionKey = (typeof MenuSectionKey)[keyof typeof MenuSectionKey];

export const MenuItemSchema = z.object({
  key: z.string().min(1),
  route: z.string().min(1),
  enabled: z.boolean().default(true),
  /** The item shows only when the user's adminAccess is at least this (spec 1 §6). */
  minAdminAccess: z.number().int().min(0).default(0),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuSectionSchema = z.object({
  key: z.enum(['employees', 'wtm', 'myteam', 'documents', 'objectives', 'admin']),
  enabled: z.boolean().default(true),
  minAdminAccess: z.number().int().min(0).default(0),
  items: z.array(MenuItemSchema),
});
export type MenuSection = z.infer<typeof MenuSectionSchema>;

export const EmployeeMenuSchema = z.object({
  defaultRoute: z.string().min(1).default('/home'),
  sections: z.array(MenuSectionSchema),
});
export type EmployeeMenu = z.infer<typeof EmployeeMenuSchema>;

const item = (key: string, route: string, minAdminAccess = 0): MenuItem => ({ key, route, enabled: true, minAdminAccess });

/** The menu used when the employeeMenu site setting is empty. */
export const defaultEmployeeMenu: EmployeeMenu = {
  defaultRoute: '/home',
  sections: [
    {
      key: 'employees',
      enabled: true,
      minAdminAccess: 0,
      items: [
        item('home', '/home'),
        item('applications', '/applications/my-applications'),
        item('tasks', '/applications/tasks'),
        item('contracts', '/personal-info/contract-info'),
        item('payslips', '/personal-info/payslips'),
        // My working time opens at the employee's own schedule, the area's first tab.
        item('myWorkingTime', '/my-working-time/schedule'),
        item('contacts', '/contacts'),
        item('messages', '/messages'),
        item('personalInformation', '/personal-info'),
        item('workImplements', '/other/work-implements'),
        item('qualifications', '/other/employee-qualification'),
        item('instructions', '/other/employee-instructions'),
        item('workingAbility', '/other/working-ability'),
      ],
    },
    {
      key: 'wtm',
      enabled: true,
      minAdminAccess: 0,
      items: [
        item('workTimeDashboard', '/wtm-area/dashboard'),
        item('schedules', '/wtm-area/schedules'),
        item('shiftGroups', '/wtm-area/shift-groups'),
        item('timesheets', '/wtm-area/timesheets'),
        item('holidayPlans', '/wtm-area/holiday-plans'),
        item('overtimePeriods', '/wtm-area/employee-overtime-periods'),
        item('employeeActivities', '/wtm-area/employee-activities'),
        item('manualLocks', '/wtm-area/manual-locks'),
        item('workJobs', '/wtm-area/jobs'),
        item('activityImport', '/wtm-area/activity-entries/import'),
        item('activityExport', '/wtm-area/activity-entries/export'),
        item('workTimeSettings', '/wtm-area/settings'),
      ],
    },
    {
      key: 'myteam',
      enabled: true,
      minAdminAccess: 0,
      items: [item('teamContracts', '/my-team-area/contracts'), item('teamSubstitutions', '/my-team-area/substitutions')],
    },
    { key: 'documents', enabled: true, minAdminAccess: 0, items: [item('documents', '/documents')] },
    { key: 'objectives', enabled: true, minAdminAccess: 0, items: [item('objectives', '/objectives-area/objectives')] },
    {
      key: 'admin',
      enabled: true,
      minAdminAccess: 1,
      items: [
        item('users', '/admin/users', 1),
        item('documentGroups', '/admin/documents', DESIGNER_ADMIN_LEVEL),
        item('workflows', '/admin/workflows', DESIGNER_ADMIN_LEVEL),
        item('translations', '/admin/translations', 1),
        item('siteSettings', '/admin/site', 1),
        item('integrationLogs', '/admin/logs', 1),
      ],
    },
  ],
};

export interface MenuAudience {
  adminAccess: number;
  /** The current company is among the user's workTimeAccessCompanies. */
  hasWorkTimeAccess: boolean;
  allowMyTeam: boolean;
}

/** The sections and items one user may see (spec 1 §6): disabled and unreachable entries are dropped. */
export function visibleMenu(menu: EmployeeMenu, audience: MenuAudience): MenuSection[] {
  return menu.sections
    .filter((section) => section.enabled && audience.adminAccess >= section.minAdminAccess)
    .filter((section) => section.key !== 'wtm' || audience.hasWorkTimeAccess)
    .filter((section) => section.key !== 'myteam' || audience.allowMyTeam)
    .map((section) => ({
      ...section,
      items: section.items.filter((entry) => entry.enabled && audience.adminAccess >= entry.minAdminAccess),
    }))
    .filter((section) => section.items.length > 0);
}

/**
 * Keeps the entries whose screen exists, so the menu never leads to the not-found page and an entry
 * appears by itself once its screen is routed (issue 12). Sections left empty disappear.
 */
export function routedMenu(sections: MenuSection[], hasScreen: HasScreen): MenuSection[] {
  return sections
    .map((section) => ({ ...section, items: section.items.filter((entry) => hasScreen(entry.route)) }))
    .filter((section) => section.items.length > 0);
}

/** Reads the stored employeeMenu setting, falling back to the default menu when empty or malformed. */
export function parseEmployeeMenu(stored: unknown): EmployeeMenu {
  const parsed = EmployeeMenuSchema.safeParse(stored);
  return parsed.success && parsed.data.sections.length > 0 ? parsed.data : defaultEmployeeMenu;
}
