import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { clearSession, getSessionToken } from '../../../lib/session';
import { useTRPC } from '../../../lib/trpc';

/** Ends the session on the server (a failure does not matter), forgets everything local, then sign-in. */
export function SignOutPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync: signOut } = useMutation(trpc.sessions.signOut.mutationOptions({ meta: { errorHandling: 'silent' } }));
  // Once per visit, also under StrictMode's double effects.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const revoke = getSessionToken() ? signOut().catch(() => undefined) : Promise.resolve();
    void revoke.then(() => {
      clearSession();
      queryClient.clear();
      void navigate('/sign-in', { replace: true });
    });
  }, [navigate, queryClient, signOut]);

  return <LoadingScreen />;
}
