import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';

export function NotFoundPage() {
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <PageHeader title={<Trans>Page not found</Trans>} />
      <Text c="dimmed">
        <Trans>The page you are looking for does not exist or is not available yet.</Trans>
      </Text>
      <Button component={Link} to="/" variant="light">
        <Trans>Go to the start page</Trans>
      </Button>
    </Stack>
  );
}
