import { type CurrentUser, ErrorCode } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import type { AppDeps } from '../../../trpc/context';
import * as companiesRepository from '../../companies/companies.repository';
import { loadCurrentUser } from '../../users/current-user';
import * as usersRepository from '../../users/users.repository';
import type { AuthenticatedSession } from '../session-tokens';
import * as sessionsRepository from '../sessions.repository';

/** Moves this session to another company the user may work in; the next sign-in starts there too. */
export async function changeCompany(deps: AppDeps, session: AuthenticatedSession, companyCode: string): Promise<CurrentUser> {
  const companies = await companiesRepository.listAvailableTo(deps.db, session.user);
  if (!companies.some((company) => company.code === companyCode)) throw DomainError.forField('code', ErrorCode.companyNotAvailable);
  await withTransaction(deps.db, async (trx) => {
    await sessionsRepository.updateCompany(trx, session.sessionId, companyCode);
    await usersRepository.updateDefaultCompany(trx, session.user.id, companyCode, deps.now());
  });
  return loadCurrentUser(deps.db, { ...session, currentCompanyCode: companyCode });
}
