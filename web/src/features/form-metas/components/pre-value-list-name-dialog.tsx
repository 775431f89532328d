import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PreValueListInputSchema } from '@portal/shared';
import { useEffect } from 'react';
import { FieldRow } from '../../../components/field-row';
import { formErrorsOf, schemaFormValidation } from '../../../lib/schema-form';

interface PreValueListNameDialogProps {
  opened: boolean;
  title: string;
  initialValues: { name: string; nameEn: string };
  isSaving: boolean;
  saveError: unknown;
  onSave: (values: { name: string; nameEn: string | null }) => void;
  onClose: () => void;
}

/** A pre-value list's name in Lithuanian and English. */
export function PreValueListNameDialog({
  opened,
  title,
  initialValues,
  isSaving,
  saveError,
  onSave,
  onClose,
}: PreValueListNameDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={700}
      styles={{ content: { maxWidth: '95vw' } }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {opened ? (
        <NameForm initialValues={initialValues} isSaving={isSaving} saveError={saveError} onSave={onSave} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function NameForm({ initialValues, isSaving, saveError, onSave, onClose }: Omit<PreValueListNameDialogProps, 'opened' | 'title'>) {
  const { t, i18n } = useLingui();
  const form = useForm({ initialValues, ...schemaFormValidation(PreValueListInputSchema, i18n) });
  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(saveError)), [setErrors, saveError]);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSave(PreValueListInputSchema.parse(values)))} aria-label={t`Pre-value list`}>
      <Stack gap="md">
        <FieldRow>
          <TextInput label={t`Name (Lithuanian)`} required maxLength={200} data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t`Name (English)`} maxLength={200} {...form.getInputProps('nameEn')} />
        </FieldRow>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t`Save`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
