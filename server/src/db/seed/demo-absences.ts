import { addDays, type IsoDate, lithuanianCalendar, rangesOverlap } from '@portal/shared';
import type { Insertable } from 'kysely';
import type { Database } from '../database';
import { type ActivityCode } from './demo-classifiers';
import { between, seededRandom } from './demo-people';

// Two years of absences (ERP records) and activities (timesheet facts) for every demo employee,
// placed on the Lithuanian business calendar without overlaps.

/**
 * The "today" of the tests' seeded template: the tests' clock stands still beside it, so their data never
 * moves. The demo itself is seeded around the day it is seeded on (`seedDemoCompany`'s `today`).
 */
export const TEMPLATE_DEMO_TODAY = '2026-11-22';

/** The demo's history starts on 1 November two years before the year of `today`. */
export function demoHistoryFrom(today: IsoDate): IsoDate {
  return `${yearOf(today) - 2}-11-01`;
}

function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

export interface DemoEmployeeRef {
  company_code: string;
  employee_no: string;
  employment_date: string;
  department_code: string;
}

export interface PlacedAbsence {
  code: ActivityCode;
  from: IsoDate;
  to: IsoDate;
  description: string;
}

const descriptions: Partial<Record<ActivityCode, string[]>> = {
  A: ['Kasmetinės atostogos', 'Vasaros atostogos', 'Atostogos pagal grafiką'],
  NA: ['Nemokamos atostogos šeimos aplinkybėms'],
  MD: ['Papildoma poilsio diena (MD)'],
  L: ['Nedarbingumo pažymėjimas', 'Liga'],
  KV: ['Profesiniai mokymai', 'Konferencija'],
  K: ['Komandiruotė į Rygą', 'Komandiruotė į Varšuvą', 'Komandiruotė į Kauną', 'Komandiruotė į Taliną'],
  NT: ['Darbas nuotoliniu būdu'],
  TA: ['Tėvystės atostogos'],
};

function firstWorkDayFrom(date: IsoDate): IsoDate {
  let current = date;
  while (!lithuanianCalendar.isWorkDay(current)) current = addDays(current, 1);
  return current;
}

/** A range of `workDays` work days starting at the first work day on or after `start`. */
function workDayRange(start: IsoDate, workDays: number): { from: IsoDate; to: IsoDate } {
  const from = firstWorkDayFrom(start);
  return { from, to: lithuanianCalendar.addBusinessDays(from, workDays - 1) };
}

function randomDate(random: () => number, from: IsoDate, days: number): IsoDate {
  return addDays(from, between(random, 0, days - 1));
}

/** Every absence and activity of one employee, without overlaps, from the history start (or hire) on. */
export function placeAbsences(employee: DemoEmployeeRef, today: IsoDate): PlacedAbsence[] {
  const random = seededRandom(employee.employee_no, 11);
  const historyFrom = demoHistoryFrom(today);
  const start = employee.employment_date > historyFrom ? employee.employment_date : historyFrom;
  const thisYear = yearOf(today);
  const placed: PlacedAbsence[] = [];
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const tryPlace = (code: ActivityCode, range: { from: IsoDate; to: IsoDate }) => {
    if (range.from < start || range.to > `${thisYear}-12-31`) return false;
    if (placed.some((absence) => rangesOverlap(absence, range))) return false;
    placed.push({ code, ...range, description: pick(descriptions[code] ?? ['']) });
    return true;
  };
  const place = (
    code: ActivityCode,
    window: { from: IsoDate; days: number },
    length: (start: IsoDate) => { from: IsoDate; to: IsoDate },
  ) => {
    for (let attempt = 0; attempt < 8; attempt++) if (tryPlace(code, length(randomDate(random, window.from, window.days)))) return;
  };

  for (const year of [thisYear - 1, thisYear]) {
    // The solid part of the annual leave (at least 10 work days) in summer, and a shorter one later.
    place('A', { from: `${year}-06-01`, days: 80 }, (date) => workDayRange(date, 10));
    place('A', { from: `${year - 1}-11-15`, days: 150 }, (date) => workDayRange(date, between(random, 2, 5)));
    for (let count = between(random, 0, 2); count > 0; count--) {
      place('L', { from: `${year - 1}-11-10`, days: 360 }, (date) => ({ from: date, to: addDays(date, between(random, 2, 9)) }));
    }
    for (let count = between(random, 0, 3); count > 0; count--) {
      place('MD', { from: `${year - 1}-11-10`, days: 360 }, (date) => workDayRange(date, 1));
    }
    if (random() < 0.5) place('KV', { from: `${year - 1}-12-01`, days: 330 }, (date) => workDayRange(date, 2));
    if (random() < 0.5) place('K', { from: `${year - 1}-12-01`, days: 330 }, (date) => workDayRange(date, between(random, 2, 4)));
    if (random() < 0.15) place('NA', { from: `${year - 1}-12-01`, days: 330 }, (date) => workDayRange(date, between(random, 1, 2)));
    for (let count = between(random, 2, 5); count > 0; count--) {
      place('NT', { from: `${year - 1}-11-10`, days: 360 }, (date) => workDayRange(date, 1));
    }
  }
  // Some have their Christmas leave registered already.
  if (random() < 0.3) tryPlace('A', { from: `${thisYear}-12-28`, to: `${thisYear}-12-31` });
  return placed.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/**
 * The fixed absences of the demo employee, so every kind shows in their history: placed on work days
 * around `today` (with the template's today they fall on the dates the tests know), with a Christmas
 * leave at the end of this year still ahead.
 */
export function demoEmployeeAbsences(today: IsoDate): PlacedAbsence[] {
  const ago = (days: number, workDays = 1) => workDayRange(addDays(today, -days), workDays);
  const thisYear = yearOf(today);
  const christmasFrom = today < `${thisYear}-12-20` ? `${thisYear}-12-28` : `${thisYear + 1}-12-28`;
  return [
    { code: 'A', ...ago(503, 10), description: 'Vasaros atostogos' },
    { code: 'L', from: ago(657).from, to: addDays(ago(657).from, 4), description: 'Nedarbingumo pažymėjimas' },
    { code: 'NA', ...ago(618), description: 'Nemokamos atostogos šeimos aplinkybėms' },
    { code: 'MD', ...ago(415), description: 'Papildoma poilsio diena (MD)' },
    { code: 'KV', ...ago(250, 2), description: 'Profesiniai mokymai' },
    { code: 'A', ...ago(132, 10), description: 'Vasaros atostogos' },
    { code: 'MD', ...ago(37), description: 'Papildoma poilsio diena (MD)' },
    { code: 'K', ...ago(61, 3), description: 'Komandiruotė į Rygą' },
    { code: 'NT', ...ago(9), description: 'Darbas nuotoliniu būdu' },
    { code: 'A', ...workDayRange(christmasFrom, 4), description: 'Kalėdinės atostogos' },
  ];
}

/** Codes the timesheet records as facts (employee activities); the rest are ERP absences. */
const activityCodes = new Set<ActivityCode>(['K', 'NT', 'FD', 'DP']);
const activityTypeOf: Partial<Record<ActivityCode, number>> = { K: 3, NT: 4, FD: 4, DP: 4 };

export interface AbsenceRows {
  absences: Insertable<Database['absences']>[];
  activities: Insertable<Database['employee_activities']>[];
}

export function absenceRows(
  employee: DemoEmployeeRef,
  placed: PlacedAbsence[],
  entryNo: { absence: number; activity: number },
  isPartTime: boolean,
  today: IsoDate,
): AbsenceRows {
  const rows: AbsenceRows = { absences: [], activities: [] };
  for (const absence of placed) {
    const owner = { company_code: employee.company_code, employee_no: employee.employee_no };
    if (activityCodes.has(absence.code)) {
      rows.activities.push({
        ...owner,
        entry_no: entryNo.activity++,
        date_from: absence.from,
        date_to: absence.to,
        activity_type: activityTypeOf[absence.code] ?? 4,
        activity_code: absence.code,
        description: absence.description,
        color: null,
      });
      continue;
    }
    const isRecent = absence.from >= `${yearOf(today)}-01-01`;
    const entry = entryNo.absence++;
    rows.absences.push({
      ...owner,
      entry_no: entry,
      date_from: absence.from,
      date_to: absence.to,
      activity_code: absence.code,
      description: absence.description,
      calendar_days: lithuanianCalendar.countCalendarDays(absence.from, absence.to),
      work_days: lithuanianCalendar.countWorkDays(absence.from, absence.to),
      hours_per_day: isPartTime ? 4 : 8,
      // Leave asked for through the portal carries the application number.
      application_no: absence.code === 'A' && isRecent ? `PR-${absence.from.slice(0, 4)}-${String(entry).padStart(5, '0')}` : null,
    });
  }
  return rows;
}

/** Work days of `code` inside a month. */
export function workDaysOfCode(placed: PlacedAbsence[], codes: readonly ActivityCode[], from: IsoDate, to: IsoDate): number {
  let days = 0;
  for (const absence of placed) {
    if (!codes.includes(absence.code) || absence.to < from || absence.from > to) continue;
    days += lithuanianCalendar.countWorkDays(absence.from > from ? absence.from : from, absence.to < to ? absence.to : to);
  }
  return days;
}
