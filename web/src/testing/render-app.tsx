import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutedQueryClient } from '../app/routed-query-client';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { StorageKey } from '../lib/storage';
import { createTrpcClient } from '../lib/trpc';
import { aDocumentPage, aHomeSummary, aPreAuthSettings, aSiteSettings, aUser, companies, SESSION_TOKEN } from './fixtures';
import { server } from './msw-server';
import { type ProcedureMocks, type RecordedCall, trpcHandler } from './trpc-mock';

interface RenderAppOptions {
  /** The address the app opens at. */
  route: string;
  /** Start signed in (a stored token). */
  signedIn?: boolean;
  /** Answers per procedure, on top of a signed-in employee's defaults. */
  procedures?: ProcedureMocks;
  /** Local storage to start with, besides the token. */
  storage?: Partial<Record<StorageKey, string>>;
}

/** The procedures every screen may call, answered for an ordinary employee of company SV. */
export function defaultProcedures(): ProcedureMocks {
  return {
    'sessions.preAuthSettings': () => aPreAuthSettings(),
    'sessions.siteSettings': () => aSiteSettings(),
    'users.me': () => aUser(),
    'localization.overrides': () => ({}),
    'messages.sidebar': () => ({ unreadCount: 0, messages: [] }),
    'companies.list': () => companies,
    // Home, the default route, lists the user's substitutions, tasks and requests beside its summary.
    'home.summary': () => aHomeSummary(),
    'substitutions.dashboard': () => ({ iAmSubstituted: [], iAmSubstituting: [] }),
    'documentLists.tasks': (input) => aDocumentPage([], input),
    'documentLists.applications': (input) => aDocumentPage([], input),
  };
}

/** The whole application (routes, providers, central error handling) on a memory router. */
export function renderApp({ route, signedIn = false, procedures = {}, storage = {} }: RenderAppOptions) {
  if (signedIn) window.localStorage.setItem(StorageKey.sessionToken, SESSION_TOKEN);
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  const calls: RecordedCall[] = [];
  server.use(trpcHandler({ ...defaultProcedures(), ...procedures }, calls));

  return mountRouter(createMemoryRouter(routes, { initialEntries: [route] }), calls);
}

/** Renders a memory router inside the app's providers; the calls answered by msw are recorded in `calls`. */
export function mountRouter(router: DataRouter, calls: RecordedCall[]) {
  const queryClient = createRoutedQueryClient(() => router);
  const view = render(
    <AppProviders queryClient={queryClient} trpcClient={createTrpcClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    router,
    calls,
    queryClient,
    user: userEvent.setup(),
    /** Calls of one procedure, in order. */
    callsOf: (path: string) => calls.filter((call) => call.path === path),
    pathname: () => router.state.location.pathname,
  };
}
