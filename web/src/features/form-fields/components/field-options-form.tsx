import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  type DesignerField,
  ErrorCode,
  EMPLOYEE_PICKER_FIELD_TYPES,
  type FieldErrors,
  type FormFieldOptionValues,
  MULTIPLE_VALUE_FIELD_TYPES,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { errorKeyText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

type FlagKey =
  | 'showSubordinateEmployees'
  | 'showDepartmentEmployees'
  | 'showWorkTimeSetupEmployees'
  | 'excludeFromMessages'
  | 'includeHolidaysAnnualLeave'
  | 'isMultiple';

function optionsOf(field: DesignerField): FormFieldOptionValues {
  return {
    showSubordinateEmployees: field.showSubordinateEmployees,
    showDepartmentEmployees: field.showDepartmentEmployees,
    showWorkTimeSetupEmployees: field.showWorkTimeSetupEmployees,
    excludeFromMessages: field.excludeFromMessages,
    includeHolidaysAnnualLeave: field.includeHolidaysAnnualLeave,
    isMultiple: field.isMultiple,
    cssClass: field.cssClass,
    formDataGroupId: field.formDataGroupId,
    activityCode: field.activityCode,
    activityCodeAdditional: field.activityCodeAdditional,
  };
}

/** A field's options (spec 2 §3 "Form data field"); the pick-who and isMultiple options only where the type has them. */
export function FieldOptionsForm({ field, canEdit, onSaved }: { field: DesignerField; canEdit: boolean; onSaved(): void }) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [options, setOptions] = useState(() => optionsOf(field));
  const [groupText, setGroupText] = useState(field.formDataGroupId === null ? '' : String(field.formDataGroupId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useMutation(
    trpc.formFields.update.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`Changes saved.`);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.formFields.list.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.formFields.preview.pathKey() }),
        ]);
        onSaved();
      },
      onError: (error) => setErrors(fieldErrorsOf(error)),
    }),
  );
  const isPicker = EMPLOYEE_PICKER_FIELD_TYPES.includes(field.formMeta.type);
  const errorOf = (name: string) => errorKeyText(i18n, errors[name]?.[0]);
  const flag = (key: FlagKey, label: string) => (
    <Checkbox
      label={label}
      checked={options[key]}
      disabled={!canEdit}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setOptions((current) => ({ ...current, [key]: checked }));
      }}
      error={errorOf(key)}
    />
  );
  const text = (key: 'cssClass' | 'activityCode' | 'activityCodeAdditional', label: string) => (
    <TextInput
      label={label}
      value={options[key] ?? ''}
      disabled={!canEdit}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setOptions((current) => ({ ...current, [key]: value }));
      }}
      error={errorOf(key)}
    />
  );

  const save = () => {
    const trimmed = groupText.trim();
    const groupId = trimmed === '' ? null : Number(trimmed);
    if (groupId !== null && (!Number.isInteger(groupId) || groupId < 0)) {
      setErrors({ formDataGroupId: [ErrorCode.invalidValue] });
      return;
    }
    update.mutate({ id: field.id, ...options, formDataGroupId: groupId });
  };

  return (
    <Stack gap="sm">
      {isPicker && (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            <Trans>Who may be picked (none ticked: only the employee themself)</Trans>
          </Text>
          {flag('showSubordinateEmployees', t`Subordinate employees`)}
          {flag('showDepartmentEmployees', t`Department employees`)}
          {flag('showWorkTimeSetupEmployees', t`Work-time setup employees`)}
        </Stack>
      )}
      {MULTIPLE_VALUE_FIELD_TYPES.includes(field.formMeta.type) && flag('isMultiple', t`Several values`)}
      {flag('excludeFromMessages', t`Leave out of messages`)}
      {flag('includeHolidaysAnnualLeave', t`Include holidays in the annual leave`)}
      {text('cssClass', t`CSS class`)}
      <TextInput
        label={t`Field group number`}
        inputMode="numeric"
        value={groupText}
        disabled={!canEdit}
        onChange={(event) => setGroupText(event.currentTarget.value)}
        error={errorOf('formDataGroupId')}
      />
      {text('activityCode', t`Activity code`)}
      {text('activityCodeAdditional', t`Additional activity code`)}
      {canEdit && (
        <Group>
          <Button onClick={save} loading={update.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
