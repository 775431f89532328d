import { useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordChangeFieldsSchema } from '@portal/shared';
import { type ReactNode, useEffect, useMemo } from 'react';
import { formErrorsOf, schemaFormValidation } from '../lib/schema-form';
import { PasswordField } from './password-field';
import { StickyActionBar } from './sticky-action-bar';

export interface PasswordChangeValues {
  password: string;
  newPassword: string;
  passwordConfirmation: string;
}

interface ChangePasswordFormProps {
  /** Own change asks for the current password; recovery with an e-mailed token does not. */
  withCurrentPassword: boolean;
  submitLabel: string;
  isSubmitting: boolean;
  /** The last refused submit: its field errors show next to the fields until they are edited. */
  submitError: unknown;
  /** Lets the policy check refuse a password containing the username. */
  username?: string;
  onSubmit: (values: PasswordChangeValues) => void;
  /** Further buttons next to the submit button (cancel, sign out). */
  secondaryAction?: ReactNode;
}

/**
 * Current password (optional), new password and its confirmation. The shared schema checks the policy
 * here for comfort; the server checks it again, with what only it knows (the old password, company names).
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const { withCurrentPassword, submitLabel, isSubmitting, submitError, username, onSubmit, secondaryAction } = props;
  const { t, i18n } = useLingui();
  const schema = useMemo(() => passwordChangeFieldsSchema({ withCurrentPassword, username }), [withCurrentPassword, username]);
  const form = useForm<PasswordChangeValues>({
    initialValues: { password: '', newPassword: '', passwordConfirmation: '' },
    ...schemaFormValidation(schema, i18n),
  });

  const { setErrors } = form;
  useEffect(() => setErrors(formErrorsOf(submitError)), [setErrors, submitError]);

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
      <Stack gap="sm">
        {withCurrentPassword ? (
          <PasswordField
            label={t`Current password`}
            autoComplete="current-password"
            required
            withAsterisk={false}
            {...form.getInputProps('password')}
          />
        ) : null}
        <PasswordField
          label={t`New password`}
          description={t`At least 8 characters, with upper- and lower-case letters and a digit.`}
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...form.getInputProps('newPassword')}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...form.getInputProps('passwordConfirmation')}
        />
      </Stack>
      <StickyActionBar
        secondaryActions={secondaryAction}
        primaryAction={
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        }
      />
    </form>
  );
}
