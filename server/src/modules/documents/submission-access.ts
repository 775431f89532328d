import { dateInTimeZone, ErrorCode, type IsoDate, type SubmissionState } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import type { Env } from '../../env';
import { DomainError } from '../../errors/domain-error';
import { findCurrentEmployee, isAdministrator, sessionCompany } from '../employees/employee-access';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import * as submissionsRepository from '../submissions/submissions.repository';
import { substitutedEmployeeNos as substitutedEmployeeNosOn } from '../workflows/workflows.repository';
import { DocumentPermission, type DocumentViewer, PERMISSION_RANK } from './document-permission';
import * as visibilityRepository from './submission-visibility.repository';

/**
 * Who may do what with a submission (issue "Dynamic forms", SECURITY.md "Authorization"):
 * - administrators: everything in their session's company;
 * - the user who filed or initiated it: manage;
 * - the employee the document is about (filed for them by someone else): read;
 * - a document permission granted on the submission or on its form group: that permission.
 * - a participant of one of its workflow runs, or today's substitute of one: read (acting is the
 *   workflow engine's check).
 * Everything else is permission denied, and a submission of another company does not exist for the caller.
 * The lists and queries apply the same rule as a SQL condition: visibleTo (submission-visibility.repository.ts).
 */
export { DocumentPermission, type DocumentViewer } from './document-permission';

export type SubmissionRole = 'admin' | 'initiator' | 'subject' | 'grantee' | 'participant';

export interface AccessedSubmission {
  id: number;
  companyCode: string;
  formId: number;
  formGroupId: number;
  state: SubmissionState;
  employeeNo: string | null;
  submittedBy: number | null;
  initiatedBy: number | null;
  version: number;
}

export interface SubmissionAccess {
  submission: AccessedSubmission;
  role: SubmissionRole;
  permission: DocumentPermission;
}

interface AccessContext {
  db: Executor;
  auth: AuthenticatedSession;
  /** For the business date of today's substitutions (request contexts carry both). */
  env?: Pick<Env, 'BUSINESS_TIME_ZONE'>;
  now?: () => Date;
}

function todayOf(ctx: AccessContext): IsoDate {
  return dateInTimeZone(ctx.now ? ctx.now() : new Date(), ctx.env?.BUSINESS_TIME_ZONE ?? 'Europe/Vilnius');
}

export async function documentViewerOf(ctx: AccessContext): Promise<DocumentViewer> {
  const companyCode = sessionCompany(ctx.auth);
  const own = await findCurrentEmployee(ctx);
  const employeeNo = own?.employeeNo ?? null;
  const today = todayOf(ctx);
  const substitutedEmployeeNos = employeeNo ? await substitutedEmployeeNosOn(ctx.db, companyCode, employeeNo, today) : [];
  return { userId: ctx.auth.user.id, companyCode, isAdmin: isAdministrator(ctx.auth), employeeNo, substitutedEmployeeNos, today };
}

function roleOf(
  viewer: DocumentViewer,
  submission: AccessedSubmission,
  granted: DocumentPermission | null,
): { role: SubmissionRole; permission: DocumentPermission } | null {
  if (viewer.isAdmin) return { role: 'admin', permission: DocumentPermission.manage };
  if (submission.submittedBy === viewer.userId || submission.initiatedBy === viewer.userId)
    return { role: 'initiator', permission: DocumentPermission.manage };
  const asSubject = viewer.employeeNo !== null && submission.employeeNo === viewer.employeeNo ? DocumentPermission.read : null;
  const best = [asSubject, granted]
    .filter((permission): permission is DocumentPermission => permission !== null)
    .sort((a, b) => PERMISSION_RANK[b] - PERMISSION_RANK[a])[0];
  if (!best) return null;
  return { role: granted === best ? 'grantee' : 'subject', permission: best };
}

/**
 * Loads a submission of the session's company and checks the caller holds at least `need` on it.
 * With `lock`, the row is locked for the rest of the transaction (`db` must then be one).
 */
export async function authorizeSubmission(
  ctx: AccessContext,
  submissionId: number,
  need: DocumentPermission,
  options: { db?: Executor; lock?: boolean } = {},
): Promise<SubmissionAccess> {
  const db = options.db ?? ctx.db;
  const viewer = await documentViewerOf({ ...ctx, db });
  const row = await submissionsRepository.findWithForm(db, submissionId, {
    companyCode: viewer.companyCode,
    ...(options.lock ? { forUpdate: true } : {}),
  });
  if (!row) throw new DomainError(ErrorCode.documentNotFound);
  const submission: AccessedSubmission = {
    id: row.id,
    companyCode: row.company_code,
    formId: row.form_id,
    formGroupId: row.form_group_id,
    state: row.state as SubmissionState,
    employeeNo: row.employee_no,
    submittedBy: row.submitted_by,
    initiatedBy: row.initiated_by,
    version: row.version,
  };
  const grants = viewer.isAdmin ? [] : await visibilityRepository.grantedPermissions(db, viewer.userId, submission);
  const granted = grants.sort((a, b) => PERMISSION_RANK[b] - PERMISSION_RANK[a])[0] ?? null;
  let access = roleOf(viewer, submission, granted);
  if (!access && need === DocumentPermission.read && (await visibilityRepository.isParticipant(db, viewer, submission.id))) {
    access = { role: 'participant', permission: DocumentPermission.read };
  }
  if (!access || PERMISSION_RANK[access.permission] < PERMISSION_RANK[need]) throw new DomainError(ErrorCode.permissionDenied);
  return { submission, ...access };
}
