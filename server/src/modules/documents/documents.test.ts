import {
  DataSourceFieldKey,
  ErrorCode,
  FieldType,
  type Form,
  type FormGroup,
  FormErrorCode,
  serializeFieldValue,
  type SubmissionDetail,
  type SubmitFormResult,
} from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { countRows } from '../../testing/factories';
import { demo, expectPermissionDenied, expectValidationError, successData } from '../../testing/rest-client';
import { type AppCaller, expectDomainError, expectFieldError, illTyped, useDemoCallers } from '../../testing/test-caller';

// The test clock's today is Friday 2026-11-20 (server/src/testing/test-app.ts).
const api = useDemoCallers();
const forms = new Map<string, Form>();

async function formOf(systemName: string): Promise<Form> {
  const cached = forms.get(systemName);
  if (cached) return cached;
  const { id } = await api.harness.db.selectFrom('forms').select('id').where('system_name', '=', systemName).executeTakeFirstOrThrow();
  const form = await api.as.employee.documents.form({ id });
  forms.set(systemName, form);
  return form;
}

/** The form data id of the field whose English caption is `caption`. */
function fieldId(form: Form, caption: string): number {
  const field = form.formData.find((candidate) => candidate.formMeta.captionEn === caption);
  if (!field) throw new Error(`${form.systemName} has no field ${caption}`);
  return field.id;
}

function entries(form: Form, values: Record<string, string>) {
  return Object.entries(values).map(([caption, formValue]) => ({ formDataId: fieldId(form, caption), formValue }));
}

/** The value the document holds in the field whose English caption is `caption`. */
function valueOf(detail: SubmissionDetail, form: Form, caption: string): string | null | undefined {
  return detail.form.formData.find((field) => field.id === fieldId(form, caption))?.formValue;
}

const me = { nameWithEmployeeNo: 'me', personnelNo: '', employeeNo: demo.employee };

/** Values that pass every rule for the demo employee, per seeded form, by English caption. */
const validValues: Record<string, Record<string, string>> = {
  [DemoForm.annualLeave]: { Employee: demo.employee, 'Date from': '2026-12-07', 'Date to': '2026-12-09' },
  [DemoForm.unpaidLeave]: { Employee: demo.employee, 'Date from': '2027-03-01', 'Date to': '2027-03-02', Reason: 'Šeimos šventė' },
  [DemoForm.childCareLeave]: {
    Employee: demo.employee,
    'Date from': '2027-04-01',
    'Date to': '2027-09-30',
    "Child's full name": 'Ugnė Kairytė',
    "Child's date of birth": '2026-05-02',
    'Birth certificate': 'liudijimas.pdf',
  },
  // The demo employee has one child under 12: one day a quarter.
  [DemoForm.parentDayOff]: { Employee: demo.employee, 'Date from': '2027-02-10', 'Date to': '2027-02-10' },
  [DemoForm.businessTrip]: {
    'Travelling employees': serializeFieldValue(FieldType.participants, [me]),
    'Purpose of the trip': 'Tiekėjų susitikimas',
    Country: 'LV',
    'Date from': '2026-12-14',
    'Date to': '2026-12-15',
    Destinations: serializeFieldValue(FieldType.tripLocations, [{ location: 'Ryga', dateFrom: '2026-12-14', dateTo: '2026-12-15' }]),
  },
  [DemoForm.illness]: { Employee: demo.employee, 'Date from': '2026-11-18', 'Date to': '2026-11-20', 'Certificate number': 'ENP-1' },
  [DemoForm.request]: { Subject: 'Automobilio stovėjimo vieta', Request: 'Prašau skirti vietą kieme.' },
  [DemoForm.equipmentRequest]: { Quantity: '1', Urgency: 'Skubus', 'Needed by': '2026-12-10', Reason: 'Naujas darbuotojas' },
};

async function submitValid(
  systemName: string,
  caller: AppCaller = api.as.employee,
  extra: Record<string, string> = {},
  initiate = false,
): Promise<SubmitFormResult> {
  const form = await formOf(systemName);
  return caller.documents.submitForm({ formId: form.id, entries: entries(form, { ...validValues[systemName], ...extra }), initiate });
}

const writtenTables = ['form_submissions', 'form_submission_entries', 'form_files'] as const;
async function writes() {
  const numbers = await api.harness.db.selectFrom('numberings').select(['id', 'next_number']).orderBy('id').execute();
  return { rows: await countRows(api.harness.db, writtenTables), numbers };
}

describe('form groups and forms', () => {
  it('answers the menu as a tree of groups holding forms, sub-groups under their parent', async () => {
    const menu = await api.as.employee.documents.formGroupMenu({});
    expect(menu.map((group) => group.nameEn)).toEqual(['Leave', 'Business trips', 'Health', 'Internal documents']);
    expect(menu[0]!.forms.map((form) => form.systemName)).toEqual([
      DemoForm.annualLeave,
      DemoForm.unpaidLeave,
      DemoForm.childCareLeave,
      DemoForm.parentDayOff,
    ]);
    const internal = menu.find((group) => group.nameEn === 'Internal documents')!;
    expect(internal.groups.map((group) => group.nameEn)).toEqual(['IT orders']);
    expect(internal.groups[0]!.forms.map((form) => form.systemName)).toEqual([DemoForm.equipmentRequest]);

    const applications = await api.as.employee.documents.formGroupMenu({ isApplication: true });
    expect(applications.every((group) => group.isApplication)).toBe(true);
    expect(applications).toHaveLength(3);
    const flat = await api.as.employee.documents.formGroups({});
    expect(flat).toHaveLength(5);
    expect(flat.every((group) => group.groups.length === 0)).toBe(true);
  });

  it('leaves archived forms and groups out of the menu, and an empty group out of the menu but not the layout', async () => {
    const { db } = api.harness;
    const group = await db.insertInto('form_groups').values({ name: 'Tuščia', sort_order: 9 }).returning('id').executeTakeFirstOrThrow();
    const layout = await api.as.employee.documents.formGroupLayout({});
    expect(layout.some((candidate) => candidate.id === group.id)).toBe(true);
    const menu = await api.as.employee.documents.formGroupMenu({});
    expect(menu.some((candidate) => candidate.id === group.id)).toBe(false);
    await db.deleteFrom('form_groups').where('id', '=', group.id).execute();
  });

  it('answers a form with its fields in order, their rules and list options; an archived or unknown form is not found', async () => {
    const annual = await formOf(DemoForm.annualLeave);
    expect(annual).toMatchObject({
      name: 'Prašymas suteikti kasmetines atostogas',
      nameEn: 'Annual leave application',
      isApplication: true,
      activityCode: 'A',
      numbering: 'KA',
    });
    const dateFrom = annual.formData.find((field) => field.formMeta.dataSourceFieldKey === DataSourceFieldKey.dateFrom)!;
    expect(dateFrom.formValidation.map((rule) => rule.validationType)).toEqual([1, 6]);
    expect(annual.formData.map((field) => field.sortOrder)).toEqual(
      [...annual.formData.map((field) => field.sortOrder)].sort((a, b) => a - b),
    );
    const illness = await formOf(DemoForm.illness);
    const certificate = illness.formData.find((field) => field.formMeta.type === FieldType.listDropdown)!;
    expect(certificate.preValues.map((item) => item.value)).toEqual(['ENP', 'PAPER', 'FOREIGN']);

    const preValues = await api.as.employee.documents.preValues({
      FormMetaPreValuesListId: certificate.formMeta.formMetaPrevaluesListId!,
    });
    expect(preValues).toHaveLength(3);

    const { db } = api.harness;
    await db.updateTable('forms').set({ archived: true }).where('id', '=', illness.id).execute();
    await expectDomainError(api.as.employee.documents.form({ id: illness.id }), ErrorCode.recordNotFound);
    await db.updateTable('forms').set({ archived: false }).where('id', '=', illness.id).execute();
    await expectDomainError(api.as.employee.documents.form({ id: 999999 }), ErrorCode.recordNotFound);
    await expectFieldError(api.as.employee.documents.form({ id: 'abc' }), 'id');
    await expectDomainError(api.anonymous.documents.form({ id: 1 }), ErrorCode.notSignedIn);
  });

  it('answers the description in both languages and the forms the absence plan may use', async () => {
    const annual = await formOf(DemoForm.annualLeave);
    const description = (await api.as.employee.documents.formDescription({ formId: annual.id }))!;
    expect(description.description).toContain('Kasmetinių atostogų');
    expect(description.descriptionEN).toContain('File annual leave');
    const planForms = await api.as.employee.documents.holidayPlanForms();
    expect(planForms.map((form) => form.systemName)).toEqual([DemoForm.annualLeave, DemoForm.unpaidLeave, DemoForm.parentDayOff]);
  });
});

describe('documents.submitForm', () => {
  it.each(Object.keys(validValues))('files a valid %s as a draft with the next document number of its form', async (systemName) => {
    const form = await formOf(systemName);
    const numbering = await api.harness.db
      .selectFrom('numberings')
      .innerJoin('forms', 'forms.numbering_id', 'numberings.id')
      .select(['numberings.prefix', 'numberings.next_number', 'numberings.figures'])
      .where('forms.id', '=', form.id)
      .executeTakeFirstOrThrow();
    const result = await submitValid(systemName);
    expect(result, JSON.stringify(result.errors)).toMatchObject({
      hasAnyError: false,
      state: 'Draft',
      form: { id: form.id, isApplication: form.isApplication },
    });
    expect(result.documentNo).toBe(`${numbering.prefix}${String(numbering.next_number).padStart(numbering.figures, '0')}`);
    const stored = await api.harness.db
      .selectFrom('form_submission_entries')
      .select(['form_data_id', 'form_value'])
      .where('submission_id', '=', result.id!)
      .execute();
    expect(stored).toHaveLength(form.formData.length);
    const row = await api.harness.db.selectFrom('form_submissions').selectAll().where('id', '=', result.id!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_code: 'SV', state: 'Draft', initiated_by: null, employee_no: demo.employee });
    expect(row.search_text).toContain(result.documentNo!.toLowerCase());
  });

  it('defaults a required dropdown to its first option and keeps the date columns of the period', async () => {
    const result = await submitValid(DemoForm.annualLeave);
    const form = await formOf(DemoForm.annualLeave);
    const detail = await api.as.employee.documents.submission({ id: result.id! });
    expect(valueOf(detail, form, 'Holiday pay')).toBe('Prieš atostogas');
    expect(detail).toMatchObject({
      dateFrom: '2026-12-07',
      dateTo: '2026-12-09',
      employeeNo: demo.employee,
      state: 'Draft',
      canManage: true,
      canDelete: true,
      canApprove: false,
    });
  });

  it('stores an upload field as the files actually saved: announced names count for the required rule only', async () => {
    const result = await submitValid(DemoForm.childCareLeave);
    const form = await formOf(DemoForm.childCareLeave);
    const entry = await api.harness.db
      .selectFrom('form_submission_entries')
      .select('form_value')
      .where('submission_id', '=', result.id!)
      .where('form_data_id', '=', fieldId(form, 'Birth certificate'))
      .executeTakeFirstOrThrow();
    expect(entry.form_value).toBe('');
  });

  it("starts the form's first workflow when initiated (InProgress), files as New when the form has none, and shows the form message", async () => {
    const result = await submitValid(DemoForm.annualLeave, api.as.employee, {}, true);
    expect(result).toMatchObject({ state: 'InProgress', hasAnyError: false });
    expect(result.messageOnSubmit).toContain('Prašymas pateiktas');
    const row = await api.harness.db
      .selectFrom('form_submissions')
      .select(['initiated_by', 'workflow_id'])
      .where('id', '=', result.id!)
      .executeTakeFirstOrThrow();
    expect(row.initiated_by).not.toBeNull();
    expect(row.workflow_id).not.toBeNull();

    const { db } = api.harness;
    const form = await formOf(DemoForm.request);
    const mappings = await db.selectFrom('workflow_mappings').selectAll().where('form_id', '=', form.id).execute();
    await db.deleteFrom('workflow_mappings').where('form_id', '=', form.id).execute();
    try {
      expect(await submitValid(DemoForm.request, api.as.employee, {}, true)).toMatchObject({ state: 'New', hasAnyError: false });
    } finally {
      await db
        .insertInto('workflow_mappings')
        .values(mappings.map(({ id: _id, ...mapping }) => mapping))
        .execute();
    }
  });

  const refusals: [string, string, Record<string, string>, string, string][] = [
    ['a mandatory field left empty', DemoForm.request, { Subject: '' }, 'Subject', FormErrorCode.required],
    [
      'a start after the end',
      DemoForm.unpaidLeave,
      { 'Date from': '2027-03-05', 'Date to': '2027-03-02' },
      'Date from',
      FormErrorCode.dateFromAfterDateTo,
    ],
    [
      'a start in the past (type 1)',
      DemoForm.annualLeave,
      { 'Date from': '2026-11-19', 'Date to': '2026-11-23' },
      'Date from',
      FormErrorCode.dateOutOfRange,
    ],
    [
      'a child born in the future (type 2)',
      DemoForm.childCareLeave,
      { "Child's date of birth": '2026-12-24' },
      "Child's date of birth",
      FormErrorCode.dateOutOfRange,
    ],
    [
      'holiday pay before a leave within 7 days without the box (types 3, 4)',
      DemoForm.annualLeave,
      { 'Date from': '2026-11-24', 'Date to': '2026-11-25' },
      'Date from',
      FormErrorCode.tillVacationCheckbox,
    ],
    [
      'a paper certificate without its copy (type 5)',
      DemoForm.illness,
      { 'Certificate type': 'PAPER' },
      'Copy of the certificate',
      FormErrorCode.required,
    ],
    [
      'two parent days off in a quarter that allows one (type 7)',
      DemoForm.parentDayOff,
      { 'Date to': '2027-02-11' },
      'Date from',
      FormErrorCode.parentDayOff,
    ],
    [
      'a leave beyond the reserve (type 6)',
      DemoForm.annualLeave,
      { 'Date from': '2027-01-04', 'Date to': '2027-06-30' },
      'Date from',
      FormErrorCode.holidayToleranceToMinus,
    ],
    [
      'overlapping trip rows',
      DemoForm.businessTrip,
      {
        Destinations: serializeFieldValue(FieldType.tripLocations, [
          { location: 'Ryga', dateFrom: '2026-12-14', dateTo: '2026-12-15' },
          { location: 'Talinas', dateFrom: '2026-12-15', dateTo: '2026-12-16' },
        ]),
      },
      'Destinations',
      FormErrorCode.dateRangeOverlaps,
    ],
    [
      'an own car without its details',
      DemoForm.businessTrip,
      {
        Vehicle: JSON.stringify({
          vehicleUse: 1,
          vehicleModel: '',
          fuelRate: null,
          kmTraveled: null,
          fuelUsed: null,
          engineSize: null,
          fuelType: '',
          regDate: '',
          category: '',
        }),
      },
      'Vehicle',
      FormErrorCode.required,
    ],
    ['no traveller', DemoForm.businessTrip, { 'Travelling employees': '[]' }, 'Travelling employees', FormErrorCode.employeeRequired],
    ['a broken JSON value', DemoForm.businessTrip, { Destinations: '[{"location":' }, 'Destinations', FormErrorCode.invalidValue],
    [
      'a link that is not http',
      DemoForm.request,
      { Links: JSON.stringify([{ name: 'x', url: 'javascript:alert(1)' }]) },
      'Links',
      FormErrorCode.invalidHyperlink,
    ],
    ['an option the dropdown does not offer', DemoForm.equipmentRequest, { Urgency: 'Vakar' }, 'Urgency', FormErrorCode.invalidValue],
  ];

  it.each(refusals)('refuses %s with the rule key on the field and writes nothing', async (_label, systemName, override, caption, code) => {
    const form = await formOf(systemName);
    const before = await writes();
    const result = await api.as.employee.documents.submitForm({
      formId: form.id,
      entries: entries(form, { ...validValues[systemName], ...override }),
    });
    expect(result.hasAnyError).toBe(true);
    expect(result.id).toBeNull();
    expect(result.errors).toContainEqual(expect.objectContaining({ fieldId: String(fieldId(form, caption)), code }));
    expect(result.messages).toContain(code);
    expect(await writes()).toEqual(before);
  });

  it('files the till-vacation case once the box is ticked', async () => {
    const result = await submitValid(DemoForm.annualLeave, api.as.employee, {
      'Date from': '2026-11-24',
      'Date to': '2026-11-25',
      'I agree to receive the holiday pay later, with my salary': 'true',
    });
    expect(result.hasAnyError, JSON.stringify(result.errors)).toBe(false);
  });

  it('refuses dates on which the employee already has an absence (type 8)', async () => {
    const absence = await api.harness.db
      .selectFrom('absences')
      .select(['date_from', 'date_to'])
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.employee)
      .orderBy('date_from', 'desc')
      .executeTakeFirstOrThrow();
    // Push it into the future so only the overlap can fail.
    await api.harness.db
      .updateTable('absences')
      .set({ date_from: '2027-02-01', date_to: '2027-02-05' })
      .where('company_code', '=', 'SV')
      .where('employee_no', '=', demo.employee)
      .where('date_from', '=', absence.date_from)
      .execute();
    const form = await formOf(DemoForm.unpaidLeave);
    const result = await api.as.employee.documents.submitForm({
      formId: form.id,
      entries: entries(form, { ...validValues[DemoForm.unpaidLeave], 'Date from': '2027-02-04', 'Date to': '2027-02-08' }),
    });
    expect(result.errors).toContainEqual(
      expect.objectContaining({ code: 'validation.errors.absence_exists', params: { from: '2027-02-04', to: '2027-02-08' } }),
    );
  });

  it('refuses a field the form does not have, naming the entry', async () => {
    const form = await formOf(DemoForm.request);
    const other = await formOf(DemoForm.annualLeave);
    const before = await writes();
    await expectFieldError(
      api.as.employee.documents.submitForm({
        formId: form.id,
        entries: [...entries(form, validValues[DemoForm.request]!), { formDataId: other.formData[0]!.id, formValue: 'x' }],
      }),
      'entries.2.formDataId',
    );
    await expectFieldError(api.as.employee.documents.submitForm(illTyped({ formId: form.id, entries: 'nope' })), 'entries');
    expect(await writes()).toEqual(before);
  });

  it('files for a team member only for their manager; an employee outside the picker scope is refused', async () => {
    const annual = await formOf(DemoForm.annualLeave);
    const forOutsider = { formId: annual.id, entries: entries(annual, { ...validValues[DemoForm.annualLeave], Employee: demo.outsider }) };
    const before = await writes();
    await expectDomainError(api.as.employee.documents.submitForm(forOutsider), ErrorCode.permissionDenied);
    await expectDomainError(api.as.manager.documents.submitForm(forOutsider), ErrorCode.permissionDenied);
    expect(await writes()).toEqual(before);
    const forTeam = await submitValid(DemoForm.annualLeave, api.as.manager, { Employee: demo.colleague });
    expect(forTeam.hasAnyError, JSON.stringify(forTeam.errors)).toBe(false);
    const row = await api.harness.db
      .selectFrom('form_submissions')
      .select('employee_no')
      .where('id', '=', forTeam.id!)
      .executeTakeFirstOrThrow();
    expect(row.employee_no).toBe(demo.colleague);
  });

  it('gives parallel submissions of one form consecutive numbers without gaps or duplicates', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => submitValid(DemoForm.request)));
    const numbers = results.map((result) => Number(result.documentNo!.replace('PR-', ''))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
  });
});

describe('the document view and its changes', () => {
  let draftId: number;
  let form: Form;
  beforeAll(async () => {
    form = await formOf(DemoForm.request);
    draftId = (await submitValid(DemoForm.request)).id!;
  });

  it('shows a submission to its author and to administrators only', async () => {
    const own = await api.as.employee.documents.submission({ id: draftId });
    expect(own).toMatchObject({ id: draftId, name: form.name, state: 'Draft', isAdmin: false, submittedBy: { employeeNo: demo.employee } });
    expect(valueOf(own, form, 'Subject')).toBe('Automobilio stovėjimo vieta');
    const views = await api.harness.db
      .selectFrom('form_submission_views')
      .innerJoin('users', 'users.id', 'form_submission_views.user_id')
      .select('users.username')
      .where('submission_id', '=', draftId)
      .execute();
    expect(views.map((view) => view.username)).toEqual(['employee']);
    const asAdmin = await api.as.admin.documents.submission({ id: draftId });
    expect(asAdmin).toMatchObject({ isAdmin: true, canManage: true });
    await expectDomainError(api.as.manager.documents.submission({ id: draftId }), ErrorCode.permissionDenied);
    await expectDomainError(api.as.planner.documents.submission({ id: draftId }), ErrorCode.permissionDenied);
    const viewers = await api.harness.db
      .selectFrom('form_submission_views')
      .select('user_id')
      .where('submission_id', '=', draftId)
      .execute();
    expect(viewers).toHaveLength(2);
    await expectDomainError(api.as.admin.documents.submission({ id: 99999999 }), ErrorCode.documentNotFound);
  });

  it("answers every field of the form with its stored entry's value and id, and an empty value without one where none is stored", async () => {
    const { db } = api.harness;
    const filed = await submitValid(DemoForm.annualLeave);
    const annual = await formOf(DemoForm.annualLeave);
    await db
      .deleteFrom('form_submission_entries')
      .where('submission_id', '=', filed.id!)
      .where('form_data_id', '=', fieldId(annual, 'Date to'))
      .execute();
    const stored = await db
      .selectFrom('form_submission_entries')
      .select(['id', 'form_data_id', 'form_value'])
      .where('submission_id', '=', filed.id!)
      .execute();
    const detail = await api.as.employee.documents.submission({ id: filed.id! });
    expect(detail.form).toEqual({
      ...annual,
      formData: annual.formData.map((field) => {
        const entry = stored.find((each) => each.form_data_id === field.id);
        return { ...field, formValue: entry?.form_value ?? '', formValueId: entry?.id ?? null };
      }),
    });
    expect(valueOf(detail, annual, 'Date from')).toBe('2026-12-07');
    expect(detail.form.formData.find((field) => field.id === fieldId(annual, 'Date to'))).toMatchObject({
      formValue: '',
      formValueId: null,
    });
    // The form itself still reads without any document's values.
    const fresh = await api.as.employee.documents.form({ id: annual.id });
    expect(fresh.formData.map((field) => [field.formValue, field.formValueId])).toEqual(annual.formData.map(() => ['', null]));
  });

  it('shows the employee a document filed about them, read-only', async () => {
    const filed = await submitValid(DemoForm.annualLeave, api.as.manager, { Employee: demo.employee });
    const view = await api.as.employee.documents.submission({ id: filed.id! });
    expect(view).toMatchObject({ canManage: false, canDelete: false });
    const annual = await formOf(DemoForm.annualLeave);
    await expectDomainError(
      api.as.employee.documents.updateDocument({ id: filed.id!, entries: entries(annual, { Comments: 'x' }) }),
      ErrorCode.permissionDenied,
    );
  });

  it('shows a document to whoever holds a permission on it or on its group', async () => {
    const { db } = api.harness;
    const planner = await db.selectFrom('users').select('id').where('username', '=', 'planner').executeTakeFirstOrThrow();
    await db
      .insertInto('document_permissions')
      .values({ user_id: planner.id, object_type: 'document', object_id: draftId, permission: 'read' })
      .execute();
    const view = await api.as.planner.documents.submission({ id: draftId });
    expect(view.canManage).toBe(false);
    await db.deleteFrom('document_permissions').where('user_id', '=', planner.id).execute();
    const group = await db.selectFrom('forms').select('form_group_id').where('id', '=', form.id).executeTakeFirstOrThrow();
    await db
      .insertInto('document_permissions')
      .values({ user_id: planner.id, object_type: 'document_group', object_id: group.form_group_id, permission: 'manage' })
      .execute();
    expect((await api.as.planner.documents.submission({ id: draftId })).canManage).toBe(true);
    await db.deleteFrom('document_permissions').where('user_id', '=', planner.id).execute();
    await expectDomainError(api.as.planner.documents.submission({ id: draftId }), ErrorCode.permissionDenied);
  });

  it("never shows another company's document", async () => {
    const { db } = api.harness;
    await db.updateTable('form_submissions').set({ company_code: 'NL' }).where('id', '=', draftId).execute();
    await expectDomainError(api.as.employee.documents.submission({ id: draftId }), ErrorCode.documentNotFound);
    await expectDomainError(api.as.admin.documents.submission({ id: draftId }), ErrorCode.documentNotFound);
    await db.updateTable('form_submissions').set({ company_code: 'SV' }).where('id', '=', draftId).execute();
  });

  it('saves a draft, refuses a stale version, then initiates it; a filed document is no longer edited', async () => {
    const { documents } = api.as.employee;
    const before = await documents.submission({ id: draftId });
    const saved = await documents.updateDocument({
      id: draftId,
      entries: entries(form, { Subject: 'Vieta kieme' }),
      version: before.version,
    });
    expect(saved).toMatchObject({ hasAnyError: false, state: 'Draft', documentNo: before.documentNo });
    await expectDomainError(
      documents.updateDocument({ id: draftId, entries: entries(form, { Subject: 'Senas' }), version: before.version }),
      ErrorCode.documentChanged,
    );
    const refused = await documents.updateDocument({ id: draftId, entries: entries(form, { Subject: '' }) });
    expect(refused.errors).toContainEqual(expect.objectContaining({ code: FormErrorCode.required }));
    const after = await documents.submission({ id: draftId });
    expect(valueOf(after, form, 'Subject')).toBe('Vieta kieme');
    expect(after.version).toBe(before.version + 1);
    expect(valueOf(after, form, 'Request')).toBe('Prašau skirti vietą kieme.');

    await expectDomainError(api.as.manager.documents.updateDocument({ id: draftId, entries: [] }), ErrorCode.permissionDenied);
    const initiated = await documents.updateDocument({ id: draftId, entries: [], initiate: true });
    expect(initiated.state).toBe('InProgress');
    await expectDomainError(documents.updateDocument({ id: draftId, entries: [] }), ErrorCode.documentNotEditable);
    await expectDomainError(documents.deleteDocument({ id: draftId }), ErrorCode.documentNotEditable);
  });

  it('deletes a draft for its author only, with its entries', async () => {
    const { id } = await submitValid(DemoForm.request);
    await expectDomainError(api.as.manager.documents.deleteDocument({ id: id! }), ErrorCode.permissionDenied);
    expect(await api.as.employee.documents.deleteDocument({ id: id! })).toEqual({ id });
    const left = await api.harness.db.selectFrom('form_submission_entries').select('id').where('submission_id', '=', id!).execute();
    expect(left).toEqual([]);
    await expectDomainError(api.as.employee.documents.submission({ id: id! }), ErrorCode.documentNotFound);
  });

  it('finds an ERP document only under its own guid and form', async () => {
    const { db } = api.harness;
    const { id } = await submitValid(DemoForm.request);
    await db.updateTable('form_submissions').set({ bc_guid: 'b6c1e1f0-erp' }).where('id', '=', id!).execute();
    const view = await api.as.employee.documents.erpSubmission({ id: id!, bcGuid: 'b6c1e1f0-erp', formId: form.id });
    expect(view).toMatchObject({ isBCDocument: true, canManage: false });
    await expectDomainError(
      api.as.employee.documents.erpSubmission({ id: id!, bcGuid: 'other-guid', formId: form.id }),
      ErrorCode.documentNotFound,
    );
  });
});

/** A procedure's answer as the REST envelope carries it: JSON, dates as ISO text. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe('REST rows', () => {
  function submit(token: string, body: unknown) {
    return api.client.post('/api/documents/submit-form', token, body);
  }

  it('GET /api/documents/get-form-group-menu, get-form-group-layout and get-form-groups read isApplication from the query text', async () => {
    const { documents } = api.as.employee;
    expect(successData<FormGroup[]>(await api.client.get('/api/documents/get-form-group-menu', api.tokens.employee))).toEqual(
      asJson(await documents.formGroupMenu({})),
    );
    const applications = successData<FormGroup[]>(
      await api.client.get('/api/documents/get-form-group-menu?isApplication=true', api.tokens.employee),
    );
    expect(applications).toEqual(asJson(await documents.formGroupMenu({ isApplication: true })));
    expect(applications).toHaveLength(3);
    expect(
      successData<FormGroup[]>(await api.client.get('/api/documents/get-form-group-layout?isApplication=false', api.tokens.employee)),
    ).toEqual(asJson(await documents.formGroupLayout({ isApplication: false })));
    expect(successData<FormGroup[]>(await api.client.get('/api/documents/get-form-groups', api.tokens.employee))).toEqual(
      asJson(await documents.formGroups({})),
    );
    expectValidationError(
      await api.client.get('/api/documents/get-form-group-menu?isApplication=maybe', api.tokens.employee),
      'isApplication',
    );
  });

  it('GET /api/documents/get-form/{id} takes the id from the path; not found is a 404 envelope, text a validation_error, no session 401', async () => {
    const annual = await formOf(DemoForm.annualLeave);
    expect(successData(await api.client.get(`/api/documents/get-form/${annual.id}`, api.tokens.employee))).toEqual(asJson(annual));
    const missing = await api.client.get('/api/documents/get-form/999999', api.tokens.employee);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'fail', substatus: 'not_found', messages: [ErrorCode.recordNotFound], data: null });
    expectValidationError(await api.client.get('/api/documents/get-form/abc', api.tokens.employee), 'id');
    const signedOut = await api.client.get('/api/documents/get-form/1');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ status: 'error', messages: [ErrorCode.notSignedIn], data: null });
  });

  it('GET /api/documents/get-form-description/{formId}, get-holiday-plan-forms and get-form-meta-pre-values map the path and the query', async () => {
    const { documents } = api.as.employee;
    const annual = await formOf(DemoForm.annualLeave);
    expect(successData(await api.client.get(`/api/documents/get-form-description/${annual.id}`, api.tokens.employee))).toEqual(
      asJson(await documents.formDescription({ formId: annual.id })),
    );
    expect(successData(await api.client.get('/api/documents/get-holiday-plan-forms', api.tokens.employee))).toEqual(
      asJson(await documents.holidayPlanForms()),
    );
    const illness = await formOf(DemoForm.illness);
    const listId = illness.formData.find((field) => field.formMeta.type === FieldType.listDropdown)!.formMeta.formMetaPrevaluesListId!;
    expect(
      successData(await api.client.get(`/api/documents/get-form-meta-pre-values?FormMetaPreValuesListId=${listId}`, api.tokens.employee)),
    ).toEqual(asJson(await documents.preValues({ FormMetaPreValuesListId: listId })));
    expectValidationError(await api.client.get('/api/documents/get-form-meta-pre-values', api.tokens.employee), 'FormMetaPreValuesListId');
  });

  it('POST /api/documents/submit-form takes the body as the input; refusals answer in their envelopes', async () => {
    const form = await formOf(DemoForm.request);
    const filed = successData<SubmitFormResult>(
      await submit(api.tokens.employee, { formId: form.id, entries: entries(form, validValues[DemoForm.request]!), initiate: false }),
    );
    expect(filed).toMatchObject({ hasAnyError: false, state: 'Draft', form: { id: form.id } });
    const refused = successData<SubmitFormResult>(
      await submit(api.tokens.employee, { formId: form.id, entries: entries(form, { ...validValues[DemoForm.request], Subject: '' }) }),
    );
    expect(refused).toMatchObject({ hasAnyError: true, id: null, messages: [FormErrorCode.required] });
    const other = await formOf(DemoForm.annualLeave);
    expectValidationError(
      await submit(api.tokens.employee, {
        formId: form.id,
        entries: [...entries(form, validValues[DemoForm.request]!), { formDataId: other.formData[0]!.id, formValue: 'x' }],
      }),
      'entries.2.formDataId',
    );
    expectValidationError(await submit(api.tokens.employee, { formId: form.id, entries: 'nope' }), 'entries');
    expectPermissionDenied(
      await submit(api.tokens.employee, {
        formId: other.id,
        entries: entries(other, { ...validValues[DemoForm.annualLeave], Employee: demo.outsider }),
      }),
    );
  });

  it('takes the form as older clients post it', async () => {
    const form = await formOf(DemoForm.request);
    const body = {
      id: form.id,
      formData: entries(form, validValues[DemoForm.request]!).map((entry) => ({ id: entry.formDataId, formValue: entry.formValue })),
    };
    expect(successData<SubmitFormResult>(await submit(api.tokens.employee, body))).toMatchObject({ hasAnyError: false });
  });

  it('GET /api/documents/get-form-submissions/{id} and {id}/{bcGuid}/{formId} take the ids from the path; not found is a 404 envelope', async () => {
    const form = await formOf(DemoForm.request);
    const { id } = await submitValid(DemoForm.request);
    const detail = successData<{ id: number; createDate: string }>(
      await api.client.get(`/api/documents/get-form-submissions/${id}`, api.tokens.employee),
    );
    expect(detail).toEqual(asJson(await api.as.employee.documents.submission({ id: id! })));
    expect(detail.createDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    await api.harness.db.updateTable('form_submissions').set({ bc_guid: 'c7d2-erp' }).where('id', '=', id!).execute();
    expect(
      successData(await api.client.get(`/api/documents/get-form-submissions/${id}/c7d2-erp/${form.id}`, api.tokens.employee)),
    ).toMatchObject({ id, bcGuid: 'c7d2-erp', isBCDocument: true });
    const otherGuid = await api.client.get(`/api/documents/get-form-submissions/${id}/other-guid/${form.id}`, api.tokens.employee);
    expect(otherGuid.statusCode).toBe(404);
    expect(otherGuid.json()).toMatchObject({ status: 'fail', substatus: 'not_found', messages: [ErrorCode.documentNotFound], data: null });
    expectPermissionDenied(await api.client.get(`/api/documents/get-form-submissions/${id}`, api.tokens.manager));
  });

  it('PUT /api/documents/update-document/{id} takes the id from the path over the body, the old body shape too; a stale version is a 409 envelope', async () => {
    const form = await formOf(DemoForm.request);
    const { id } = await submitValid(DemoForm.request);
    const { id: otherId } = await submitValid(DemoForm.request);
    const url = `/api/documents/update-document/${id}`;
    const { version } = await api.as.employee.documents.submission({ id: id! });
    expect(
      successData<SubmitFormResult>(
        await api.client.put(url, api.tokens.employee, { id: otherId, entries: entries(form, { Subject: 'Kelio kryptis' }), version }),
      ),
    ).toMatchObject({ id, hasAnyError: false });
    expect(valueOf(await api.as.employee.documents.submission({ id: id! }), form, 'Subject')).toBe('Kelio kryptis');
    expect(valueOf(await api.as.employee.documents.submission({ id: otherId! }), form, 'Subject')).toBe('Automobilio stovėjimo vieta');
    // Older clients post the form: its id is the form's, never the document's.
    const legacy = { id: form.id, formData: [{ id: fieldId(form, 'Subject'), formValue: 'Senas klientas' }] };
    expect(successData<SubmitFormResult>(await api.client.put(url, api.tokens.employee, legacy))).toMatchObject({ id, hasAnyError: false });
    expect(valueOf(await api.as.employee.documents.submission({ id: id! }), form, 'Subject')).toBe('Senas klientas');
    const stale = await api.client.put(url, api.tokens.employee, { entries: entries(form, { Subject: 'Senas' }), version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: 'fail', messages: [ErrorCode.documentChanged], data: null });
  });

  it('DELETE /api/documents/delete-document/{id} takes the id from the path', async () => {
    const { id } = await submitValid(DemoForm.request);
    expectPermissionDenied(await api.client.delete(`/api/documents/delete-document/${id}`, api.tokens.manager));
    expect(successData(await api.client.delete(`/api/documents/delete-document/${id}`, api.tokens.employee))).toEqual({ id });
    expect((await api.client.get(`/api/documents/get-form-submissions/${id}`, api.tokens.employee)).statusCode).toBe(404);
  });
});
