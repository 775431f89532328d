import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  isConnectionFailure,
  isCriticalServerError,
  isPasswordChangeRequired,
  isPermissionDenied,
  isSiteClosed,
  isUnauthorized,
  requestIdOf,
} from './api-errors';
import { errorMessages, translateError } from './error-messages';
import { showFailure } from './notices';
import { getSessionToken } from './session';

/**
 * How a failed call is reported. 'notice' (mutations' default): the central handler shows the first
 * server message. 'inline': the screen shows it, the central handler only takes care of session,
 * permission and server failures. 'silent': nothing at all (sign-out, where failure does not matter).
 */
export type ErrorHandling = 'notice' | 'inline' | 'silent';

export interface RequestMeta extends Record<string, unknown> {
  errorHandling?: ErrorHandling;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

export interface ApiErrorRoutes {
  /**
   * Any 401: the session is gone, the interface signs out (spec 1 §8). Also when the site closes under
   * a signed-in non-administrator: sign-in then shows the site-closed banner.
   */
  onSessionExpired: () => void;
  /** The server refuses everything until the password is changed. */
  onPasswordChangeRequired: () => void;
}

/** Spec 1 §8 client behaviour, in one place for every query and mutation. */
export function handleApiError(error: unknown, kind: 'query' | 'mutation', meta: RequestMeta | undefined, routes: ApiErrorRoutes): void {
  const handling = meta?.errorHandling ?? (kind === 'mutation' ? 'notice' : 'inline');
  if (handling === 'silent') return;
  if (isUnauthorized(error)) {
    showFailure(i18n._(errorMessages['errors.session_expired']), { id: 'session-expired' });
    routes.onSessionExpired();
    return;
  }
  if (isSiteClosed(error) && getSessionToken() !== null) {
    showFailure(i18n._(errorMessages['errors.site_closed']), { id: 'site-closed' });
    routes.onSessionExpired();
    return;
  }
  if (isPasswordChangeRequired(error)) {
    showFailure(i18n._(errorMessages['errors.password_expired']), { id: 'password-expired' });
    routes.onPasswordChangeRequired();
    return;
  }
  if (isPermissionDenied(error)) {
    showFailure(i18n._(errorMessages['errors.permission_denied']), { id: 'permission-denied' });
    return;
  }
  if (isCriticalServerError(error)) {
    const requestId = requestIdOf(error);
    // The request id is all a 5xx carries: the user can quote it to support, who find it in the log.
    const text = requestId
      ? t`A critical server error occurred. Request id: ${requestId}`
      : i18n._(errorMessages['errors.critical_server_error']);
    showFailure(text, { id: `critical-${requestId ?? 'unknown'}` });
    return;
  }
  if (handling === 'notice') showFailure(translateError(i18n, error));
}

export function createAppQueryClient(routes: ApiErrorRoutes): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handleApiError(error, 'query', query.meta, routes) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleApiError(error, 'mutation', mutation.meta, routes),
    }),
    defaultOptions: {
      queries: {
        // A refusal will not change by asking again; only a lost connection is worth one more try.
        retry: (failureCount, error) => isConnectionFailure(error) && failureCount < 1,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
