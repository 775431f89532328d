import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { translateError } from '../lib/error-messages';

interface QueryErrorAlertProps {
  error: unknown;
}

/** A failed load: the first server message, translated (spec 1 §8). */
export function QueryErrorAlert({ error }: QueryErrorAlertProps) {
  const { i18n } = useLingui();
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
      {translateError(i18n, error)}
    </Alert>
  );
}
