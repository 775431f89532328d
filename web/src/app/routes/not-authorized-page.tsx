import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';

export function NotAuthorizedPage() {
  return (
    <Stack align="flex-start" gap="sm" py="xl">
      <PageHeader title={<Trans>Access denied</Trans>} />
      <Text c="dimmed">
        <Trans>You do not have permission to open this page.</Trans>
      </Text>
      <Button component={Link} to="/" variant="light">
        <Trans>Go to the start page</Trans>
      </Button>
    </Stack>
  );
}
