import { isNearDeadline, type DocumentListRow, type SubmissionState } from '@portal/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/transaction';
import type { DocumentViewer } from './document-permission';
import { findPeople } from './submission-people';

// The rows of a document list's page: the submissions with their forms and workflow step, the people
// who filed, changed and initiated them, and the values of the viewer's columns.

/** The list rows of the submissions, in the order of the ids. */
export async function rowsOf(
  db: Executor,
  viewer: DocumentViewer,
  ids: readonly number[],
  userIds: number[],
  valueMetaIds: readonly number[],
): Promise<DocumentListRow[]> {
  if (ids.length === 0) return [];
  const [rows, values, people] = await Promise.all([
    db
      .selectFrom('form_submissions')
      .innerJoin('forms', 'forms.id', 'form_submissions.form_id')
      .leftJoin('workflow_instance_activities', 'workflow_instance_activities.id', 'form_submissions.workflow_activity_id')
      .leftJoin('user_roles', 'user_roles.id', 'workflow_instance_activities.user_role_id')
      .select([
        'form_submissions.id',
        'form_submissions.document_no',
        'form_submissions.state',
        'form_submissions.created_at',
        'form_submissions.updated_at',
        'form_submissions.date_from',
        'form_submissions.date_to',
        'form_submissions.employee_no',
        'form_submissions.bc_guid',
        'form_submissions.submitted_by',
        'form_submissions.changed_by',
        'form_submissions.initiated_by',
        'form_submissions.deadline',
        'workflow_instance_activities.name as activity_name',
        'workflow_instance_activities.description as activity_description',
        'user_roles.name as role_name',
        'forms.id as form_id',
        'forms.name',
        'forms.name_en',
        'forms.form_group_id',
        'forms.is_application',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('form_submission_views')
              .select(sql`1`.as('one'))
              .whereRef('form_submission_views.submission_id', '=', 'form_submissions.id')
              .where('form_submission_views.user_id', '=', viewer.userId),
          )
          .as('is_opened'),
      )
      .where('form_submissions.id', 'in', ids)
      .execute(),
    valuesOf(db, ids, valueMetaIds),
    findPeople(db, userIds, viewer.companyCode),
  ]);
  const personOf = (userId: number | null) => (userId === null ? null : (people.get(userId) ?? null));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        name: row.name,
        nameEn: row.name_en,
        documentNo: row.document_no,
        state: row.state as SubmissionState,
        createDate: row.created_at,
        updateDate: row.updated_at,
        form: { id: row.form_id, name: row.name, nameEn: row.name_en, formGroupId: row.form_group_id, isApplication: row.is_application },
        submittedBy: personOf(row.submitted_by),
        changedBy: personOf(row.changed_by),
        initiatedBy: personOf(row.initiated_by),
        workflowActivity:
          row.activity_name === null
            ? null
            : {
                name: row.activity_name,
                description: row.activity_description,
                userRoles: row.role_name === null ? null : { name: row.role_name },
              },
        deadline: row.deadline === null ? null : new Date(`${row.deadline}T00:00:00Z`),
        isNearDeadline: isNearDeadline(row.deadline, viewer.today),
        // What the caller filed counts as read.
        isViewed: Boolean(row.is_opened) || row.submitted_by === viewer.userId || row.initiated_by === viewer.userId,
        dateFrom: row.date_from,
        dateTo: row.date_to,
        employeeNo: row.employee_no,
        bcGuid: row.bc_guid,
        values: values.get(row.id) ?? {},
      },
    ];
  });
}

async function valuesOf(
  db: Executor,
  ids: readonly number[],
  formMetaIds: readonly number[],
): Promise<Map<number, Record<string, string>>> {
  const values = new Map<number, Record<string, string>>();
  if (formMetaIds.length === 0) return values;
  const rows = await db
    .selectFrom('form_submission_entries')
    .innerJoin('form_data', 'form_data.id', 'form_submission_entries.form_data_id')
    .select(['form_submission_entries.submission_id', 'form_data.form_meta_id', 'form_submission_entries.form_value'])
    .where('form_submission_entries.submission_id', 'in', ids)
    .where('form_data.form_meta_id', 'in', formMetaIds)
    .execute();
  for (const row of rows) {
    let own = values.get(row.submission_id);
    if (!own) values.set(row.submission_id, (own = {}));
    own[String(row.form_meta_id)] = row.form_value;
  }
  return values;
}
