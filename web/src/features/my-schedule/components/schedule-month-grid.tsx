import { useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import type { IsoDate } from '@portal/shared';
import { type MyScheduleDay, weekdayNames, weeksOf } from '../month-grid';
import { EntryChip } from './entry-chip';
import classes from './my-schedule.module.css';

interface ScheduleMonthGridProps {
  /** Names the table for screen readers ("My schedule for November 2026"). */
  caption: string;
  days: readonly MyScheduleDay[];
  /** Public holidays' names in the interface language, by date. */
  holidayNames: ReadonlyMap<IsoDate, string>;
  today: IsoDate;
  onOpenEntry: (entryId: number) => void;
}

/** The month as a calendar from Monday: weekends tinted, holidays greyed with their name, entries as chips. */
export function ScheduleMonthGrid({ caption, days, holidayNames, today, onOpenEntry }: ScheduleMonthGridProps) {
  const { i18n } = useLingui();
  const weekdays = weekdayNames(i18n.locale);
  return (
    <table className={classes.grid}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday.long} scope="col" className={classes.weekday} aria-label={weekday.long}>
              <abbr title={weekday.long}>{weekday.short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(days).map((week) => (
          <tr key={week.find((day) => day !== null)?.date}>
            {week.map((day, index) =>
              day ? (
                <td
                  key={day.date}
                  className={classes.day}
                  data-date={day.date}
                  data-day-type={day.dayType}
                  data-today={day.date === today || undefined}
                  aria-current={day.date === today ? 'date' : undefined}
                >
                  <span className={classes.dayNumber}>{Number(day.date.slice(8, 10))}</span>
                  {holidayNames.has(day.date) ? <span className={classes.holidayName}>{holidayNames.get(day.date)}</span> : null}
                  {day.entries.length > 0 ? (
                    <div className={classes.entries}>
                      {day.entries.map((entry) => (
                        <EntryChip key={entry.id} entry={entry} variant="compact" onOpen={onOpenEntry} />
                      ))}
                    </div>
                  ) : null}
                </td>
              ) : (
                <td key={`outside-${index}`} className={classes.outside} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
