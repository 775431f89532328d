import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';

interface UserMenuProps {
  fullName: string;
}

/** The avatar with the first letter of the user's name; its menu holds settings and sign out. */
export function UserMenu({ fullName }: UserMenuProps) {
  const { t } = useLingui();
  const initial = fullName.trim().charAt(0).toLocaleUpperCase() || '?';
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t`User menu`}>
          <Avatar color="blue" radius="xl" aria-hidden>
            {initial}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{fullName}</Menu.Label>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} aria-hidden />}>
          <Trans>Settings</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/sign-out" leftSection={<IconLogout size={16} aria-hidden />}>
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
