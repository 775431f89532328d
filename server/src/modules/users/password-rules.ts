import { addDays, checkPasswordPolicy, type IsoDate } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { verifyPassword } from '../../security/passwords';
import * as companiesRepository from '../companies/companies.repository';
import * as siteSettingsRepository from '../site-settings/site-settings.repository';
import * as usersRepository from './users.repository';

/**
 * Checks a user's new password against the policy: the character rules, the blocklist, and the
 * context words (username, the user's own names as user and as employee, company names). Also that it
 * differs from the current one. Throws field errors on newPassword.
 */
export async function assertAcceptablePassword(db: Executor, user: usersRepository.UserRow, newPassword: string): Promise<void> {
  const [companyNames, employeeRecords, isSameAsOld] = await Promise.all([
    companiesRepository.listNames(db),
    usersRepository.listEmployeeRecordsOf(db, user.personnel_no),
    verifyPassword(user.password_hash, newPassword),
  ]);
  const personNames = [user.first_name, user.last_name, ...employeeRecords.flatMap((record) => [record.first_name, record.last_name])];
  const problems = checkPasswordPolicy(newPassword, {
    username: user.username,
    companyNames,
    personNames: personNames.filter((name): name is string => Boolean(name)),
    isSameAsOld,
  });
  if (problems.length > 0) throw new DomainError(problems[0]!, { fieldErrors: { newPassword: problems } });
}

/** When a password set today expires (site_settings.password_validity_days; 0 means never). */
export async function passwordExpirationDate(db: Executor, today: IsoDate): Promise<IsoDate | null> {
  const { password_validity_days: days } = await siteSettingsRepository.get(db);
  return days > 0 ? addDays(today, days) : null;
}
