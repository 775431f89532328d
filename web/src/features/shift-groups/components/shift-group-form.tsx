import { useLingui } from '@lingui/react/macro';
import { Button, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ShiftGroupInput, ShiftGroupInputSchema } from '@portal/shared';
import { useEffect } from 'react';
import { FieldRow } from '../../../components/field-row';
import { FormSection } from '../../../components/form-section';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { formErrorsOf, schemaFormValidation } from '../../../lib/schema-form';

export interface ShiftGroupFormValues {
  code: string;
  name: string;
  description: string;
}

interface ShiftGroupFormProps {
  initialValues: ShiftGroupFormValues;
  /** Without the right to change the group the fields only show it. */
  isReadOnly: boolean;
  isSaving: boolean;
  /** The last refused save: its field errors show next to the fields. */
  saveError: unknown;
  onSave: (values: ShiftGroupInput) => void;
  onCancel: () => void;
}

/** A shift group's code, name and description, checked by the shared rules before the server checks them again. */
export function ShiftGroupForm({ initialValues, isReadOnly, isSaving, saveError, onSave, onCancel }: ShiftGroupFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<ShiftGroupFormValues>({ initialValues, ...schemaFormValidation(ShiftGroupInputSchema, i18n) });
  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(saveError)), [setErrors, saveError]);

  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSave(ShiftGroupInputSchema.parse(values)))} aria-label={t`Shift group`}>
      <FormSection title={t`Shift group`}>
        <FieldRow>
          <TextInput label={t`Code`} required maxLength={20} readOnly={isReadOnly} {...form.getInputProps('code')} />
          <TextInput
            label={t({ message: 'Name', context: 'name of a thing' })}
            required
            maxLength={100}
            readOnly={isReadOnly}
            {...form.getInputProps('name')}
          />
        </FieldRow>
        <Textarea label={t`Description`} rows={2} maxLength={500} readOnly={isReadOnly} {...form.getInputProps('description')} />
      </FormSection>
      {isReadOnly ? null : (
        <StickyActionBar
          label={t`Shift group actions`}
          secondaryActions={
            <Button variant="default" onClick={onCancel}>
              {t`Cancel`}
            </Button>
          }
          primaryAction={
            <Button type="submit" loading={isSaving}>
              {t`Save`}
            </Button>
          }
        />
      )}
    </form>
  );
}
