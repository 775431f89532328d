import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LaborCodeRule, type TableViolation } from '@portal/shared';
import { formatHours } from './formats';

// The Labor Code violations of the month (spec 2 §3 "Labor Code settings"), indexed by cell and by
// line for the markers, and put into words with their limit and the line's figure.

export function cellKey(employeeNo: string, date: string): string {
  return `${employeeNo}|${date}`;
}

export interface ViolationIndex {
  byCell: ReadonlyMap<string, TableViolation[]>;
  byLine: ReadonlyMap<string, TableViolation[]>;
}

export function indexViolations(violations: readonly TableViolation[]): ViolationIndex {
  const byCell = new Map<string, TableViolation[]>();
  const byLine = new Map<string, TableViolation[]>();
  const push = (map: Map<string, TableViolation[]>, key: string, violation: TableViolation) => {
    const list = map.get(key);
    if (list) list.push(violation);
    else map.set(key, [violation]);
  };
  for (const violation of violations) {
    push(byLine, violation.employeeNo, violation);
    for (const date of violation.dates) push(byCell, cellKey(violation.employeeNo, date), violation);
  }
  return { byCell, byLine };
}

/** The rule's name, for the panel's headings. */
export const laborCodeRuleNames = {
  consecutive_work_days: msg`Consecutive working days`,
  average_weekly_hours: msg`Average weekly working hours`,
  weekly_hours: msg`Working hours in a week`,
  shift_length: msg`Length of a shift`,
  shift_break: msg`Break in a shift`,
  daily_rest: msg`Daily rest`,
  weekly_rest: msg`Weekly rest`,
} satisfies Record<LaborCodeRule, MessageDescriptor>;

/** Minutes as hours, up to two decimals ("12,5" in Lithuanian). */
export function hoursOfMinutes(minutes: number, locale: string): string {
  return formatHours(minutes / 60, locale);
}

/** The violation in a sentence: what the rule allows and what the line has (minutes shown as hours). */
export function describeViolation(i18n: I18n, violation: TableViolation): string {
  const figure = (value: number) => (violation.unit === 'minutes' ? hoursOfMinutes(value, i18n.locale) : String(value));
  const limit = figure(violation.limit);
  const actual = figure(violation.actual);
  switch (violation.rule) {
    case LaborCodeRule.consecutiveWorkDays:
      return i18n._(msg`${actual} working days in a row; at most ${limit} are allowed.`);
    case LaborCodeRule.averageWeeklyHours:
      return i18n._(msg`On average ${actual} h of work a week this month; at most ${limit} h a week are allowed.`);
    case LaborCodeRule.weeklyHours:
      return i18n._(msg`${actual} h of work in one week; at most ${limit} h are allowed.`);
    case LaborCodeRule.shiftLength:
      return i18n._(msg`A shift of ${actual} h of work; at most ${limit} h are allowed.`);
    case LaborCodeRule.shiftBreak:
      return i18n._(msg`The longest break in this shift is ${actual} h; a shift this long needs a break of at least ${limit} h.`);
    case LaborCodeRule.dailyRest:
      return i18n._(msg`Only ${actual} h of rest between shifts; at least ${limit} h are required.`);
    case LaborCodeRule.weeklyRest:
      return i18n._(msg`The longest uninterrupted rest in 7 days is ${actual} h; at least ${limit} h are required.`);
  }
}
