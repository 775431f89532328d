import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormulaType, RestEntryType, ShiftType } from '@portal/shared';

/** Spec 2 §4: a shift is a work day or a rest day. */
export const shiftTypeLabels = {
  work_day: msg`Work day`,
  rest_day: msg`Rest day`,
} satisfies Record<ShiftType, MessageDescriptor>;

/** Spec 2 §4: a break is counted in work time or not. */
export const restEntryTypeLabels = {
  counted: msg`Counted in work time`,
  not_counted: msg`Not counted in work time`,
} satisfies Record<RestEntryType, MessageDescriptor>;

/** Spec 2 §4: a formula repeats over the weekdays (continuous) or over calendar days (cyclic). */
export const formulaTypeLabels = {
  continuous: msg`Continuous (by weekday)`,
  cyclic: msg`Cyclic`,
} satisfies Record<FormulaType, MessageDescriptor>;

/** Short weekday names, Monday first (weeks start on Monday). */
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
