import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import classes from '../../../components/state-badge.module.css';

/**
 * Marks a task that is a cancellation request: the employee asks to cancel an approved document, and
 * the approver decides on that, not on the document itself. Amber outline: under way, like the request.
 */
export function CancellationRequestBadge() {
  return (
    <Badge
      classNames={classes}
      // Shade 8: it sits on striped and hovered rows (gray-0) too, where shade 7 reads at 4.47:1.
      color="amber.8"
      variant="outline"
      size="md"
      leftSection={<IconArrowBackUp size={14} aria-hidden />}
      data-cancellation-request
    >
      <Trans>Cancellation request</Trans>
    </Badge>
  );
}
