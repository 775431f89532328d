import type { CurrentUser, MessageSettingsInput } from '@portal/shared';
import type { AppDeps } from '../../../trpc/context';
import { loadCurrentUser, type SessionOfUser } from '../current-user';
import * as usersRepository from '../users.repository';

/** Whether the user gets e-mails, and the alternative address they go to. */
export async function updateMessageSettings(deps: AppDeps, session: SessionOfUser, input: MessageSettingsInput): Promise<CurrentUser> {
  await usersRepository.updateMessageSettings(deps.db, session.user.id, input, deps.now());
  return loadCurrentUser(deps.db, session);
}
