import type { CurrentUser, Language } from '@portal/shared';
import type { AppDeps } from '../../../trpc/context';
import { loadCurrentUser, type SessionOfUser } from '../current-user';
import * as usersRepository from '../users.repository';

/** Sets the language the user's interface and mail use. */
export async function changeLanguage(deps: AppDeps, session: SessionOfUser, language: Language): Promise<CurrentUser> {
  await usersRepository.updateLanguage(deps.db, session.user.id, language, deps.now());
  return loadCurrentUser(deps.db, session);
}
