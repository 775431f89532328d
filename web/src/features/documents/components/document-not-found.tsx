import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { ErrorCode } from '@portal/shared';
import { IconFileOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { errorCodeOf, isApiError } from '../../../lib/api-errors';

const NOT_FOUND_CODES: readonly string[] = [ErrorCode.documentNotFound, ErrorCode.recordNotFound, ErrorCode.permissionDenied];

/** A document or form that is missing, or not the caller's to see, reads as not found; other failures as themselves. */
export function isNotFound(error: unknown): boolean {
  const code = errorCodeOf(error);
  if (code !== null) return NOT_FOUND_CODES.includes(code);
  return isApiError(error) && (error.data?.code === 'NOT_FOUND' || error.data?.code === 'FORBIDDEN' || error.data?.code === 'BAD_REQUEST');
}

interface NotFoundAlertProps {
  error: unknown;
  children: ReactNode;
}

/** The failed load of a document or form: a friendly not-found text, or the translated failure. */
export function NotFoundAlert({ error, children }: NotFoundAlertProps) {
  if (error !== null && !isNotFound(error)) return <QueryErrorAlert error={error} />;
  return (
    <Alert color="gray" variant="light" icon={<IconFileOff size={18} aria-hidden />} title={<Trans>Not found</Trans>}>
      {children}
    </Alert>
  );
}
