import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SystemMessageBanner } from '../../../components/system-message-banner';
import { useCurrentUser, useSiteSettings } from '../../../lib/current-session';
import { PageHeader } from '../../../components/page-header';

interface HomePageProps {
  /** 'My tasks', shown only when there are tasks (the app composes the sections in). */
  tasks: ReactNode;
  /** 'My requests', with a 'no requests' text when there are none. */
  requests: ReactNode;
  /** 'I am substituted' and 'I am substituting' for today through 6 months ahead. */
  substitutions: ReactNode;
}

export function HomePage({ tasks, requests, substitutions }: HomePageProps) {
  const user = useCurrentUser();
  const settings = useSiteSettings();
  const name = user.employeeFullName;
  return (
    <Stack gap="lg">
      <Stack gap="md">
        <PageHeader title={<Trans>Home</Trans>} />
        <SystemMessageBanner systemMessage={settings.systemMessage} messageType={settings.messageType} />
        <Text size="lg">
          <Trans>Welcome, {name}!</Trans>
        </Text>
      </Stack>
      {tasks}
      {requests}
      {substitutions}
    </Stack>
  );
}
