import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type UsernameAuthInput, UsernameAuthInputSchema } from '@portal/shared';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { PasswordField } from '../../../components/password-field';
import { SystemMessageBanner } from '../../../components/system-message-banner';
import { chosenLanguage } from '../../../lib/i18n';
import { schemaFormValidation } from '../../../lib/schema-form';
import { useTRPC } from '../../../lib/trpc';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { ExternalSignInButtons } from './external-sign-in-buttons';

/**
 * What the form sends: the credentials, and the language chosen on this page (if one was), which the
 * server keeps as the user's language so that every later sign-in starts in it.
 */
function signInInput(values: { username: string; password: string; rememberMe: boolean }): UsernameAuthInput {
  const language = chosenLanguage();
  return UsernameAuthInputSchema.parse(language ? { ...values, language } : values);
}

export function SignInPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const { data: settings } = useSuspenseQuery(trpc.sessions.preAuthSettings.queryOptions());
  const completeSignIn = useCompleteSignIn();
  const form = useForm({
    initialValues: { username: '', password: '', rememberMe: true },
    ...schemaFormValidation(UsernameAuthInputSchema, i18n),
  });

  const signIn = useMutation(
    trpc.sessions.usernameAuth.mutationOptions({
      onSuccess: (result) => completeSignIn(result),
      // The refusal itself is shown by the central handler (first server message); the password goes.
      onError: () => form.setFieldValue('password', ''),
    }),
  );

  return (
    <AuthLayout title={<Trans>Sign in</Trans>}>
      <Stack gap="md">
        <SystemMessageBanner
          systemMessage={settings.systemMessage}
          systemMessageEn={settings.systemMessageEn}
          messageType={settings.messageType}
          siteClosed={settings.siteClosed}
        />
        <form onSubmit={form.onSubmit((values) => signIn.mutate(signInInput(values)))} noValidate>
          <Stack gap="sm">
            <TextInput
              label={t`Username`}
              autoComplete="username"
              autoFocus
              required
              withAsterisk={false}
              {...form.getInputProps('username')}
            />
            <PasswordField
              label={t`Password`}
              autoComplete="current-password"
              required
              withAsterisk={false}
              {...form.getInputProps('password')}
            />
            <Group justify="space-between" align="center" wrap="wrap">
              <Checkbox label={t`Remember me`} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
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
