import { describe, expect, it } from 'vitest';
import type { ScheduleTable, ScheduleTableWire, TableEntry } from './schedule-periods.schemas';
import { decodeLineEntries, decodeScheduleTable, encodeLineEntries, encodeScheduleTable } from './table-wire';

const december = { year: 2026, month: 12 };

function anEntry(overrides: Partial<TableEntry> = {}): TableEntry {
  return {
    id: 1002,
    date: '2026-12-02',
    type: 'work',
    shiftId: 11,
    activityCode: null,
    startTime: '08:00',
    endTime: '16:30',
    workHours: 8,
    absenceHours: 0,
    source: 'formula',
    canModify: true,
    action: 'none',
    ...overrides,
  };
}

// Every value of every enum, nulls and non-nulls, fractions, the last day of the month.
const entries: TableEntry[] = [
  anEntry(),
  anEntry({ id: null, date: '2026-12-02', shiftId: 12, startTime: '22:00', endTime: '06:30', source: 'manual', action: 'create' }),
  anEntry({ id: 7, date: '2026-12-09', action: 'delete', workHours: 7.5 }),
  anEntry({
    id: 5003,
    date: '2026-12-31',
    type: 'integration_activity',
    shiftId: null,
    activityCode: 'A',
    startTime: null,
    endTime: null,
    workHours: 0,
    absenceHours: 8,
    source: 'erp',
    canModify: false,
  }),
  anEntry({ id: 2_147_483_647, date: '2026-12-01', type: 'activity', shiftId: null, activityCode: 'MA', workHours: 0, absenceHours: 0.25 }),
];

describe('the compact form of a line’s entries', () => {
  it('round-trips every field: ids and the null id of a pending create, type, source, action, canModify, codes, times, hours', () => {
    const encoded = encodeLineEntries(entries, december);
    expect(decodeLineEntries(encoded, december)).toEqual(entries);
  });

  it('writes one short string: a day number, one-letter codes, empty fields for null', () => {
    expect(encodeLineEntries(entries.slice(0, 2), december)).toBe('2,w,f,n,1,1002,11,,08:00,16:30,8,0;2,w,m,c,1,,12,,22:00,06:30,8,0');
    expect(encodeLineEntries([entries[3]!], december)).toBe('31,i,e,n,0,5003,,A,,,0,8');
    expect(encodeLineEntries([], december)).toBe('');
    expect(decodeLineEntries('', december)).toEqual([]);
  });

  it('keeps separators, percent signs and an empty string in an activity code apart from null', () => {
    const odd = [
      anEntry({ activityCode: 'A,B;C%2C' }),
      anEntry({ activityCode: '' }),
      anEntry({ activityCode: '%' }),
      anEntry({ activityCode: null }),
    ];
    const encoded = encodeLineEntries(odd, december);
    expect(encoded.split(';')).toHaveLength(4);
    expect(decodeLineEntries(encoded, december).map((entry) => entry.activityCode)).toEqual(['A,B;C%2C', '', '%', null]);
  });

  it('refuses to write a date outside the month or a number that JSON cannot carry', () => {
    expect(() => encodeLineEntries([anEntry({ date: '2026-11-30' })], december)).toThrow(/not a day of 2026-12/);
    expect(() => encodeLineEntries([anEntry({ workHours: Number.NaN })], december)).toThrow(/workHours/);
    expect(() => encodeLineEntries([anEntry({ id: 1.5 })], december)).toThrow(/id/);
  });

  it('refuses a malformed string instead of guessing', () => {
    expect(() => decodeLineEntries('2,w,f,n,1,1002,11,,08:00,16:30,8', december)).toThrow(/11 fields/);
    expect(() => decodeLineEntries('2,x,f,n,1,1002,11,,08:00,16:30,8,0', december)).toThrow(/unknown code "x"/);
    expect(() => decodeLineEntries('2,w,f,n,yes,1002,11,,08:00,16:30,8,0', december)).toThrow(/canModify/);
    expect(() => decodeLineEntries('2,w,f,n,1,1a,11,,08:00,16:30,8,0', december)).toThrow(/not an integer/);
    expect(() => decodeLineEntries('2,w,f,n,1,1002,11,,08:00,16:30,,0', december)).toThrow(/not a number/);
    expect(() => decodeLineEntries('0,w,f,n,1,1002,11,,08:00,16:30,8,0', december)).toThrow(/day "0"/);
  });
});

describe('entries of overrides between schedules', () => {
  const other = anEntry({ id: 88, canModify: false, belongsToOtherSchedule: true, canOverride: true, otherScheduleCode: 'GAM,02' });
  const overridden = anEntry({ id: 89, isOverriden: true, otherScheduleCode: 'GAM-01' });

  it('carry four more fields only when an override concerns them, and round-trip', () => {
    const encoded = encodeLineEntries([anEntry(), other, overridden], december);
    expect(encoded.split(';').map((entry) => entry.split(',').length)).toEqual([12, 16, 16]);
    expect(encoded.split(';')[1]!.endsWith(',1,0,1,GAM%2C02')).toBe(true);
    expect(decodeLineEntries(encoded, december)).toEqual([anEntry(), other, overridden]);
  });

  it('refuses a flag that is neither 1 nor 0', () => {
    expect(() => decodeLineEntries('2,w,f,n,1,1002,11,,08:00,16:30,8,0,1,x,0,G', december)).toThrow(/flag "x"/);
  });
});

describe('the table on the wire', () => {
  it('encodes each line’s entries and decodes back to the same table', () => {
    const table = {
      year: 2026,
      month: 12,
      scheduleId: 1,
      lines: [
        { employeeNo: 'TP001', workHours: 16, entries },
        { employeeNo: 'TP002', workHours: 0, entries: [] },
      ],
    } as unknown as ScheduleTable;
    const wire = encodeScheduleTable(table);
    expect(wire.lines[1]).toEqual({ employeeNo: 'TP002', workHours: 0, encodedEntries: '' });
    expect(wire.lines[0]).not.toHaveProperty('entries');
    expect(decodeScheduleTable(wire)).toEqual(table);
  });

  it('decodes a line’s entries when they are first read, once', () => {
    const wire = {
      year: 2026,
      month: 12,
      lines: [
        { employeeNo: 'TP001', encodedEntries: encodeLineEntries(entries, { year: 2026, month: 12 }) },
        { employeeNo: 'TP002', encodedEntries: 'not an entry' },
      ],
    } as unknown as ScheduleTableWire;
    // The malformed second line is not read while the table is decoded, only when its entries are.
    const table = decodeScheduleTable(wire);
    const first = table.lines[0]!;
    expect(first.entries).toEqual(entries);
    expect(first.entries).toBe(first.entries);
    expect(() => table.lines[1]!.entries).toThrow(/fields instead of 12/);
  });
});
