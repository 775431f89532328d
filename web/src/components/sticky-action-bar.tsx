import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './sticky-action-bar.module.css';

interface StickyActionBarProps {
  /** The form's main action (submit, save), placed last. */
  primaryAction: ReactNode;
  /** Cancel, save as draft and the like, before the primary action. */
  secondaryActions?: ReactNode;
  /** Names the group of actions for screen readers. */
  label?: string;
}

/** A form's actions, kept in view at the bottom of the screen (and clear of the phone's safe area). */
export function StickyActionBar({ primaryAction, secondaryActions, label }: StickyActionBarProps) {
  return (
    <div className={classes.bar} role="group" aria-label={label} data-sticky-action-bar>
      <Group justify="flex-end" gap="sm" wrap="wrap">
        {secondaryActions}
        {primaryAction}
      </Group>
    </div>
  );
}
