import {
  applyFormDefaults,
  applyParticipantChoice,
  type CurrentUser,
  DataSourceFieldKey,
  defaultParticipants,
  FieldType,
  fieldKeyOf,
  type Form,
  type FormDefinition,
  type FormEntryInput,
  isIsoDate,
  parseFieldValue,
  serializeFieldValue,
} from '@portal/shared';

/** Form values keyed by fieldKeyOf(field): the formValue strings the controls edit. */
export type FormValues = Record<string, string>;

function fieldsOfType(form: Pick<Form, 'formData'>, type: number) {
  return form.formData.filter((field) => field.formMeta.type === type);
}

/**
 * The values a new form opens with (spec 1 §5): what the server filled in, a list dropdown's default
 * item, the current employee in employees pickers and as participant (not the super-administrator),
 * manager fields following the participants, and the first option of a required dropdown.
 */
export function newFormValues(form: Form, definition: FormDefinition, user: CurrentUser): FormValues {
  let values: FormValues = Object.fromEntries(form.formData.map((field) => [fieldKeyOf(field), field.formValue]));
  for (const field of form.formData) {
    const key = fieldKeyOf(field);
    if (values[key] !== '') continue;
    if (field.formMeta.type === FieldType.listDropdown) {
      const item = field.preValues.find((preValue) => preValue.isDefault);
      if (item) values[key] = item.value;
    } else if (field.formMeta.type === FieldType.employees && user.employeeNo) {
      values[key] = user.employeeNo;
    } else if (field.formMeta.type === FieldType.participants && user.employeeNo) {
      const participants = defaultParticipants({
        employeeNo: user.employeeNo,
        personnelNo: user.personnelNo ?? '',
        fullName: user.employeeFullName,
      });
      values[key] = participants.length > 0 ? serializeFieldValue(FieldType.participants, participants) : '';
    }
  }
  values = withManagersOf(form, values, user, { onlyEmpty: true });
  return applyFormDefaults(definition.fields, values);
}

/** The values of a saved submission, as stored. */
export function savedFormValues(form: Form): FormValues {
  return Object.fromEntries(form.formData.map((field) => [fieldKeyOf(field), field.formValue]));
}

const MANAGER_TYPES: readonly number[] = [FieldType.employeeManager, FieldType.functionalManager];

/**
 * Manager (12) and functional-manager (21) fields after a participant choice: the first participant's
 * employee number, or '0' without one (applyParticipantChoice). A form without a participant field
 * takes the employee of its employees picker, else the current employee.
 */
export function withManagersOf(form: Form, values: FormValues, user: CurrentUser, options: { onlyEmpty?: boolean } = {}): FormValues {
  const managerFields = form.formData.filter((field) => MANAGER_TYPES.includes(field.formMeta.type));
  if (managerFields.length === 0) return values;
  const fields = managerFields
    .filter((field) => !options.onlyEmpty || (values[fieldKeyOf(field)] ?? '') === '')
    .map((field) => ({ id: fieldKeyOf(field), type: field.formMeta.type }));
  const participantField = fieldsOfType(form, FieldType.participants)[0];
  if (participantField) {
    return applyParticipantChoice(fields, values, parseFieldValue(FieldType.participants, values[fieldKeyOf(participantField)]));
  }
  const employeeNo = subjectEmployeeNo(form, values, user);
  if (!employeeNo) return values;
  return { ...values, ...Object.fromEntries(fields.map((field) => [field.id, employeeNo])) };
}

/**
 * Whom the form is about, as the rules reckon it: the employees picker's value, else the first
 * participant, else the current employee.
 */
export function subjectEmployeeNo(form: Pick<Form, 'formData'>, values: FormValues, user: Pick<CurrentUser, 'employeeNo'>): string {
  const picked = fieldsOfType(form, FieldType.employees)
    .map((field) => values[fieldKeyOf(field)] ?? '')
    .find((value) => value !== '');
  if (picked) return picked;
  const participant = fieldsOfType(form, FieldType.participants)
    .flatMap((field) => parseFieldValue(FieldType.participants, values[fieldKeyOf(field)]))
    .at(0);
  return participant?.employeeNo ?? user.employeeNo ?? '';
}

/** The leave period of the form: its date-from and date-to fields, when both hold a valid range. */
export function periodOf(form: Pick<Form, 'formData'>, values: FormValues): { from: string; to: string } | null {
  const valueWithKey = (key: string) => {
    const field = form.formData.find((candidate) => candidate.formMeta.dataSourceFieldKey === key);
    return field ? (values[fieldKeyOf(field)] ?? '') : '';
  };
  const from = valueWithKey(DataSourceFieldKey.dateFrom);
  const to = valueWithKey(DataSourceFieldKey.dateTo);
  return isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : null;
}

/** What submit-form and update-document take: every field's value, hidden ones included. */
export function entriesOf(
  form: Pick<Form, 'formData'>,
  values: FormValues,
  options: { except?: readonly number[] } = {},
): FormEntryInput[] {
  return form.formData
    .filter((field) => !options.except?.includes(field.formMeta.type))
    .map((field) => ({ formDataId: field.id, formValue: values[fieldKeyOf(field)] ?? '' }));
}
