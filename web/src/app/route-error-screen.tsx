import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { BootErrorScreen } from '../components/boot-error-screen';

/**
 * A route that failed to render or load its code (typically a chunk gone after a new release):
 * logged, and the visitor offered a reload.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed', error), [error]);
  return <BootErrorScreen reason="page" />;
}
