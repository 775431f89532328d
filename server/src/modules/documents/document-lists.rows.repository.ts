import { deadlineStatus, isNearDeadline, type DocumentListRow, type SubmissionState } from '@portal/shared';
import { type SqlBool, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../../db/transaction';
import type { DocumentViewer } from './document-permission';
import { personNameOf, type UserWithEmployeeName } from '../users/people-by-user-id';
import * as employeesRepository from '../employees/employees.repository';
import * as usersRepository from '../users/users.repository';
import { submissionPersonOf } from './submission-people';

// The rows of a document list's page in one statement (decision 007): the submissions with their
// forms and workflow step, the employee they are about and the people who filed, changed and initiated
// them (named by the users module's rule), and the values of the viewer's columns.

/** The list rows of the submissions, in the order of the ids. */
export async function rowsOf(
  db: Executor,
  viewer: DocumentViewer,
  ids: readonly number[],
  valueMetaIds: readonly number[],
): Promise<DocumentListRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
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
      'form_submissions.cancellation_in_progress',
      'workflow_instance_activities.name as activity_name',
      'workflow_instance_activities.name_en as activity_name_en',
      'workflow_instance_activities.description as activity_description',
      'user_roles.name as role_name',
      'forms.id as form_id',
      // A filed document is listed under the name its form had when it was filed (issue #15).
      sql<string>`coalesce(form_submissions.filed_form_name, forms.name)`.as('name'),
      sql<
        string | null
      >`case when form_submissions.filed_form_name is null then forms.name_en else form_submissions.filed_form_name_en end`.as('name_en'),
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
    .select((eb) => [
      employeesRepository.fullNameOfEmployeeNo(eb.ref('form_submissions.employee_no'), viewer.companyCode).as('employee_full_name'),
      usersRepository.withEmployeeNameObject(eb.ref('form_submissions.submitted_by'), viewer.companyCode).as('submitted_by_person'),
      usersRepository.withEmployeeNameObject(eb.ref('form_submissions.changed_by'), viewer.companyCode).as('changed_by_person'),
      usersRepository.withEmployeeNameObject(eb.ref('form_submissions.initiated_by'), viewer.companyCode).as('initiated_by_person'),
      // The values of the shown columns (none asked: an empty list, nothing read).
      jsonArrayFrom(
        eb
          .selectFrom('form_submission_entries')
          .innerJoin('form_data', 'form_data.id', 'form_submission_entries.form_data_id')
          .select(['form_data.form_meta_id', 'form_submission_entries.form_value'])
          .whereRef('form_submission_entries.submission_id', '=', 'form_submissions.id')
          .where((entry) => (valueMetaIds.length > 0 ? entry('form_data.form_meta_id', 'in', valueMetaIds) : sql<SqlBool>`false`)),
      ).as('entry_values'),
    ])
    .where('form_submissions.id', 'in', ids)
    .execute();
  const personOf = (person: UserWithEmployeeName | null) => (person === null ? null : submissionPersonOf(personNameOf(person)));
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
        submittedBy: personOf(row.submitted_by_person),
        changedBy: personOf(row.changed_by_person),
        initiatedBy: personOf(row.initiated_by_person),
        workflowActivity:
          row.activity_name === null
            ? null
            : {
                name: row.activity_name,
                nameEn: row.activity_name_en,
                description: row.activity_description,
                userRoles: row.role_name === null ? null : { name: row.role_name },
              },
        deadline: row.deadline === null ? null : new Date(`${row.deadline}T00:00:00Z`),
        isNearDeadline: isNearDeadline(row.deadline, viewer.today),
        deadlineStatus: deadlineStatus(row.deadline, viewer.today),
        cancellationInProgress: row.cancellation_in_progress,
        // What the caller filed counts as read.
        isViewed: Boolean(row.is_opened) || row.submitted_by === viewer.userId || row.initiated_by === viewer.userId,
        dateFrom: row.date_from,
        dateTo: row.date_to,
        employeeNo: row.employee_no,
        employeeFullName: row.employee_full_name,
        bcGuid: row.bc_guid,
        values: Object.fromEntries(row.entry_values.map((entry) => [String(entry.form_meta_id), entry.form_value])),
      },
    ];
  });
}
