import { Trans } from '@lingui/react/macro';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Logo } from './logo';

interface BootErrorScreenProps {
  /** 'startup': the first calls failed (spec 1 §2: startup stops). 'page': a screen failed to load. */
  reason?: 'startup' | 'page';
}

/** Nothing else can be shown; the error itself went to the console. A reload is the way on. */
export function BootErrorScreen({ reason = 'startup' }: BootErrorScreenProps) {
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Logo size={72} />
        <Title order={1} size="h3">
          {reason === 'startup' ? <Trans>The portal could not start</Trans> : <Trans>This page could not be loaded</Trans>}
        </Title>
        <Text c="dimmed">
          <Trans>The server did not answer as expected. Please try again in a moment.</Trans>
        </Text>
        <Button onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Center>
  );
}
