import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { ErrorCode, type FieldErrors } from '@portal/shared';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { PasswordField } from '../../../components/password-field';
import { SystemMessageBanner } from '../../../components/system-message-banner';
import { fieldErrorText } from '../../../lib/error-messages';
import { useTRPC } from '../../../lib/trpc';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { ExternalSignInButtons } from './external-sign-in-buttons';

export function SignInPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const { data: settings } = useSuspenseQuery(trpc.sessions.preAuthSettings.queryOptions());
  const completeSignIn = useCompleteSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const signIn = useMutation(
    trpc.sessions.usernameAuth.mutationOptions({
      onSuccess: (result) => completeSignIn(result),
      // The refusal itself is shown by the central handler (first server message); the password goes.
      onError: () => setPassword(''),
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (username.trim() === '') missing.username = [ErrorCode.fieldRequired];
    if (password === '') missing.password = [ErrorCode.fieldRequired];
    setFieldErrors(missing);
    if (Object.keys(missing).length === 0) signIn.mutate({ username: username.trim(), password, rememberMe });
  };

  return (
    <AuthLayout title={<Trans>Sign in</Trans>}>
      <Stack gap="md">
        <SystemMessageBanner systemMessage={settings.systemMessage} messageType={settings.messageType} siteClosed={settings.siteClosed} />
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t`Username`}
              autoComplete="username"
              autoFocus
              required
              withAsterisk={false}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              error={fieldErrorText(i18n, fieldErrors, 'username')}
            />
            <PasswordField
              label={t`Password`}
              autoComplete="current-password"
              required
              withAsterisk={false}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={fieldErrorText(i18n, fieldErrors, 'password')}
            />
            <Group justify="space-between" align="center" wrap="wrap">
              <Checkbox label={t`Remember me`} checked={rememberMe} onChange={(event) => setRememberMe(event.currentTarget.checked)} />
              <Anchor component={Link} to="/password-request" size="sm">
                <Trans>Forgot password?</Trans>
              </Anchor>
            </Group>
            <Button type="submit" fullWidth loading={signIn.isPending} mt="xs">
              <Trans>Sign in</Trans>
            </Button>
          </Stack>
        </form>
        <ExternalSignInButtons settings={settings} />
      </Stack>
    </AuthLayout>
  );
}
