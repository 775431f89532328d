import { type Form, HolidayDayType, type SubmissionDetail, type SubmitFormResult } from '@portal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DemoForm } from '../../db/seed/demo-forms';
import { demo, successData } from '../../testing/rest-client';
import { useDemoCallers } from '../../testing/test-caller';

// Calculated fields are the server's: whatever a client sends as leave days or reserve, the stored
// document holds the figures of its period. The test clock's today is Friday 2026-11-20.
const api = useDemoCallers();
let form: Form;
// Thursday 10 to Tuesday 15 December 2026: four working days, six calendar days, no public holiday.
const period = { from: '2026-12-10', to: '2026-12-15' };
let expectedDays: string;
let expectedReserve: string;

function fieldId(caption: string): number {
  const field = form.formData.find((candidate) => candidate.formMeta.captionEn === caption);
  if (!field) throw new Error(`no field ${caption}`);
  return field.id;
}

function entries(values: Record<string, string>) {
  return Object.entries(values).map(([caption, formValue]) => ({ formDataId: fieldId(caption), formValue }));
}

function valueOf(detail: SubmissionDetail, caption: string) {
  return detail.form.formData.find((field) => field.id === fieldId(caption))?.formValue;
}

async function storedValue(submissionId: number, caption: string): Promise<string> {
  const row = await api.harness.db
    .selectFrom('form_submission_entries')
    .select('form_value')
    .where('submission_id', '=', submissionId)
    .where('form_data_id', '=', fieldId(caption))
    .executeTakeFirstOrThrow();
  return row.form_value;
}

const leave = (extra: Record<string, string>) =>
  entries({ Employee: demo.employee, 'Date from': period.from, 'Date to': period.to, ...extra });

beforeAll(async () => {
  const { id } = await api.harness.db
    .selectFrom('forms')
    .select('id')
    .where('system_name', '=', DemoForm.annualLeave)
    .executeTakeFirstOrThrow();
  form = await api.as.employee.documents.form({ id });
  const reserve = await api.as.employee.employees.holidayReserve({ employeeNo: demo.employee, date: period.from });
  expectedDays = reserve.holidayDayType === HolidayDayType.workDays ? '4' : '6';
  expectedReserve = reserve.holidayReserve.toFixed(2);
});

describe('calculated fields on submit', () => {
  it('stores the leave days and reserve the server computes for a leave submitted with them blank, and the approver reads them', async () => {
    const result = await api.as.employee.documents.submitForm({
      formId: form.id,
      entries: leave({ 'Leave days': '', 'Leave balance': '' }),
      initiate: true,
    });
    expect(result, JSON.stringify(result.errors)).toMatchObject({ hasAnyError: false, state: 'InProgress' });
    expect(await storedValue(result.id!, 'Leave days')).toBe(expectedDays);
    expect(await storedValue(result.id!, 'Leave balance')).toBe(expectedReserve);

    const tasks = await api.as.manager.documentLists.tasks({});
    expect(tasks.items.map((item) => item.id)).toContain(result.id);
    const asApprover = await api.as.manager.documents.submission({ id: result.id! });
    expect(asApprover.canApprove).toBe(true);
    expect(valueOf(asApprover, 'Leave days')).toBe(expectedDays);
  });

  it('ignores wrong figures a client sends, on a draft too, and recomputes them when the draft is saved with a new period', async () => {
    const draft = await api.as.employee.documents.submitForm({
      formId: form.id,
      entries: leave({ 'Leave days': '1', 'Leave balance': '999.00' }),
      initiate: false,
    });
    expect(draft).toMatchObject({ hasAnyError: false, state: 'Draft' });
    expect(await storedValue(draft.id!, 'Leave days')).toBe(expectedDays);
    expect(await storedValue(draft.id!, 'Leave balance')).toBe(expectedReserve);

    // Monday 7 to Wednesday 9 December: three days in either unit; the client still claims 40.
    const { version } = await api.as.employee.documents.submission({ id: draft.id! });
    const saved = await api.as.employee.documents.updateDocument({
      id: draft.id!,
      version,
      entries: entries({ 'Date from': '2026-12-07', 'Date to': '2026-12-09', 'Leave days': '40' }),
      initiate: false,
    });
    expect(saved).toMatchObject({ hasAnyError: false });
    expect(await storedValue(draft.id!, 'Leave days')).toBe('3');
  });

  it('computes them through the REST row of submit-form as well', async () => {
    const response = await api.client.post('/api/documents/submit-form', api.tokens.employee, {
      formId: form.id,
      entries: leave({ 'Leave days': 'nieko' }),
      initiate: true,
    });
    const result = successData<SubmitFormResult>(response);
    expect(result).toMatchObject({ hasAnyError: false });
    expect(await storedValue(result.id!, 'Leave days')).toBe(expectedDays);
    const asApprover = await api.as.manager.documents.submission({ id: result.id! });
    expect(valueOf(asApprover, 'Leave days')).toBe(expectedDays);
  });

  it('answers the form message only for a submitted document, not for a saved draft', async () => {
    const draft = await api.as.employee.documents.submitForm({ formId: form.id, entries: leave({}), initiate: false });
    expect(draft.messageOnSubmit).toBeNull();
    const { version } = await api.as.employee.documents.submission({ id: draft.id! });
    const submitted = await api.as.employee.documents.updateDocument({ id: draft.id!, version, entries: [], initiate: true });
    expect(submitted.messageOnSubmit).toContain('Prašymas pateiktas');
  });
});
