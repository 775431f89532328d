import { ErrorCode, SubmissionState, type SubmitFormResult, type UpdateDocumentInput } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { DomainError } from '../../../errors/domain-error';
import { businessToday } from '../../../trpc/business-date';
import { findCurrentEmployee } from '../../employees/employee-access';
import * as submissionsRepository from '../../submissions/submissions.repository';
import { initiateWithFirstMapping } from '../../workflows/use-cases/initiate-with-first-mapping';
import {
  checkPeopleInScope,
  derivedColumns,
  type DocumentsContext,
  entriesToStore,
  refusal,
  runRules,
  searchTextOf,
  stateAfterSave,
  valuesOf,
  withCalculatedFields,
} from '../filing-rules';
import * as formsRepository from '../forms.repository';
import { authorizeSubmission, DocumentPermission } from '../submission-access';

/** update-document: saves a Draft's values (and may initiate it). The row is locked while it saves. */
export async function updateDocument(ctx: DocumentsContext, input: UpdateDocumentInput): Promise<SubmitFormResult> {
  const today = businessToday(ctx);
  return withTransaction(ctx.db, async (trx) => {
    const trxCtx = { ...ctx, db: trx };
    const { submission } = await authorizeSubmission(trxCtx, input.id, DocumentPermission.manage, { db: trx, lock: true });
    if (submission.state !== SubmissionState.draft) throw new DomainError(ErrorCode.documentNotEditable);
    if (input.version !== undefined && input.version !== submission.version) throw new DomainError(ErrorCode.documentChanged);
    const form = (await formsRepository.findForm(trx, submission.formId))!;
    const stored = await submissionsRepository.listEntries(trx, submission.id);
    const sent = valuesOf(form, input.entries, Object.fromEntries(stored.map((entry) => [String(entry.form_data_id), entry.form_value])));
    await checkPeopleInScope(trxCtx, form, sent, today);
    const savedFiles = await submissionsRepository.countFilesByField(trx, submission.id);
    const own = await findCurrentEmployee(trxCtx);
    const values = await withCalculatedFields(ctx, trx, form, sent, own?.employeeNo ?? null);
    const result = await runRules(ctx, trx, form, values, {
      employeeNo: own?.employeeNo ?? null,
      isEdit: true,
      savedFileCounts: Object.fromEntries([...savedFiles].map(([formDataId, count]) => [String(formDataId), count])),
    });
    if (result.errors.length > 0) return refusal(form, result);

    const entries = entriesToStore(form, result.values, new Map(stored.map((entry) => [entry.form_data_id, entry.form_value])));
    const state = stateAfterSave(input.initiate);
    const row = (await submissionsRepository.findSubmission(trx, submission.id, submission.companyCode))!;
    await submissionsRepository.updateSubmission(trx, submission.id, {
      state,
      ...derivedColumns(form, result.values, own?.employeeNo ?? null),
      userId: ctx.auth.user.id,
      initiated: input.initiate,
      searchText: searchTextOf(form, row.document_no, entries),
      now: ctx.now(),
    });
    await submissionsRepository.saveEntries(trx, submission.id, entries);
    const started = input.initiate ? await initiateWithFirstMapping({ ...ctx, db: trx }, submission.id, form.id) : null;
    return {
      id: submission.id,
      documentNo: row.document_no,
      state: started ?? state,
      hasAnyError: false,
      messages: [],
      errors: [],
      warnings: result.warnings,
      messageOnSubmit: input.initiate ? form.messageOnSubmit : null,
      form: { id: form.id, isApplication: form.isApplication },
    };
  });
}
