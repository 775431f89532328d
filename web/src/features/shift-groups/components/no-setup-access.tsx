import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Said instead of a screen the caller may not read: the shift groups need a view of some schedule. */
export function NoSetupAccess() {
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
      <Trans>You have no access to the shift groups of this company: they are shown to those who may view a schedule.</Trans>
    </Alert>
  );
}
