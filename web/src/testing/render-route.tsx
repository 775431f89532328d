import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type DataRouter, useLocation } from 'react-router';
import { StorageKey } from '../lib/storage';
import { SESSION_TOKEN } from './fixtures';
import { server } from './msw-server';
import { defaultProcedures, mountRouter } from './render-app';
import { type ProcedureMocks, type RecordedCall, trpcHandler } from './trpc-mock';

interface RenderRouteOptions {
  /** The route pattern the screen is mounted at ('/applications/tasks'). */
  path: string;
  element: ReactNode;
  /** The address the test opens (defaults to the path). */
  route?: string;
  procedures?: ProcedureMocks;
}

/** Any other address: names itself, so a test sees where a click led without loading that screen. */
function OtherPage() {
  const location = useLocation();
  return <p data-testid="other-page">{`${location.pathname}${location.search}`}</p>;
}

/**
 * One screen on a memory router, signed in, with the providers of the app; every other address is
 * a stub. For screens whose links lead to other teams' screens, which then need not be mocked.
 */
export function renderRoute({ path, element, route = path, procedures = {} }: RenderRouteOptions) {
  window.localStorage.setItem(StorageKey.sessionToken, SESSION_TOKEN);
  const calls: RecordedCall[] = [];
  server.use(trpcHandler({ ...defaultProcedures(), ...procedures }, calls));
  const router: DataRouter = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <OtherPage /> },
    ],
    { initialEntries: [route] },
  );
  const mounted = mountRouter(router, calls);
  return {
    ...mounted,
    inputsOf: (procedure: string) => calls.filter((call) => call.path === procedure).map((call) => call.input),
    /** The address a click led to, once the stub page shows. */
    findOtherPage: () => screen.findByTestId('other-page'),
  };
}
