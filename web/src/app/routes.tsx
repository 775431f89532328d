import { Navigate, type RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { AdminAreaGuard } from './guards/admin-area-guard';
import { DefaultRouteRedirect } from './guards/default-route-redirect';
import { WorkTimeAreaGuard } from './guards/work-time-area-guard';
import { RouteErrorScreen } from './route-error-screen';
import { StartupGate } from './startup-gate';

// Every screen is its own chunk, loaded when its route is first visited. Areas that are not built yet
// (work time …) have no route: the menu leads to the not-found page.

const notFound = async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage });

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: StartupGate,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorScreen,
    children: [
      { path: 'sign-in', lazy: async () => ({ Component: (await import('../features/sessions/components/sign-in-page')).SignInPage }) },
      { path: 'sign-out', lazy: async () => ({ Component: (await import('../features/sessions/components/sign-out-page')).SignOutPage }) },
      {
        path: 'password-request',
        lazy: async () => ({ Component: (await import('../features/sessions/components/password-request-page')).PasswordRequestPage }),
      },
      {
        path: 'password-recover',
        lazy: async () => ({ Component: (await import('../features/sessions/components/password-recover-page')).PasswordRecoverPage }),
      },
      {
        path: 'forced-password-change',
        lazy: async () => ({
          Component: (await import('../features/sessions/components/forced-password-change-page')).ForcedPasswordChangePage,
        }),
      },
      {
        lazy: async () => ({ Component: (await import('./layout/main-layout')).MainLayout }),
        ErrorBoundary: RouteErrorScreen,
        children: [
          { index: true, Component: DefaultRouteRedirect },
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
              // The schedule (the area's default) comes with the work-time issue: until then the area opens at the history.
              { index: true, element: <Navigate to="history" replace /> },
              { path: 'schedule', element: <Navigate to="../history" replace /> },
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
                path: 'substitutions',
                lazy: async () => ({
                  Component: (await import('../features/substitutions/components/substitutions-page')).SubstitutionsPage,
                }),
              },
              { path: '*', lazy: notFound },
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
          { path: 'applications', element: <Navigate to="/applications/my-applications" replace /> },
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
            path: 'admin-area',
            Component: AdminAreaGuard,
            children: [
              { index: true, lazy: notFound },
              // Document permissions (spec 2 §2, §6): ?objectType=document|document_group&objectId={id}.
              {
                path: 'permissions',
                lazy: async () => ({
                  Component: (await import('../features/document-permissions/components/document-permissions-page'))
                    .DocumentPermissionsPage,
                }),
              },
              { path: '*', lazy: notFound },
            ],
          },
          {
            path: 'wtm-area',
            Component: WorkTimeAreaGuard,
            children: [
              { index: true, lazy: notFound },
              { path: '*', lazy: notFound },
            ],
          },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];
