import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { useTRPC } from '../../../lib/trpc';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** Reached from the e-mailed link (?token=…). Success signs in with the new password (spec 1 §4). */
export function PasswordRecoverPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const completeSignIn = useCompleteSignIn();
  const recover = useMutation(trpc.users.changePassword.mutationOptions({ onSuccess: (result) => completeSignIn(result) }));

  return (
    <AuthLayout title={<Trans>Set a new password</Trans>}>
      <Stack gap="md">
        <ChangePasswordForm
          withCurrentPassword={false}
          submitLabel={t`Save`}
          isSubmitting={recover.isPending}
          submitError={recover.error}
          onSubmit={({ newPassword, passwordConfirmation }) =>
            recover.mutate({ validatingWith: 1, token, newPassword, passwordConfirmation })
          }
        />
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/sign-in">
            <Trans>Back to sign-in</Trans>
          </Anchor>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
