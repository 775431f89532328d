import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PreValueItem, PreValueItemInputSchema, type PreValueItemValues } from '@portal/shared';
import { useEffect } from 'react';
import { FieldRow } from '../../../components/field-row';
import { formErrorsOf, schemaFormValidation } from '../../../lib/schema-form';

interface PreValueItemDialogProps {
  opened: boolean;
  listId: number;
  /** The item to edit; null adds one. */
  item: PreValueItem | null;
  isSaving: boolean;
  saveError: unknown;
  onSave: (values: PreValueItemValues) => void;
  onClose: () => void;
}

/** An item of a pre-value list: its name in both languages, the value stored in documents, and whether it is the default. */
export function PreValueItemDialog({ opened, item, ...props }: PreValueItemDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={item ? t`Item` : t`New item`}
      size={700}
      styles={{ content: { maxWidth: '95vw' } }}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {opened ? <ItemForm item={item} {...props} /> : null}
    </Modal>
  );
}

function ItemForm({ listId, item, isSaving, saveError, onSave, onClose }: Omit<PreValueItemDialogProps, 'opened'>) {
  const { t, i18n } = useLingui();
  const form = useForm({
    initialValues: {
      listId,
      name: item?.name ?? '',
      nameEn: item?.nameEn ?? '',
      value: item?.value ?? '',
      isDefault: item?.isDefault ?? false,
    },
    ...schemaFormValidation(PreValueItemInputSchema, i18n),
  });
  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(saveError)), [setErrors, saveError]);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSave(PreValueItemInputSchema.parse(values)))} aria-label={t`Item`}>
      <Stack gap="md">
        <FieldRow>
          <TextInput label={t`Name (Lithuanian)`} required maxLength={200} data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t`Name (English)`} maxLength={200} {...form.getInputProps('nameEn')} />
        </FieldRow>
        <TextInput
          label={t`Value`}
          description={t`Stored in the documents; unique within the list.`}
          required
          maxLength={200}
          {...form.getInputProps('value')}
        />
        <Checkbox label={t`Default item`} {...form.getInputProps('isDefault', { type: 'checkbox' })} />
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
