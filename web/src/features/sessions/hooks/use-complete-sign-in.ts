import type { SignInResult } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { storeSignIn } from '../../../lib/session';
import { useTRPC } from '../../../lib/trpc';

/**
 * Continues after the server opened a session (sign-in, recovery, password change): stores it, and
 * goes to the forced password change when required, else to `landing` ('/' leads to the default route).
 */
export function useCompleteSignIn() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (result: SignInResult, landing = '/') => {
      // The answer already holds the user: the startup gate need not fetch it again.
      queryClient.setQueryData(trpc.users.me.queryKey(), result.user);
      storeSignIn(result);
      void navigate(result.passwordChangeRequired ? '/forced-password-change' : landing, { replace: true });
    },
    [navigate, queryClient, trpc],
  );
}
