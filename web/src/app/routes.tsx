import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { DefaultRouteRedirect } from './guards/default-route-redirect';
import { RouteErrorScreen } from './route-error-screen';
import { screenRoutes } from './screen-routes';
import { StartupGate } from './startup-gate';

// The pages outside the signed-in layout are here; the layout's screens are in screen-routes.tsx, where the
// menu can ask which addresses have a screen. Every page is its own chunk, loaded when first visited.

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
        children: [{ index: true, Component: DefaultRouteRedirect }, ...screenRoutes],
      },
    ],
  },
];
