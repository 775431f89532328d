import { Trans } from '@lingui/react/macro';
import { Center, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { Logo } from './logo';

/** Shown at startup while the settings and the signed-in user load (spec 1 §2). */
export function LoadingScreen() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="lg">
        <Logo size={72} />
        <Loader size="sm" aria-hidden />
        <VisuallyHidden>
          <Trans>Loading…</Trans>
        </VisuallyHidden>
      </Stack>
    </Center>
  );
}
