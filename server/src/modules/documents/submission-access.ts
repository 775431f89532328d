import { dateInTimeZone, ErrorCode, type IsoDate, type SubmissionState } from '@portal/shared';
import type { Executor } from '../../db/transaction';
import type { Env } from '../../env';
import { DomainError } from '../../errors/domain-error';
import { type Viewer, viewerFor } from '../../trpc/viewer';
import { findCurrentEmployee, isAdministrator, sessionCompany } from '../employees/employee-access';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import * as submissionsRepository from '../submissions/submissions.repository';
import type { SubmissionWithForm } from '../submissions/submissions.repository';
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
  /** The row as read for the check, with its form (the document view shows it). */
  row: SubmissionWithForm;
  role: SubmissionRole;
  permission: DocumentPermission;
}

interface AccessContext {
  db: Executor;
  auth: AuthenticatedSession;
  /** The request's viewer: the caller's employee record, substitutions and checked submissions, looked up once. */
  viewer?: Viewer | null;
  /** For the business date of today's substitutions (request contexts carry both). */
  env?: Pick<Env, 'BUSINESS_TIME_ZONE'>;
  now?: () => Date;
}

function todayOf(ctx: AccessContext): IsoDate {
  return dateInTimeZone(ctx.now ? ctx.now() : new Date(), ctx.env?.BUSINESS_TIME_ZONE ?? 'Europe/Vilnius');
}

/** Who reads the documents, from the request's viewer when it holds for `ctx` (looked up once per request). */
export async function documentViewerOf(ctx: AccessContext): Promise<DocumentViewer> {
  const companyCode = sessionCompany(ctx.auth);
  const viewer = viewerFor(ctx);
  const own = await findCurrentEmployee(ctx);
  const employeeNo = own?.employeeNo ?? null;
  const today = viewer?.today ?? todayOf(ctx);
  const substitutedEmployeeNos = viewer
    ? await viewer.substitutedEmployeeNos()
    : employeeNo
      ? await substitutedEmployeeNosOn(ctx.db, companyCode, employeeNo, today)
      : [];
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
  const accessCtx = { ...ctx, db: options.db ?? ctx.db };
  // Without a lock, the checks of one submission are shared by the request's procedures (the
  // document view asks for its plan and its history at once). A lock reads afresh under it.
  const requestViewer = options.lock ? null : viewerFor(accessCtx);
  const facts = options.lock
    ? lockedAccessFactsOf(accessCtx, submissionId)
    : requestViewer
      ? requestViewer.remember(`submission-access:${submissionId}`, () => accessFactsOf(accessCtx, submissionId))
      : accessFactsOf(accessCtx, submissionId);
  const { viewer, row, granted, isParticipant } = await facts;
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
  let access = roleOf(viewer, submission, granted);
  if (!access && need === DocumentPermission.read && (await isParticipant())) {
    access = { role: 'participant', permission: DocumentPermission.read };
  }
  if (!access || PERMISSION_RANK[access.permission] < PERMISSION_RANK[need]) throw new DomainError(ErrorCode.permissionDenied);
  return { submission, row, ...access };
}

interface AccessFacts {
  viewer: DocumentViewer;
  /** The submission of the session's company; undefined when there is none. */
  row: SubmissionWithForm | undefined;
  /** The strongest permission granted to the viewer on the submission or its form group. */
  granted: DocumentPermission | null;
  /** Whether the viewer takes part in its workflow (asked only when no other role lets them read). */
  isParticipant: () => Promise<boolean>;
}

function strongest(grants: DocumentPermission[]): DocumentPermission | null {
  return [...grants].sort((a, b) => PERMISSION_RANK[b] - PERMISSION_RANK[a])[0] ?? null;
}

/** The submission with the viewer's grants and participation, in one statement. */
async function accessFactsOf(ctx: AccessContext, submissionId: number): Promise<AccessFacts> {
  const viewer = await documentViewerOf(ctx);
  const found = await visibilityRepository.findWithViewerStanding(ctx.db, viewer, submissionId);
  if (!found) return { viewer, row: undefined, granted: null, isParticipant: () => Promise.resolve(false) };
  const { granted_permissions: grants, is_participant: isParticipant, ...row } = found;
  // An administrator's standing needs no grant (roleOf), as in the locked read.
  return { viewer, row, granted: viewer.isAdmin ? null : strongest(grants), isParticipant: () => Promise.resolve(Boolean(isParticipant)) };
}

/**
 * The same facts with the row locked first: grants and participation are read after the lock, so a
 * participant added by the transaction it waited for counts.
 */
async function lockedAccessFactsOf(ctx: AccessContext, submissionId: number): Promise<AccessFacts> {
  const viewer = await documentViewerOf(ctx);
  const row = await submissionsRepository.findWithForm(ctx.db, submissionId, { companyCode: viewer.companyCode, forUpdate: true });
  const grants =
    !row || viewer.isAdmin
      ? []
      : await visibilityRepository.grantedPermissions(ctx.db, viewer.userId, { id: row.id, formGroupId: row.form_group_id });
  return {
    viewer,
    row,
    granted: strongest(grants),
    isParticipant: () => (row ? visibilityRepository.isParticipant(ctx.db, viewer, row.id) : Promise.resolve(false)),
  };
}
