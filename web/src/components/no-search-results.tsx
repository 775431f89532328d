import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';

/** What a filtered list shows when nothing matches: a red banner (spec 1 §8). */
export function NoSearchResults() {
  return (
    <Alert color="red" variant="light" role="status">
      <Trans>No search results.</Trans>
    </Alert>
  );
}
