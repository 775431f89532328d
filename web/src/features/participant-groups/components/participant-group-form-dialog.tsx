import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ParticipantGroup, type ParticipantGroupInput, ParticipantGroupInputSchema } from '@portal/shared';
import { useEffect } from 'react';
import { formErrorsOf, schemaFormValidation } from '../../../lib/schema-form';

export interface ParticipantGroupFormValues {
  name: string;
  systemName: string;
  active: boolean;
  limitedByAllowedDepartments: boolean;
  employeeManagerToConfirm: boolean;
}

export function formValuesOf(group: ParticipantGroup | null): ParticipantGroupFormValues {
  return {
    name: group?.name ?? '',
    systemName: group?.systemName ?? '',
    active: group?.active ?? true,
    limitedByAllowedDepartments: group?.limitedByAllowedDepartments ?? false,
    employeeManagerToConfirm: group?.employeeManagerToConfirm ?? false,
  };
}

interface ParticipantGroupFormDialogProps {
  opened: boolean;
  title: string;
  initialValues: ParticipantGroupFormValues;
  /** A group filled per document keeps its system name: the field only shows it. */
  isSystemNameLocked: boolean;
  isSaving: boolean;
  saveError: unknown;
  onSave: (values: ParticipantGroupInput) => void;
  onClose: () => void;
}

/** A participant group's name, system name and options (spec 2 §3 "User role"), checked by the shared schema first. */
export function ParticipantGroupFormDialog({
  opened,
  title,
  initialValues,
  isSystemNameLocked,
  isSaving,
  saveError,
  onSave,
  onClose,
}: ParticipantGroupFormDialogProps) {
  const { t, i18n } = useLingui();
  const form = useForm<ParticipantGroupFormValues>({ initialValues, ...schemaFormValidation(ParticipantGroupInputSchema, i18n) });
  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(saveError)), [setErrors, saveError]);

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <form noValidate aria-label={title} onSubmit={form.onSubmit((values) => onSave(ParticipantGroupInputSchema.parse(values)))}>
        <Stack gap="sm">
          <TextInput label={t({ message: 'Name', context: 'name of a thing' })} required maxLength={200} {...form.getInputProps('name')} />
          <TextInput
            label={t`System name`}
            description={t`Optional: the name other settings refer to this group by.`}
            maxLength={100}
            readOnly={isSystemNameLocked}
            {...form.getInputProps('systemName')}
          />
          <Checkbox label={t`Active`} {...form.getInputProps('active', { type: 'checkbox' })} />
          <Checkbox
            label={t`Members act only for the departments listed on their membership`}
            {...form.getInputProps('limitedByAllowedDepartments', { type: 'checkbox' })}
          />
          <Checkbox
            label={t`The employee's line manager confirms too`}
            {...form.getInputProps('employeeManagerToConfirm', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={isSaving}>
              {t`Save`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
