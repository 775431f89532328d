import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Switch, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormSection } from '../../../components/form-section';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { fieldErrorsOf } from '../../../lib/api-errors';
import { useCurrentUser } from '../../../lib/current-session';
import { fieldErrorText } from '../../../lib/error-messages';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

export function NotificationsCard() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [sendEmails, setSendEmails] = useState(user.sendEmails);
  const [alternativeEmail, setAlternativeEmail] = useState(user.alternativeEmail ?? '');

  const save = useMutation(
    trpc.users.updateMessageSettings.mutationOptions({
      onSuccess: (updated) => {
        const emailChanged = (updated.alternativeEmail ?? '') !== (user.alternativeEmail ?? '');
        queryClient.setQueryData(trpc.users.me.queryKey(), updated);
        showSuccess(emailChanged ? t`Alternative e-mail updated.` : t`Changes saved.`);
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ sendEmails, alternativeEmail: alternativeEmail.trim() || null });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <FormSection title={<Trans>Notifications</Trans>}>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Switch
              label={t`Send notifications by e-mail`}
              checked={sendEmails}
              onChange={(event) => setSendEmails(event.currentTarget.checked)}
            />
            <TextInput
              type="email"
              label={t`Alternative e-mail address`}
              autoComplete="email"
              value={alternativeEmail}
              onChange={(event) => {
                setAlternativeEmail(event.currentTarget.value);
                save.reset();
              }}
              error={fieldErrorText(i18n, fieldErrorsOf(save.error), 'alternativeEmail')}
            />
          </Stack>
          <StickyActionBar
            primaryAction={
              <Button type="submit" loading={save.isPending}>
                <Trans>Save notification settings</Trans>
              </Button>
            }
          />
        </form>
      </FormSection>
    </Card>
  );
}
