import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { useCurrentUser } from '../../../lib/current-session';
import { useTRPC } from '../../../lib/trpc';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** The password expired or an administrator requires a new one: nothing else opens until it is changed. */
export function ForcedPasswordChangePage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const user = useCurrentUser();
  const completeSignIn = useCompleteSignIn();
  const change = useMutation(trpc.users.changePassword.mutationOptions({ onSuccess: (result) => completeSignIn(result) }));

  return (
    <AuthLayout title={<Trans>Change your password</Trans>}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>Your password has expired or must be changed before you continue.</Trans>
        </Text>
        <ChangePasswordForm
          withCurrentPassword
          submitLabel={t`Change password`}
          isSubmitting={change.isPending}
          submitError={change.error}
          username={user.username}
          onSubmit={(values) => change.mutate(values)}
          secondaryAction={
            <Button component={Link} to="/sign-out" variant="default">
              <Trans>Sign out</Trans>
            </Button>
          }
        />
      </Stack>
    </AuthLayout>
  );
}
