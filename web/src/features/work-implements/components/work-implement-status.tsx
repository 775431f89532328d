import { Trans } from '@lingui/react/macro';
import { Badge, Button } from '@mantine/core';
import { type WorkImplement, WorkImplementStatus } from '@portal/shared';
import { IconAlertTriangle } from '@tabler/icons-react';

interface WorkImplementStatusProps {
  implement: WorkImplement;
  onAnswer: (implement: WorkImplement) => void;
}

/** The status; an implement awaiting acceptance is a warning button that opens the answer dialog. */
export function WorkImplementStatusCell({ implement, onAnswer }: WorkImplementStatusProps) {
  switch (implement.statusInt) {
    case WorkImplementStatus.awaitingAcceptance:
      return (
        <Button
          color="orange"
          size="compact-sm"
          leftSection={<IconAlertTriangle size={14} aria-hidden />}
          onClick={() => onAnswer(implement)}
        >
          <Trans>Awaiting confirmation</Trans>
        </Button>
      );
    case WorkImplementStatus.accepted:
      return (
        <Badge color="green" variant="light">
          <Trans>Accepted</Trans>
        </Badge>
      );
    case WorkImplementStatus.declined:
      return (
        <Badge color="red" variant="light">
          <Trans>Declined</Trans>
        </Badge>
      );
    default:
      return (
        <Badge color="gray" variant="light">
          <Trans>Issued</Trans>
        </Badge>
      );
  }
}
