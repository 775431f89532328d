import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';
import * as submissionsRepository from '../submissions/submissions.repository';
import { DocumentPermission, type DocumentViewer, permissionsAtLeast } from './document-permission';

// Who sees a document, as SQL: the rule of submission-access.ts as a condition on form_submissions
// (visibleTo) that every list and query applies, the grants and participations it is made of, and the
// people a document names. The table itself belongs to modules/submissions (submissions.repository.ts).

/** The ids of the submissions the viewer may read, as a subquery (`submission_id in …`). */
export function idsVisibleTo(db: Executor, viewer: DocumentViewer) {
  return db.selectFrom('form_submissions').select('form_submissions.id').where(visibleTo(viewer));
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
/** The user's grants on a submission: on the document itself or on its form group (`formGroupId`). */
function grantsOnSubmission(eb: ExpressionBuilder<Database, 'form_submissions'>, userId: number, formGroupId: Expression<number | null>) {
  return eb
    .selectFrom('document_permissions')
    .where('document_permissions.user_id', '=', userId)
    .where((grant) =>
      grant.or([
        grant.and([
          grant('document_permissions.object_type', '=', 'document'),
          grant('document_permissions.object_id', '=', grant.ref('form_submissions.id')),
        ]),
        grant.and([
          grant('document_permissions.object_type', '=', 'document_group'),
          grant('document_permissions.object_id', '=', formGroupId),
        ]),
      ]),
    );
}

function grantExists(eb: ExpressionBuilder<Database, 'form_submissions'>, userId: number, minimum: DocumentPermission) {
  const formGroupId = eb
    .selectFrom('forms')
    .select('forms.form_group_id')
    .whereRef('forms.id', '=', 'form_submissions.form_id')
    .$asScalar();
  return eb.exists(
    grantsOnSubmission(eb, userId, formGroupId)
      .select(sql`1`.as('one'))
      .where('document_permissions.permission', 'in', permissionsAtLeast(minimum)),
  );
}

/**
 * The rule of who sees a document (submission-access.ts), as the condition a query puts on
 * form_submissions so that only submissions the viewer may read come back (the company is always
 * the session's).
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

/** Whether the viewer takes part in a workflow run of the submission (or substitutes someone who does). */
export async function isParticipant(db: Executor, viewer: DocumentViewer, submissionId: number): Promise<boolean> {
  const participant = await db
    .selectFrom('form_submissions')
    .select('form_submissions.id')
    .where('form_submissions.id', '=', submissionId)
    .where((eb) => participatesIn(viewer, { pendingOnly: false })(eb))
    .executeTakeFirst();
  return participant !== undefined;
}

/** The permissions granted to the user on the submission itself or on its form group. */
export async function grantedPermissions(
  db: Executor,
  userId: number,
  submission: { id: number; formGroupId: number },
): Promise<DocumentPermission[]> {
  const grants = await db
    .selectFrom('document_permissions')
    .select('permission')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([eb('object_type', '=', 'document'), eb('object_id', '=', submission.id)]),
        eb.and([eb('object_type', '=', 'document_group'), eb('object_id', '=', submission.formGroupId)]),
      ]),
    )
    .execute();
  return grants.map((grant) => grant.permission as DocumentPermission);
}

/**
 * The submission (of the viewer's company) with its form, as submissions.findWithForm reads it, and in
 * the same statement what authorizeSubmission weighs besides: the permissions granted to the viewer
 * on it or its form group (as grantedPermissions) and whether they take part in its workflow (as
 * isParticipant). One round trip instead of three when a document is opened (issue #11).
 */
export function findWithViewerStanding(db: Executor, viewer: DocumentViewer, submissionId: number) {
  return submissionsRepository
    .withFormQuery(db, submissionId, { companyCode: viewer.companyCode })
    .select((eb) => [
      eb
        .fn<DocumentPermission[]>('array', [
          grantsOnSubmission(eb, viewer.userId, eb.ref('forms.form_group_id')).select('document_permissions.permission'),
        ])
        .as('granted_permissions'),
      participatesIn(viewer, { pendingOnly: false })(eb).as('is_participant'),
    ])
    .executeTakeFirst();
}
