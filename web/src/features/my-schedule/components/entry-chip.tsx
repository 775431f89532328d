import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { PLAIN_DAY_CODE } from '@portal/shared';
import type { CSSProperties } from 'react';
import { formatDay, type MyScheduleEntry, timeRange } from '../month-grid';
import classes from './my-schedule.module.css';

interface EntryChipProps {
  entry: MyScheduleEntry;
  /** 'compact' in a day of the month grid (code and times), 'full' in the agenda (with name and schedule). */
  variant: 'compact' | 'full';
  onOpen: (entryId: number) => void;
}

/**
 * One entry of the employee's schedule in its shift's colours; a button that opens the entry's details.
 * Its name is its visible text followed by what the chip has no room for (name, date, schedule), so
 * speech input finds it by what it shows.
 */
export function EntryChip({ entry, variant, onOpen }: EntryChipProps) {
  const { t, i18n } = useLingui();
  const times = timeRange(entry);
  const isPlain = entry.code === PLAIN_DAY_CODE;
  const isFull = variant === 'full';
  const scheduleName = entry.scheduleName;
  const unseen = (
    isFull ? [formatDay(entry.date, i18n.locale)] : [entry.name, formatDay(entry.date, i18n.locale), t`schedule ${scheduleName}`]
  )
    .filter(Boolean)
    .join(', ');
  const colours = isPlain ? undefined : ({ '--chip-bg': entry.backgroundColor, '--chip-fg': entry.fontColor } as CSSProperties);
  return (
    <button
      type="button"
      className={classes.chip}
      data-variant={variant}
      data-plain={isPlain || undefined}
      style={colours}
      aria-haspopup="dialog"
      onClick={() => onOpen(entry.id)}
    >
      <span className={classes.code}>{entry.code}</span>
      {isFull && entry.name ? (
        <>
          {' '}
          <span>{entry.name}</span>
        </>
      ) : null}
      {times ? (
        <>
          {' '}
          <span className={classes.times}>{times}</span>
        </>
      ) : null}
      {isFull ? (
        <>
          {' '}
          <span className={classes.schedule}>{entry.scheduleName}</span>
        </>
      ) : null}
      <VisuallyHidden>, {unseen}</VisuallyHidden>
    </button>
  );
}
