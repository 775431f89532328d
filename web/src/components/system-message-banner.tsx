import { Trans } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { MessageType } from '@portal/shared';

const colorByMessageType: Record<MessageType, string | null> = {
  [MessageType.none]: null,
  [MessageType.success]: 'green',
  [MessageType.info]: 'blue',
  [MessageType.warning]: 'yellow',
  [MessageType.error]: 'red',
};

interface SystemMessageBannerProps {
  systemMessage: string;
  messageType: MessageType;
  siteClosed?: boolean;
}

/**
 * The administrators' system message, coloured by its type, and the maintenance text while the site
 * is closed. Message type 0 hides the message; a closed site is announced regardless, in yellow then.
 */
export function SystemMessageBanner({ systemMessage, messageType, siteClosed = false }: SystemMessageBannerProps) {
  const color = colorByMessageType[messageType];
  const showsMessage = color !== null && systemMessage.trim() !== '';
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
          {systemMessage}
        </Text>
      ) : null}
    </Alert>
  );
}
