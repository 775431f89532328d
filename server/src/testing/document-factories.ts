import { createHash } from 'node:crypto';
import type { SubmissionState } from '@portal/shared';
import type { Executor } from '../db/transaction';

// Factories for forms and submissions, written straight into the tables (no API), so tests of any
// document feature start from the exact rows they need, independent of the demo seed's catalogue.

export interface TestFieldInput {
  /** Field type number of spec 1 §3 (0 text … 28 hyperlink list). */
  type: number;
  caption: string;
  captionEn?: string;
  mandatory?: boolean;
  /** Options of types 5, 6, 7 (comma-separated), kept in form_data_type. */
  formDataType?: string;
}

export interface TestFormInput {
  name?: string;
  nameEn?: string;
  /** An existing group; a new one is made otherwise. */
  formGroupId?: number;
  groupName?: string;
  isApplication?: boolean;
  fields?: TestFieldInput[];
}

export interface TestField {
  /** The form_data id: the field's id on the form (upload keys and entries use it). */
  formDataId: number;
  formMetaId: number;
  type: number;
  caption: string;
}

export interface TestForm {
  formGroupId: number;
  formId: number;
  name: string;
  fields: TestField[];
}

let sequence = 0;

/** A form group (unless given), a form, and one field definition and placement per field, in order. */
export async function createTestForm(db: Executor, input: TestFormInput = {}): Promise<TestForm> {
  sequence += 1;
  const name = input.name ?? `Test form ${sequence}`;
  const formGroupId =
    input.formGroupId ??
    (
      await db
        .insertInto('form_groups')
        .values({ name: input.groupName ?? `Test group ${sequence}`, is_application: input.isApplication ?? false })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const form = await db
    .insertInto('forms')
    .values({ form_group_id: formGroupId, name, name_en: input.nameEn ?? null, is_application: input.isApplication ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fields: TestField[] = [];
  for (const [index, field] of (input.fields ?? []).entries()) {
    const meta = await db
      .insertInto('form_metas')
      .values({
        type: field.type,
        caption: field.caption,
        caption_en: field.captionEn ?? null,
        mandatory: field.mandatory ?? false,
        form_data_type: field.formDataType ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const placed = await db
      .insertInto('form_data')
      .values({ form_id: form.id, form_meta_id: meta.id, sort_order: (index + 1) * 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    fields.push({ formDataId: placed.id, formMetaId: meta.id, type: field.type, caption: field.caption });
  }
  return { formGroupId, formId: form.id, name, fields };
}

export interface TestSubmissionInput {
  formId: number;
  companyCode?: string;
  /** The user who filed it; also the initiator unless `initiatedBy` says otherwise. */
  submittedBy: number;
  initiatedBy?: number | null;
  /** The employee the document is about. */
  employeeNo?: string | null;
  state?: SubmissionState;
  documentNo?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  /** Entry values by form_data id. */
  entries?: Record<number, string>;
}

/** A submission of a form with its entries. */
export async function createTestSubmission(db: Executor, input: TestSubmissionInput): Promise<{ id: number }> {
  const submission = await db
    .insertInto('form_submissions')
    .values({
      company_code: input.companyCode ?? 'SV',
      form_id: input.formId,
      state: input.state ?? 'Draft',
      employee_no: input.employeeNo ?? null,
      submitted_by: input.submittedBy,
      initiated_by: input.initiatedBy === undefined ? input.submittedBy : input.initiatedBy,
      document_no: input.documentNo ?? null,
      date_from: input.dateFrom ?? null,
      date_to: input.dateTo ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const entries = Object.entries(input.entries ?? {});
  if (entries.length > 0) {
    await db
      .insertInto('form_submission_entries')
      .values(
        entries.map(([formDataId, formValue]) => ({
          submission_id: submission.id,
          form_data_id: Number(formDataId),
          form_value: formValue,
        })),
      )
      .execute();
  }
  return submission;
}

export interface TestFormFileInput {
  submissionId: number;
  formDataId?: number | null;
  /** form_files.type: 0 attachment, 1 workflow step, 2 ERP document, 3 generated. */
  type?: number;
  fileName: string;
  mimeType?: string;
  content: Buffer;
  createdBy?: number | null;
}

/** A stored file with its bytes in the database. */
export async function createTestFormFile(db: Executor, input: TestFormFileInput): Promise<{ id: number }> {
  return db
    .insertInto('form_files')
    .values({
      submission_id: input.submissionId,
      form_data_id: input.formDataId ?? null,
      type: input.type ?? 0,
      file_name: input.fileName,
      mime_type: input.mimeType ?? 'application/pdf',
      size_bytes: input.content.length,
      sha256: createHash('sha256').update(input.content).digest('hex'),
      content: input.content,
      created_by: input.createdBy ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The id of a user by username (the demo users: employee, manager, admin, planner). */
export async function userIdOf(db: Executor, username: string): Promise<number> {
  const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return user.id;
}
