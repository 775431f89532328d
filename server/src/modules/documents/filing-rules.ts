import {
  computeCalculatedFields,
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
  lithuanianCalendar,
  parseFieldValue,
  SubmissionState,
  type SubmitFormResult,
  validateForm,
} from '@portal/shared';
import type { Executor } from '../../db/transaction';
import type { Env } from '../../env';
import { DomainError } from '../../errors/domain-error';
import { businessToday } from '../../trpc/business-date';
import { sessionCompany } from '../employees/employee-access';
import { createServerFormRuleContext } from '../form-lookups/form-rule-context';
import { holidayReserveOn } from '../form-lookups/holiday-reserve-on';
import { listPickableEmployees } from '../form-lookups/use-cases/list-pickable-employees';
import type { AuthenticatedSession } from '../sessions/session-tokens';
import { buildSearchText } from './search-text';

// The rules of filing a document that submit-form and update-document share: the values against
// the form, the people the caller may name, the form's validation, and what is stored.

export interface DocumentsContext {
  db: Executor;
  auth: AuthenticatedSession;
  env: Env;
  now: () => Date;
}

/** The values keyed by field (form data id); an entry of a field the form does not have is refused. */
export function valuesOf(form: Form, entries: FormEntryInput[], base: Record<string, string> = {}): Record<string, string> {
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
export async function checkPeopleInScope(ctx: DocumentsContext, form: Form, values: Record<string, string>, today: IsoDate): Promise<void> {
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
export function derivedColumns(form: Form, values: Record<string, string>, ownEmployeeNo: string | null) {
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

/**
 * The values with the calculated fields (leave days, the reserve, trip hours) computed here, whatever
 * the client sent: the shared rule the form shows them with, on the reserve of the employee the
 * document is about. It runs before the rules, so they and the approvers see the figures stored.
 */
export async function withCalculatedFields(
  ctx: DocumentsContext,
  db: Executor,
  form: Form,
  values: Record<string, string>,
  ownEmployeeNo: string | null,
): Promise<Record<string, string>> {
  const companyCode = sessionCompany(ctx.auth);
  const { employeeNo } = derivedColumns(form, values, ownEmployeeNo);
  return computeCalculatedFields(form.formData, values, employeeNo ?? '', {
    calendar: lithuanianCalendar,
    leaveTermsOn: (subject, date) => holidayReserveOn(db, { companyCode, employeeNo: subject }, date),
  });
}

export async function runRules(
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

export function refusal(form: Form, result: FormValidationResult): SubmitFormResult {
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
export function stateAfterSave(initiate: boolean): SubmissionState {
  return initiate ? SubmissionState.new : SubmissionState.draft;
}

/**
 * Every field's value as stored: the validated values (required dropdowns defaulted), '' when unset.
 * An upload field's value is the names of its stored files, kept by the file calls: the names a
 * client sends announce files it is about to upload and count for the required rule only.
 */
export function entriesToStore(form: Form, values: Record<string, string>, storedUploadValues: Map<number, string> = new Map()) {
  return form.formData.map((field) => ({
    formDataId: field.id,
    value: field.formMeta.type === FieldType.upload ? (storedUploadValues.get(field.id) ?? '') : (values[fieldKeyOf(field)] ?? ''),
  }));
}

export function searchTextOf(form: Form, documentNo: string | null, entries: { value: string }[]): string {
  return buildSearchText({ documentNo, formNames: [form.name, form.nameEn], values: entries.map((entry) => entry.value) });
}
