import { Trans } from '@lingui/react/macro';
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

interface LoadingBlockProps {
  /** Placeholder lines shown while the data loads. */
  lines?: number;
}

/** A section's loading state: skeleton lines, announced to screen readers. */
export function LoadingBlock({ lines = 4 }: LoadingBlockProps) {
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <VisuallyHidden>
        <Trans>Loading…</Trans>
      </VisuallyHidden>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={28} radius="sm" />
      ))}
    </Stack>
  );
}
