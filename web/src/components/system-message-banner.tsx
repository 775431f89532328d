import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { localized, MessageType } from '@portal/shared';

const colorByMessageType: Record<MessageType, string | null> = {
  [MessageType.none]: null,
  [MessageType.success]: 'green',
  [MessageType.info]: 'blue',
  [MessageType.warning]: 'yellow',
  [MessageType.error]: 'red',
};

interface SystemMessageBannerProps {
  systemMessage: string;
  /** The English text; empty: none, English readers see the Lithuanian one. */
  systemMessageEn: string;
  messageType: MessageType;
  siteClosed?: boolean;
}

/**
 * The administrators' system message, coloured by its type, and the maintenance text while the site
 * is closed, in the interface's language. Message type 0 hides the message; a closed site is announced
 * regardless, in yellow then.
 */
export function SystemMessageBanner({ systemMessage, systemMessageEn, messageType, siteClosed = false }: SystemMessageBannerProps) {
  const { i18n } = useLingui();
  const text = localized(systemMessage, systemMessageEn.trim(), i18n.locale);
  const color = colorByMessageType[messageType];
  const showsMessage = color !== null && text.trim() !== '';
  if (!showsMessage && !siteClosed) return null;
  return (
    <Alert color={color ?? 'yellow'} variant="light" role="status">
      {siteClosed ? (
        <Text fw={600} size="sm">
          <Trans>The portal is closed for maintenance. Only administrators can sign in.</Trans>
        </Text>
      ) : null}
      {showsMessage ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {text}
        </Text>
      ) : null}
    </Alert>
  );
}
