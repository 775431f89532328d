import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import type { AppRouter } from '@portal/server/app-router';
import {
  type CurrentUser,
  FieldType,
  fieldKeyOf,
  type Form,
  type FormDefinition,
  formDefinitionOf,
  type FormFieldDefinition,
  type FormIssue,
  validateForm,
} from '@portal/shared';
import { useQueries } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { IconAlertTriangle } from '@tabler/icons-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer, useState } from 'react';
import { fieldErrorsOf } from '../lib/api-errors';
import { useCurrentUser } from '../lib/current-session';
import { showFailure } from '../lib/notices';
import { useTRPC } from '../lib/trpc';
import { formIssueNotice } from './form-error-messages';
import type { FormValues } from './form-values';
import { useFormRuleContext } from './use-form-rule-context';

export type FormFileInfo = inferRouterOutputs<AppRouter>['formFiles']['list'][number];

type IssuesByField = Record<string, FormIssue[]>;

function byField(issues: FormIssue[]): IssuesByField {
  const grouped: IssuesByField = {};
  for (const issue of issues) (grouped[issue.fieldId] ??= []).push(issue);
  return grouped;
}

export interface FormState {
  form: Form;
  /** The fields as the shared rules see them, captions and messages in the interface language. */
  definition: FormDefinition;
  fieldOf(key: string): FormFieldDefinition | undefined;
  values: FormValues;
  setValue(key: string, value: string): void;
  /** Changes several values at once (a participant choice also sets the manager fields). */
  updateValues(update: (values: FormValues) => FormValues): void;
  errorsOf(key: string): FormIssue[];
  warningsOf(key: string): FormIssue[];
  readOnly: boolean;
  isEdit: boolean;
  submissionId: number | null;
  currentUser: CurrentUser;
  /** Files chosen in upload fields, uploaded once the submission is saved. */
  pendingFiles: Record<string, File[]>;
  setPendingFiles(key: string, files: File[]): void;
  /** Files already saved with the submission, per upload field. */
  savedFiles: Record<string, FormFileInfo[]>;
  /** Bytes the submission holds already plus those chosen: the 50,000,000-byte limit counts them all. */
  attachedBytes: number;
  /** Runs every rule of spec 1 §5; shows the errors and answers the values to send, or null. */
  validate(): Promise<FormValues | null>;
  /** Shows the errors and warnings the server answered a save with (and their notices, unless told not to). */
  showIssues(result: { errors: FormIssue[]; warnings: FormIssue[] }, options?: { notify?: boolean }): void;
  /** Marks the fields a refused call named (its fieldErrors); its message has been shown already. */
  showFieldErrorsOf(error: unknown): void;
}

const FormStateContext = createContext<FormState | null>(null);

export function useFormState(): FormState {
  const state = useContext(FormStateContext);
  if (!state) throw new Error('useFormState needs a FormStateProvider');
  return state;
}

interface FormStateProviderProps {
  form: Form;
  initialValues: FormValues;
  readOnly?: boolean;
  /** The saved submission being viewed or edited. */
  submissionId?: number | null;
  children: ReactNode;
}

interface FormValuesState {
  values: FormValues;
  errors: IssuesByField;
  warnings: IssuesByField;
}

type FormAction =
  { kind: 'update'; update: (values: FormValues) => FormValues } | { kind: 'issues'; errors: IssuesByField; warnings: IssuesByField };

function withoutKeys(issues: IssuesByField, keys: string[]): IssuesByField {
  return keys.some((key) => key in issues) ? Object.fromEntries(Object.entries(issues).filter(([key]) => !keys.includes(key))) : issues;
}

function formReducer(state: FormValuesState, action: FormAction): FormValuesState {
  if (action.kind === 'issues') return { ...state, errors: action.errors, warnings: action.warnings };
  const values = action.update(state.values);
  const changed = Object.keys(values).filter((key) => values[key] !== state.values[key]);
  if (changed.length === 0) return state;
  // A changed value's issues are stale: they come back on the next submit if still true.
  return { values, errors: withoutKeys(state.errors, changed), warnings: withoutKeys(state.warnings, changed) };
}

function showWarning(message: string, id: string) {
  notifications.show({ id, message, color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden />, withBorder: true });
}

/** The values, issues and chosen files of one form on screen, and the rules to run before sending it. */
export function FormStateProvider({ form, initialValues, readOnly = false, submissionId = null, children }: FormStateProviderProps) {
  const { i18n } = useLingui();
  const trpc = useTRPC();
  const currentUser = useCurrentUser();
  const ruleContext = useFormRuleContext();
  const definition = useMemo(() => formDefinitionOf(form, i18n.locale), [form, i18n.locale]);
  const [{ values, errors, warnings }, dispatch] = useReducer(formReducer, { values: initialValues, errors: {}, warnings: {} });
  const [typingWarnings, setTypingWarnings] = useState<IssuesByField>({});
  const [pendingFiles, setAllPendingFiles] = useState<Record<string, File[]>>({});
  const isEdit = submissionId !== null && !readOnly;

  const uploadFields = useMemo(() => form.formData.filter((field) => field.formMeta.type === FieldType.upload), [form]);
  const savedFileQueries = useQueries({
    queries:
      submissionId === null ? [] : uploadFields.map((field) => trpc.formFiles.list.queryOptions({ submissionId, formDataId: field.id })),
  });
  const savedFiles = useMemo(
    () => Object.fromEntries(uploadFields.map((field, index) => [fieldKeyOf(field), savedFileQueries[index]?.data ?? []])),
    [uploadFields, savedFileQueries],
  );
  const attachedBytes = useMemo(
    () =>
      Object.values(savedFiles)
        .flat()
        .reduce((sum, file) => sum + file.sizeBytes, 0) +
      Object.values(pendingFiles)
        .flat()
        .reduce((sum, file) => sum + file.size, 0),
    [savedFiles, pendingFiles],
  );

  const fieldOf = useCallback((key: string) => definition.fields.find((field) => field.id === key), [definition]);

  const updateValues = useCallback((update: (values: FormValues) => FormValues) => dispatch({ kind: 'update', update }), []);
  const setValue = useCallback((key: string, value: string) => updateValues((current) => ({ ...current, [key]: value })), [updateValues]);
  const setPendingFiles = useCallback((key: string, files: File[]) => setAllPendingFiles((current) => ({ ...current, [key]: files })), []);

  // Row warnings while typing (overlapping or reversed trip dates); they never block.
  const employeeNo = currentUser.employeeNo ?? '';
  useEffect(() => {
    if (readOnly) return;
    let isCurrent = true;
    void validateForm(definition, values, ruleContext, 'typing', { employeeNo }).then((result) => {
      if (isCurrent) setTypingWarnings(byField(result.warnings));
    });
    return () => {
      isCurrent = false;
    };
  }, [definition, values, ruleContext, employeeNo, readOnly]);

  const showIssues = useCallback(
    (result: { errors: FormIssue[]; warnings: FormIssue[] }, options: { notify?: boolean } = {}) => {
      dispatch({ kind: 'issues', errors: byField(result.errors), warnings: byField(result.warnings) });
      if (options.notify === false) return;
      const fieldById = new Map(definition.fields.map((field) => [field.id, field]));
      // One notice per field and message, however often the user presses submit.
      for (const issue of result.errors) {
        showFailure(formIssueNotice(i18n, issue, fieldById.get(issue.fieldId)), {
          id: `form-error-${issue.fieldId}-${issue.code}-${issue.params?.row ?? ''}`,
        });
      }
      for (const issue of result.warnings) {
        showWarning(formIssueNotice(i18n, issue, fieldById.get(issue.fieldId)), `form-warning-${issue.fieldId}-${issue.code}`);
      }
    },
    [definition, i18n],
  );

  const showFieldErrorsOf = useCallback(
    (error: unknown) => {
      const fieldIds = new Set(definition.fields.map((field) => field.id));
      const errors = Object.entries(fieldErrorsOf(error))
        .filter(([fieldId]) => fieldIds.has(fieldId))
        .flatMap(([fieldId, codes]) => codes.map((code) => ({ fieldId, code })));
      if (errors.length > 0) showIssues({ errors, warnings: [] }, { notify: false });
    },
    [definition, showIssues],
  );

  const validate = useCallback(async () => {
    const savedFileCounts = Object.fromEntries(Object.entries(savedFiles).map(([key, files]) => [key, files.length]));
    const result = await validateForm(definition, values, ruleContext, 'submit', { employeeNo, isEdit, savedFileCounts });
    showIssues(result);
    return result.errors.length > 0 ? null : result.values;
  }, [definition, values, ruleContext, employeeNo, isEdit, savedFiles, showIssues]);

  const state = useMemo<FormState>(
    () => ({
      form,
      definition,
      fieldOf,
      values,
      setValue,
      updateValues,
      errorsOf: (key) => errors[key] ?? [],
      // A row both wrong on submit and while typing shows once, as the error.
      warningsOf: (key) => (errors[key] ? [] : [...(warnings[key] ?? []), ...(typingWarnings[key] ?? [])]),
      readOnly,
      isEdit,
      submissionId,
      currentUser,
      pendingFiles,
      setPendingFiles,
      savedFiles,
      attachedBytes,
      validate,
      showIssues,
      showFieldErrorsOf,
    }),
    [
      form,
      definition,
      fieldOf,
      values,
      setValue,
      updateValues,
      errors,
      warnings,
      typingWarnings,
      readOnly,
      isEdit,
      submissionId,
      currentUser,
      pendingFiles,
      setPendingFiles,
      savedFiles,
      attachedBytes,
      validate,
      showIssues,
      showFieldErrorsOf,
    ],
  );
  return <FormStateContext.Provider value={state}>{children}</FormStateContext.Provider>;
}
