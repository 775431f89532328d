import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** Marks a definition shared by every company (company code empty). */
export function SharedBadge({ companyCode }: { companyCode: string | null }) {
  if (companyCode !== null) return null;
  return (
    <Badge color="blue" variant="light">
      <Trans>Shared by all companies</Trans>
    </Badge>
  );
}
