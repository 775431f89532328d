import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RequestPasswordResetInputSchema } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { showSuccess } from '../../../lib/notices';
import { formErrorsOf, schemaFormValidation } from '../../../lib/schema-form';
import { useTRPC } from '../../../lib/trpc';

export function PasswordRequestPage() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useForm({ initialValues: { username: '' }, ...schemaFormValidation(RequestPasswordResetInputSchema, i18n) });

  const request = useMutation(
    trpc.users.requestPasswordReset.mutationOptions({
      onSuccess: () => {
        // The server answers alike whether the user exists or not, so the notice must not claim more.
        showSuccess(t`If this user exists, a password recovery link has been sent to their e-mail address.`);
        void navigate('/sign-in');
      },
      onError: (error) => form.setErrors(formErrorsOf(error)),
    }),
  );

  return (
    <AuthLayout title={<Trans>Password recovery</Trans>}>
      <form onSubmit={form.onSubmit((values) => request.mutate(RequestPasswordResetInputSchema.parse(values)))} noValidate>
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
            {...form.getInputProps('username')}
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
