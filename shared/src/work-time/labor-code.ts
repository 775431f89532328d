import { fromDayNumber, type IsoDate } from '../calendar/iso-dates';
import { cachedDayNumber, mondayDayNumber } from './day-numbers';
import { DEFAULT_LABOR_CODE_SETTINGS, type LaborCodeSettings } from './work-time.schemas';

// The Labor Code checks of a schedule line (spec 2 §3 "Labor Code settings"). They warn and never
// block: the server saves a schedule whatever they find and returns the violations with it.
//
// Each rule, with the settings' names (Lithuanian Labour Code defaults in brackets). "Exactly at the
// limit" always passes.
// - consecutiveWorkDays: more than maxConsecutiveWorkDays (6) dates in a row with a work entry. An
//   entry counts on its own date (a night shift from Sunday 22:00 counts on Sunday).
// - averageWeeklyHours: without consent, the work minutes of the entries dated in the checked range,
//   averaged per 7 days of that range (minutes × 7 / days), above maxWeeklyMinutes (48 h). It
//   concerns the line, not particular cells (dates and entryIds are empty). With consent the
//   weekly limit is maxWeeklyMinutesWithConsent on every single week, and no average applies.
// - weeklyHours: any Monday–Sunday week touching the range whose entries (by date) add up to more
//   than maxWeeklyMinutesWithConsent (60 h): the cap on a single week for everybody.
// - shiftLength: an entry's work minutes (its breaks not counted in work time left out) above
//   maxShiftMinutes (12 h).
// - shiftBreak: an entry lasting (start to end) more than breakThresholdMinutes (5 h) whose longest
//   break, counted in work time or not, is shorter than minBreakMinutes (30).
// - dailyRest: less than minDailyRestMinutes (11 h) from the end of one entry to the start of the
//   next (overlapping entries have 0).
// - weeklyRest: a 7-day window (any, sliding) that no uninterrupted rest of at least
//   minWeeklyRestMinutes (35 h) overlaps. Equivalently: the stretch of entries between two such
//   rests, from the start of its first entry to the end of its last, lasts more than 7 days (168 h).
//   Time before the first entry and after the last given counts as rest.
//
// Entries outside the range are context: pass the week before and after the month so that runs,
// weeks and rests crossing its edges are measured whole. A violation is reported when it concerns a
// date inside the range.

export const LaborCodeRule = {
  consecutiveWorkDays: 'consecutive_work_days',
  averageWeeklyHours: 'average_weekly_hours',
  weeklyHours: 'weekly_hours',
  shiftLength: 'shift_length',
  shiftBreak: 'shift_break',
  dailyRest: 'daily_rest',
  weeklyRest: 'weekly_rest',
} as const;
export type LaborCodeRule = (typeof LaborCodeRule)[keyof typeof LaborCodeRule];

/** A work entry of a line as the checks need it (a PlacedShift with an id and the entry's date fits). */
export interface LaborCodeEntry {
  id: string | number;
  /** The date the entry belongs to (the date its shift starts). */
  date: IsoDate;
  start: Date;
  end: Date;
  workMinutes: number;
  /** The entry's breaks (rest entries), each with its minutes inside the shift. */
  breaks: ReadonlyArray<{ minutes: number }>;
}

export interface LaborCodeCheckInput {
  /** The schedule line the violations are attached to. */
  lineId: string | number;
  /** The line's work entries (activities and absences are not work): in the range and around it. */
  entries: readonly LaborCodeEntry[];
  /** The checked period, both dates included (usually the month of the table). */
  range: { from: IsoDate; to: IsoDate };
  /** DEFAULT_LABOR_CODE_SETTINGS when missing. */
  settings?: LaborCodeSettings;
  /** The employee signed consent to work up to maxWeeklyMinutesWithConsent a week. */
  hasSignedConsent?: boolean;
}

export interface LaborCodeViolation {
  rule: LaborCodeRule;
  lineId: string | number;
  /** The dates (cells) it concerns, in order; empty when it concerns the line as a whole. */
  dates: IsoDate[];
  /** The entries it concerns, in time order. */
  entryIds: Array<string | number>;
  /** The figures for the message, in `unit`: the limit and what the line has. */
  limit: number;
  actual: number;
  unit: 'days' | 'minutes';
}

const MINUTE = 60_000;
const WEEK_MINUTES = 7 * 24 * 60;

function minutesBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / MINUTE);
}

function uniqueSorted(dates: IsoDate[]): IsoDate[] {
  return [...new Set(dates)].sort();
}

/** The Labor Code violations of one line; empty when it keeps every rule. */
export function checkLaborCode(input: LaborCodeCheckInput): LaborCodeViolation[] {
  const settings = input.settings ?? DEFAULT_LABOR_CODE_SETTINGS;
  const { from, to } = input.range;
  const inRange = (date: IsoDate) => from <= date && date <= to;
  const entries = [...input.entries].sort((a, b) => a.start.getTime() - b.start.getTime() || a.date.localeCompare(b.date));
  const violations: LaborCodeViolation[] = [];
  const violation = (
    rule: LaborCodeRule,
    concerned: readonly LaborCodeEntry[],
    limit: number,
    actual: number,
    unit: 'days' | 'minutes',
  ) => {
    violations.push({
      rule,
      lineId: input.lineId,
      dates: uniqueSorted(concerned.map((entry) => entry.date)),
      entryIds: concerned.map((entry) => entry.id),
      limit,
      actual,
      unit,
    });
  };

  // Consecutive days with work: runs of dates one day apart. (Dates as day numbers, each read once:
  // a month of 2,000 lines is checked in one request.)
  const dayNumberOf = new Map<IsoDate, number>();
  for (const entry of entries) if (!dayNumberOf.has(entry.date)) dayNumberOf.set(entry.date, cachedDayNumber(entry.date));
  const workDays = [...dayNumberOf.values()].sort((a, b) => a - b);
  for (let runStart = 0; runStart < workDays.length;) {
    let runEnd = runStart;
    while (runEnd + 1 < workDays.length && workDays[runEnd + 1] === (workDays[runEnd] ?? 0) + 1) runEnd++;
    const length = runEnd - runStart + 1;
    const first = fromDayNumber(workDays[runStart] ?? 0);
    const last = fromDayNumber(workDays[runEnd] ?? 0);
    if (length > settings.maxConsecutiveWorkDays && first <= to && last >= from) {
      violation(
        LaborCodeRule.consecutiveWorkDays,
        entries.filter((entry) => first <= entry.date && entry.date <= last),
        settings.maxConsecutiveWorkDays,
        length,
        'days',
      );
    }
    runStart = runEnd + 1;
  }

  // The average week of the range, for those without consent.
  const fromDay = cachedDayNumber(from);
  const toDay = cachedDayNumber(to);
  const rangeDays = toDay - fromDay + 1;
  if (!input.hasSignedConsent && rangeDays > 0) {
    const rangeMinutes = entries.filter((entry) => inRange(entry.date)).reduce((sum, entry) => sum + entry.workMinutes, 0);
    const averageWeekMinutes = (rangeMinutes * 7) / rangeDays;
    if (averageWeekMinutes > settings.maxWeeklyMinutes) {
      violations.push({
        rule: LaborCodeRule.averageWeeklyHours,
        lineId: input.lineId,
        dates: [],
        entryIds: [],
        limit: settings.maxWeeklyMinutes,
        actual: Math.round(averageWeekMinutes),
        unit: 'minutes',
      });
    }
  }

  // Every Monday–Sunday week touching the range.
  const weeks = new Map<number, LaborCodeEntry[]>();
  for (const entry of entries) {
    const monday = mondayDayNumber(dayNumberOf.get(entry.date)!);
    const weekEntries = weeks.get(monday);
    if (weekEntries) weekEntries.push(entry);
    else weeks.set(monday, [entry]);
  }
  for (const [monday, weekEntries] of [...weeks].sort(([a], [b]) => a - b)) {
    if (monday > toDay || monday + 6 < fromDay) continue;
    const minutes = weekEntries.reduce((sum, entry) => sum + entry.workMinutes, 0);
    if (minutes > settings.maxWeeklyMinutesWithConsent) {
      violation(LaborCodeRule.weeklyHours, weekEntries, settings.maxWeeklyMinutesWithConsent, minutes, 'minutes');
    }
  }

  // Each shift: its length and its break.
  for (const entry of entries.filter((candidate) => inRange(candidate.date))) {
    if (entry.workMinutes > settings.maxShiftMinutes) {
      violation(LaborCodeRule.shiftLength, [entry], settings.maxShiftMinutes, entry.workMinutes, 'minutes');
    }
    const longestBreak = Math.max(0, ...entry.breaks.map((rest) => rest.minutes));
    if (minutesBetween(entry.start, entry.end) > settings.breakThresholdMinutes && longestBreak < settings.minBreakMinutes) {
      violation(LaborCodeRule.shiftBreak, [entry], settings.minBreakMinutes, longestBreak, 'minutes');
    }
  }

  // Rests between entries: from the latest end so far to the next start (0 when they overlap).
  const rests: Array<{ before: LaborCodeEntry; after: LaborCodeEntry; minutes: number }> = [];
  let latest: LaborCodeEntry | undefined;
  for (const entry of entries) {
    if (latest) rests.push({ before: latest, after: entry, minutes: Math.max(0, minutesBetween(latest.end, entry.start)) });
    if (!latest || entry.end > latest.end) latest = entry;
  }
  for (const rest of rests) {
    if (rest.minutes < settings.minDailyRestMinutes && (inRange(rest.before.date) || inRange(rest.after.date))) {
      violation(LaborCodeRule.dailyRest, [rest.before, rest.after], settings.minDailyRestMinutes, rest.minutes, 'minutes');
    }
  }

  // Stretches between rests of at least the weekly rest: none may last more than 7 days.
  const weeklyRest = settings.minWeeklyRestMinutes;
  let stretch: LaborCodeEntry[] = [];
  let longestShortRest = 0;
  const closeStretch = () => {
    const first = stretch[0];
    if (first) {
      const end = Math.max(...stretch.map((entry) => entry.end.getTime()));
      const lastsMinutes = Math.round((end - first.start.getTime()) / MINUTE);
      if (lastsMinutes > WEEK_MINUTES && stretch.some((entry) => inRange(entry.date))) {
        violation(LaborCodeRule.weeklyRest, stretch, weeklyRest, longestShortRest, 'minutes');
      }
    }
    stretch = [];
    longestShortRest = 0;
  };
  entries.forEach((entry, index) => {
    const restBefore = index === 0 ? undefined : rests[index - 1];
    if (restBefore && restBefore.minutes >= weeklyRest) closeStretch();
    else if (restBefore) longestShortRest = Math.max(longestShortRest, restBefore.minutes);
    stretch.push(entry);
  });
  closeStretch();

  const ruleOrder = Object.values(LaborCodeRule);
  return violations.sort(
    (a, b) => (a.dates[0] ?? '').localeCompare(b.dates[0] ?? '') || ruleOrder.indexOf(a.rule) - ruleOrder.indexOf(b.rule),
  );
}
