import type { AppDeps } from '../../../trpc/context';
import type { AuthenticatedSession } from '../session-tokens';
import * as sessionsRepository from '../sessions.repository';

/** Ends every session of the signed-in user, on every device (SECURITY.md), not only this one. */
export async function signOut(deps: AppDeps, session: AuthenticatedSession): Promise<void> {
  await sessionsRepository.revokeAllOfUser(deps.db, session.user.id, 'sign_out', deps.now());
}
