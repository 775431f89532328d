import { rangesOverlap } from '../calendar/iso-dates';
import {
  type HyperlinkRow,
  type NonWorkingHoursRow,
  type TripLocationRow,
  type TripTimeRow,
  type Vehicle,
  VehicleUse,
} from './field-types';
import { FormErrorCode } from './form-errors';

/** Row checks run as warnings while the user types and as blocking errors on submit (spec 1 §5). */
export const RowCheckMode = { warning: 'warning', error: 'error' } as const;
export type RowCheckMode = (typeof RowCheckMode)[keyof typeof RowCheckMode];

/** A problem in one row of a multi-row field; `row` is the index, `part` the property when known. */
export interface RowIssue {
  row: number;
  code: string;
  part?: string;
}

const TIME = /^(\d{2}):(\d{2})$/;

function minutesOf(time: string): number | null {
  const match = TIME.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/**
 * Trip hours of one row: to minus from, in hours with two decimals. An end of '00:00' is midnight
 * of the next day (a trip from 18:00 to 00:00 lasts 6 hours); anything not positive counts 0.
 */
export function tripHours(timeFrom: string, timeTo: string): number {
  const from = minutesOf(timeFrom);
  const parsedTo = minutesOf(timeTo);
  if (from === null || parsedTo === null) return 0;
  const to = parsedTo === 0 ? 24 * 60 : parsedTo;
  const hours = (to - from) / 60;
  return hours > 0 ? Math.round(hours * 100) / 100 : 0;
}

/** Trip-time rows with timeCalculated recomputed from their times. */
export function withCalculatedHours(rows: TripTimeRow[]): TripTimeRow[] {
  return rows.map((row) => ({ ...row, timeCalculated: tripHours(row.timeFrom, row.timeTo) }));
}

/**
 * Business-trip location rows (type 23). On submit every row needs location and both dates (the
 * field's required message); in both modes a row ending before it starts gives errors.date_to_from
 * and two rows sharing a day give errors.date_range_overlaps. Rows that only touch (one ends the day
 * before the other starts) do not overlap.
 */
export function checkTripLocations(rows: TripLocationRow[], mode: RowCheckMode): RowIssue[] {
  const issues: RowIssue[] = [];
  rows.forEach((row, index) => {
    if (mode === RowCheckMode.error) {
      for (const part of ['location', 'dateFrom', 'dateTo'] as const) {
        if (row[part].trim() === '') issues.push({ row: index, code: FormErrorCode.required, part });
      }
    }
    if (row.dateFrom !== '' && row.dateTo !== '' && row.dateFrom > row.dateTo) {
      issues.push({ row: index, code: FormErrorCode.tripDateToBeforeFrom });
    }
  });
  const ranges = rows
    .map((row, index) => ({ index, from: row.dateFrom, to: row.dateTo }))
    .filter((range) => range.from !== '' && range.to !== '' && range.from <= range.to);
  for (let first = 0; first < ranges.length; first++) {
    for (let second = first + 1; second < ranges.length; second++) {
      const a = ranges[first];
      const b = ranges[second];
      if (a && b && rangesOverlap(a, b)) issues.push({ row: b.index, code: FormErrorCode.dateRangeOverlaps });
    }
  }
  return issues;
}

export const OWN_CAR_REQUIRED_PARTS = [
  'vehicleModel',
  'fuelRate',
  'kmTraveled',
  'fuelUsed',
  'engineSize',
  'fuelType',
  'regDate',
  'category',
] as const;

/** Vehicle (type 26): for an own car every detail is required; a company car needs none. */
export function checkVehicle(vehicle: Vehicle): RowIssue[] {
  if (vehicle.vehicleUse !== VehicleUse.ownCar) return [];
  return OWN_CAR_REQUIRED_PARTS.filter((part) => {
    const value = vehicle[part];
    return value === null || (typeof value === 'string' && value.trim() === '');
  }).map((part) => ({ row: 0, code: FormErrorCode.required, part }));
}

/**
 * Non-working hours (type 27), once the option is chosen: at least one row, each with a date, a
 * from time and a to time; otherwise errors.non_working_hours_date_error.
 */
export function checkNonWorkingHours(rows: NonWorkingHoursRow[]): RowIssue[] {
  if (rows.length === 0) return [{ row: 0, code: FormErrorCode.nonWorkingHoursDateError }];
  return rows.flatMap((row, index) =>
    row.dateFrom === '' || row.timeFrom === '' || row.timeTo === '' ? [{ row: index, code: FormErrorCode.nonWorkingHoursDateError }] : [],
  );
}

const isEmptyHyperlink = (row: HyperlinkRow) => row.name.trim() === '' && row.url.trim() === '';

/** Whether the hyperlink list may get a new empty row: not while its last row is still empty. */
export function canAddHyperlinkRow(rows: HyperlinkRow[]): boolean {
  const last = rows.at(-1);
  return last === undefined || !isEmptyHyperlink(last);
}

/** Adds an empty hyperlink row unless the last one is empty already. */
export function addHyperlinkRow(rows: HyperlinkRow[]): HyperlinkRow[] {
  return canAddHyperlinkRow(rows) ? [...rows, { name: '', url: '' }] : rows;
}
