import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';

const closeLabel = msg`Close`;

interface NoticeOptions {
  /** Notices with the same id are shown once, however many calls fail at the same moment. */
  id?: string;
  title?: string;
}

// Notices are shown from places without React context (the query cache), so they read the global i18n.
function show(color: string, icon: React.ReactNode, message: string, options: NoticeOptions) {
  notifications.show({
    id: options.id,
    title: options.title,
    message,
    color,
    icon,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n._(closeLabel) },
  });
}

/** A positive notice: something was saved or sent. */
export function showSuccess(message: string, options: NoticeOptions = {}): void {
  show('green', <IconCheck size={18} aria-hidden />, message, options);
}

/** A negative notice: a refusal or failure, usually the first server message. */
export function showFailure(message: string, options: NoticeOptions = {}): void {
  show('red', <IconX size={18} aria-hidden />, message, options);
}
