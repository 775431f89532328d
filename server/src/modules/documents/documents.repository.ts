import type { SubmissionPerson, SubmissionState } from '@portal/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/transaction';

// Submissions: the row, its entries and the numbering that names it.

export async function findSubmission(db: Executor, id: number, companyCode: string) {
  return db.selectFrom('form_submissions').selectAll().where('id', '=', id).where('company_code', '=', companyCode).executeTakeFirst();
}

export async function listEntries(db: Executor, submissionId: number) {
  return db
    .selectFrom('form_submission_entries')
    .select(['id', 'form_data_id', 'form_value'])
    .where('submission_id', '=', submissionId)
    .execute();
}

/** Saved files per placed field (the upload rule counts them in edit). */
export async function countFilesByField(db: Executor, submissionId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('form_files')
    .select(['form_data_id', sql<number>`count(*)::int`.as('files')])
    .where('submission_id', '=', submissionId)
    .where('form_data_id', 'is not', null)
    .groupBy('form_data_id')
    .execute();
  return new Map(rows.map((row) => [row.form_data_id!, row.files]));
}

/** Users by id with the name of their employee record in the company, for initiator/submitter columns. */
export async function findPeople(db: Executor, userIds: number[], companyCode: string): Promise<Map<number, SubmissionPerson>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('employees', (join) =>
      join.onRef('employees.personnel_no', '=', 'users.personnel_no').on('employees.company_code', '=', companyCode),
    )
    .select([
      'users.id',
      'users.username',
      'users.first_name',
      'users.last_name',
      'employees.first_name as employee_first_name',
      'employees.last_name as employee_last_name',
      'employees.employee_no',
    ])
    .where('users.id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((row) => {
      const first = row.employee_first_name ?? row.first_name;
      const last = row.employee_last_name ?? row.last_name;
      const fullName = [first, last].filter(Boolean).join(' ') || row.username;
      return [row.id, { userId: row.id, employeeFullName: fullName, employeeNo: row.employee_no }];
    }),
  );
}

/**
 * Takes the next document number of a numbering. The numbering row is locked until the transaction
 * ends, so concurrent submissions queue here and numbers come out without gaps or duplicates.
 */
export async function takeDocumentNumber(trx: Transaction<Database>, numberingId: number, now: Date): Promise<string> {
  const numbering = await trx
    .selectFrom('numberings')
    .select(['prefix', 'next_number', 'figures'])
    .where('id', '=', numberingId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('numberings')
    .set({ next_number: numbering.next_number + 1, last_used_at: now })
    .where('id', '=', numberingId)
    .execute();
  return `${numbering.prefix}${String(numbering.next_number).padStart(numbering.figures, '0')}`;
}

export interface SubmissionWrite {
  companyCode: string;
  formId: number;
  documentNo: string | null;
  state: SubmissionState;
  employeeNo: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  userId: number;
  initiated: boolean;
  searchText: string;
  now: Date;
}

export async function insertSubmission(trx: Transaction<Database>, write: SubmissionWrite): Promise<number> {
  const { id } = await trx
    .insertInto('form_submissions')
    .values({
      company_code: write.companyCode,
      form_id: write.formId,
      document_no: write.documentNo,
      state: write.state,
      employee_no: write.employeeNo,
      date_from: write.dateFrom,
      date_to: write.dateTo,
      submitted_by: write.userId,
      changed_by: write.userId,
      initiated_by: write.initiated ? write.userId : null,
      created_at: write.now,
      updated_at: write.now,
      search_text: write.searchText,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSubmission(
  trx: Transaction<Database>,
  id: number,
  write: Pick<SubmissionWrite, 'state' | 'employeeNo' | 'dateFrom' | 'dateTo' | 'userId' | 'initiated' | 'searchText' | 'now'>,
): Promise<void> {
  await trx
    .updateTable('form_submissions')
    .set((eb) => ({
      state: write.state,
      employee_no: write.employeeNo,
      date_from: write.dateFrom,
      date_to: write.dateTo,
      changed_by: write.userId,
      ...(write.initiated ? { initiated_by: write.userId } : {}),
      updated_at: write.now,
      search_text: write.searchText,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** Writes every entry of the submission: one row per placed field, replacing earlier values. */
export async function saveEntries(
  trx: Transaction<Database>,
  submissionId: number,
  values: { formDataId: number; value: string }[],
): Promise<void> {
  if (values.length === 0) return;
  await trx
    .insertInto('form_submission_entries')
    .values(values.map((entry) => ({ submission_id: submissionId, form_data_id: entry.formDataId, form_value: entry.value })))
    .onConflict((conflict) =>
      conflict.columns(['submission_id', 'form_data_id']).doUpdateSet((eb) => ({ form_value: eb.ref('excluded.form_value') })),
    )
    .execute();
}

export async function deleteSubmission(trx: Transaction<Database>, id: number): Promise<void> {
  await trx.deleteFrom('form_submissions').where('id', '=', id).execute();
}
