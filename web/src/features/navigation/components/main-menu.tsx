import { useLingui } from '@lingui/react/macro';
import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { findActiveItem } from '../active-route';
import { useVisibleMenu } from '../hooks/use-visible-menu';
import { menuItemLabels, menuSectionLabels } from '../menu-labels';

interface MainMenuProps {
  /** Called after an item is chosen, so a small screen can close the drawer. */
  onNavigate?: () => void;
}

/** The left drawer's menu (inside the layout's main-menu navigation landmark): the sections and items this user may see, the current one highlighted. */
export function MainMenu({ onNavigate }: MainMenuProps) {
  const { i18n } = useLingui();
  const sections = useVisibleMenu();
  const { pathname } = useLocation();
  const active = findActiveItem(sections, pathname);

  return (
    <Stack gap="md">
      {sections.map((section) => {
        const headingId = `menu-section-${section.key}`;
        return (
          <div key={section.key} role="group" aria-labelledby={headingId}>
            <Text id={headingId} component="h2" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {i18n._(menuSectionLabels[section.key])}
            </Text>
            {section.items.map((item) => {
              const label = menuItemLabels[item.key];
              const isActive = active?.item === item;
              return (
                <NavLink
                  key={`${item.key}-${item.route}`}
                  component={Link}
                  to={item.route}
                  label={label ? i18n._(label) : item.key}
                  active={isActive}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={onNavigate}
                />
              );
            })}
          </div>
        );
      })}
    </Stack>
  );
}
