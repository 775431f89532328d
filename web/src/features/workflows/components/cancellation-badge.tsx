import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** The extra badge of an approved document whose cancellation workflow runs (spec 1 §2, §4). */
export function CancellationBadge({ isInProgress }: { isInProgress: boolean }) {
  if (!isInProgress) return null;
  return (
    // Amber (the portal's tuned palette): Mantine's stock orange outline reads at 3:1, under AA.
    <Badge color="amber" variant="outline">
      <Trans>Cancellation in progress</Trans>
    </Badge>
  );
}
