import type { EmployeeListItem } from '@portal/shared';
import type { Executor } from '../../../db/transaction';
import type { AuthenticatedSession } from '../../sessions/session-tokens';
import { findCurrentEmployee, isAdministrator, ownTeam, sessionCompany } from '../employee-access';
import * as employeesRepository from '../employees.repository';

/**
 * The caller's team with department information: everyone for an administrator, a manager with the
 * people below them, else oneself. Team members who lead teams of their own only with showManagers.
 */
export async function listTeam(ctx: { db: Executor; auth: AuthenticatedSession }, showManagers: boolean): Promise<EmployeeListItem[]> {
  const companyCode = sessionCompany(ctx.auth);
  const own = await findCurrentEmployee(ctx);
  const ownNos = own ? [own.employeeNo] : [];
  let employeeNos: string[] | undefined;
  if (!isAdministrator(ctx.auth)) {
    employeeNos = own?.allowMyTeam ? [...ownNos, ...(await ownTeam(ctx, own))] : ownNos;
  }
  return employeesRepository.listDirectory(ctx.db, {
    companyCode,
    sort: 'LastName',
    sortDirection: 'asc',
    ...(employeeNos ? { employeeNos } : {}),
    ...(showManagers ? {} : { excludeManagersExcept: ownNos }),
  });
}
