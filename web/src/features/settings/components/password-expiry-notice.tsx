import { Plural, Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { PASSWORD_EXPIRY_NOTICE_DAYS } from '@portal/shared';
import dayjs from 'dayjs';

interface PasswordExpiryNoticeProps {
  /** YYYY-MM-DD, or null when the password never expires. */
  passwordExpirationDate: string | null;
}

/** Warns when the password expires in less than PASSWORD_EXPIRY_NOTICE_DAYS (spec 1 §6). */
export function PasswordExpiryNotice({ passwordExpirationDate }: PasswordExpiryNoticeProps) {
  if (!passwordExpirationDate) return null;
  const expires = dayjs(passwordExpirationDate);
  if (!expires.isValid()) return null;
  const daysLeft = Math.max(0, expires.startOf('day').diff(dayjs().startOf('day'), 'day'));
  if (daysLeft >= PASSWORD_EXPIRY_NOTICE_DAYS) return null;
  const date = expires.format('YYYY-MM-DD');
  return (
    <Alert color="yellow" variant="light" role="status">
      <Trans>Your password is valid until {date}.</Trans> <Plural value={daysLeft} one="# day left." other="# days left." />
    </Alert>
  );
}
