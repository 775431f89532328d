import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** Marks a definition every company shares (a level-2 administrator sees it read-only). */
export function SharedBadge() {
  return (
    <Badge color="indigo" variant="light" size="sm">
      <Trans>Shared by all companies</Trans>
    </Badge>
  );
}
