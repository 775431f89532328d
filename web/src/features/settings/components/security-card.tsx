import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { FormSection } from '../../../components/form-section';
import { useCurrentUser } from '../../../lib/current-session';
import { showSuccess } from '../../../lib/notices';
import { storeSignIn } from '../../../lib/session';
import { useTRPC } from '../../../lib/trpc';
import { PasswordExpiryNotice } from './password-expiry-notice';

export function SecurityCard() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  // A new key empties the form after a successful change.
  const [formKey, setFormKey] = useState(0);

  const change = useMutation(
    trpc.users.changePassword.mutationOptions({
      onSuccess: (result) => {
        // The change ends every session, this one too: the answer carries its replacement.
        queryClient.setQueryData(trpc.users.me.queryKey(), result.user);
        storeSignIn(result);
        setFormKey((key) => key + 1);
        showSuccess(t`Password changed.`);
      },
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <FormSection title={<Trans>Security</Trans>}>
        <PasswordExpiryNotice passwordExpirationDate={user.passwordExpirationDate} />
        <ChangePasswordForm
          key={formKey}
          withCurrentPassword
          submitLabel={t`Change password`}
          isSubmitting={change.isPending}
          submitError={change.error}
          username={user.username}
          onSubmit={(values) => change.mutate(values)}
        />
      </FormSection>
    </Card>
  );
}
