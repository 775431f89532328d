import { Plural, useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useId } from 'react';
import { useSidebarMessages } from '../hooks/use-sidebar-messages';

interface MessagesButtonProps {
  onClick: () => void;
}

/** The top bar's messages icon with the unread count; opens the right drawer. */
export function MessagesButton({ onClick }: MessagesButtonProps) {
  const { t } = useLingui();
  const countId = useId();
  const { data } = useSidebarMessages();
  const unread = data?.unreadCount ?? 0;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red" disabled={unread === 0} offset={6} inline>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`Messages`} aria-describedby={countId} onClick={onClick}>
        <IconBell size={22} aria-hidden />
      </ActionIcon>
      {/* The badge is visual; the button's description says the same in words. */}
      <VisuallyHidden id={countId}>
        <Plural value={unread} one="# unread message" other="# unread messages" />
      </VisuallyHidden>
    </Indicator>
  );
}
