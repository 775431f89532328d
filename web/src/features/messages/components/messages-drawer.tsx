import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Drawer, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useNow } from '../../../lib/use-now';
import { SIDEBAR_REFRESH_MS, useSidebarMessages } from '../hooks/use-sidebar-messages';
import classes from './messages-drawer.module.css';
import { TimeAgo } from './time-ago';

interface MessagesDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/** The right drawer: new messages with subject and time-ago text; one click opens the message. */
export function MessagesDrawer({ opened, onClose }: MessagesDrawerProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data, isPending, isError } = useSidebarMessages();
  const now = useNow(SIDEBAR_REFRESH_MS);

  const open = (id: number) => {
    onClose();
    void navigate(`/messages/view-message/${id}`);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="sm"
      title={t`New messages`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="xs">
        {isPending ? <Loader size="sm" aria-label={t`Loading…`} /> : null}
        {isError ? (
          <Text c="red" size="sm">
            <Trans>Messages could not be loaded.</Trans>
          </Text>
        ) : null}
        {data && data.messages.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>There are no new messages.</Trans>
          </Text>
        ) : null}
        {data && data.messages.length > 0 ? (
          <ul className={classes.list}>
            {data.messages.map((message) => (
              <li key={message.id}>
                <UnstyledButton className={classes.item} onClick={() => open(message.id)}>
                  <Text fw={600} size="sm" lineClamp={2}>
                    {message.subject}
                  </Text>
                  <Text c="dimmed" size="xs">
                    <TimeAgo from={message.createdAt} now={now} />
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        ) : null}
        <Anchor component={Link} to="/messages" size="sm" onClick={onClose}>
          <Trans>All messages</Trans>
        </Anchor>
      </Stack>
    </Drawer>
  );
}
