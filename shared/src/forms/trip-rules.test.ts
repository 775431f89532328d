import { describe, expect, it } from 'vitest';
import type { Vehicle } from './field-types';
import { FormErrorCode } from './form-errors';
import {
  addHyperlinkRow,
  canAddHyperlinkRow,
  checkNonWorkingHours,
  checkTripLocations,
  checkVehicle,
  tripHours,
  withCalculatedHours,
} from './trip-rules';

describe('tripHours', () => {
  it('subtracts from from to in hours with two decimals', () => {
    expect(tripHours('08:00', '17:30')).toBe(9.5);
    expect(tripHours('08:10', '09:00')).toBe(0.83);
  });

  it("reads an end of '00:00' as midnight of the next day", () => {
    expect(tripHours('18:00', '00:00')).toBe(6);
    expect(tripHours('00:00', '00:00')).toBe(24);
  });

  it('gives 0 when the end is not after the start or a time is missing', () => {
    expect(tripHours('10:00', '10:00')).toBe(0);
    expect(tripHours('10:00', '09:59')).toBe(0);
    expect(tripHours('', '10:00')).toBe(0);
  });

  it('recomputes timeCalculated of every row', () => {
    expect(
      withCalculatedHours([{ dateFrom: '2026-03-02', timeFrom: '22:30', timeTo: '00:00', timeCalculated: 0 }])[0]?.timeCalculated,
    ).toBe(1.5);
  });
});

describe('checkTripLocations', () => {
  const row = (location: string, dateFrom: string, dateTo: string) => ({ location, dateFrom, dateTo });

  it('requires location and both dates on submit, not while typing', () => {
    const rows = [row('', '2026-03-02', '')];
    expect(checkTripLocations(rows, 'error')).toEqual([
      { row: 0, code: FormErrorCode.required, part: 'location' },
      { row: 0, code: FormErrorCode.required, part: 'dateTo' },
    ]);
    expect(checkTripLocations(rows, 'warning')).toEqual([]);
  });

  it('flags a row ending before it starts, but not one ending the same day', () => {
    expect(checkTripLocations([row('Riga', '2026-03-05', '2026-03-04')], 'warning')).toEqual([
      { row: 0, code: FormErrorCode.tripDateToBeforeFrom },
    ]);
    expect(checkTripLocations([row('Riga', '2026-03-05', '2026-03-05')], 'error')).toEqual([]);
  });

  it('flags overlapping rows and rows sharing a day, not rows that only touch', () => {
    const overlapping = [row('Riga', '2026-03-02', '2026-03-05'), row('Tallinn', '2026-03-04', '2026-03-08')];
    expect(checkTripLocations(overlapping, 'warning')).toEqual([{ row: 1, code: FormErrorCode.dateRangeOverlaps }]);
    const sharingADay = [row('Riga', '2026-03-02', '2026-03-05'), row('Tallinn', '2026-03-05', '2026-03-08')];
    expect(checkTripLocations(sharingADay, 'error')).toEqual([{ row: 1, code: FormErrorCode.dateRangeOverlaps }]);
    const touching = [row('Riga', '2026-03-02', '2026-03-05'), row('Tallinn', '2026-03-06', '2026-03-08')];
    expect(checkTripLocations(touching, 'error')).toEqual([]);
  });
});

describe('checkVehicle', () => {
  const empty: Vehicle = {
    vehicleUse: null,
    vehicleModel: '',
    fuelRate: null,
    kmTraveled: null,
    fuelUsed: null,
    engineSize: null,
    fuelType: '',
    regDate: '',
    category: '',
  };

  it('requires every detail of an own car', () => {
    expect(checkVehicle({ ...empty, vehicleUse: 1 }).map((issue) => issue.part)).toEqual([
      'vehicleModel',
      'fuelRate',
      'kmTraveled',
      'fuelUsed',
      'engineSize',
      'fuelType',
      'regDate',
      'category',
    ]);
    const complete: Vehicle = {
      vehicleUse: 1,
      vehicleModel: 'Golf',
      fuelRate: 0,
      kmTraveled: 10,
      fuelUsed: 1,
      engineSize: 1400,
      fuelType: 'petrol',
      regDate: '2020-01-01',
      category: 'M1',
    };
    expect(checkVehicle(complete)).toEqual([]);
    expect(checkVehicle({ ...complete, category: ' ' }).map((issue) => issue.part)).toEqual(['category']);
  });

  it('requires nothing of a company car', () => {
    expect(checkVehicle({ ...empty, vehicleUse: 2 })).toEqual([]);
  });
});

describe('checkNonWorkingHours', () => {
  it('needs at least one row, each with date, from and to', () => {
    expect(checkNonWorkingHours([])).toEqual([{ row: 0, code: FormErrorCode.nonWorkingHoursDateError }]);
    expect(
      checkNonWorkingHours([
        { dateFrom: '2026-03-07', timeFrom: '09:00', timeTo: '12:00' },
        { dateFrom: '2026-03-08', timeFrom: '09:00', timeTo: '' },
      ]),
    ).toEqual([{ row: 1, code: FormErrorCode.nonWorkingHoursDateError }]);
  });
});

describe('hyperlink rows', () => {
  it('adds a row unless the last one is empty', () => {
    expect(canAddHyperlinkRow([])).toBe(true);
    expect(addHyperlinkRow([{ name: 'a', url: '' }])).toHaveLength(2);
    const withEmptyLast = [
      { name: 'a', url: 'https://a.lt' },
      { name: '', url: '' },
    ];
    expect(canAddHyperlinkRow(withEmptyLast)).toBe(false);
    expect(addHyperlinkRow(withEmptyLast)).toBe(withEmptyLast);
  });
});
