import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode, type FieldErrors } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

export function PasswordRequestPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});

  const request = useMutation(
    trpc.users.requestPasswordReset.mutationOptions({
      onSuccess: () => {
        // The server answers alike whether the user exists or not, so the notice must not claim more.
        showSuccess(t`If this user exists, a password recovery link has been sent to their e-mail address.`);
        void navigate('/sign-in');
      },
    }),
  );
  const fieldErrors = { ...fieldErrorsOf(request.error), ...clientErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (username.trim() === '') {
      setClientErrors({ username: [ErrorCode.fieldRequired] });
      return;
    }
    setClientErrors({});
    request.mutate({ username: username.trim() });
  };

  return (
    <AuthLayout title={<Trans>Password recovery</Trans>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>Enter your username and we will e-mail you a link to set a new password.</Trans>
          </Text>
          <TextInput
            label={t`Username`}
            autoComplete="username"
            autoFocus
            required
            withAsterisk={false}
            value={username}
            onChange={(event) => {
              setUsername(event.currentTarget.value);
              setClientErrors({});
              request.reset();
            }}
            error={fieldErrorText(i18n, fieldErrors, 'username')}
          />
          <Group justify="flex-end" mt="xs">
            <Button component={Link} to="/sign-in" variant="default">
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={request.isPending}>
              <Trans>Confirm</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
