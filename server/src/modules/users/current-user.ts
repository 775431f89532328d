import { type AppMode, type CurrentUser, ErrorCode, type Language } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import * as companiesRepository from '../companies/companies.repository';
import * as usersRepository from './users.repository';

/** What the current user's answer takes from the session (the sessions module's AuthenticatedSession fits). */
export interface SessionOfUser {
  user: { id: number; workTimeAccessCompanies: string[] };
  currentCompanyCode: string | null;
  passwordChangeRequired: boolean;
  appMode: AppMode;
}

/** The signed-in user as the client sees it, in the session's current company. */
export async function loadCurrentUser(db: Executor, session: SessionOfUser): Promise<CurrentUser> {
  const user = await usersRepository.findById(db, session.user.id);
  if (!user) throw new DomainError(ErrorCode.sessionExpired);
  const companyCode = session.currentCompanyCode;
  const [employee, company] = await Promise.all([
    usersRepository.findEmployee(db, user.personnel_no, companyCode),
    companyCode ? companiesRepository.findByCode(db, companyCode) : undefined,
  ]);
  const fullName = employee
    ? `${employee.first_name} ${employee.last_name}`
    : [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
  return {
    id: user.id,
    username: user.username,
    employeeNo: employee?.employee_no ?? null,
    personnelNo: user.personnel_no,
    employeeFullName: fullName,
    label: fullName,
    forcePasswordChange: session.passwordChangeRequired,
    currentCompanyCode: company?.code ?? null,
    currentCompanyName: company?.name ?? null,
    defaultCompany: user.default_company_code,
    adminAccess: user.admin_access,
    alternativeEmail: user.alternative_email,
    sendEmails: user.send_emails,
    adUser: user.ad_username,
    isInternal: user.type === 'internal',
    type: user.type as CurrentUser['type'],
    defaultLanguage: (user.default_language === 'en' ? 'en' : 'lt') as Language,
    passwordExpirationDate: user.password_expiration_date,
    workTimeAccessCompanies: session.user.workTimeAccessCompanies,
    allowMyTeam: employee?.allow_my_team ?? false,
    appMode: session.appMode,
  };
}
