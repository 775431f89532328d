import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { ErrorCode } from '@portal/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessages } from '../../../lib/error-messages';

/** An address whose {id} names no timesheet at all. */
export function TimesheetNotFound() {
  const { i18n } = useLingui();
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
      {i18n._(errorMessages[ErrorCode.recordNotFound])}
    </Alert>
  );
}
