import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { AdminAreaGuard } from './guards/admin-area-guard';
import { DefaultRouteRedirect } from './guards/default-route-redirect';
import { WorkTimeAreaGuard } from './guards/work-time-area-guard';
import { RouteErrorScreen } from './route-error-screen';
import { StartupGate } from './startup-gate';

// Every screen is its own chunk, loaded when its route is first visited. Areas that are not built yet
// (applications, payslips, work time …) have no route: the menu leads to the not-found page.

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
          { path: 'home', lazy: async () => ({ Component: (await import('../features/home/components/home-page')).HomePage }) },
          { path: 'settings', lazy: async () => ({ Component: (await import('./routes/settings-route')).SettingsRoute }) },
          { path: 'not-authorized', lazy: async () => ({ Component: (await import('./routes/not-authorized-page')).NotAuthorizedPage }) },
          { path: 'admin-area', Component: AdminAreaGuard, children: [{ index: true, lazy: notFound }, { path: '*', lazy: notFound }] },
          { path: 'wtm-area', Component: WorkTimeAreaGuard, children: [{ index: true, lazy: notFound }, { path: '*', lazy: notFound }] },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];
