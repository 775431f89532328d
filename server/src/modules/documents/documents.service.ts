import {
  DataSourceFieldKey,
  ErrorCode,
  FieldType,
  type Form,
  type FormEntryInput,
  fieldKeyOf,
  formDefinitionOf,
  type FormValidationResult,
  type IsoDate,
  isIsoDate,
  parseFieldValue,
  type SubmissionDetail,
  SubmissionState,
  type SubmitFormInput,
  type SubmitFormResult,
  type UpdateDocumentInput,
  validateForm,
} from '@portal/shared';
import { type Executor, withTransaction } from '../../db/transaction';
import { DomainError } from '../../errors/domain-error';
import type { Env } from '../../env';
import { businessToday } from '../../trpc/business-date';
import { findCurrentEmployee, sessionCompany } from '../employees/employee-access';
import { listPickableEmployees } from '../form-lookups/form-lookups.service';
import { createServerFormRuleContext } from '../form-lookups/form-rule-context';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import { markSubmissionViewed } from './document-lists.repository';
import * as documentsRepository from './documents.repository';
import * as formsRepository from './forms.repository';
import { buildSearchText } from './search-text';
import { initiateWithFirstMapping } from '../workflows/use-cases/initiate-with-first-mapping';
import { workflowFlagsFor } from '../workflows/workflow-flags';
import { authorizeSubmission, DocumentPermission, documentViewerOf } from './submission-access';

export interface DocumentsContext {
  db: Executor;
  auth: AuthenticatedSession;
  env: Env;
  now: () => Date;
}

/** A form that can be filed: it exists and is not archived. */
export async function findFilableForm(db: Executor, formId: number): Promise<Form> {
  const form = await formsRepository.findForm(db, formId);
  if (!form || form.archived) throw new DomainError(ErrorCode.recordNotFound);
  return form;
}

/** The values keyed by field (form data id); an entry of a field the form does not have is refused. */
function valuesOf(form: Form, entries: FormEntryInput[], base: Record<string, string> = {}): Record<string, string> {
  const fieldIds = new Set(form.formData.map((field) => field.id));
  const values = { ...base };
  entries.forEach((entry, index) => {
    if (!fieldIds.has(entry.formDataId)) throw DomainError.forField(`entries.${index}.formDataId`, ErrorCode.invalidValue);
    values[String(entry.formDataId)] = entry.formValue;
  });
  return values;
}

function fieldsOfType(form: Form, type: number) {
  return form.formData.filter((field) => field.formMeta.type === type);
}

/**
 * Employees named in employee, participant and substitute fields must be within the field's picker
 * scope for the caller (their team, department or work-time companies as the field allows, everyone
 * for administrators): a client cannot file for someone the picker would not offer.
 */
async function checkPeopleInScope(ctx: DocumentsContext, form: Form, values: Record<string, string>, today: IsoDate): Promise<void> {
  const checks: { formDataId: number; employeeNo: string }[] = [];
  for (const field of form.formData) {
    const value = values[fieldKeyOf(field)] ?? '';
    if (value === '') continue;
    if (field.formMeta.type === FieldType.employees || field.formMeta.type === FieldType.substitutionEmployees) {
      checks.push({ formDataId: field.id, employeeNo: value });
    } else if (field.formMeta.type === FieldType.participants) {
      for (const participant of parseFieldValue(FieldType.participants, value))
        checks.push({ formDataId: field.id, employeeNo: participant.employeeNo });
    }
  }
  for (const check of checks) {
    const found = await listPickableEmployees(
      ctx,
      {
        formId: form.id,
        formDataId: check.formDataId,
        employeeNo: check.employeeNo,
        subordinateEmployees: false,
        departmentEmployees: false,
        workTimeSetupEmployees: false,
        showTerminated: false,
      },
      today,
    );
    if (found.length === 0) throw DomainError.forField(String(check.formDataId), ErrorCode.permissionDenied);
  }
}

/** Who the document is about and its period, read from the fields that carry them. */
function derivedColumns(form: Form, values: Record<string, string>, ownEmployeeNo: string | null) {
  const valueWithKey = (key: string) => {
    const field = form.formData.find((candidate) => candidate.formMeta.dataSourceFieldKey === key);
    const value = field ? (values[fieldKeyOf(field)] ?? '').slice(0, 10) : '';
    return isIsoDate(value) ? value : null;
  };
  const employeeField = fieldsOfType(form, FieldType.employees).find((field) => (values[fieldKeyOf(field)] ?? '') !== '');
  const travellers = fieldsOfType(form, FieldType.participants).flatMap((field) =>
    parseFieldValue(FieldType.participants, values[fieldKeyOf(field)] ?? ''),
  );
  const employeeNo = employeeField ? values[fieldKeyOf(employeeField)]! : (travellers[0]?.employeeNo ?? ownEmployeeNo);
  return { employeeNo, dateFrom: valueWithKey(DataSourceFieldKey.dateFrom), dateTo: valueWithKey(DataSourceFieldKey.dateTo) };
}

async function runRules(
  ctx: DocumentsContext,
  db: Executor,
  form: Form,
  values: Record<string, string>,
  options: { employeeNo: string | null; isEdit: boolean; savedFileCounts?: Record<string, number> },
): Promise<FormValidationResult> {
  const companyCode = sessionCompany(ctx.auth);
  const today = businessToday(ctx);
  return validateForm(formDefinitionOf(form), values, createServerFormRuleContext(db, { companyCode, today }), 'submit', {
    employeeNo: options.employeeNo ?? '',
    isEdit: options.isEdit,
    ...(options.savedFileCounts ? { savedFileCounts: options.savedFileCounts } : {}),
  });
}

function refusal(form: Form, result: FormValidationResult): SubmitFormResult {
  return {
    id: null,
    documentNo: null,
    state: null,
    hasAnyError: true,
    messages: [...new Set(result.errors.map((issue) => issue.code))],
    errors: result.errors,
    warnings: result.warnings,
    messageOnSubmit: null,
    form: { id: form.id, isApplication: form.isApplication },
  };
}

// An initiated document is filed as New; when its form has an initiation workflow the first one
// starts in the same transaction (InProgress).
function stateAfterSave(initiate: boolean): SubmissionState {
  return initiate ? SubmissionState.new : SubmissionState.draft;
}

/**
 * Every field's value as stored: the validated values (required dropdowns defaulted), '' when unset.
 * An upload field's value is the names of its stored files, kept by the file calls: the names a
 * client sends announce files it is about to upload and count for the required rule only.
 */
function entriesToStore(form: Form, values: Record<string, string>, storedUploadValues: Map<number, string> = new Map()) {
  return form.formData.map((field) => ({
    formDataId: field.id,
    value: field.formMeta.type === FieldType.upload ? (storedUploadValues.get(field.id) ?? '') : (values[fieldKeyOf(field)] ?? ''),
  }));
}

function searchTextOf(form: Form, documentNo: string | null, entries: { value: string }[]): string {
  return buildSearchText({ documentNo, formNames: [form.name, form.nameEn], values: entries.map((entry) => entry.value) });
}

/** submit-form: files a new document (a draft, or initiated) after every rule passed on the server. */
export async function submitForm(ctx: DocumentsContext, input: SubmitFormInput): Promise<SubmitFormResult> {
  if (input.id !== undefined) return updateDocument(ctx, { id: input.id, entries: input.entries, initiate: input.initiate });
  const companyCode = sessionCompany(ctx.auth);
  const today = businessToday(ctx);
  const form = await findFilableForm(ctx.db, input.formId);
  const values = valuesOf(form, input.entries);
  const own = await findCurrentEmployee(ctx);
  await checkPeopleInScope(ctx, form, values, today);
  const result = await runRules(ctx, ctx.db, form, values, { employeeNo: own?.employeeNo ?? null, isEdit: false });
  if (result.errors.length > 0) return refusal(form, result);

  const entries = entriesToStore(form, result.values);
  const derived = derivedColumns(form, result.values, own?.employeeNo ?? null);
  const state = stateAfterSave(input.initiate);
  const now = ctx.now();
  const numberingId = await numberingIdOf(ctx.db, form.id);
  const saved = await withTransaction(ctx.db, async (trx) => {
    const documentNo = numberingId === null ? null : await documentsRepository.takeDocumentNumber(trx, numberingId, now);
    const id = await documentsRepository.insertSubmission(trx, {
      companyCode,
      formId: form.id,
      documentNo,
      state,
      ...derived,
      userId: ctx.auth.user.id,
      initiated: input.initiate,
      searchText: searchTextOf(form, documentNo, entries),
      now,
    });
    await documentsRepository.saveEntries(trx, id, entries);
    const started = input.initiate ? await initiateWithFirstMapping({ ...ctx, db: trx }, id, form.id) : null;
    return { id, documentNo, state: started ?? state };
  });
  return {
    id: saved.id,
    documentNo: saved.documentNo,
    state: saved.state,
    hasAnyError: false,
    messages: [],
    errors: [],
    warnings: result.warnings,
    messageOnSubmit: form.messageOnSubmit,
    form: { id: form.id, isApplication: form.isApplication },
  };
}

async function numberingIdOf(db: Executor, formId: number): Promise<number | null> {
  const row = await db.selectFrom('forms').select('numbering_id').where('id', '=', formId).executeTakeFirstOrThrow();
  return row.numbering_id;
}

/** update-document: saves a Draft's values (and may initiate it). The row is locked while it saves. */
export async function updateDocument(ctx: DocumentsContext, input: UpdateDocumentInput): Promise<SubmitFormResult> {
  const today = businessToday(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const trxCtx = { ...ctx, db: trx };
    const { submission } = await authorizeSubmission(trxCtx, input.id, DocumentPermission.manage, { db: trx, lock: true });
    if (submission.state !== SubmissionState.draft) throw new DomainError(ErrorCode.documentNotEditable);
    if (input.version !== undefined && input.version !== submission.version) throw new DomainError(ErrorCode.documentChanged);
    const form = (await formsRepository.findForm(trx, submission.formId))!;
    const stored = await documentsRepository.listEntries(trx, submission.id);
    const values = valuesOf(form, input.entries, Object.fromEntries(stored.map((entry) => [String(entry.form_data_id), entry.form_value])));
    await checkPeopleInScope(trxCtx, form, values, today);
    const savedFiles = await documentsRepository.countFilesByField(trx, submission.id);
    const own = await findCurrentEmployee(trxCtx);
    const result = await runRules(ctx, trx, form, values, {
      employeeNo: own?.employeeNo ?? null,
      isEdit: true,
      savedFileCounts: Object.fromEntries([...savedFiles].map(([formDataId, count]) => [String(formDataId), count])),
    });
    if (result.errors.length > 0) return refusal(form, result);

    const entries = entriesToStore(form, result.values, new Map(stored.map((entry) => [entry.form_data_id, entry.form_value])));
    const state = stateAfterSave(input.initiate);
    const row = (await documentsRepository.findSubmission(trx, submission.id, submission.companyCode))!;
    await documentsRepository.updateSubmission(trx, submission.id, {
      state,
      ...derivedColumns(form, result.values, own?.employeeNo ?? null),
      userId: ctx.auth.user.id,
      initiated: input.initiate,
      searchText: searchTextOf(form, row.document_no, entries),
      now: ctx.now(),
    });
    await documentsRepository.saveEntries(trx, submission.id, entries);
    const started = input.initiate ? await initiateWithFirstMapping({ ...ctx, db: trx }, submission.id, form.id) : null;
    return {
      id: submission.id,
      documentNo: row.document_no,
      state: started ?? state,
      hasAnyError: false,
      messages: [],
      errors: [],
      warnings: result.warnings,
      messageOnSubmit: null,
      form: { id: form.id, isApplication: form.isApplication },
    };
  });
}

/** delete-document: a Draft, by whoever manages it. */
export async function deleteDocument(ctx: DocumentsContext, id: number): Promise<void> {
  await withTransaction(ctx.db, async (trx) => {
    const { submission } = await authorizeSubmission({ ...ctx, db: trx }, id, DocumentPermission.manage, { db: trx, lock: true });
    if (submission.state !== SubmissionState.draft) throw new DomainError(ErrorCode.documentNotEditable);
    await documentsRepository.deleteSubmission(trx, id);
  });
}

/** A submission for the document view, with its form, values and the caller's flags. */
export async function getSubmission(
  ctx: DocumentsContext,
  id: number,
  erp?: { bcGuid: string; formId: number },
): Promise<SubmissionDetail> {
  const access = await authorizeSubmission(ctx, id, DocumentPermission.read);
  const viewer = await documentViewerOf(ctx);
  // Opening it is what makes a task or application row no longer unread.
  await markSubmissionViewed(ctx.db, id, viewer.userId);
  const row = (await documentsRepository.findSubmission(ctx.db, id, access.submission.companyCode))!;
  if (erp && (row.bc_guid !== erp.bcGuid || row.form_id !== erp.formId)) throw new DomainError(ErrorCode.documentNotFound);
  const form = (await formsRepository.findForm(ctx.db, row.form_id))!;
  const entries = await documentsRepository.listEntries(ctx.db, id);
  const entryByField = new Map(entries.map((entry) => [entry.form_data_id, entry]));
  const people = await documentsRepository.findPeople(
    ctx.db,
    [row.submitted_by, row.changed_by, row.initiated_by].filter((userId): userId is number => userId !== null),
    row.company_code,
  );
  const personOf = (userId: number | null) => (userId === null ? null : (people.get(userId) ?? null));
  const isBCDocument = row.bc_guid !== null;
  const canManage = access.permission === DocumentPermission.manage && row.state === SubmissionState.draft && !isBCDocument;
  return {
    id: row.id,
    name: form.name,
    nameEn: form.nameEn,
    documentNo: row.document_no,
    state: row.state as SubmissionState,
    createDate: row.created_at,
    updateDate: row.updated_at,
    submittedBy: personOf(row.submitted_by),
    changedBy: personOf(row.changed_by),
    initiatedBy: personOf(row.initiated_by),
    employeeNo: row.employee_no,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    bcGuid: row.bc_guid,
    comment: row.comment,
    version: row.version,
    workflowId: row.workflow_id,
    cancellationInProgress: row.cancellation_in_progress,
    form: {
      ...form,
      formData: form.formData.map((field) => {
        const entry = entryByField.get(field.id);
        return { ...field, formValue: entry?.form_value ?? '', formValueId: entry?.id ?? null };
      }),
    },
    canManage,
    canDelete: canManage,
    ...(await workflowFlagsFor(ctx.db, viewer, row)),
    isAdmin: viewer.isAdmin,
    isBCDocument,
  };
}
