import { dateInTimeZone, ErrorCode, type IsoDate, type SubmissionState } from '@portal/shared';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import type { Env } from '../../env';
import { DomainError } from '../../errors/domain-error';
import { findCurrentEmployee, isAdministrator, sessionCompany } from '../employees/employee-access';
import { substitutedEmployeeNos as substitutedEmployeeNosOn } from '../workflows/workflows.repository';
import type { AuthenticatedSession } from '../sessions/session-tokens';

/**
 * Who may do what with a submission (issue "Dynamic forms", SECURITY.md "Authorization"):
 * - administrators: everything in their session's company;
 * - the user who filed or initiated it: manage;
 * - the employee the document is about (filed for them by someone else): read;
 * - a document permission granted on the submission or on its form group: that permission.
 * - a participant of one of its workflow runs, or today's substitute of one: read (acting is the
 *   workflow engine's check).
 * Everything else is permission denied, and a submission of another company does not exist for the caller.
 */
export const DocumentPermission = { read: 'read', update: 'update', manage: 'manage' } as const;
export type DocumentPermission = (typeof DocumentPermission)[keyof typeof DocumentPermission];

const RANK: Record<DocumentPermission, number> = { read: 1, update: 2, manage: 3 };

export type SubmissionRole = 'admin' | 'initiator' | 'subject' | 'grantee' | 'participant';

export interface DocumentViewer {
  userId: number;
  companyCode: string;
  isAdmin: boolean;
  /** The viewer's employee number in the session's company, if they have one there. */
  employeeNo: string | null;
  /** Employees the viewer substitutes today: their workflow participations are the viewer's too. */
  substitutedEmployeeNos: string[];
  /** The business date the viewer's lists are judged on (near deadline, substitutions). */
  today: IsoDate;
}

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

/**
 * The viewer takes part in a workflow run of the submission (or substitutes someone who does), as a
 * SQL condition on form_submissions. With `pendingOnly`, only a participation still awaiting their
 * decision on the active activity: a task.
 */
export function participatesIn(viewer: Pick<DocumentViewer, 'userId' | 'substitutedEmployeeNos'>, options: { pendingOnly: boolean }) {
  return (eb: ExpressionBuilder<Database, 'form_submissions'>) => {
    let query = eb
      .selectFrom('workflow_participants')
      .innerJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'workflow_participants.instance_activity_id')
      .innerJoin('workflow_instances', 'workflow_instances.id', 'workflow_instance_activities.instance_id')
      .select(sql`1`.as('one'))
      .whereRef('workflow_instances.submission_id', '=', 'form_submissions.id')
      .where((who) =>
        who.or([
          who('workflow_participants.user_id', '=', viewer.userId),
          // A substitute never acts on a document they filed themselves.
          ...(viewer.substitutedEmployeeNos.length > 0
            ? [
                who.and([
                  who('workflow_participants.employee_no', 'in', viewer.substitutedEmployeeNos),
                  who(who.fn.coalesce('form_submissions.submitted_by', sql.lit(0)), '<>', viewer.userId),
                  who(who.fn.coalesce('form_submissions.initiated_by', sql.lit(0)), '<>', viewer.userId),
                ]),
              ]
            : []),
        ]),
      );
    if (options.pendingOnly) {
      query = query
        .where('workflow_participants.action', '=', 0)
        .where('workflow_instance_activities.state', '=', 'active')
        .where('workflow_instances.state', '=', 'active');
    }
    return eb.exists(query);
  };
}

/** Grants of `userId` on the submission or its form group, as a SQL condition on form_submissions. */
function grantExists(eb: ExpressionBuilder<Database, 'form_submissions'>, userId: number, minimum: DocumentPermission) {
  const permissions = (Object.keys(RANK) as DocumentPermission[]).filter((permission) => RANK[permission] >= RANK[minimum]);
  return eb.exists(
    eb
      .selectFrom('document_permissions')
      .select(sql`1`.as('one'))
      .where('document_permissions.user_id', '=', userId)
      .where('document_permissions.permission', 'in', permissions)
      .where((grant) =>
        grant.or([
          grant.and([
            grant('document_permissions.object_type', '=', 'document'),
            grant('document_permissions.object_id', '=', grant.ref('form_submissions.id')),
          ]),
          grant.and([
            grant('document_permissions.object_type', '=', 'document_group'),
            grant(
              'document_permissions.object_id',
              '=',
              grant.selectFrom('forms').select('forms.form_group_id').whereRef('forms.id', '=', 'form_submissions.form_id'),
            ),
          ]),
        ]),
      ),
  );
}

/**
 * The condition a list query puts on form_submissions so that only submissions the viewer may read
 * come back (the company is always the session's).
 */
export function visibleTo(viewer: DocumentViewer) {
  return (eb: ExpressionBuilder<Database, 'form_submissions'>) => {
    const inCompany = eb('form_submissions.company_code', '=', viewer.companyCode);
    if (viewer.isAdmin) return eb.and([inCompany]);
    const readable = [
      eb('form_submissions.submitted_by', '=', viewer.userId),
      eb('form_submissions.initiated_by', '=', viewer.userId),
      ...(viewer.employeeNo ? [eb('form_submissions.employee_no', '=', viewer.employeeNo)] : []),
      grantExists(eb, viewer.userId, DocumentPermission.read),
      participatesIn(viewer, { pendingOnly: false })(eb),
    ];
    return eb.and([inCompany, eb.or(readable)]);
  };
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
    .sort((a, b) => RANK[b] - RANK[a])[0];
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
  let query = db
    .selectFrom('form_submissions')
    .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
    .select([
      'form_submissions.id',
      'form_submissions.company_code',
      'form_submissions.form_id',
      'forms.form_group_id',
      'form_submissions.state',
      'form_submissions.employee_no',
      'form_submissions.submitted_by',
      'form_submissions.initiated_by',
      'form_submissions.version',
    ])
    .where('form_submissions.id', '=', submissionId)
    .where('form_submissions.company_code', '=', viewer.companyCode);
  if (options.lock) query = query.forUpdate('form_submissions');
  const row = await query.executeTakeFirst();
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
  const grants = viewer.isAdmin
    ? []
    : await db
        .selectFrom('document_permissions')
        .select('permission')
        .where('user_id', '=', viewer.userId)
        .where((eb) =>
          eb.or([
            eb.and([eb('object_type', '=', 'document'), eb('object_id', '=', submission.id)]),
            eb.and([eb('object_type', '=', 'document_group'), eb('object_id', '=', submission.formGroupId)]),
          ]),
        )
        .execute();
  const granted = grants.map((grant) => grant.permission as DocumentPermission).sort((a, b) => RANK[b] - RANK[a])[0] ?? null;
  let access = roleOf(viewer, submission, granted);
  if (!access && need === DocumentPermission.read) {
    const participant = await db
      .selectFrom('form_submissions')
      .select('form_submissions.id')
      .where('form_submissions.id', '=', submission.id)
      .where((eb) => participatesIn(viewer, { pendingOnly: false })(eb))
      .executeTakeFirst();
    if (participant) access = { role: 'participant', permission: DocumentPermission.read };
  }
  if (!access || RANK[access.permission] < RANK[need]) throw new DomainError(ErrorCode.permissionDenied);
  return { submission, ...access };
}
