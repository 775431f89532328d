import { Trans } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useNow } from '../../lib/use-now';

interface NavbarFooterProps {
  version: string;
}

const MINUTE_MS = 60_000;

/** The version and the system date at the bottom of the left drawer. */
export function NavbarFooter({ version }: NavbarFooterProps) {
  const today = dayjs(useNow(MINUTE_MS)).format('YYYY-MM-DD');
  return (
    <Group justify="space-between" gap="xs">
      <Text size="xs" c="dimmed">
        <Trans>Version {version}</Trans>
      </Text>
      <Text size="xs" c="dimmed" component="time" dateTime={today}>
        {today}
      </Text>
    </Group>
  );
}
