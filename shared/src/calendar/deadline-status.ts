import { type BusinessCalendar, lithuanianCalendar } from './business-calendar';
import type { IsoDate } from './iso-dates';

// Where a task stands against its deadline day (workflow activities, the tasks lists): the words and
// colours the lists show are the web's; the rule is the business calendar's.

/** How a task stands against its deadline: past it, due today or the next work day, or in good time. */
export const DeadlineStatus = { overdue: 'overdue', dueSoon: 'dueSoon', onTrack: 'onTrack' } as const;
export type DeadlineStatus = (typeof DeadlineStatus)[keyof typeof DeadlineStatus];

/**
 * A deadline on the business calendar seen from `today`: overdue once its day has passed; due soon
 * on the day itself and from the work day before (so on Friday for Monday, weekends and holidays
 * between do not count); otherwise on track. Null without a deadline.
 */
export function deadlineStatus(
  deadline: IsoDate | null,
  today: IsoDate,
  calendar: BusinessCalendar = lithuanianCalendar,
): DeadlineStatus | null {
  if (deadline === null) return null;
  if (deadline < today) return DeadlineStatus.overdue;
  return deadline <= calendar.addBusinessDays(today, 1) ? DeadlineStatus.dueSoon : DeadlineStatus.onTrack;
}
