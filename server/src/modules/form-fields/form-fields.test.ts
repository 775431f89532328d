import {
  type AvailableFormMeta,
  ErrorCode,
  FieldType,
  type Form,
  type FormFields,
  type FormFieldValidationRow,
  ValidationType,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestForm, createTestSubmission, type TestForm, userIdOf } from '../../testing/document-factories';
import { countRows, createUser } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import {
  type AppCaller,
  callerAs,
  callerWithToken,
  expectDomainError,
  expectFieldError,
  illTyped,
  openSession,
  useDemoCallers,
} from '../../testing/test-caller';

// The form designer's fields tab and preview on the demo companies: a company's own form (SV), a
// shared one, and another company's (NL). `admin` has the top level (3); `designer` level 2.
const api = useDemoCallers();
const BASE = '/api/admin-area/documents';

let designer: AppCaller;
let designerToken: string;
let levelOne: AppCaller;
let levelZero: AppCaller;
let employeeUserId: number;

/** A company (SV) form with a date, a dropdown, a list dropdown and an employee field. */
let own: TestForm;
/** A shared form (no company). */
let shared: TestForm;
/** A form of the other company (NL). */
let foreign: TestForm;
/** A meta of the other company, never offered to SV's forms. */
let foreignMetaId: number;

async function setGroupCompany(formGroupId: number, companyCode: string | null) {
  await api.harness.db.updateTable('form_groups').set({ company_code: companyCode }).where('id', '=', formGroupId).execute();
}

async function newMeta(
  caption: string,
  type: number,
  companyCode: string | null = null,
  extra: { formDataType?: string; listId?: number } = {},
) {
  const row = await api.harness.db
    .insertInto('form_metas')
    .values({
      caption,
      type,
      company_code: companyCode,
      form_data_type: extra.formDataType ?? null,
      pre_values_list_id: extra.listId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  const { db } = api.harness;
  await createUser(db, { username: 'ff-designer', adminAccess: 2 });
  await createUser(db, { username: 'ff-level-one', adminAccess: 1 });
  await createUser(db, { username: 'ff-level-zero', adminAccess: 0 });
  designerToken = await openSession(api.harness, 'ff-designer');
  designer = callerWithToken(api.harness, designerToken);
  levelOne = await callerAs(api.harness, 'ff-level-one');
  levelZero = await callerAs(api.harness, 'ff-level-zero');
  employeeUserId = await userIdOf(db, 'employee');

  own = await createTestForm(db, {
    name: 'Nuotolinio darbo prašymas',
    nameEn: 'Remote work request',
    fields: [
      { type: FieldType.date, caption: 'Data nuo', captionEn: 'Date from' },
      { type: FieldType.dropdown, caption: 'Išmokėjimas', captionEn: 'Payment', formDataType: 'BEFORE,WITH_SALARY' },
      { type: FieldType.text, caption: 'Pastabos', captionEn: 'Comments' },
    ],
  });
  await setGroupCompany(own.formGroupId, 'SV');
  shared = await createTestForm(db, { name: 'Bendra forma', fields: [{ type: FieldType.text, caption: 'Tekstas' }] });
  foreign = await createTestForm(db, { name: 'NL forma', fields: [{ type: FieldType.text, caption: 'NL tekstas' }] });
  await setGroupCompany(foreign.formGroupId, 'NL');
  foreignMetaId = await newMeta('NL laukas', FieldType.text, 'NL');
});

const fieldOf = (form: TestForm, index: number) => form.fields[index]!.formDataId;

describe('the fields of a form', () => {
  it('lists the fields in order with their metas and rules, and names the form', async () => {
    const listed = await designer.formFields.list({ id: own.formId });
    expect(listed.form).toEqual({
      id: own.formId,
      name: 'Nuotolinio darbo prašymas',
      nameEn: 'Remote work request',
      archived: false,
      isShared: false,
      canEdit: true,
    });
    expect(listed.fields.map((field) => [field.id, field.formMeta.caption, field.hasValues])).toEqual([
      [fieldOf(own, 0), 'Data nuo', false],
      [fieldOf(own, 1), 'Išmokėjimas', false],
      [fieldOf(own, 2), 'Pastabos', false],
    ]);
  });

  it('offers the metas visible to the form and not on it yet: a shared form only shared ones', async () => {
    const ownMeta = await newMeta('SV laukas', FieldType.employees, 'SV');
    const offered = (await designer.formFields.availableMetas({ id: own.formId })).map((meta) => meta.id);
    expect(offered).toContain(ownMeta);
    expect(offered).toContain(shared.fields[0]!.formMetaId);
    expect(offered).not.toContain(own.fields[0]!.formMetaId);
    expect(offered).not.toContain(foreignMetaId);
    const forShared = (await api.as.admin.formFields.availableMetas({ id: shared.formId })).map((meta) => meta.id);
    expect(forShared).not.toContain(ownMeta);
    expect(forShared).toContain(own.fields[0]!.formMetaId);
  });

  it('places a meta once, with options checked against its type, and orders the fields', async () => {
    const employeesMeta = await newMeta('Darbuotojas', FieldType.employees, 'SV');
    await expectFieldError(
      designer.formFields.add({ formId: own.formId, formMetaId: employeesMeta, isMultiple: true }),
      'isMultiple',
      ErrorCode.invalidValue,
    );
    const textMeta = await newMeta('Priežastis', FieldType.text);
    await expectFieldError(
      designer.formFields.add({ formId: own.formId, formMetaId: textMeta, showSubordinateEmployees: true }),
      'showSubordinateEmployees',
      ErrorCode.invalidValue,
    );
    const { id } = await designer.formFields.add({
      formId: own.formId,
      formMetaId: employeesMeta,
      showSubordinateEmployees: true,
      cssClass: 'wide',
    });
    await expectFieldError(
      designer.formFields.add({ formId: own.formId, formMetaId: employeesMeta }),
      'formMetaId',
      ErrorCode.formMetaAlreadyOnForm,
    );
    // Another company's meta does not exist for this form.
    await expectDomainError(designer.formFields.add({ formId: own.formId, formMetaId: foreignMetaId }), ErrorCode.recordNotFound);

    await designer.formFields.update({ id, showDepartmentEmployees: true, activityCode: 'NT' });
    const placed = (await designer.formFields.list({ id: own.formId })).fields.find((field) => field.id === id)!;
    expect(placed).toMatchObject({ showSubordinateEmployees: true, showDepartmentEmployees: true, cssClass: 'wide', activityCode: 'NT' });
    await expectFieldError(designer.formFields.update({ id, isMultiple: true }), 'isMultiple', ErrorCode.invalidValue);

    const order = [id, fieldOf(own, 2), fieldOf(own, 0), fieldOf(own, 1)];
    await designer.formFields.reorder({ formId: own.formId, fieldIds: order });
    expect((await designer.formFields.list({ id: own.formId })).fields.map((field) => field.id)).toEqual(order);
    // A list that misses a field (someone added one meanwhile) is refused.
    await expectFieldError(
      designer.formFields.reorder({ formId: own.formId, fieldIds: order.slice(1) }),
      'fieldIds',
      ErrorCode.invalidValue,
    );
    await designer.formFields.reorder({ formId: own.formId, fieldIds: order.slice(1).concat(order[0]!) });
  });

  it('lets two concurrent removals of one field yield one winner', async () => {
    const meta = await newMeta('Laikinas', FieldType.text, 'SV');
    const { id } = await designer.formFields.add({ formId: own.formId, formMetaId: meta });
    const results = await Promise.allSettled([designer.formFields.remove({ id }), api.as.admin.formFields.remove({ id })]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason.cause.code).toBe(ErrorCode.recordNotFound);
  });
});

describe('removing a field that filed documents hold values for', () => {
  it('keeps the field for those documents, drops it from the filable form, and deletes a field without values', async () => {
    const { db } = api.harness;
    const form = await createTestForm(db, {
      name: 'Pašalinimo forma',
      fields: [
        { type: FieldType.text, caption: 'Lieka' },
        { type: FieldType.text, caption: 'Su reikšme' },
        { type: FieldType.text, caption: 'Be reikšmės' },
      ],
    });
    await setGroupCompany(form.formGroupId, 'SV');
    const [stays, filled, empty] = form.fields.map((field) => field.formDataId) as [number, number, number];
    const submission = await createTestSubmission(db, {
      formId: form.formId,
      submittedBy: employeeUserId,
      employeeNo: demo.employee,
      entries: { [stays]: 'a', [filled]: 'filed value' },
    });

    expect(await designer.formFields.remove({ id: filled })).toEqual({ id: filled, outcome: 'kept' });
    expect(await designer.formFields.remove({ id: empty })).toEqual({ id: empty, outcome: 'deleted' });
    expect(await db.selectFrom('form_data').select('id').where('id', '=', empty).execute()).toEqual([]);

    const view = await api.as.employee.documents.submission({ id: submission.id });
    expect(view.form.formData.map((field) => [field.id, field.formValue])).toEqual([
      [stays, 'a'],
      [filled, 'filed value'],
    ]);
    expect((await api.as.employee.documents.form({ id: form.formId })).formData.map((field) => field.id)).toEqual([stays]);
    expect((await designer.formFields.list({ id: form.formId })).fields.map((field) => field.id)).toEqual([stays]);
    await expectDomainError(designer.formFields.remove({ id: filled }), ErrorCode.recordNotFound);

    // Placing the meta again brings the kept row back, so the documents and new filings share it.
    const again = await designer.formFields.add({ formId: form.formId, formMetaId: form.fields[1]!.formMetaId });
    expect(again.id).toBe(filled);
    expect((await api.as.employee.documents.form({ id: form.formId })).formData.map((field) => field.id)).toEqual([stays, filled]);
  });
});

describe('rules of a field', () => {
  it('saves a valid rule of each applicable type, normalised, and lists and deletes it', async () => {
    const date = fieldOf(own, 0);
    const rule = await designer.formFields.createValidation({
      formDataId: date,
      validationType: ValidationType.dateFromToday,
      validation: ' 05 ',
    });
    expect(rule).toEqual({ id: expect.any(Number), formDataId: date, validationType: 1, validation: '5' });
    const trigger = await designer.formFields.createValidation({
      formDataId: fieldOf(own, 1),
      validationType: ValidationType.tillVacationTrigger,
      validation: 'BEFORE',
    });
    const checks = await designer.formFields.createValidation({
      formDataId: date,
      validationType: ValidationType.enteredDates,
      validation: 'absence_exists,date_overdue',
    });
    expect(checks.validation).toBe('date_overdue,absence_exists');
    expect((await designer.formFields.validations({ id: date })).map((each) => each.id)).toEqual([rule.id, checks.id]);
    // The employee's form carries the rules the engine runs.
    const filable = await api.as.employee.documents.form({ id: own.formId });
    expect(filable.formData.find((field) => field.id === date)!.formValidation.map((each) => each.validationType)).toEqual([1, 8]);

    expect(await designer.formFields.deleteValidation({ id: checks.id })).toEqual({ id: checks.id });
    await expectDomainError(designer.formFields.deleteValidation({ id: checks.id }), ErrorCode.recordNotFound);
    await designer.formFields.deleteValidation({ id: trigger.id });
  });

  it('refuses an invalid rule on its field and saves nothing', async () => {
    const before = await countRows(api.harness.db, ['form_data_validations']);
    const date = fieldOf(own, 0);
    await expectFieldError(
      designer.formFields.createValidation({ formDataId: date, validationType: 1, validation: 'soon' }),
      'validation',
      ErrorCode.invalidValue,
    );
    await expectFieldError(
      designer.formFields.createValidation({ formDataId: date, validationType: 4, validation: '400' }),
      'validationType',
      ErrorCode.invalidValue,
    );
    await expectFieldError(
      designer.formFields.createValidation({ formDataId: fieldOf(own, 1), validationType: 3, validation: 'NOT_AN_OPTION' }),
      'validation',
      ErrorCode.invalidValue,
    );
    // Type 5 names a value of a list dropdown on the form: this form has none.
    await expectFieldError(
      designer.formFields.createValidation({ formDataId: fieldOf(own, 2), validationType: 5, validation: 'PAPER' }),
      'validation',
    );
    await expectFieldError(
      designer.formFields.createValidation(illTyped({ formDataId: date, validationType: 9, validation: '1' })),
      'validationType',
    );
    expect(await countRows(api.harness.db, ['form_data_validations'])).toEqual(before);
    const first = await designer.formFields.createValidation({ formDataId: date, validationType: 2, validation: '0' });
    await expectFieldError(
      designer.formFields.createValidation({ formDataId: date, validationType: 2, validation: '3' }),
      'validationType',
      ErrorCode.formRuleAlreadyOnField,
    );
    await designer.formFields.deleteValidation({ id: first.id });
  });
});

describe('the live preview', () => {
  it('gives the form exactly as the employee gets it to fill in, and archived forms too', async () => {
    const preview = await designer.formFields.preview({ id: own.formId });
    expect(preview).toEqual(await api.as.employee.documents.form({ id: own.formId }));
    await api.harness.db.updateTable('forms').set({ archived: true }).where('id', '=', shared.formId).execute();
    await expectDomainError(api.as.employee.documents.form({ id: shared.formId }), ErrorCode.recordNotFound);
    expect((await designer.formFields.preview({ id: shared.formId })).archived).toBe(true);
    await api.harness.db.updateTable('forms').set({ archived: false }).where('id', '=', shared.formId).execute();
  });
});

describe('who may design fields', () => {
  it('refuses admin levels 0 and 1 every call, and an employee', async () => {
    for (const caller of [levelZero, levelOne, api.as.employee]) {
      await expectDomainError(caller.formFields.list({ id: own.formId }), ErrorCode.permissionDenied);
      await expectDomainError(caller.formFields.preview({ id: own.formId }), ErrorCode.permissionDenied);
      await expectDomainError(
        caller.formFields.add({ formId: own.formId, formMetaId: shared.fields[0]!.formMetaId }),
        ErrorCode.permissionDenied,
      );
      await expectDomainError(caller.formFields.remove({ id: fieldOf(own, 2) }), ErrorCode.permissionDenied);
    }
  });

  it('lets level 2 read a shared form but not change its fields or rules; level 3 may', async () => {
    const listed = await designer.formFields.list({ id: shared.formId });
    expect(listed.form).toMatchObject({ isShared: true, canEdit: false });
    const field = fieldOf(shared, 0);
    const meta = own.fields[2]!.formMetaId;
    await expectDomainError(designer.formFields.add({ formId: shared.formId, formMetaId: meta }), ErrorCode.permissionDenied);
    await expectDomainError(designer.formFields.update({ id: field, cssClass: 'x' }), ErrorCode.permissionDenied);
    await expectDomainError(designer.formFields.reorder({ formId: shared.formId, fieldIds: [field] }), ErrorCode.permissionDenied);
    await expectDomainError(designer.formFields.remove({ id: field }), ErrorCode.permissionDenied);
    await expectDomainError(
      designer.formFields.createValidation({ formDataId: field, validationType: 5, validation: 'X' }),
      ErrorCode.permissionDenied,
    );
    expect((await api.as.admin.formFields.list({ id: shared.formId })).form.canEdit).toBe(true);
    expect(await api.as.admin.formFields.update({ id: field, cssClass: 'x' })).toEqual({ id: field });
  });

  it("answers another company's form, field and rule as not found", async () => {
    const field = fieldOf(foreign, 0);
    const rule = await api.harness.db
      .insertInto('form_data_validations')
      .values({ form_data_id: field, validation_type: 5, value: 'X' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const caller of [designer, api.as.admin]) {
      await expectDomainError(caller.formFields.list({ id: foreign.formId }), ErrorCode.recordNotFound);
      await expectDomainError(caller.formFields.availableMetas({ id: foreign.formId }), ErrorCode.recordNotFound);
      await expectDomainError(caller.formFields.preview({ id: foreign.formId }), ErrorCode.recordNotFound);
      await expectDomainError(caller.formFields.update({ id: field, cssClass: 'x' }), ErrorCode.recordNotFound);
      await expectDomainError(caller.formFields.validations({ id: field }), ErrorCode.recordNotFound);
      await expectDomainError(caller.formFields.deleteValidation({ id: rule.id }), ErrorCode.recordNotFound);
    }
  });
});

describe('REST rows', () => {
  it('answers every row of the fields tab under /api/admin-area/documents', async () => {
    const token = designerToken;
    const form = await createTestForm(api.harness.db, { name: 'REST forma', fields: [{ type: FieldType.date, caption: 'Data' }] });
    await setGroupCompany(form.formGroupId, 'SV');
    const date = form.fields[0]!.formDataId;

    const listed = successData<FormFields>(await api.client.get(`${BASE}/get-form-data/${form.formId}`, token));
    expect(listed.fields.map((field) => field.id)).toEqual([date]);
    const metas = successData<AvailableFormMeta[]>(await api.client.get(`${BASE}/get-form-meta/${form.formId}`, token));
    const meta = metas.find((each) => each.id === own.fields[2]!.formMetaId)!;
    expect(meta).toMatchObject({ caption: 'Pastabos', isShared: true });

    const added = successData<{ id: number }>(
      await api.client.post(`${BASE}/add-form-data/${form.formId}`, token, { formMetaId: meta.id }),
    );
    expectValidationError(
      await api.client.post(`${BASE}/add-form-data/${form.formId}`, token, { formMetaId: meta.id }),
      'formMetaId',
      ErrorCode.formMetaAlreadyOnForm,
    );
    expect(successData(await api.client.put(`${BASE}/update-form-data/${added.id}`, token, { cssClass: 'half' }))).toEqual({
      id: added.id,
    });
    expectValidationError(await api.client.put(`${BASE}/update-form-data/${added.id}`, token, { isMultiple: true }), 'isMultiple');
    expect(successData(await api.client.post(`${BASE}/form-data-order/${form.formId}`, token, { fieldIds: [added.id, date] }))).toEqual({
      fieldIds: [added.id, date],
    });

    const rule = successData<FormFieldValidationRow>(
      await api.client.post(`${BASE}/create-form-data-validation`, token, { formDataId: date, validationType: 2, validation: '3' }),
    );
    expectValidationError(
      await api.client.post(`${BASE}/create-form-data-validation`, token, { formDataId: date, validationType: 1, validation: '1000' }),
      'validation',
      ErrorCode.invalidValue,
    );
    expect(successData(await api.client.get(`${BASE}/get-form-data-validations/${date}`, token))).toEqual([rule]);
    expect(successData(await api.client.delete(`${BASE}/delete-form-data-validation/${rule.id}`, token))).toEqual({ id: rule.id });

    const preview = successData<Form>(await api.client.get(`${BASE}/preview-form/${form.formId}`, token));
    expect(preview.formData.map((field) => field.id)).toEqual([added.id, date]);
    expect(successData(await api.client.delete(`${BASE}/delete/${added.id}`, token))).toEqual({ id: added.id, outcome: 'deleted' });
    expect((await api.client.get(`${BASE}/get-form-data/${foreign.formId}`, token)).statusCode).toBe(404);
    expectValidationError(await api.client.get(`${BASE}/get-form-data/abc`, token), 'id', ErrorCode.invalidValue);
  });

  it('answers permission_denied below level 2 and on a shared form at level 2', async () => {
    expectPermissionDenied(await api.client.get(`${BASE}/get-form-data/${own.formId}`, api.tokens.employee));
    expectPermissionDenied(await api.client.delete(`${BASE}/delete/${fieldOf(shared, 0)}`, designerToken));
    expect((await api.client.get(`${BASE}/get-form-data/${own.formId}`)).statusCode).toBe(401);
  });
});
