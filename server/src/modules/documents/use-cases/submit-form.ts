import type { SubmitFormInput, SubmitFormResult } from '@portal/shared';
import { withTransaction } from '../../../db/transaction';
import { businessToday } from '../../../trpc/business-date';
import { findCurrentEmployee, sessionCompany } from '../../employees/employee-access';
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
import { getFilableForm } from './get-filable-form';
import { updateDocument } from './update-document';

/** submit-form: files a new document (a draft, or initiated) after every rule passed on the server. */
export async function submitForm(ctx: DocumentsContext, input: SubmitFormInput): Promise<SubmitFormResult> {
  if (input.id !== undefined) return updateDocument(ctx, { id: input.id, entries: input.entries, initiate: input.initiate });
  const companyCode = sessionCompany(ctx.auth);
  const today = businessToday(ctx);
  const form = await getFilableForm(ctx.db, input.formId, companyCode);
  const own = await findCurrentEmployee(ctx);
  const sent = valuesOf(form, input.entries);
  await checkPeopleInScope(ctx, form, sent, today);
  const values = await withCalculatedFields(ctx, ctx.db, form, sent, own?.employeeNo ?? null);
  const result = await runRules(ctx, ctx.db, form, values, { employeeNo: own?.employeeNo ?? null, isEdit: false });
  if (result.errors.length > 0) return refusal(form, result);

  const entries = entriesToStore(form, result.values);
  const derived = derivedColumns(form, result.values, own?.employeeNo ?? null);
  const state = stateAfterSave(input.initiate);
  const now = ctx.now();
  const numberingId = await formsRepository.findNumberingId(ctx.db, form.id);
  const saved = await withTransaction(ctx.db, async (trx) => {
    const documentNo = numberingId === null ? null : await submissionsRepository.takeDocumentNumber(trx, numberingId, now);
    const id = await submissionsRepository.insertSubmission(trx, {
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
    await submissionsRepository.saveEntries(trx, id, entries);
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
    // The form's message tells what happens to a filed document: a draft is only saved.
    messageOnSubmit: input.initiate ? form.messageOnSubmit : null,
    form: { id: form.id, isApplication: form.isApplication },
  };
}
