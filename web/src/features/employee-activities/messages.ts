import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActivityHoursType } from '@portal/shared';

/** Spec 2 §4 hours type of a setup entry. */
export const activityHoursTypeLabels = {
  hours: msg`Hours`,
  all_day: msg`All day`,
} satisfies Record<ActivityHoursType, MessageDescriptor>;

/** Short weekday names, Monday first (ISO weekday 1 is index 0). */
export const weekdayShortLabels: readonly MessageDescriptor[] = [msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`, msg`Sun`];

/** Full weekday names, Monday first, for the names screen readers read. */
export const weekdayLabels: readonly MessageDescriptor[] = [
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
  msg`Sunday`,
];
