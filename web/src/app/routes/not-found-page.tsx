import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <Title order={1}>
        <Trans>Page not found</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>The page you are looking for does not exist or is not available yet.</Trans>
      </Text>
      <Button component={Link} to="/" variant="light">
        <Trans>Go to the start page</Trans>
      </Button>
    </Stack>
  );
}
