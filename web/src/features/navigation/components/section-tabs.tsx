import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { findActiveItem } from '../active-route';
import { useVisibleMenu } from '../hooks/use-visible-menu';
import { menuItemLabels, menuSectionLabels } from '../menu-labels';
import classes from './section-tabs.module.css';

/**
 * The row of tabs below the top bar: the items of the menu section the current page belongs to.
 * Links rather than ARIA tabs, because each one opens a page of its own.
 */
export function SectionTabs() {
  const { i18n } = useLingui();
  const sections = useVisibleMenu();
  const { pathname } = useLocation();
  const active = findActiveItem(sections, pathname);
  if (!active) return null;

  return (
    <Box component="nav" aria-label={i18n._(menuSectionLabels[active.section.key])} mb="md">
      <ul className={classes.list}>
        {active.section.items.map((item) => {
          const label = menuItemLabels[item.key];
          return (
            <li key={`${item.key}-${item.route}`}>
              <Link to={item.route} className={classes.tab} aria-current={item === active.item ? 'page' : undefined}>
                {label ? i18n._(label) : item.key}
              </Link>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}
