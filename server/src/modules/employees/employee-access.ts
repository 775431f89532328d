import { ErrorCode, type IsoDate } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import { type Viewer, type ViewerEmployee, type ViewerFacts, viewerFor } from '../../trpc/viewer';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import * as employeesRepository from './employees.repository';

/**
 * Who may read an employee's records (SECURITY.md "Authorization"):
 * - personal: payslips, absences, personal information, health and equipment data: the person and
 *   administrators only (a manager is not a payroll reader);
 * - team: the views the team area gives managers (contracts without pay, holiday reserve,
 *   substitutions, qualifications): also the employee's managers up the line, when they lead a team.
 */
export const EmployeeView = { personal: 'personal', team: 'team' } as const;
export type EmployeeView = (typeof EmployeeView)[keyof typeof EmployeeView];

export type ViewerRole = 'self' | 'admin' | 'manager';

export interface EmployeeAccess {
  companyCode: string;
  employeeNo: string;
  as: ViewerRole;
}

export type CurrentEmployee = ViewerEmployee;

interface AccessContext {
  db: Executor;
  auth: AuthenticatedSession;
  /** The request's viewer, whose employee record is looked up once per request. */
  viewer?: Viewer | null;
}

/** The request viewer's lookup: the user's employee record in a company and whom they substitute `today`. */
export async function lookUpViewerFacts(
  db: Executor,
  companyCode: string,
  personnelNo: string,
  today: IsoDate,
): Promise<ViewerFacts | null> {
  const row = await employeesRepository.findByPersonnelNoWithSubstituted(db, companyCode, personnelNo, today);
  if (!row) return null;
  return {
    employee: { companyCode, employeeNo: row.employee_no, allowMyTeam: row.allow_my_team, departmentCode: row.department_code },
    substitutedEmployeeNos: row.substituted_employee_nos,
  };
}

/** The caller's own employee record in the session's company, if they have one there. */
export async function findCurrentEmployee(ctx: AccessContext): Promise<CurrentEmployee | null> {
  const viewer = viewerFor(ctx);
  if (viewer) return viewer.employee();
  const companyCode = ctx.auth.currentCompanyCode;
  const personnelNo = ctx.auth.user.personnelNo;
  if (!companyCode || !personnelNo) return null;
  const row = await employeesRepository.findByPersonnelNo(ctx.db, companyCode, personnelNo);
  return row ? { companyCode, employeeNo: row.employee_no, allowMyTeam: row.allow_my_team, departmentCode: row.department_code } : null;
}

/** The company of the session: never one from the input. */
export function sessionCompany(auth: AuthenticatedSession): string {
  if (!auth.currentCompanyCode) throw new DomainError(ErrorCode.permissionDenied);
  return auth.currentCompanyCode;
}

export function isAdministrator(auth: AuthenticatedSession): boolean {
  return auth.user.adminAccess >= 1;
}

/**
 * The employees reporting to the caller, directly or further down the line, looked up once per
 * request through its viewer (the lookups of a form each check their employee against it).
 */
export async function ownTeam(ctx: AccessContext, own: CurrentEmployee): Promise<string[]> {
  const viewer = viewerFor(ctx);
  const lookUp = () => employeesRepository.teamOf(ctx.db, own.companyCode, own.employeeNo);
  return viewer ? viewer.remember(`employees:team:${own.companyCode}:${own.employeeNo}`, lookUp) : lookUp();
}

/**
 * Authorises a read of `employeeNo`'s records in the session's company. Another employee's number
 * answers permission denied, whether or not it exists, unless the caller is an administrator (then a
 * missing employee is not found) or, on team views, that employee's manager.
 */
export async function authorizeEmployee(ctx: AccessContext, employeeNo: string, view: EmployeeView): Promise<EmployeeAccess> {
  const companyCode = sessionCompany(ctx.auth);
  const own = await findCurrentEmployee(ctx);
  if (own && own.employeeNo === employeeNo) return { companyCode, employeeNo, as: 'self' };
  if (isAdministrator(ctx.auth)) {
    if (!(await employeesRepository.exists(ctx.db, companyCode, employeeNo))) throw new DomainError(ErrorCode.recordNotFound);
    return { companyCode, employeeNo, as: 'admin' };
  }
  if (view === EmployeeView.team && own?.allowMyTeam && (await ownTeam(ctx, own)).includes(employeeNo)) {
    return { companyCode, employeeNo, as: 'manager' };
  }
  throw new DomainError(ErrorCode.permissionDenied);
}

/** The caller's own records, for the "current employee" calls; null when they have no record here. */
export async function ownEmployee(ctx: AccessContext): Promise<EmployeeAccess | null> {
  sessionCompany(ctx.auth);
  const own = await findCurrentEmployee(ctx);
  return own ? { companyCode: own.companyCode, employeeNo: own.employeeNo, as: 'self' } : null;
}
