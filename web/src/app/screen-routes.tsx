import type { RouteObject } from 'react-router';
import { loadAreaCatalog } from '../lib/i18n';
import type { AdminScreenName } from './admin-screens';
import { AdminAreaGuard, AdminAreaRedirect, movedAdminAddress } from './guards/admin-area-guard';
import { ADMIN_SECTION_TABS, type AdminSection, adminTabAddress } from './layout/admin-section-tabs';
import { WorkTimeAreaGuard } from './guards/work-time-area-guard';
import { movedSubtreeRoute, notFoundIndexRoute, notFoundRoute, opensScreen, redirectIndexRoute, redirectRoute } from './screens';

// The screens of the signed-in layout (routes.tsx puts them inside it). Every screen is its own chunk,
// loaded when its route is first visited. Areas that are not built yet (work time, my team, objectives,
// most of administration) have no route: their addresses show the not-found page, and the menu hides
// their entries until a route is added here.

export const screenRoutes: RouteObject[] = [
  { path: 'home', lazy: async () => ({ Component: (await import('./routes/home-route')).HomeRoute }) },
  { path: 'settings', lazy: async () => ({ Component: (await import('./routes/settings-route')).SettingsRoute }) },
  // Employee self-service, part A: contracts, payslips, absences and substitutions.
  {
    path: 'personal-info/contract-info',
    lazy: async () => ({ Component: (await import('../features/employees/components/contract-page')).ContractPage }),
  },
  {
    path: 'personal-info/payslips',
    lazy: async () => ({ Component: (await import('../features/payslips/components/payslips-page')).PayslipsPage }),
  },
  {
    path: 'my-working-time',
    lazy: async () => ({ Component: (await import('./layout/my-working-time-layout')).MyWorkingTimeLayout }),
    children: [
      // The employee's own schedule is the area's default tab (spec 1 §2).
      redirectIndexRoute('schedule'),
      {
        path: 'schedule',
        lazy: async () => ({ Component: (await import('../features/my-schedule/components/my-schedule-page')).MySchedulePage }),
      },
      {
        path: 'history',
        lazy: async () => ({
          Component: (await import('../features/absences/components/absence-history-page')).AbsenceHistoryPage,
        }),
      },
      {
        path: 'calendar',
        lazy: async () => ({
          Component: (await import('../features/absences/components/absence-calendar-page')).AbsenceCalendarPage,
        }),
      },
      {
        path: 'plan',
        lazy: async () => ({
          Component: (await import('../features/holiday-plans/components/my-absence-plan-page')).MyAbsencePlanPage,
        }),
      },
      {
        path: 'substitutions',
        lazy: async () => ({
          Component: (await import('../features/substitutions/components/substitutions-page')).SubstitutionsPage,
        }),
      },
      {
        path: 'timesheet',
        lazy: async () => ({ Component: (await import('../features/timesheets/components/my-timesheet-page')).MyTimesheetPage }),
      },
      notFoundRoute('*'),
    ],
  },
  // Employee self-service, part B: contacts, messages, personal information and the other tables.
  {
    path: 'contacts',
    lazy: async () => ({ Component: (await import('../features/contacts/components/contacts-page')).ContactsPage }),
  },
  {
    path: 'messages',
    lazy: async () => ({ Component: (await import('../features/messages/components/messages-page')).MessagesPage }),
  },
  {
    path: 'messages/view-message/:id',
    lazy: async () => ({ Component: (await import('../features/messages/components/message-view-page')).MessageViewPage }),
  },
  {
    path: 'personal-info',
    lazy: async () => ({ Component: (await import('../features/personal-info/components/personal-info-page')).PersonalInfoPage }),
  },
  {
    path: 'other/work-implements',
    lazy: async () => ({
      Component: (await import('../features/work-implements/components/work-implements-page')).WorkImplementsPage,
    }),
  },
  {
    path: 'other/employee-qualification',
    lazy: async () => ({
      Component: (await import('../features/qualifications/components/qualifications-page')).QualificationsPage,
    }),
  },
  {
    path: 'other/employee-instructions',
    lazy: async () => ({ Component: (await import('../features/instructions/components/instructions-page')).InstructionsPage }),
  },
  {
    path: 'other/working-ability',
    lazy: async () => ({
      Component: (await import('../features/working-abilities/components/working-abilities-page')).WorkingAbilitiesPage,
    }),
  },
  // Documents and applications: the new-form screen and the document view (spec 1 §2).
  ...['applications/detail-application/:id/:formGroupId', 'documents/new/:id/:formGroupId'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../features/documents/components/new-document-page')).NewDocumentPage }),
  })),
  ...['applications/view-application/:id', 'documents/view/:id', 'documents/view_bc/:id/:bcGuid/:formId'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('./routes/document-view-route')).DocumentViewRoute }),
  })),
  // Applications and the documents list (the form and document screens are routed with the forms).
  redirectRoute('applications', '/applications/my-applications'),
  {
    path: 'applications/my-applications',
    lazy: async () => ({
      Component: (await import('../features/applications/components/my-applications-page')).MyApplicationsPage,
    }),
  },
  {
    path: 'applications/tasks',
    lazy: async () => ({ Component: (await import('../features/applications/components/tasks-page')).TasksPage }),
  },
  {
    path: 'applications/new-application',
    lazy: async () => ({
      Component: (await import('../features/applications/components/new-application-page')).NewApplicationPage,
    }),
  },
  {
    path: 'documents',
    lazy: async () => ({ Component: (await import('../features/documents/list/components/documents-page')).DocumentsPage }),
  },
  { path: 'not-authorized', lazy: async () => ({ Component: (await import('./routes/not-authorized-page')).NotAuthorizedPage }) },
  {
    // The administration area (spec 2 §2, prefix /admin). Its sections with tabs (documents, workflows)
    // list a tab only when its screen exists; detail screens sit beside the sections, without the tabs.
    path: 'admin',
    Component: AdminAreaGuard,
    // The area's texts are a catalog of their own, fetched before its first screen shows.
    loader: async () => {
      await loadAreaCatalog('admin');
      return null;
    },
    children: [
      notFoundIndexRoute(),
      {
        path: 'documents',
        lazy: adminSection('documents'),
        children: [
          // Form designer tabs.
          {
            index: true,
            lazy: adminScreen('FormGroupsPage'),
          },
          {
            path: 'form-meta',
            lazy: adminScreen('FormMetasPage'),
          },
          {
            path: 'form-meta-prevalues',
            lazy: adminScreen('PreValueListsPage'),
          },
          {
            path: 'form-numbering',
            lazy: adminScreen('NumberingsPage'),
          },
          notFoundRoute('*'),
        ],
      },
      {
        path: 'documents/edit-form/:id',
        lazy: adminSection('formEditor'),
        children: [
          // Form editor tabs.
          {
            path: 'route',
            lazy: adminScreen('FormRoutePage'),
          },
          {
            path: 'fields',
            lazy: adminScreen('FormFieldsPage'),
          },
          {
            path: 'preview',
            lazy: adminScreen('FormPreviewPage'),
          },
          {
            index: true,
            lazy: adminScreen('EditFormPage'),
          },
          {
            path: 'workflows',
            lazy: adminScreen('FormWorkflowsTab'),
          },
          notFoundRoute('*'),
        ],
      },
      // Form designer screens.
      {
        path: 'documents/create-form-group/:id',
        lazy: adminScreen('CreateFormGroupPage'),
      },
      {
        path: 'documents/edit-form-group/:id',
        lazy: adminScreen('EditFormGroupPage'),
      },
      {
        path: 'documents/create-form/:id',
        lazy: adminScreen('CreateFormPage'),
      },
      {
        path: 'form-meta-prevalues/details/:id',
        lazy: adminScreen('PreValueListPage'),
      },
      {
        path: 'workflows',
        lazy: adminSection('workflows'),
        children: [
          {
            index: true,
            lazy: adminScreen('WorkflowMappingsPage'),
          },
          // Workflow designer tabs.
          {
            path: 'active',
            lazy: adminScreen('ActiveWorkflowsPage'),
          },
          {
            path: 'user-roles',
            lazy: adminScreen('ParticipantGroupsPage'),
          },
          {
            path: 'templates',
            lazy: adminScreen('WorkflowTemplatesTab'),
          },
          {
            path: 'workflow-templates',
            lazy: adminScreen('WorkflowTemplatesPage'),
          },
          notFoundRoute('*'),
        ],
      },
      // Workflow designer screens.
      {
        path: 'user-roles/mapping/:id',
        lazy: adminScreen('ParticipantGroupMappingPage'),
      },
      {
        path: 'templates/:id',
        lazy: adminScreen('WorkflowTemplatePage'),
      },
      {
        path: 'system-templates',
        lazy: adminScreen('SystemTemplatesPage'),
      },
      {
        path: 'system-templates/:id',
        lazy: adminScreen('SystemTemplatePage'),
      },
      {
        path: 'workflow-templates/activities/actions/:id',
        lazy: adminScreen('ActivityActionsPage'),
      },
      {
        path: 'workflow-templates/activities/:id',
        lazy: adminScreen('WorkflowActivitiesPage'),
      },
      // Document permissions (spec 2 §2, §6): ?objectType=document|document_group&objectId={id}.
      {
        path: 'permissions',
        lazy: adminScreen('DocumentPermissionsPage'),
      },
      notFoundRoute('*'),
    ],
  },
  // The area's earlier addresses (spec 2 §7 keeps admin-area for the REST paths only).
  movedSubtreeRoute('admin-area/*', movedAdminAddress, <AdminAreaRedirect />),
  {
    path: 'wtm-area',
    Component: WorkTimeAreaGuard,
    children: [
      // The dashboard is the area's landing page (spec 2 §2).
      redirectIndexRoute('dashboard'),
      // Schedules (general tab, resource planning, the month table) and the work-time settings.
      {
        path: 'schedules',
        lazy: async () => ({ Component: (await import('../features/schedules/components/schedules-page')).SchedulesPage }),
      },
      ...['schedules/new', 'schedules/:id'].map((path) => ({
        path,
        lazy: async () => {
          const { ScheduleGeneralPage } = await import('../features/schedules/components/schedule-general-page');
          return { Component: () => <ScheduleGeneralPage hasTableScreen={hasScreen('/wtm-area/schedules/1/table')} /> };
        },
      })),
      {
        path: 'schedules/:id/resource-planning',
        lazy: async () => {
          const { ResourcePlanningPage } = await import('../features/schedules/components/resource-planning-page');
          return { Component: () => <ResourcePlanningPage hasTableScreen={hasScreen('/wtm-area/schedules/1/table')} /> };
        },
      },
      {
        path: 'schedules/:id/table',
        lazy: async () => {
          const [{ ScheduleTablePage }, { ScheduleTabs }] = await Promise.all([
            import('../features/schedule-table/components/schedule-table-page'),
            import('../features/schedules/components/schedule-tabs'),
          ]);
          const renderTabs = (scheduleId: number) => <ScheduleTabs scheduleId={scheduleId} hasTableScreen />;
          return { Component: () => <ScheduleTablePage renderTabs={renderTabs} /> };
        },
      },
      {
        path: 'settings',
        lazy: async () => ({
          Component: (await import('../features/work-time-settings/components/work-time-settings-page')).WorkTimeSettingsPage,
        }),
      },
      // End of schedules and work-time settings.
      // Timesheets (issue #14): the list, the definition and the month table.
      {
        path: 'timesheets',
        lazy: async () => ({ Component: (await import('../features/timesheets/components/timesheets-page')).TimesheetsPage }),
      },
      ...['timesheets/new', 'timesheets/:id'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/timesheets/components/timesheet-page')).TimesheetPage }),
      })),
      {
        path: 'timesheets/:id/table',
        lazy: async () => ({ Component: (await import('../features/timesheets/components/timesheet-table-page')).TimesheetTablePage }),
      },
      // End of timesheets.
      // Activity entries import and export (issue #14).
      {
        path: 'activity-entries/import',
        lazy: async () => ({
          Component: (await import('../features/activity-entries/components/activity-import-page')).ActivityImportPage,
        }),
      },
      {
        path: 'activity-entries/export',
        lazy: async () => ({
          Component: (await import('../features/activity-entries/components/activity-export-page')).ActivityExportPage,
        }),
      },
      // End of activity entries.
      // Shift groups with their shifts and schedule formulas (spec 2 §2).
      {
        path: 'shift-groups',
        lazy: async () => ({ Component: (await import('../features/shift-groups/components/shift-groups-page')).ShiftGroupsPage }),
      },
      ...['shift-groups/new', 'shift-groups/:id'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/shift-groups/components/shift-group-page')).ShiftGroupPage }),
      })),
      // End of shift groups.
      // Period locks (manual-locks) and the area's dashboard.
      {
        path: 'manual-locks',
        lazy: async () => {
          const [{ ManualLocksPage }, { TimesheetPeriodLocks }] = await Promise.all([
            import('../features/schedule-periods/components/manual-locks-page'),
            import('../features/timesheets/components/timesheet-period-locks'),
          ]);
          return { Component: () => <ManualLocksPage timesheetLocks={<TimesheetPeriodLocks />} /> };
        },
      },
      {
        path: 'dashboard',
        lazy: async () => ({
          Component: (await import('../features/schedule-periods/components/work-time-dashboard-page')).WorkTimeDashboardPage,
        }),
      },
      // End of period locks and the dashboard.
      // Employees' overtime agreements (issue #14).
      {
        path: 'employee-overtime-periods',
        lazy: async () => ({
          Component: (await import('../features/overtime-periods/components/overtime-periods-page')).OvertimePeriodsPage,
        }),
      },
      // End of overtime agreements.
      // Planner-kept employee activities with their setup entries (issue #14).
      {
        path: 'employee-activities',
        lazy: async () => ({
          Component: (await import('../features/employee-activities/components/employee-activities-page')).EmployeeActivitiesPage,
        }),
      },
      ...['employee-activities/new', 'employee-activities/:id'].map((path) => ({
        path,
        lazy: async () => ({
          Component: (await import('../features/employee-activities/components/employee-activity-page')).EmployeeActivityPage,
        }),
      })),
      // End of employee activities.
      // The work queue: long tasks with their progress and results (issue #14).
      {
        path: 'jobs',
        lazy: async () => ({ Component: (await import('../features/work-jobs/components/work-jobs-page')).WorkJobsPage }),
      },
      // Holiday plans (issue #14): the list, a plan's general, employees and entries, its sheet.
      {
        path: 'holiday-plans',
        lazy: async () => ({ Component: (await import('../features/holiday-plans/components/holiday-plans-page')).HolidayPlansPage }),
      },
      ...['holiday-plans/new', 'holiday-plans/:id'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/holiday-plans/components/holiday-plan-page')).HolidayPlanPage }),
      })),
      {
        path: 'holiday-plans/:id/schedule',
        lazy: async () => ({
          Component: (await import('../features/holiday-plans/components/holiday-plan-sheet-page')).HolidayPlanSheetPage,
        }),
      },
      // End of holiday plans.
      notFoundRoute('*'),
    ],
  },
  notFoundRoute('*'),
];

/**
 * An admin screen, by name. Its import goes through one module (admin-screens.tsx) fetched with the
 * area, so the first load carries a name per screen rather than each screen's chunk list.
 */
function adminScreen(name: AdminScreenName) {
  return async () => ({ Component: await (await import('./admin-screens')).loadAdminScreen(name) });
}

/** A section of the admin area with its tab row: the tabs whose screens exist. */
function adminSection(section: AdminSection) {
  return async () => {
    const { AdminSectionLayout } = await import('./layout/admin-section-layout');
    const tabs = ADMIN_SECTION_TABS[section].filter((tab) => hasScreen(adminTabAddress(tab, '1')));
    return { Component: () => <AdminSectionLayout section={section} tabs={tabs} /> };
  };
}

/** Whether the signed-in layout has a screen at `route`: the menu and the default route ask this. */
export function hasScreen(route: string): boolean {
  return opensScreen(screenRoutes, route);
}
