import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** The extra badge of an approved document whose cancellation workflow runs (spec 1 §2, §4). */
export function CancellationBadge({ isInProgress }: { isInProgress: boolean }) {
  if (!isInProgress) return null;
  return (
    <Badge color="orange" variant="outline" autoContrast>
      <Trans>Cancellation in progress</Trans>
    </Badge>
  );
}
