import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { SystemMessageBanner } from '../../../components/system-message-banner';
import { useCurrentUser, useSiteSettings } from '../../../lib/current-session';

export function HomePage() {
  const user = useCurrentUser();
  const settings = useSiteSettings();
  const name = user.employeeFullName;
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Home</Trans>
      </Title>
      <SystemMessageBanner systemMessage={settings.systemMessage} messageType={settings.messageType} />
      <Text size="lg">
        <Trans>Welcome, {name}!</Trans>
      </Text>
    </Stack>
  );
}
