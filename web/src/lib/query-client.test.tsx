import type { AppRouter } from '@portal/server/app-router';
import { TRPCClientError } from '@trpc/client';
import { screen } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { handleApiError } from './query-client';
import { StorageKey } from './storage';

function serverError(code: string, httpStatus: number, errorCode: string | null) {
  return TRPCClientError.from<AppRouter>({
    error: { message: 'x', code: -32600, data: { code, httpStatus, errorCode, fieldErrors: null, requestId: 'r-1' } },
  } as never);
}

describe('central error handling', () => {
  const routes = () => ({ onSessionExpired: vi.fn(), onPasswordChangeRequired: vi.fn() });

  it('signs out on a 401 from any call', () => {
    const handlers = routes();
    handleApiError(serverError('UNAUTHORIZED', 401, 'errors.not_signed_in'), 'query', undefined, handlers);
    expect(handlers.onSessionExpired).toHaveBeenCalledOnce();
  });

  it('sends a user whose password expired to the forced change', () => {
    const handlers = routes();
    handleApiError(serverError('FORBIDDEN', 403, 'errors.password_expired'), 'query', undefined, handlers);
    expect(handlers.onPasswordChangeRequired).toHaveBeenCalledOnce();
    expect(handlers.onSessionExpired).not.toHaveBeenCalled();
  });

  it('leaves other failed queries to their screen, but reports failed mutations', async () => {
    renderWithProviders(<Notifications />);
    const handlers = routes();
    handleApiError(serverError('BAD_REQUEST', 400, 'errors.date_to_from'), 'query', undefined, handlers);
    handleApiError(serverError('BAD_REQUEST', 400, 'errors.date_range_overlaps'), 'mutation', { errorHandling: 'inline' }, handlers);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    handleApiError(serverError('BAD_REQUEST', 400, 'errors.date_to_from'), 'mutation', undefined, handlers);
    expect(await screen.findByRole('alert')).toHaveTextContent('Pabaigos data yra ankstesnė už pradžios datą.');
  });

  it('signs out a signed-in user whom the closing site refuses, but not a visitor whose sign-in it refuses', () => {
    const handlers = routes();
    handleApiError(serverError('SERVICE_UNAVAILABLE', 503, 'errors.site_closed'), 'mutation', { errorHandling: 'inline' }, handlers);
    expect(handlers.onSessionExpired).not.toHaveBeenCalled();
    window.localStorage.setItem(StorageKey.sessionToken, 'a-session-token');
    handleApiError(serverError('SERVICE_UNAVAILABLE', 503, 'errors.site_closed'), 'query', undefined, handlers);
    expect(handlers.onSessionExpired).toHaveBeenCalledOnce();
  });

  it('stays silent when asked to, even on a 401', () => {
    const handlers = routes();
    handleApiError(serverError('UNAUTHORIZED', 401, 'errors.session_expired'), 'mutation', { errorHandling: 'silent' }, handlers);
    expect(handlers.onSessionExpired).not.toHaveBeenCalled();
  });
});
