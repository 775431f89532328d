import { type Form, type FormField, SubmissionState } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import * as submissionsRepository from '../submissions/submissions.repository';
import { useDemoCallers } from '../../testing/test-caller';

// Issue #15: changing or archiving a form never changes a document already filed. The designer calls
// live on other branches, so the test changes the definition rows directly, as they would.
const api = useDemoCallers();

const equipmentValues = { Quantity: '1', Urgency: 'Skubus', 'Needed by': '2026-12-10', Reason: 'Naujas darbuotojas' };

async function equipmentForm(): Promise<Form> {
  const { id } = await api.harness.db
    .selectFrom('forms')
    .select('id')
    .where('system_name', '=', DemoForm.equipmentRequest)
    .executeTakeFirstOrThrow();
  return api.as.employee.documents.form({ id });
}

function entriesOf(form: Form) {
  return Object.entries(equipmentValues).map(([caption, formValue]) => ({
    formDataId: form.formData.find((field) => field.formMeta.captionEn === caption)!.id,
    formValue,
  }));
}

const withoutValue = ({ formValue: _value, formValueId: _id, ...field }: FormField) => field;

describe('filed documents keep their form definition', () => {
  it('shows a filed document exactly as before after its form, a caption and a list item are renamed and the form archived', async () => {
    const { db } = api.harness;
    const form = await equipmentForm();
    const filed = await api.as.employee.documents.submitForm({ formId: form.id, entries: entriesOf(form), initiate: true });
    expect(filed.hasAnyError).toBe(false);
    const draft = await api.as.employee.documents.submitForm({ formId: form.id, entries: entriesOf(form), initiate: false });
    const before = await api.as.employee.documents.submission({ id: filed.id! });
    // The stored definition is the live form of the moment of filing, field for field.
    expect(before.form.formData.map(withoutValue)).toEqual(form.formData.map(withoutValue));
    const listed = (await api.as.employee.documentLists.mySubmissions({ rowsPerPage: 100 })).items.find((row) => row.id === filed.id)!;

    const listField = form.formData.find((field) => field.preValues.length > 0)!;
    const captionField = form.formData.find((field) => field.formMeta.captionEn === 'Reason')!;
    await db
      .updateTable('forms')
      .set({ name: 'Pervadinta forma', name_en: 'Renamed form', archived: true })
      .where('id', '=', form.id)
      .execute();
    await db
      .updateTable('form_metas')
      .set({ caption: 'Nauja antraštė', caption_en: 'New caption' })
      .where('id', '=', captionField.formMetaId)
      .execute();
    await db
      .updateTable('pre_value_items')
      .set({ name: 'Pervadintas punktas', name_en: 'Renamed item' })
      .where('list_id', '=', listField.formMeta.formMetaPrevaluesListId!)
      .execute();

    const after = await api.as.employee.documents.submission({ id: filed.id! });
    expect(after.name).toBe(before.name);
    expect(after.nameEn).toBe(before.nameEn);
    expect(after.form).toEqual(before.form);
    const listedAfter = (await api.as.employee.documentLists.mySubmissions({ rowsPerPage: 100 })).items.find((row) => row.id === filed.id)!;
    expect(listedAfter.name).toBe(listed.name);
    expect(listedAfter.form.nameEn).toBe(listed.form.nameEn);
    const printed = await submissionsRepository.loadSubmissionDocument(db, filed.id!);
    expect(printed.submission.form_name_en).toBe('Equipment request');
    expect(printed.fields.map((field) => field.caption_en)).toContain('Reason');

    // A draft follows the live definition: it is still being written.
    const liveDraft = await api.as.employee.documents.submission({ id: draft.id! });
    expect(liveDraft.state).toBe(SubmissionState.draft);
    expect(liveDraft.nameEn).toBe('Renamed form');
    expect(liveDraft.form.formData.find((field) => field.id === captionField.id)!.formMeta.captionEn).toBe('New caption');
  });

  it('stores the definition when a draft is filed, not while it is a draft', async () => {
    const { db } = api.harness;
    await db.updateTable('forms').set({ archived: false }).where('system_name', '=', DemoForm.equipmentRequest).execute();
    await db.updateTable('form_metas').set({ caption_en: 'Reason' }).where('caption_en', '=', 'New caption').execute();
    const form = await equipmentForm();
    const draft = await api.as.employee.documents.submitForm({ formId: form.id, entries: entriesOf(form), initiate: false });
    const stored = () =>
      db
        .selectFrom('form_submissions')
        .select(['form_definition', 'filed_form_name'])
        .where('id', '=', draft.id!)
        .executeTakeFirstOrThrow();
    expect((await stored()).form_definition).toBeNull();
    await db.updateTable('forms').set({ name: 'Kita forma' }).where('id', '=', form.id).execute();
    await api.as.employee.documents.updateDocument({ id: draft.id!, entries: entriesOf(form), initiate: true });
    expect((await stored()).filed_form_name).toBe('Kita forma');
    await db.updateTable('forms').set({ name: 'Dar kita forma' }).where('id', '=', form.id).execute();
    expect((await api.as.employee.documents.submission({ id: draft.id! })).name).toBe('Kita forma');
  });

  it('backfilled the seeded filed documents and left the drafts alone', async () => {
    const rows = await api.harness.db.selectFrom('form_submissions').select(['state', 'form_definition']).execute();
    expect(rows.filter((row) => row.state !== SubmissionState.draft).every((row) => row.form_definition !== null)).toBe(true);
    expect(rows.filter((row) => row.state === SubmissionState.draft).every((row) => row.form_definition === null)).toBe(true);
  });
});
