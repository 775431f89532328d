import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './sticky-action-bar.module.css';

interface CancelAction {
  /** Close, Cancel: the button's name, also when a phone shows its icon alone. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

interface StickyActionBarProps {
  /** The form's main action (submit, save), placed last. */
  primaryAction: ReactNode;
  /** Save as draft and the like, before the primary action. */
  secondaryActions?: ReactNode;
  /** Leaving without saving: at the start of the bar, apart from the actions that save. */
  cancel?: CancelAction;
  /** Names the group of actions for screen readers. */
  label?: string;
}

/**
 * A form's actions, kept in view at the bottom of the screen (and clear of the phone's safe area). The
 * tab order is the order on screen: cancel, then the others, the primary one last. On a phone the bar
 * stays one line: the cancel button shows its icon alone, the others their words alone.
 */
export function StickyActionBar({ primaryAction, secondaryActions, cancel, label }: StickyActionBarProps) {
  return (
    <div className={classes.bar} role="group" aria-label={label} data-sticky-action-bar>
      {cancel !== undefined ? (
        <Button
          variant="subtle"
          className={classes.cancel}
          onClick={cancel.onClick}
          disabled={cancel.disabled}
          aria-label={cancel.label}
          title={cancel.label}
          data-cancel-action
        >
          <IconX size={16} aria-hidden className={classes.cancelIcon} />
          <span className={classes.cancelLabel}>{cancel.label}</span>
        </Button>
      ) : null}
      <div className={classes.actions}>
        {secondaryActions}
        {primaryAction}
      </div>
    </div>
  );
}
