import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group } from '@mantine/core';
import { ErrorCode } from '@portal/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorCodeOf } from '../../../lib/api-errors';
import { errorMessages, translateError } from '../../../lib/error-messages';

interface EditErrorAlertProps {
  error: unknown;
  /** The month changed under the planner: their draft must be dropped and the month read again. */
  isStale: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

const CONFLICTS: readonly (string | null)[] = [ErrorCode.schedulePeriodChanged, ErrorCode.editSessionNotOpen];

/** A refused edit, translated; a conflict (someone saved first, or the edit is gone) offers a reload. */
export function EditErrorAlert({ error, isStale, onReload, onDismiss }: EditErrorAlertProps) {
  const { i18n } = useLingui();
  const isConflict = isStale || CONFLICTS.includes(errorCodeOf(error));
  if (!error && !isStale) return null;
  return (
    <Alert
      color={isConflict ? 'orange' : 'red'}
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      withCloseButton={!isConflict}
      onClose={onDismiss}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <span>{error ? translateError(i18n, error) : i18n._(errorMessages[ErrorCode.schedulePeriodChanged])}</span>
        {isConflict ? (
          <Button size="xs" variant="white" color="orange" onClick={onReload}>
            <Trans>Reload the month</Trans>
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
