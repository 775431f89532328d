import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotAuthorizedPage() {
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Title order={1}>
        <Trans>Access denied</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>You do not have permission to open this page.</Trans>
      </Text>
      <Button component={Link} to="/" variant="light">
        <Trans>Go to the start page</Trans>
      </Button>
    </Stack>
  );
}
