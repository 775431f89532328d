import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EnteredDatesMessage, type ValidationType } from '@portal/shared';

/** The short names of the validation types 1–8 (spec 1 §5), for the rule list and the type picker. */
export const validationTypeNames = {
  1: msg`Date from today`,
  2: msg`Date until today`,
  3: msg`Till-vacation trigger`,
  4: msg`Till-vacation days`,
  5: msg`Required by a list choice`,
  6: msg`Holiday reserve tolerance`,
  7: msg`Parent's day off`,
  8: msg`Entered dates check`,
} satisfies Record<ValidationType, MessageDescriptor>;

/** What each validation type does, shown beside its editor. */
export const validationTypeExplanations = {
  1: msg`The date may be chosen from today plus the given number of business days (negative: before today) up to one year ahead.`,
  2: msg`The date may be chosen from one year back up to today plus the given number of business days.`,
  3: msg`When this field holds the chosen value and the leave starts sooner than the till-vacation days, the employee must tick the till-vacation checkbox.`,
  4: msg`How many days ahead the till-vacation rule looks (1–365, 7 by default).`,
  5: msg`This field becomes required when a list dropdown on the form holds the chosen value.`,
  6: msg`Filing is refused when the given number of days is more than the holiday reserve left after this leave (negative: the reserve may go below zero).`,
  7: msg`Checks the period against the parent's days off the employee is entitled to; the rule has no value.`,
  8: msg`Checks the entered period on filing: the employee must be employed then, and the chosen checks must pass.`,
} satisfies Record<ValidationType, MessageDescriptor>;

/** The checks a type 8 rule may run. */
export const enteredDatesCheckLabels = {
  [EnteredDatesMessage.dateOverdue]: msg`The period does not start before today`,
  [EnteredDatesMessage.absenceExists]: msg`No absence is registered on the period's days`,
  [EnteredDatesMessage.leaveExceedsBalance]: msg`The leave does not exceed the holiday reserve`,
} satisfies Record<'date_overdue' | 'absence_exists' | 'leave_exceeds_balance', MessageDescriptor>;
