import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { checkPasswordPolicy, ErrorCode, type FieldErrors } from '@portal/shared';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { fieldErrorsOf } from '../lib/api-errors';
import { PasswordField } from './password-field';
import { fieldErrorText } from '../lib/error-messages';

export interface PasswordChangeValues {
  password: string;
  newPassword: string;
  passwordConfirmation: string;
}

type Field = keyof PasswordChangeValues;

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
 * Current password (optional), new password and its confirmation. The shared policy is checked here
 * for comfort; the server checks it again, with what only it knows (the old password, company names).
 */
export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const { withCurrentPassword, submitLabel, isSubmitting, submitError, username, onSubmit, secondaryAction } = props;
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<PasswordChangeValues>({ password: '', newPassword: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => setErrors(fieldErrorsOf(submitError)), [submitError]);

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _edited, ...others }) => others);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (withCurrentPassword && values.password === '') found.password = [ErrorCode.fieldRequired];
    const policy = values.newPassword === '' ? [ErrorCode.fieldRequired] : checkPasswordPolicy(values.newPassword, { username });
    if (policy.length > 0) found.newPassword = policy;
    if (values.passwordConfirmation === '') found.passwordConfirmation = [ErrorCode.fieldRequired];
    else if (values.passwordConfirmation !== values.newPassword) found.passwordConfirmation = [ErrorCode.passwordsDoNotMatch];
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {withCurrentPassword ? (
          <PasswordField
            label={t`Current password`}
            autoComplete="current-password"
            required
            withAsterisk={false}
            value={values.password}
            onChange={change('password')}
            error={fieldErrorText(i18n, errors, 'password')}
          />
        ) : null}
        <PasswordField
          label={t`New password`}
          description={t`At least 8 characters, with upper- and lower-case letters and a digit.`}
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={values.newPassword}
          onChange={change('newPassword')}
          error={fieldErrorText(i18n, errors, 'newPassword')}
        />
        <PasswordField
          label={t`Confirm password`}
          autoComplete="new-password"
          required
          withAsterisk={false}
          value={values.passwordConfirmation}
          onChange={change('passwordConfirmation')}
          error={fieldErrorText(i18n, errors, 'passwordConfirmation')}
        />
        <Group justify="flex-end" mt="xs">
          {secondaryAction}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
