import { Trans } from '@lingui/react/macro';
import { EmptyState } from './empty-state';

/** What a personal page says to a user with no employee record in the current company (an external admin). */
export function NoEmployeeRecord() {
  return (
    <EmptyState>
      <Trans>You have no employee record in this company.</Trans>
    </EmptyState>
  );
}
