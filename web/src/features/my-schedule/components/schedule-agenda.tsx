import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { IsoDate } from '@portal/shared';
import { formatDay, type MyScheduleDay } from '../month-grid';
import { EntryChip } from './entry-chip';
import classes from './my-schedule.module.css';

interface ScheduleAgendaProps {
  /** Names the list for screen readers ("My schedule for November 2026"). */
  label: string;
  days: readonly MyScheduleDay[];
  holidayNames: ReadonlyMap<IsoDate, string>;
  today: IsoDate;
  onOpenEntry: (entryId: number) => void;
}

/** The month on a phone, where seven columns do not fit: the days that have entries, one under another. */
export function ScheduleAgenda({ label, days, holidayNames, today, onOpenEntry }: ScheduleAgendaProps) {
  const { i18n } = useLingui();
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', timeZone: 'UTC' });
  return (
    <ol className={classes.agenda} aria-label={label}>
      {days
        .filter((day) => day.entries.length > 0)
        .map((day) => (
          <li
            key={day.date}
            className={classes.agendaDay}
            data-date={day.date}
            data-day-type={day.dayType}
            data-today={day.date === today || undefined}
            aria-label={formatDay(day.date, i18n.locale)}
            aria-current={day.date === today ? 'date' : undefined}
          >
            <div className={classes.agendaDate} aria-hidden>
              <span className={classes.agendaDayNumber}>{Number(day.date.slice(8, 10))}</span>
              <span className={classes.agendaWeekday}>{weekday.format(new Date(`${day.date}T00:00:00Z`))}</span>
            </div>
            <div className={classes.agendaEntries}>
              {holidayNames.has(day.date) ? (
                <Text size="xs" c="dimmed">
                  {holidayNames.get(day.date)}
                </Text>
              ) : null}
              {day.entries.map((entry) => (
                <EntryChip key={entry.id} entry={entry} variant="full" onOpen={onOpenEntry} />
              ))}
            </div>
          </li>
        ))}
    </ol>
  );
}
