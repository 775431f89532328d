import { useLingui } from '@lingui/react/macro';
import { Collapse, NavLink, Stack, UnstyledButton } from '@mantine/core';
import type { HasScreen, MenuSectionKey } from '@portal/shared';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { findActiveItem } from '../active-route';
import { useIsPhone } from '../hooks/use-is-phone';
import { useVisibleMenu } from '../hooks/use-visible-menu';
import { menuItemLabels, menuSectionLabels } from '../menu-labels';
import classes from './main-menu.module.css';

interface MainMenuProps {
  /** Whether the app has a screen at a route: entries without one are not shown. */
  hasScreen: HasScreen;
  /** Called after an item is chosen, so a small screen can close the drawer. */
  onNavigate?: () => void;
}

/**
 * The left drawer's menu (inside the layout's main-menu navigation landmark): the sections and items this
 * user may see, the current one highlighted. On phones each section folds under its heading, and only the
 * current page's section starts open, so the drawer is not a long scroll.
 */
export function MainMenu({ hasScreen, onNavigate }: MainMenuProps) {
  const { i18n } = useLingui();
  const isPhone = useIsPhone();
  const sections = useVisibleMenu(hasScreen);
  const { pathname } = useLocation();
  const active = findActiveItem(sections, pathname);
  // Sections the user opened or closed; the others follow the page (its section, else the first one).
  const [toggled, setToggled] = useState<Partial<Record<MenuSectionKey, boolean>>>({});
  const openByDefault = active?.section.key ?? sections[0]?.key;
  const isExpanded = (key: MenuSectionKey) => !isPhone || (toggled[key] ?? key === openByDefault);

  return (
    <Stack gap={isPhone ? 4 : 'md'}>
      {sections.map((section) => {
        const headingId = `menu-section-${section.key}`;
        const itemsId = `menu-section-${section.key}-items`;
        const label = i18n._(menuSectionLabels[section.key]);
        const isOpen = isExpanded(section.key);
        return (
          <div key={section.key} role="group" aria-labelledby={headingId}>
            <h2 id={headingId} className={classes.sectionHeading}>
              {isPhone ? (
                <UnstyledButton
                  className={classes.sectionToggle}
                  aria-expanded={isOpen}
                  aria-controls={itemsId}
                  onClick={() => setToggled((current) => ({ ...current, [section.key]: !isOpen }))}
                >
                  <span>{label}</span>
                  <IconChevronDown size={16} stroke={2} aria-hidden className={classes.chevron} />
                </UnstyledButton>
              ) : (
                label
              )}
            </h2>
            <Collapse id={itemsId} expanded={isOpen} keepMountedMode="display-none">
              {section.items.map((item) => {
                const itemLabel = menuItemLabels[item.key];
                const isActive = active?.item === item;
                return (
                  <NavLink
                    key={`${item.key}-${item.route}`}
                    component={Link}
                    to={item.route}
                    label={itemLabel ? i18n._(itemLabel) : item.key}
                    active={isActive}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={onNavigate}
                  />
                );
              })}
            </Collapse>
          </div>
        );
      })}
    </Stack>
  );
}
