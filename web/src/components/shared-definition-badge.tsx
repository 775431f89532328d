import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/**
 * Marks a designer definition shared by every company (no company of its own); only top
 * administrators change it. One look on every designer screen.
 */
export function SharedDefinitionBadge() {
  return (
    <Badge color="grape" variant="light" size="sm">
      <Trans>Shared by all companies</Trans>
    </Badge>
  );
}
