import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { createAppQueryClient } from '../lib/query-client';

const SIGN_OUT = '/sign-out';

/**
 * The query client with the central error handling wired to the router: a 401 anywhere signs out,
 * a password that must change leads to the forced change screen.
 */
export function createRoutedQueryClient(router: () => DataRouter): QueryClient {
  return createAppQueryClient({
    onSessionExpired: () => {
      if (router().state.location.pathname !== SIGN_OUT) void router().navigate(SIGN_OUT);
    },
    onPasswordChangeRequired: () => void router().navigate('/forced-password-change'),
  });
}
