import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { SystemMessageBanner } from '../../../components/system-message-banner';
import { useCurrentUser, useSiteSettings } from '../../../lib/current-session';

interface HomePageProps {
  /** 'I am substituted' and 'I am substituting' for today through 6 months ahead (the app composes them in). */
  substitutions: ReactNode;
}

export function HomePage({ substitutions }: HomePageProps) {
  const user = useCurrentUser();
  const settings = useSiteSettings();
  const name = user.employeeFullName;
  return (
    <Stack gap="lg">
      <Stack gap="md">
        <Title order={1}>
          <Trans>Home</Trans>
        </Title>
        <SystemMessageBanner systemMessage={settings.systemMessage} messageType={settings.messageType} />
        <Text size="lg">
          <Trans>Welcome, {name}!</Trans>
        </Text>
      </Stack>
      {/* My tasks shows only when there are tasks; tasks and requests arrive with documents and applications. */}
      <Stack gap="xs" component="section" aria-labelledby="home-my-requests">
        <Title order={2} id="home-my-requests">
          <Trans>My requests</Trans>
        </Title>
        <EmptyState>
          <Trans>You have no requests.</Trans>
        </EmptyState>
      </Stack>
      {substitutions}
    </Stack>
  );
}
